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
  /** How many times each stem occurs: term frequencies for ranking. */
  readonly counts: ReadonlyMap<string, number>
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

const tokenizeText = (text: string): TextTokens => {
  const stems: Array<string> = []
  const identifiers = new Set<string>()
  const years = new Set<number>()
  const numbers = new Set<string>()
  let capitalized = 0
  let wordCount = 0
  let sentenceStart = true
  let last = 0
  let previousNumber: number | undefined
  const normalized = text.normalize("NFKC")
  for (const match of normalized.matchAll(TOKEN)) {
    const raw = match[0]
    const gap = normalized.slice(last, match.index)
    if (/[.!?:]\s*$/.test(gap) || last === 0) sentenceStart = true
    last = match.index + raw.length
    const lower = raw.toLowerCase()
    const scale = SCALES.get(lower)
    if (scale !== undefined && previousNumber !== undefined) numbers.add(String(previousNumber * scale))
    previousNumber = undefined
    const measured = MEASURE.exec(raw)?.[1]
    if (measured !== undefined) numbers.add(canonicalNumber(measured))
    if (VALUE.test(raw) || NUMBER_WORDS.has(lower)) {
      const value = canonicalNumber(identifierForm(raw))
      numbers.add(value)
      if (PLAIN_DECIMAL.test(value)) previousNumber = Number(value)
      if (YEAR.test(raw)) years.add(Number(raw))
      const iso = ISO_DATE_YEAR.exec(raw)
      if (iso?.[1] !== undefined) years.add(Number(iso[1]))
    }
    if (isIdentifierToken(raw) && !STOP_PROSE.has(lower)) {
      identifiers.add(identifierForm(raw))
      for (const version of versionForms(lower)) identifiers.add(version)
      for (const part of lower.matchAll(WORD_PART)) stems.push(stem(part[0]))
    } else {
      for (const part of lower.matchAll(WORD_PART)) stems.push(stem(part[0]))
      if (!sentenceStart && UPPER_START.test(raw)) capitalized++
    }
    wordCount++
    sentenceStart = false
  }
  const nameList = NAME_LIST.test(normalized)
  const counts = new Map<string, number>()
  for (const s of stems) counts.set(s, (counts.get(s) ?? 0) + 1)
  return { stems, terms: new Set(counts.keys()), counts, identifiers, years, numbers, capitalized, nameList, wordCount }
}

/** Tokens of a text; memoized, because title and snippet texts are read by several stages in one validation. */
export const textTokens: (text: string) => TextTokens = textMemo(tokenizeText)
