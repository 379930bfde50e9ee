import { titledForAnimals } from "./AnimalPages.ts"
import { isErrorPage } from "./ErrorPage.ts"
import { capText, cleanText } from "./HtmlText.ts"
import { holdsTerm, isFrameTerm, namesOtherPlatform, type QueryAnalysis } from "./QueryAnalysis.ts"
import type { RejectionReason } from "./RejectionReason.ts"
import { lacksKeyTerm, relevanceScore, weightedCoverage } from "./Relevance.ts"
import { spamReason } from "./SpamCheck.ts"
import { coverage } from "./Terms.ts"
import { type TextTokens, textTokens } from "./TextTokens.ts"
import type { ValidationOptions } from "./ValidationOptions.ts"

export interface CheckedContent {
  /** Cleaned and capped, as returned to the client. */
  readonly title: string
  readonly snippet: string
  readonly titleTokens: TextTokens
  readonly snippetTokens: TextTokens
  /** BM25-style relevance to the question (see `relevanceScore`); higher is better. */
  readonly relevance: number
}

export type ContentVerdict =
  | { readonly _tag: "Valid"; readonly value: CheckedContent }
  | { readonly _tag: "Invalid"; readonly reason: RejectionReason }
  /**
   * On the question's subject by its words, but without one of its key terms ("free space on my hard drive" for
   * "free disk space"): not evidence by itself, it may only back an answer that sources holding every key term give
   * (see `corroborates`); otherwise it is `missing_key_term`.
   */
  | { readonly _tag: "LacksKeyTerm"; readonly value: CheckedContent }

const HAS_WORD = /[\p{L}\p{N}]/u

const content = (
  title: string,
  snippet: string,
  titleTokens: TextTokens,
  snippetTokens: TextTokens,
  query: QueryAnalysis
): CheckedContent => ({
  title,
  snippet,
  titleTokens,
  snippetTokens,
  relevance: relevanceScore(query, titleTokens, snippetTokens)
})

/**
 * Whether a page shares nothing of the question but its identifiers, while the question says more of its subject
 * ("gp3 volume baseline iops": "The GP3 Series was a motor racing feeder series"): another thing of the same name. A
 * question on releases is the exception: its other words ask for them ("crossorigin attribute browser compatibility"),
 * and a compatibility table gives them without those words.
 */
const sharesOnlyIdentifiers = (query: QueryAnalysis, texts: ReadonlyArray<TextTokens>): boolean => {
  if (query.answerType === "version") return false
  const named = new Set(query.keyTerms.filter((key) => key.required).flatMap((key) => key.stemKeys))
  if (named.size === 0) return false
  const others = query.termKeys.filter((term) => !named.has(term) && !isFrameTerm(term))
  return others.length >= MIN_OTHER_TERMS && !others.some((term) => holdsTerm(query, term, texts))
}
/** Below this many other words, a question is its identifiers ("when was http/3 standardized"). */
const MIN_OTHER_TERMS = 2

/**
 * Title, snippet, error-page, spam and relevance checks, in that order (the first failure is the reason).
 * Relevance: a candidate lacking a key term of the question is `missing_key_term`; one covering too little of
 * the question (by count or by specificity weight), or titled for animals the question does not name, is
 * `off_topic`. A query with no terms judges nothing.
 */
export const checkContent = (
  rawTitle: string,
  rawSnippet: string,
  url: string,
  query: QueryAnalysis,
  options: ValidationOptions
): ContentVerdict => {
  const title = capText(cleanText(rawTitle), options.maxTitleChars)
  if (!HAS_WORD.test(title)) return { _tag: "Invalid", reason: "title_missing" }
  const fullSnippet = cleanText(rawSnippet)
  const askedCodes = query.asksAboutStatusCodes ? query.askedNumbers : undefined
  if (isErrorPage(title, fullSnippet, askedCodes, query.namedCodes)) return { _tag: "Invalid", reason: "error_page" }
  if (fullSnippet.length < options.minSnippetChars || !HAS_WORD.test(fullSnippet)) {
    return { _tag: "Invalid", reason: "snippet_too_short" }
  }
  const snippet = capText(fullSnippet, options.maxSnippetChars)
  const titleTokens = textTokens(title)
  const snippetTokens = textTokens(snippet)
  const queryStems = query.termKeys
  const junk =
    spamReason(snippet, snippetTokens, url, queryStems, options) ??
    (titleTokens.stems.length >= 6 ? spamReason(title, titleTokens, url, queryStems, options) : undefined)
  if (junk !== undefined) return { _tag: "Invalid", reason: junk }
  if (query.terms.length > 0 || query.keyTerms.length > 0) {
    const texts = [titleTokens, snippetTokens]
    const covered = coverage(query.termKeys, { has: (term) => holdsTerm(query, term, texts) })
    if (query.terms.length > 0 && (covered === 0 || covered < options.minQueryTermCoverage)) {
      return { _tag: "Invalid", reason: "off_topic" }
    }
    if (titledForAnimals(query, titleTokens)) return { _tag: "Invalid", reason: "off_topic" }
    if (sharesOnlyIdentifiers(query, texts)) return { _tag: "Invalid", reason: "off_topic" }
    const otherPlatform = namesOtherPlatform(query, [titleTokens, snippetTokens])
    const lacks = otherPlatform || lacksKeyTerm(query, titleTokens, snippetTokens, url)
    const thin =
      query.terms.length > 0 && weightedCoverage(query, titleTokens, snippetTokens) < options.minWeightedCoverage
    // Only a page on the subject by the weight of its words may back an answer: a thin one shares words by chance.
    if (lacks && (otherPlatform || thin)) return { _tag: "Invalid", reason: "missing_key_term" }
    if (thin) return { _tag: "Invalid", reason: "off_topic" }
    if (lacks) return { _tag: "LacksKeyTerm", value: content(title, snippet, titleTokens, snippetTokens, query) }
  }
  return { _tag: "Valid", value: content(title, snippet, titleTokens, snippetTokens, query) }
}
