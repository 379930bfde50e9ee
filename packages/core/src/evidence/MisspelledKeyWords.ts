import levenshtein from "damerau-levenshtein"
import { cleanedTitleAndSnippet } from "./AbsentKeyWords.ts"
import { stringField } from "./CheckedCandidate.ts"
import { cleanText } from "./HtmlText.ts"
import {
  analyzeQuery,
  canBeKeyWord,
  hasKeyTerm,
  identifierKey,
  isFrameWord,
  type KeyTerm,
  keyWordFor,
  type QueryAnalysis
} from "./QueryAnalysis.ts"
import { termKey, termKeys } from "./TermKey.ts"
import { stem } from "./Terms.ts"
import type { TextTokens } from "./TextTokens.ts"

/** A misspelling is one edit away: a letter swapped, left out, doubled or two letters turned ("mountian"). */
const MAX_EDITS = 1
/** Shorter words are one edit away from too many others ("cat", "cut", "cot"). */
const MIN_WORD_CHARS = 5
const LONG_ENOUGH_WORD = new RegExp(`\\p{L}{${MIN_WORD_CHARS},}`, "gu")
/** Words joined by hyphens, as CSS properties are named ("backdrop-filter"): corrected whole, against their like. */
const HYPHENATED = /^\p{Ll}[\p{Ll}\p{N}]*(?:-[\p{Ll}\p{N}]+)+$/u
/**
 * A code identifier of letters, dotted or not, as texts hold it in lower case ("queuemicrotask",
 * "object.getownpropertydescriptors"). Numbers are left alone: "http/3" is one edit from "http/2" and another thing.
 */
const LETTER_IDENTIFIER = /^\p{Ll}+(?:\.\p{Ll}+)*$/u
/** Short identifiers are one edit from others of their API ("Map.has", "Map.get"). */
const MIN_IDENTIFIER_CHARS = 8
/** Words and their hyphenated runs, in one linear pass (a run that must end in a hyphen would backtrack). */
const WORD_RUN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu

/**
 * The question with its rare key words no candidate holds spelled as the candidates spell them: "avagadro" is the
 * "Avogadro" of the pages, "synthesised" their "synthesized", "mountian" their "mountain", and an identifier its
 * pages' ("queueMicrotsk()" their `queueMicrotask`). A correction is a word or identifier one edit away that at least
 * `minCandidates` candidates write; the word no candidate holds is otherwise dropped later (`withoutAbsentKeyWords`).
 * Undefined when no key word needs or finds a correction.
 */
export const withCorrectedKeyWords = (
  query: QueryAnalysis,
  question: string,
  candidates: ReadonlyArray<unknown>,
  texts: ReadonlyArray<ReadonlyArray<TextTokens>>,
  minCandidates: number
): QueryAnalysis | undefined => {
  const held = (key: KeyTerm) => texts.some((fields) => fields.some((text) => hasKeyTerm(key, text)))
  // An identifier's spelling changes its terms and their weights too: the question is read again as the pages write it.
  const respelled = withIdentifiersAsWritten(
    question,
    query.keyTerms.filter((key) => isLetterIdentifier(key) && !held(key)),
    texts,
    candidates,
    minCandidates
  )
  const read = respelled === undefined ? query : analyzeQuery(respelled)
  return withCorrectedWords(read, candidates, minCandidates, held) ?? (respelled === undefined ? undefined : read)
}

const withCorrectedWords = (
  query: QueryAnalysis,
  candidates: ReadonlyArray<unknown>,
  minCandidates: number,
  held: (key: KeyTerm) => boolean
): QueryAnalysis | undefined => {
  const misspelled = query.keyTerms.filter((key) => (isPlainWord(key) || isHyphenated(key)) && !held(key))
  if (misspelled.length === 0) return undefined
  const written = wordsByCandidate(candidates)
  // A word the question requires may be an everyday word ("compute presure api", "view transtions api"): it names a
  // feature or is quoted, so any word but the question's frame is its correction.
  const isSubjectOf = (key: KeyTerm) => (word: string) =>
    ((key.required || query.namesFeature) && !isFrameWord(word)) ||
    canBeKeyWord(word) ||
    writtenAsName(word, candidates, minCandidates)
  const respelled = new Map<string, string>()
  const keyTerms = query.keyTerms.map((key) => {
    if (!misspelled.includes(key)) return key
    const correction = spellingOf(key.text.toLowerCase(), written, minCandidates, isSubjectOf(key))
    if (correction === undefined) return key
    respelled.set(stem(key.text.toLowerCase()), stem(correction))
    return isHyphenated(key) ? identifierKey(correction) : keyWordFor(correction)
  })
  return respelled.size === 0 ? undefined : { ...withTermsRespelled(query, respelled), keyTerms }
}

/**
 * The question's terms and their weights with each misspelled stem replaced by its correction: a page is ranked on the
 * word it writes ("frankenstein" for "frankenstien"), which the misspelling, absent from every page, never matches.
 */
const withTermsRespelled = (query: QueryAnalysis, respelled: ReadonlyMap<string, string>): QueryAnalysis => {
  const terms = query.terms.map((term) => respelled.get(term) ?? term)
  const keys = new Map([...respelled].map(([from, to]) => [termKey(from), termKey(to)]))
  return {
    ...query,
    terms,
    termKeys: termKeys(terms),
    weights: query.weights.map(([term, weight]) => [keys.get(term) ?? term, weight] as const)
  }
}

/**
 * The question with each misspelled identifier as the candidates write it ("queueMicrotsk()" as `queueMicrotask`,
 * "Array.prototype.findLst" as `Array.findLast`), in their letter case; undefined when none finds a spelling.
 */
const withIdentifiersAsWritten = (
  question: string,
  misspelled: ReadonlyArray<KeyTerm>,
  texts: ReadonlyArray<ReadonlyArray<TextTokens>>,
  candidates: ReadonlyArray<unknown>,
  minCandidates: number
): string | undefined => {
  if (misspelled.length === 0) return undefined
  const identifiers = texts.map((fields) => new Set(fields.flatMap((text) => [...text.identifiers])))
  let respelled = question
  for (const key of misspelled) {
    const correction = identifierSpellingOf(key, identifiers, minCandidates)
    const written = correction === undefined ? undefined : asWrittenIn(candidates, correction)
    if (written !== undefined) respelled = respelled.replace(key.text, written)
  }
  return respelled === question ? undefined : respelled
}

/** `identifier` (lower case) as the first candidate writing it spells it. */
const asWrittenIn = (candidates: ReadonlyArray<unknown>, identifier: string): string | undefined => {
  for (const text of candidates.flatMap(cleanedTitleAndSnippet)) {
    const at = text.toLowerCase().indexOf(identifier)
    if (at >= 0 && text.length === text.toLowerCase().length) return text.slice(at, at + identifier.length)
  }
  return undefined
}

/** "backdrop-filtr": a hyphenated identifier of lower-case words, which a one-letter slip leaves unmatched. */
const isHyphenated = (key: KeyTerm): boolean => key.required && HYPHENATED.test(key.text)

/** "queueMicrotsk()", "Object.getOwnPropertyDescripters": an identifier of letters, long enough to be told apart. */
const isLetterIdentifier = (key: KeyTerm): boolean => key.required && correctableForms(key).length > 0

const correctableForms = (key: KeyTerm): ReadonlyArray<string> =>
  key.identifierForms.filter((form) => form.length >= MIN_IDENTIFIER_CHARS && LETTER_IDENTIFIER.test(form))

/** The spelling pages write of any of the identifier's forms ("Array.prototype.findLst" as `Array.findLast`). */
const identifierSpellingOf = (
  key: KeyTerm,
  identifiers: ReadonlyArray<ReadonlySet<string>>,
  minCandidates: number
): string | undefined => {
  for (const form of correctableForms(key)) {
    const correction = spellingOf(form, identifiers, minCandidates, () => true)
    if (correction !== undefined) return correction
  }
  return undefined
}

/** A word of letters, not a name. */
const isPlainWord = (key: KeyTerm): boolean =>
  !key.name && key.identifierForms.length === 0 && /^\p{Ll}+$/u.test(key.text.toLowerCase())

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
