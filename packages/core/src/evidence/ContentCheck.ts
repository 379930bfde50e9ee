import { isErrorPage } from "./ErrorPage.ts"
import { capText, cleanText } from "./HtmlText.ts"
import type { RejectionReason } from "./RejectionReason.ts"
import { coverage, termSet } from "./Terms.ts"
import type { ValidationOptions } from "./ValidationOptions.ts"

export interface CheckedContent {
  /** Cleaned and capped, as returned to the client. */
  readonly title: string
  readonly snippet: string
  /** Stems of title and snippet: what relevance and answer support look up. */
  readonly terms: ReadonlySet<string>
  /** 0..1: query-term coverage of title and snippet, with a bonus for terms in the title. */
  readonly relevance: number
}

export type ContentVerdict =
  | { readonly _tag: "Valid"; readonly value: CheckedContent }
  | { readonly _tag: "Invalid"; readonly reason: RejectionReason }

const HAS_WORD = /[\p{L}\p{N}]/u

/**
 * Title, snippet, error-page and relevance checks, in that order (the first failure is the reason). A query
 * with no terms cannot judge relevance, so nothing is off topic then.
 */
export const checkContent = (
  rawTitle: string,
  rawSnippet: string,
  query: ReadonlyArray<string>,
  options: ValidationOptions
): ContentVerdict => {
  const title = capText(cleanText(rawTitle), options.maxTitleChars)
  if (!HAS_WORD.test(title)) return { _tag: "Invalid", reason: "title_missing" }
  const fullSnippet = cleanText(rawSnippet)
  if (isErrorPage(title, fullSnippet)) return { _tag: "Invalid", reason: "error_page" }
  if (fullSnippet.length < options.minSnippetChars || !HAS_WORD.test(fullSnippet)) {
    return { _tag: "Invalid", reason: "snippet_too_short" }
  }
  const snippet = capText(fullSnippet, options.maxSnippetChars)
  const titleTerms = termSet(title)
  const terms = new Set([...titleTerms, ...termSet(snippet)])
  const covered = coverage(query, terms)
  if (query.length > 0 && (covered === 0 || covered < options.minQueryTermCoverage)) {
    return { _tag: "Invalid", reason: "off_topic" }
  }
  const relevance = 0.7 * covered + 0.3 * coverage(query, titleTerms)
  return { _tag: "Valid", value: { title, snippet, terms, relevance } }
}
