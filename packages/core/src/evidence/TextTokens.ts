import { stem } from "./Terms.ts"
import { textMemo } from "./TextMemo.ts"

/**
 * One pass over a text that keeps technical identifiers whole: `:has()`, `::file-selector-button`, `@container`,
 * `grid-template-columns`, `Array.prototype.findLast`, `HTTP/3`, `C++20`, `Node.js`, `3.12`, `2022-06-06`.
 * Plain words also come out stemmed, so relevance, the answer and spam checks read one tokenization per text.
 */
export interface TextTokens {
  /** Stems of every word in text order, identifiers split into their word parts ("grid", "templat", ...). */
  readonly stems: ReadonlyArray<string>
  /** Distinct stems. */
  readonly terms: ReadonlySet<string>
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
  readonly stems: Array<string>
  readonly identifiers: Set<string>
  readonly years: Set<number>
  readonly numbers: Set<string>
  capitalized: number
  /** The previous token's value when it was a plain decimal: a scale word after it multiplies it. */
  previousNumber: number | undefined
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
    for (const part of lower.matchAll(WORD_PART)) sink.stems.push(stem(part[0]))
  } else {
    for (const part of lower.matchAll(WORD_PART)) sink.stems.push(stem(part[0]))
    if (!sentenceStart && UPPER_START.test(raw)) sink.capitalized++
  }
}

/**
 * A token of ASCII letters only ("Chrome", "support"), most of any text: what `readToken` makes of it, without
 * its patterns. No value pattern matches letters, so only a number word states a value; the only identifier
 * punctuation letters can hold is a camel hump ("iPhone"); the token is its own single word part.
 */
const readLetters = (sink: TokenSink, raw: string, lower: string, sentenceStart: boolean): void => {
  if (NUMBER_WORDS.has(lower)) sink.numbers.add(lower)
  if (hasCamelHump(raw) && !STOP_PROSE.has(lower)) sink.identifiers.add(lower)
  else if (!sentenceStart && isAsciiUpper(raw.charCodeAt(0))) sink.capitalized++
  sink.stems.push(stem(lower))
}

const isAsciiUpper = (code: number): boolean => code >= 65 && code <= 90
const isAsciiLower = (code: number): boolean => code >= 97 && code <= 122

const isAsciiLetters = (raw: string): boolean => {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i)
    if (!isAsciiUpper(code) && !isAsciiLower(code)) return false
  }
  return true
}

/** `CAMEL` for ASCII letters: a lower-case letter right before an upper-case one. */
const hasCamelHump = (raw: string): boolean => {
  for (let i = 0; i + 1 < raw.length; i++) {
    if (isAsciiLower(raw.charCodeAt(i)) && isAsciiUpper(raw.charCodeAt(i + 1))) return true
  }
  return false
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

const tokenizeText = (text: string): TextTokens => {
  const sink: TokenSink = {
    stems: [],
    identifiers: new Set(),
    years: new Set(),
    numbers: new Set(),
    capitalized: 0,
    previousNumber: undefined
  }
  let wordCount = 0
  let sentenceStart = true
  let last = 0
  const normalized = text.normalize("NFKC")
  for (const match of normalized.matchAll(TOKEN)) {
    const raw = match[0]
    if (last === 0 || endsSentence(normalized, last, match.index)) sentenceStart = true
    last = match.index + raw.length
    const lower = raw.toLowerCase()
    const scale = SCALES.get(lower)
    if (scale !== undefined && sink.previousNumber !== undefined) sink.numbers.add(String(sink.previousNumber * scale))
    sink.previousNumber = undefined
    if (isAsciiLetters(raw)) readLetters(sink, raw, lower, sentenceStart)
    else readToken(sink, raw, lower, sentenceStart)
    wordCount++
    sentenceStart = false
  }
  // A list needs ", " between its names: most texts skip the pattern.
  const nameList = normalized.includes(", ") && NAME_LIST.test(normalized)
  const { stems, identifiers, years, numbers, capitalized } = sink
  return { stems, terms: new Set(stems), identifiers, years, numbers, capitalized, nameList, wordCount }
}

/** Tokens of a text; memoized, because title and snippet texts are read by several stages in one validation. */
export const textTokens: (text: string) => TextTokens = textMemo(tokenizeText)
