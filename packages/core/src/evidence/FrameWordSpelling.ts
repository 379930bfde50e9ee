import levenshtein from "damerau-levenshtein"
import { ENGLISH_WORD_RANKS } from "./EnglishWordRanks.ts"

/**
 * The words that frame a question (how it asks, what kind of answer it wants), as a hurried asker misspells them:
 * "whch browsers suport css subgrid" asks what "which browsers support css subgrid" asks. Left as typed, "suport"
 * and "whch" are words no English list holds, so they would be taken for the rarest words of the question, its
 * subject, and no page would hold them.
 */
// biome-ignore format: a word list reads better packed
const FRAME_WORDS: ReadonlyArray<string> = [
  "which", "what", "when", "where", "does", "support", "supports", "supported", "browser", "browsers", "version",
  "versions", "compatibility", "compatible", "available", "baseline", "release", "released", "shipped",
  // What an amount or a name is asked by ("tennis net hight", "populaton of peru", "capitol of peru").
  "height", "weight", "length", "width", "depth", "distance", "temperature", "population", "speed", "price",
  "capital", "inventor", "invented", "founder", "founded", "author", "composer", "discovered",
  // What a code is asked by ("copenhagen airpot code", "euro currancy code").
  "airport", "currency", "country", "symbol", "extension", "formula"
]

/** Shorter words are one edit from too many others. */
const MIN_CHARS = 4
const WORD = /\p{L}+/gu

const isEnglish = (word: string): boolean =>
  ENGLISH_WORD_RANKS.has(word) || (word.endsWith("s") && ENGLISH_WORD_RANKS.has(word.slice(0, -1)))

/**
 * A slip keeps the first letter ("whch", "suport", "browsr"): the frame words by their first letter, in list order,
 * so that only those starting with a word's are compared.
 */
const FRAME_WORDS_BY_LETTER: ReadonlyMap<number, ReadonlyArray<string>> = Map.groupBy(FRAME_WORDS, (frame) =>
  frame.charCodeAt(0)
)

/** The frame word one edit from `word`, for a word no English list holds; undefined otherwise. */
const frameWordFor = (word: string): string | undefined => {
  const lower = word.toLowerCase()
  if (lower.length < MIN_CHARS) return undefined
  const sameLetter = FRAME_WORDS_BY_LETTER.get(lower.charCodeAt(0))
  if (sameLetter === undefined || isEnglish(lower)) return undefined
  return sameLetter.find((frame) => Math.abs(frame.length - lower.length) <= 1 && levenshtein(lower, frame).steps <= 1)
}

const respelled = (word: string): string => frameWordFor(word) ?? word

/** The question with its misspelt frame words written as meant ("suport" -> "support"); other words untouched. */
export const withFrameWordsSpelled = (query: string): string =>
  // Most questions spell every frame word right: their words are read once and the question kept as it is.
  (query.match(WORD) ?? []).some((word) => frameWordFor(word) !== undefined) ? query.replace(WORD, respelled) : query
