import { stringField } from "./CheckedCandidate.ts"
import { cleanText } from "./HtmlText.ts"
import { hasKeyTerm, type KeyTerm, optionalKeysNeeded, type QueryAnalysis } from "./QueryAnalysis.ts"
import { type TextTokens, textTokens } from "./TextTokens.ts"

/** A candidate's title and snippet as the validator cleans them; a field that is no string reads as empty. */
export const cleanedTitleAndSnippet = (candidate: unknown): ReadonlyArray<string> => [
  cleanText(stringField(candidate, "title") ?? ""),
  cleanText(stringField(candidate, "snippet") ?? "")
]

/** A candidate's title and snippet as tokens, for counting which candidates hold a key term. */
export const candidateTexts = (candidates: ReadonlyArray<unknown>): ReadonlyArray<ReadonlyArray<TextTokens>> =>
  candidates.map((candidate) => cleanedTitleAndSnippet(candidate).map(textTokens))

/**
 * The question without its rare key words that fewer than `minCandidates` candidates hold, when at least one key term
 * the candidates do hold remains to name the subject; undefined when there is none to drop or nothing would remain.
 * Identifiers, numbers, quoted words and names are never dropped: only the words picked for being rare, which a
 * misspelling ("sistene"), slang ("fdr") or a page's other wording makes rarer than the subject. A how-to keeps them
 * when only its action would remain.
 */
export const withoutAbsentKeyWords = (
  query: QueryAnalysis,
  texts: ReadonlyArray<ReadonlyArray<TextTokens>>,
  minCandidates: number
): QueryAnalysis | undefined => {
  if (query.namesFeature) return undefined
  const holders = (key: KeyTerm) => texts.filter((fields) => fields.some((text) => hasKeyTerm(key, text))).length
  const absent = query.keyTerms.filter((key) => isRareWord(key) && holders(key) < minCandidates)
  if (absent.length === 0) return undefined
  const kept = query.keyTerms.filter((key) => !absent.includes(key))
  // "how do I upgrade npm" without npm is its action alone, which pages on anything upgraded hold.
  if (kept.every((key) => key.text.toLowerCase() === query.taskVerb)) return undefined
  if (!kept.some((key) => holders(key) >= minCandidates)) return undefined
  return {
    ...query,
    keyTerms: kept,
    optionalKeysNeeded: optionalKeysNeeded(kept),
    nameRuns: query.nameRuns.filter((run) => run.every((key) => kept.includes(key)))
  }
}

const isRareWord = (key: KeyTerm): boolean =>
  !key.required && !key.name && !key.modifier && key.identifierForms.length === 0
