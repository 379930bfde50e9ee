import type { CheckedCandidate } from "./CheckedCandidate.ts"
import { capText, cleanText } from "./HtmlText.ts"
import { coverage, isNumeric, termSet, words } from "./Terms.ts"

export interface AnswerOptions {
  readonly maxAnswerChars: number
  readonly answerSupportRatio: number
}

interface Sentence {
  readonly text: string
  readonly terms: ReadonlySet<string>
  readonly rank: number
  readonly position: number
  /** Ends in an ellipsis: cut by the provider or by our snippet cap. */
  readonly truncated: boolean
}

interface Scored extends Sentence {
  readonly coverage: number
  readonly support: number
  /** Numbers stated: between equally supported sentences, the one with facts beats the vague one. */
  readonly numbers: number
}

/** A statement needs this many independent sites behind it to count as supported. */
const MIN_SUPPORT = 2
/** Shorter fragments ("Read more.", "Updated.") are not answers. */
const MIN_SENTENCE_CHARS = 20
const MIN_SENTENCE_WORDS = 3

/** Breaks after . ! ? (and their CJK forms) unless the next word starts lower-case ("e.g. the"). */
const SENTENCE_BREAK = /(?<=[.!?。！？])\s+(?=[^\p{Ll}])/u
const LEADING_ELLIPSIS = /^(?:\.{3}|…)\s*/
const TRAILING_ELLIPSIS = /(?:\.{3}|…)$/

const sentencesOf = (source: CheckedCandidate, rank: number): ReadonlyArray<Sentence> =>
  source.snippet.split(SENTENCE_BREAK).map((piece, position) => {
    const text = piece.replace(LEADING_ELLIPSIS, "").trim()
    return { text, terms: termSet(text), rank, position, truncated: TRAILING_ELLIPSIS.test(text) }
  })

/**
 * How many distinct sites support a statement given by its key terms: a site supports it when it states every
 * number in it (numbers are the facts) and at least `ratio` of its other key terms. No key terms, no support.
 */
const supportOf = (key: ReadonlyArray<string>, sources: ReadonlyArray<CheckedCandidate>, ratio: number): number => {
  if (key.length === 0) return 0
  const numbers = key.filter(isNumeric)
  const others = key.filter((term) => !isNumeric(term))
  const sites = new Set<string>()
  for (const source of sources) {
    const hits = others.filter((term) => source.terms.has(term)).length
    if (numbers.every((n) => source.terms.has(n)) && hits >= ratio * others.length) sites.add(source.site)
  }
  return sites.size
}

const better = (a: Scored, b: Scored): number =>
  Number(b.support >= MIN_SUPPORT) - Number(a.support >= MIN_SUPPORT) ||
  b.coverage - a.coverage ||
  b.numbers - a.numbers ||
  b.support - a.support ||
  Number(a.truncated) - Number(b.truncated) ||
  a.rank - b.rank ||
  a.position - b.position

/**
 * A provider's own answer is used only when at least two sites support it over all its content terms: the
 * validated sources must back it, not the provider's word.
 */
const supportedProviderAnswer = (
  providerAnswers: ReadonlyArray<string>,
  sources: ReadonlyArray<CheckedCandidate>,
  options: AnswerOptions
): string | undefined => {
  const distinct = Array.from(new Set(providerAnswers.map(cleanText).filter((text) => text.length > 0))).sort()
  let best: { readonly text: string; readonly support: number } | undefined
  for (const text of distinct) {
    const support = supportOf(Array.from(termSet(text)), sources, options.answerSupportRatio)
    if (support >= MIN_SUPPORT && (best === undefined || support > best.support)) best = { text, support }
  }
  return best?.text
}

/**
 * The deterministic extractive answer, at most `maxAnswerChars`, never empty. A supported provider answer
 * wins; otherwise a sentence of the returned sources: first one whose key terms (the query terms and numbers it
 * states) at least two sites support, then the most query terms covered, then the most numbers stated, then
 * the widest support. Falls back to the top source's first sentence, then its title.
 */
export const buildAnswer = (
  query: ReadonlyArray<string>,
  sources: ReadonlyArray<CheckedCandidate>,
  providerAnswers: ReadonlyArray<string>,
  options: AnswerOptions
): string => {
  const cap = (text: string): string => capText(text, options.maxAnswerChars)
  const provided = supportedProviderAnswer(providerAnswers, sources, options)
  if (provided !== undefined) return cap(provided)
  const queryTerms = new Set(query)
  const all = sources.flatMap(sentencesOf)
  const scored = all
    .filter((s) => s.text.length >= MIN_SENTENCE_CHARS && words(s.text).length >= MIN_SENTENCE_WORDS)
    .map((s): Scored => {
      const key = Array.from(s.terms).filter((term) => queryTerms.has(term) || isNumeric(term))
      const support = supportOf(key, sources, options.answerSupportRatio)
      return { ...s, coverage: coverage(query, s.terms), support, numbers: key.filter(isNumeric).length }
    })
    .sort(better)
  const chosen = scored[0]?.text ?? all.find((s) => s.rank === 0 && s.text.length > 0)?.text
  return cap(chosen ?? sources[0]?.title ?? "")
}
