import { asciiTokenEnd, isAscii } from "./AsciiTokenScan.ts"
import { wordHash } from "./SimHash.ts"
import { keyOfRange, termKey } from "./TermKey.ts"
import type { TermSet } from "./TermSet.ts"
import { termSetOf } from "./TermSet.ts"
import { spelling, type TermShape } from "./TermShape.ts"
import { asciiStem, isNumeric, stem, words } from "./Terms.ts"

/**
 * One pass over a text that keeps technical identifiers whole: `:has()`, `::file-selector-button`, `@container`,
 * `grid-template-columns`, `Array.prototype.findLast`, `HTTP/3`, `C++20`, `Node.js`, `3.12`, `2022-06-06`.
 * Plain words also come out stemmed, so relevance, the answer and spam checks read one tokenization per text.
 */
export interface TextTokens {
  /**
   * Keys (`termKey`) of the stems of every word in text order, identifiers split into their word parts ("grid",
   * "templat", ...).
   */
  readonly stems: ReadonlyArray<number>
  /** The shape of each stem (`TermShape`): what checks read of a word besides its identity. */
  readonly shapes: ReadonlyArray<TermShape>
  /** Distinct stems, with their counts. */
  readonly terms: TermSet
  /** Identifier forms, lower case, without a trailing `()`: ":has", "http/3", "array.prototype.findlast". */
  readonly identifiers: ReadonlySet<string>
  /** Four-digit years 1000-2099 stated, as numbers. */
  readonly years: ReadonlySet<number>
  /**
   * Stated values: counts, amounts, versions, dates (not names that hold a digit such as `css-grid-2`); thousands
   * separators dropped (`3,776` is `3776`), scales applied (`9.46 trillion` is also `9460000000000`), measures
   * read (`128-bit` is `128`).
   */
  readonly numbers: ReadonlySet<string>
  /** Words (not identifiers) starting with a capital letter that are not the first word of a sentence. */
  readonly capitalized: number
  /** Holds a list of three or more names ("Chrome, Firefox, Safari and Edge"). */
  readonly nameList: boolean
  /** How many word tokens the text has. */
  readonly wordCount: number
  /** The text's `words`, each hashed (`wordHash`): what SimHash and shingles read. */
  readonly wordHashes: ReadonlyArray<number>
}

/**
 * A token: optional `:`/`::`/`@` prefix, then runs of letters, digits, `_`, `$`, `+`, `#` joined by `-` `.` `/`
 * `:`, then an optional `()`; or a number with thousands separators (`3,776`). A trailing sentence period is not part of it (it is never followed by a word char).
 */
const TOKEN =
  /\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{L}\p{N}_$+#])|(?:::?|@)?[\p{L}\p{N}_$][\p{L}\p{N}_$+#]*(?:[-./:][\p{L}\p{N}_$][\p{L}\p{N}_$+#]*)*(?:\(\))?/gu
const WORD_PART = /[\p{L}\p{N}]+/gu
const CAMEL = /\p{Ll}\p{Lu}/u
const UPPER_START = /^\p{Lu}/u
const YEAR = /^(?:1[0-9]|20)\d\d$/
/** A stated value: a count, an amount, a version (`15.4`, `v24`, `3.12.1`), a date; not a name (`css-grid-2`). */
/** Counts written as words ("two moons", "eleven players") state a number too. */
// biome-ignore format: a word list reads better packed
const NUMBER_WORDS: ReadonlySet<string> = new Set([
  "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  "dozen", "hundred", "thousand", "million", "billion", "trillion"
])
const VALUE = /^(?:v?\d[\d.,]*[%+]?|\d{4}-\d\d(?:-\d\d)?|\d+(?:st|nd|rd|th|k|m|b|x|ms|s|gb|mb|kb|px)?)$/i
const ISO_DATE_YEAR = /^((?:1[0-9]|20)\d\d)-\d\d(?:-\d\d)?$/

const NAME_LIST = /\p{Lu}[\p{L}\p{N}]*(?:, \p{Lu}[\p{L}\p{N}]*)+,? (?:and|or) \p{Lu}/u
const VERSION = /^v?(\d+(?:\.\d+)+)$/

/**
 * A version names its shorter forms too: `v1.0` is `1.0`, and `3.12.0` is a release of `3.12`, so a question about
 * Python 3.12 finds the page on 3.12.0 (and never `3.120`, which is another number).
 */
const versionForms = (token: string): ReadonlyArray<string> => {
  const match = VERSION.exec(token)
  if (match?.[1] === undefined) return []
  const parts = match[1].split(".")
  const out: Array<string> = []
  for (let n = parts.length; n >= 2; n--) out.push(parts.slice(0, n).join("."))
  return out
}

/** `3,776` and `4,294,967,295`: thousands written with separators. */
const GROUPED_THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/

/** "9.46 trillion" is 9460000000000: the value a page writing all its digits states. */
const SCALES: ReadonlyMap<string, number> = new Map([
  ["thousand", 1e3],
  ["million", 1e6],
  ["billion", 1e9],
  ["trillion", 1e12]
])
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/
/** "128-bit", "5-year": a measure written as one word states its number. */
const MEASURE = /^(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)-\p{L}+$/u

/** One form per value, so pages writing `3,776` and `3776` state the same height. */
const canonicalNumber = (value: string): string => (GROUPED_THOUSANDS.test(value) ? value.replaceAll(",", "") : value)

/** Identifier punctuation inside a token, a sigil in front, or `()` behind. */
const isIdentifierToken = (raw: string): boolean =>
  raw.startsWith(":") || raw.startsWith("@") || raw.endsWith("()") || /[-./+#_$:]/.test(raw) || CAMEL.test(raw)

/** `:has()` -> `:has`, `Array.findLast()` -> `array.findlast`. */
export const identifierForm = (raw: string): string => (raw.endsWith("()") ? raw.slice(0, -2) : raw).toLowerCase()

const STOP_PROSE: ReadonlySet<string> = new Set(["e.g", "i.e", "etc"])

/** What tokenizing a text gathers, token by token. */
interface TokenSink {
  readonly stems: Array<number>
  readonly spellings: Array<TermShape>
  readonly identifiers: Set<string>
  readonly years: Set<number>
  readonly numbers: Set<string>
  capitalized: number
  /** The previous token's value when it was a plain decimal: a scale word after it multiplies it. */
  previousNumber: number | undefined
  /**
   * Filled word part by word part for ASCII text, whose word parts are its `words`; other text hashes `words`
   * separately (they split unspaced scripts into bigrams and lower-case the text as a whole).
   */
  readonly wordHashes: Array<number> | undefined
  wordCount: number
}

const newSink = (hashWords: boolean): TokenSink => ({
  stems: [],
  spellings: [],
  identifiers: new Set(),
  years: new Set(),
  numbers: new Set(),
  capitalized: 0,
  previousNumber: undefined,
  wordHashes: hashWords ? [] : undefined,
  wordCount: 0
})

/** A word part (lower case) of a token: its stem's key and spelling, and its hash when the sink gathers them. */
const addWord = (sink: TokenSink, word: string): void => {
  const stemmed = stem(word)
  sink.stems.push(termKey(stemmed))
  sink.spellings.push(spelling(stemmed.charCodeAt(0), stemmed.length, isNumeric(stemmed)))
  sink.wordHashes?.push(wordHash(word))
}

const Y = 121

/** `addWord` for a word of ASCII letters, `lower[start, end)`, hashed as `hash`: its stem is keyed in place. */
const addLetters = (sink: TokenSink, lower: string, start: number, end: number, hash: number): void => {
  const stemmed = asciiStem(lower, start, end)
  const length = stemmed >> 1
  const y = (stemmed & 1) === 1
  sink.stems.push(keyOfRange(lower, start, start + length, y ? Y : -1))
  sink.spellings.push(spelling(lower.charCodeAt(start), length + Number(y), false))
  sink.wordHashes?.push(hash)
}

/** A scale word ("trillion") after a plain decimal states the product too; any token ends the decimal's reach. */
const readScale = (sink: TokenSink, lower: string | undefined): void => {
  const scale = sink.previousNumber === undefined || lower === undefined ? undefined : SCALES.get(lower)
  if (scale !== undefined && sink.previousNumber !== undefined) sink.numbers.add(String(sink.previousNumber * scale))
  sink.previousNumber = undefined
}

/**
 * Any token: its stated values, its identifier forms, its word parts' stems, and whether it counts as a capitalized
 * word (not at a sentence start).
 */
const readToken = (sink: TokenSink, raw: string, lower: string, sentenceStart: boolean): void => {
  const measured = MEASURE.exec(raw)?.[1]
  if (measured !== undefined) sink.numbers.add(canonicalNumber(measured))
  if (VALUE.test(raw) || NUMBER_WORDS.has(lower)) {
    const value = canonicalNumber(identifierForm(raw))
    sink.numbers.add(value)
    if (PLAIN_DECIMAL.test(value)) sink.previousNumber = Number(value)
    if (YEAR.test(raw)) sink.years.add(Number(raw))
    const iso = ISO_DATE_YEAR.exec(raw)
    if (iso?.[1] !== undefined) sink.years.add(Number(iso[1]))
  }
  if (isIdentifierToken(raw) && !STOP_PROSE.has(lower)) {
    sink.identifiers.add(identifierForm(raw))
    for (const version of versionForms(lower)) sink.identifiers.add(version)
    for (const part of lower.matchAll(WORD_PART)) addWord(sink, part[0])
  } else {
    for (const part of lower.matchAll(WORD_PART)) addWord(sink, part[0])
    if (!sentenceStart && UPPER_START.test(raw)) sink.capitalized++
  }
}

const isAsciiUpper = (code: number): boolean => code >= 65 && code <= 90
const isAsciiLower = (code: number): boolean => code >= 97 && code <= 122

/** Whether `text[start, end)` is ASCII letters only (the common token: "Chrome", "support"). */
const isAsciiLetters = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i)
    if (!isAsciiUpper(code) && !isAsciiLower(code)) return false
  }
  return true
}

const isAsciiDigit = (code: number): boolean => code >= 48 && code <= 57

const isAsciiDigits = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) if (!isAsciiDigit(text.charCodeAt(i))) return false
  return true
}

/**
 * A token of ASCII digits ("2019", "17"): what `readToken` makes of it, without its patterns. It states itself as a
 * value (a plain decimal a scale word may multiply), is a year when `YEAR` says so, and is its own word part.
 */
const readDigits = (sink: TokenSink, digits: string): void => {
  sink.numbers.add(digits)
  sink.previousNumber = Number(digits)
  if (YEAR.test(digits)) sink.years.add(Number(digits))
  addWord(sink, digits)
}

/** `CAMEL` for ASCII letters: a lower-case letter right before an upper-case one. */
const hasCamelHump = (text: string, start: number, end: number): boolean => {
  for (let i = start; i + 1 < end; i++) {
    if (isAsciiLower(text.charCodeAt(i)) && isAsciiUpper(text.charCodeAt(i + 1))) return true
  }
  return false
}

/**
 * A token of ASCII letters only, `text[start, end)`: what `readToken` makes of it apart from its word part, without
 * its patterns. No value pattern matches letters, so only a number word states a value; the only identifier
 * punctuation letters can hold is a camel hump ("iPhone"). `lower` is the token in lower case when it may be a
 * number word, a scale or "etc" (see `SPECIAL_LETTERS`), else undefined.
 */
const readLetters = (
  sink: TokenSink,
  text: string,
  start: number,
  end: number,
  lower: string | undefined,
  sentenceStart: boolean
): void => {
  readScale(sink, lower)
  if (lower !== undefined && NUMBER_WORDS.has(lower)) sink.numbers.add(lower)
  if (hasCamelHump(text, start, end) && !(lower !== undefined && STOP_PROSE.has(lower))) {
    sink.identifiers.add(text.slice(start, end).toLowerCase())
  } else if (!sentenceStart && isAsciiUpper(text.charCodeAt(start))) sink.capitalized++
}

/** The characters JavaScript's `\s` matches. */
const isWhitespace = (code: number): boolean =>
  code === 32 ||
  (code >= 9 && code <= 13) ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff

/** Whether the text between two tokens ends a sentence: `. ! ? :` then only whitespace, read without slicing. */
const endsSentence = (text: string, from: number, to: number): boolean => {
  let at = to - 1
  while (at >= from && isWhitespace(text.charCodeAt(at))) at--
  if (at < from) return false
  const code = text.charCodeAt(at)
  return code === 46 || code === 33 || code === 63 || code === 58
}

/** What a text's tokens gathered, with the facts read from the whole text. */
const finish = (sink: TokenSink, normalized: string, wordHashes: ReadonlyArray<number>): TextTokens => {
  // A list needs ", " between its names: most texts skip the pattern.
  const nameList = normalized.includes(", ") && NAME_LIST.test(normalized)
  const { stems, spellings, identifiers, years, numbers, capitalized, wordCount } = sink
  const { terms, shapes } = termSetOf(stems, spellings)
  return { stems, shapes, terms, identifiers, years, numbers, capitalized, nameList, wordCount, wordHashes }
}

/** Any text: the `TOKEN` pattern over its NFKC form, each token read by `readToken` or `readLetters`. */
const tokenizeAny = (text: string): TextTokens => {
  const sink = newSink(false)
  let sentenceStart = true
  let last = 0
  const normalized = text.normalize("NFKC")
  for (const match of normalized.matchAll(TOKEN)) {
    const raw = match[0]
    const start = match.index
    if (last === 0 || endsSentence(normalized, last, start)) sentenceStart = true
    last = start + raw.length
    const lower = raw.toLowerCase()
    if (isAsciiLetters(raw, 0, raw.length)) {
      readLetters(sink, raw, 0, raw.length, lower, sentenceStart)
      addWord(sink, lower)
    } else {
      readScale(sink, lower)
      readToken(sink, raw, lower, sentenceStart)
    }
    sink.wordCount++
    sentenceStart = false
  }
  return finish(sink, normalized, words(text).map(wordHash))
}

/**
 * Letter words `readLetters` reads apart, by their hash (shifted to 30 bits, which V8 keeps unboxed), so a token of
 * letters is built as a string only when it may be one of them.
 */
const SPECIAL_LETTERS: ReadonlySet<number> = new Set(
  [...NUMBER_WORDS, ...SCALES.keys(), ...STOP_PROSE].map((word) => wordHash(word) >>> 2)
)

/** FNV-1a (`wordHash`) of `text[start, end)`. */
const hashOfRange = (text: string, start: number, end: number): number => {
  let hash = 0x811c9dc5
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** A token of ASCII letters, `text[start, end)`, in ASCII text lower-cased as `lowerText`. */
const readAsciiLetters = (
  sink: TokenSink,
  text: string,
  lowerText: string,
  start: number,
  end: number,
  sentenceStart: boolean
): void => {
  const hash = hashOfRange(lowerText, start, end)
  const lower = SPECIAL_LETTERS.has(hash >>> 2) ? lowerText.slice(start, end) : undefined
  readLetters(sink, text, start, end, lower, sentenceStart)
  addLetters(sink, lowerText, start, end, hash)
}

/**
 * ASCII text (already NFKC, lower-cased character by character): the same tokens found by `asciiTokenEnd`, and each
 * token's word parts hashed as it is read, since they are the text's `words`.
 */
const tokenizeAscii = (text: string): TextTokens => {
  const sink = newSink(true)
  const lowerText = text.toLowerCase()
  let sentenceStart = true
  let last = 0
  for (let start = 0; start < text.length; ) {
    const end = asciiTokenEnd(text, start)
    if (end < 0) {
      start++
      continue
    }
    if (last === 0 || endsSentence(text, last, start)) sentenceStart = true
    last = end
    if (isAsciiLetters(text, start, end)) readAsciiLetters(sink, text, lowerText, start, end, sentenceStart)
    else if (isAsciiDigits(text, start, end)) {
      sink.previousNumber = undefined
      readDigits(sink, text.slice(start, end))
    } else {
      const lower = lowerText.slice(start, end)
      readScale(sink, lower)
      readToken(sink, text.slice(start, end), lower, sentenceStart)
    }
    sink.wordCount++
    sentenceStart = false
    start = end
  }
  return finish(sink, text, sink.wordHashes ?? [])
}

/** The tokens of a text. */
export const textTokens = (text: string): TextTokens => (isAscii(text) ? tokenizeAscii(text) : tokenizeAny(text))
