import levenshtein from "damerau-levenshtein"
import { cleanedTitleAndSnippet } from "./AbsentKeyWords.ts"
import { stringField } from "./CheckedCandidate.ts"
import { cleanText } from "./HtmlText.ts"
import {
  canBeKeyWord,
  hasKeyTerm,
  identifierKey,
  isFrameWord,
  type KeyTerm,
  keyWordFor,
  type QueryAnalysis
} from "./QueryAnalysis.ts"
import type { TextTokens } from "./TextTokens.ts"

/** A misspelling is one edit away: a letter swapped, left out, doubled or two letters turned ("mountian"). */
const MAX_EDITS = 1
/** Shorter words are one edit away from too many others ("cat", "cut", "cot"). */
const MIN_WORD_CHARS = 5
const LONG_ENOUGH_WORD = new RegExp(`\\p{L}{${MIN_WORD_CHARS},}`, "gu")
/** Words joined by hyphens, as CSS properties are named ("backdrop-filter"): corrected whole, against their like. */
const HYPHENATED = /^\p{Ll}[\p{Ll}\p{N}]*(?:-[\p{Ll}\p{N}]+)+$/u
/** Words and their hyphenated runs, in one linear pass (a run that must end in a hyphen would backtrack). */
const WORD_RUN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu

/**
 * The question with its rare key words no candidate holds spelled as the candidates spell them: "avagadro" is the
 * "Avogadro" of the pages, "synthesised" their "synthesized", "mountian" their "mountain". A correction is a word one
 * edit away that at least `minCandidates` candidates write; the word no candidate holds is otherwise dropped later
 * (`withoutAbsentKeyWords`). Undefined when no key word needs or finds a correction.
 */
export const withCorrectedKeyWords = (
  query: QueryAnalysis,
  candidates: ReadonlyArray<unknown>,
  texts: ReadonlyArray<ReadonlyArray<TextTokens>>,
  minCandidates: number
): QueryAnalysis | undefined => {
  const held = (key: KeyTerm) => texts.some((fields) => fields.some((text) => hasKeyTerm(key, text)))
  const misspelled = query.keyTerms.filter((key) => (isPlainWord(key) || isHyphenated(key)) && !held(key))
  if (misspelled.length === 0) return undefined
  const written = wordsByCandidate(candidates)
  const isSubject = (word: string) => canBeKeyWord(word) || writtenAsName(word, candidates, minCandidates)
  let corrected = false
  const keyTerms = query.keyTerms.map((key) => {
    if (!misspelled.includes(key)) return key
    const correction = spellingOf(key.text.toLowerCase(), written, minCandidates, isSubject)
    if (correction === undefined) return key
    corrected = true
    return isHyphenated(key) ? identifierKey(correction) : keyWordFor(correction)
  })
  return corrected ? { ...query, keyTerms } : undefined
}

/** "backdrop-filtr": a hyphenated identifier of lower-case words, which a one-letter slip leaves unmatched. */
const isHyphenated = (key: KeyTerm): boolean => key.required && HYPHENATED.test(key.text)

const isPlainWord = (key: KeyTerm): boolean =>
  !key.required && !key.name && key.identifierForms.length === 0 && /^\p{Ll}+$/u.test(key.text.toLowerCase())

/** Each candidate's distinct words of `MIN_WORD_CHARS` letters or more, and its hyphenated words, lower case. */
const wordsByCandidate = (candidates: ReadonlyArray<unknown>): ReadonlyArray<ReadonlySet<string>> =>
  candidates.map((candidate) => {
    const text = cleanedTitleAndSnippet(candidate).join(" ").toLowerCase()
    const hyphenated = (text.match(WORD_RUN) ?? []).filter((run) => run.includes("-"))
    return new Set([...(text.match(LONG_ENOUGH_WORD) ?? []), ...hyphenated])
  })

/** The word one edit from `word` that the most candidates write, when at least `minCandidates` do. */
const spellingOf = (
  word: string,
  written: ReadonlyArray<ReadonlySet<string>>,
  minCandidates: number,
  isSubject: (word: string) => boolean
): string | undefined => {
  if (word.length < MIN_WORD_CHARS) return undefined
  const writers = new Map<string, number>()
  for (const words of written) {
    for (const other of words) {
      if (Math.abs(other.length - word.length) > MAX_EDITS || other === word) continue
      if (levenshtein(word, other).steps <= MAX_EDITS) writers.set(other, (writers.get(other) ?? 0) + 1)
    }
  }
  let best: string | undefined
  for (const [other, count] of writers) {
    // A correction names the subject as the rare word did: "suport" is "support", a frame word, and is dropped instead;
    // "sydeny" is "Sydney", an everyday word in English but a name on the pages.
    if (count < minCandidates || !isSubject(other)) continue
    if (best === undefined || count > (writers.get(best) ?? 0)) best = other
  }
  return best
}

/**
 * Whether at least `minCandidates` snippets write the word capitalised inside a sentence ("the Sydney Opera House",
 * "in Sydney"): a place or a name, however common the word is in English. Never a frame word ("Apple Support").
 * Asked only on a refusal, of a word one edit from a question's word.
 */
const writtenAsName = (word: string, candidates: ReadonlyArray<unknown>, minCandidates: number): boolean => {
  if (isFrameWord(word)) return false
  const name = new RegExp(`[\\p{Ll}\\p{N},;:] ${word.charAt(0).toUpperCase()}${word.slice(1)}(?![\\p{L}\\p{N}])`, "u")
  const writers = candidates.filter((candidate) => name.test(cleanText(stringField(candidate, "snippet") ?? "")))
  return writers.length >= minCandidates
}
