import type { TokenSink } from "./TokenSink.ts"

/**
 * What a token states besides its words: values (counts, amounts, versions, dates, years), identifier forms, and
 * whether it is a capitalized word. Shared by the tokenizer's two readings (`TextTokens.ts`, `AsciiTokens.ts`).
 */

const WORD_PART = /[\p{L}\p{N}]+/gu
const CAMEL = /\p{Ll}\p{Lu}/u
const UPPER_START = /^\p{Lu}/u
/** A four-digit year, 1000-2099. */
export const YEAR = /^(?:1[0-9]|20)\d\d$/
/** Counts written as words ("two moons", "eleven players") state a number too. */
// biome-ignore format: a word list reads better packed
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
  "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "dozen", "hundred", "thousand", "million",
  "billion", "trillion"
])
/** The counts `NUMBER_WORDS` spells, as digits: "four" is 4 ("dozen" and the scales are read as amounts instead). */
const COUNT_WORDS: ReadonlyArray<string> = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty"
]

/** The other way a count is written: "4" for "four", "four" for "4"; undefined past twenty or for other values. */
export const countSpelledOtherwise = (value: string): string | undefined => {
  const spelled = COUNT_WORDS.indexOf(value)
  if (spelled >= 0) return String(spelled)
  const digits = Number(value)
  return /^\d{1,2}$/.test(value) && digits < COUNT_WORDS.length ? COUNT_WORDS[digits] : undefined
}
/** A stated value: a count, an amount, a version (`15.4`, `v24`, `3.12.1`), a date; not a name (`css-grid-2`). */
const VALUE = /^(?:v?\d[\d.,]*[%+]?|\d{4}-\d\d(?:-\d\d)?|\d+(?:st|nd|rd|th|k|m|b|x|ms|s|gb|mb|kb|px)?)$/i
const ISO_DATE_YEAR = /^((?:1[0-9]|20)\d\d)-\d\d(?:-\d\d)?$/
const SLASHED_DATE_YEAR = /^\d{1,2}\/\d{1,2}\/((?:1[0-9]|20)\d\d)$/
const VERSION = /^v?(\d+(?:\.\d+)+)$/
/** "802.11ax", "802.3bz": a version with a letter suffix names an amendment of the standard it numbers. */
const SUFFIXED_VERSION = /^(\d+(?:\.\d+)+)[a-z]{1,3}$/
/** "TLSv1.3", "python3.12": a name run together with its dotted release names that release. */
const NAMED_VERSION = /^[a-z]+?v?(\d+(?:\.\d+)+)$/

/**
 * A version names its shorter forms too: `v1.0` is `1.0`, and `3.12.0` is a release of `3.12`, so a question about
 * Python 3.12 finds the page on 3.12.0 (and never `3.120`, which is another number).
 */
const versionForms = (token: string): ReadonlyArray<string> => {
  const match = VERSION.exec(token) ?? SUFFIXED_VERSION.exec(token) ?? NAMED_VERSION.exec(token)
  if (match?.[1] === undefined) return []
  const parts = match[1].split(".")
  const out: Array<string> = []
  for (let n = parts.length; n >= 2; n--) out.push(parts.slice(0, n).join("."))
  return out
}

/** `3,776` and `4,294,967,295`: thousands written with separators. */
const GROUPED_THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/

/** "9.46 trillion" is 9460000000000: the value a page writing all its digits states. */
export const SCALES: ReadonlyMap<string, number> = new Map([
  ["thousand", 1e3],
  ["million", 1e6],
  ["billion", 1e9],
  ["trillion", 1e12]
])
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/
/** "128-bit", "5-year": a measure written as one word states its number. */
const MEASURE = /^(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)-\p{L}+$/u

/** "80mg", "100ml", "16GB", "5ft": an amount run together with its unit states its number. */
const GLUED_UNIT =
  /^(\d+(?:\.\d+)?)(?:mg|mcg|ml|cl|l|g|kg|km|cm|mm|m|lb|lbs|oz|ft|in|mi|w|kw|kwh|v|mah|hz|khz|mhz|ghz|gb|mb|kb|tb|ms|s|h|hr|hrs|min|px|mph|kph|kmh|cc)$/i

/** One form per value, so pages writing `3,776` and `3776` state the same height. */
const canonicalNumber = (value: string): string => (GROUPED_THOUSANDS.test(value) ? value.replaceAll(",", "") : value)

/** Identifier punctuation inside a token, a sigil in front, or `()` behind. */
const isIdentifierToken = (raw: string): boolean =>
  raw.startsWith(":") || raw.startsWith("@") || raw.endsWith("()") || /[-./+#_$:]/.test(raw) || CAMEL.test(raw)

/** `:has()` -> `:has`, `Array.findLast()` -> `array.findlast`. */
export const identifierForm = (raw: string): string => (raw.endsWith("()") ? raw.slice(0, -2) : raw).toLowerCase()

/** Abbreviations of prose, never identifiers. */
export const STOP_PROSE: ReadonlySet<string> = new Set(["e.g", "i.e", "etc"])

/**
 * A scale word ("trillion") after a plain decimal states the product too; any token ends the decimal's reach.
 * `lower` is the token in lower case, or undefined when it cannot be a scale word.
 */
export const readScale = (sink: TokenSink, lower: string | undefined): void => {
  const scale = sink.previousNumber === undefined || lower === undefined ? undefined : SCALES.get(lower)
  if (scale !== undefined && sink.previousNumber !== undefined) sink.addNumber(String(sink.previousNumber * scale))
  sink.previousNumber = undefined
}

/**
 * "five-string", "three-day": a count spelled as a word and joined to its noun states the count, as "5-string" does.
 * `lower` is a token without digits.
 */
export const readSpelledMeasure = (sink: TokenSink, lower: string): void => {
  const hyphen = lower.indexOf("-")
  if (hyphen > 0 && NUMBER_WORDS.has(lower.slice(0, hyphen))) sink.addNumber(lower.slice(0, hyphen))
}

/** A token's stated values: a measure ("128-bit"), a count, an amount, a version, a date, a year. */
export const readValues = (sink: TokenSink, token: string, lower: string): void => {
  readSpelledMeasure(sink, lower)
  // "$7.25" is the amount 7.25: the dollar sign starts JavaScript names ("$el"), never an amount's digits.
  const currency = CURRENCY_AMOUNT.test(token)
  const raw = currency ? token.slice(1) : token
  // "£20k" too: the pound sign stands apart, and "k" and "bn" scale any amount (an "m" may be metres).
  const scaled = currency ? SCALED_AMOUNT.exec(raw) : THOUSANDS_OR_BILLIONS.exec(raw)
  if (scaled !== null)
    sink.addNumber(String(Math.round(Number(scaled[1]) * (AMOUNT_SCALES.get(scaled[2]!.toLowerCase()) ?? 1))))
  const measured = MEASURE.exec(raw)?.[1]
  if (measured !== undefined) sink.addNumber(canonicalNumber(measured))
  const edition = ES_EDITION.exec(lower)?.[1]
  if (edition !== undefined) sink.addNumber(edition)
  const glued = GLUED_UNIT.exec(raw)
  // One capital is a name's letter, not a unit: "5G" networks, "4K" screens.
  if (glued?.[1] !== undefined && !/^\d+[A-Z]$/.test(raw)) sink.addNumber(glued[1])
  if (VALUE.test(raw) || NUMBER_WORDS.has(lower)) {
    const value = canonicalNumber(identifierForm(raw))
    sink.addNumber(value)
    if (PLAIN_DECIMAL.test(value)) sink.previousNumber = Number(value)
    if (YEAR.test(raw)) sink.addYear(Number(raw))
    const iso = ISO_DATE_YEAR.exec(raw)
    if (iso?.[1] !== undefined) sink.addYear(Number(iso[1]))
  }
  // "07/30/2002" (a US record) or "30/07/2002": which part is the month is unsure, the year is not.
  const slashed = SLASHED_DATE_YEAR.exec(raw)?.[1]
  if (slashed !== undefined) {
    sink.addYear(Number(slashed))
    sink.addNumber(slashed)
  }
}

const CURRENCY_AMOUNT = /^\$\d/
/** "$23.5K", "$1.2M", "$3bn": an amount of money with its scale run together. */
const SCALED_AMOUNT = /^(\d+(?:\.\d+)?)(k|m|b|bn)$/i
const THOUSANDS_OR_BILLIONS = /^(\d+(?:\.\d+)?)(k|bn)$/i
const AMOUNT_SCALES: ReadonlyMap<string, number> = new Map([
  ["k", 1e3],
  ["m", 1e6],
  ["b", 1e9],
  ["bn", 1e9]
])

/** "C++20", "C#12": a language's edition, whose number is a release like "ES 2020"'s. */
export const LANGUAGE_EDITION = /^\p{L}(?:\+\+|#)(\d+(?:\.\d+)?)$/u
/** "ES2016", "ES7": an ECMAScript edition written as one word. */
const ES_EDITION = /^es(\d{1,4})$/

/** A token's identifier forms, when it is an identifier rather than a word; returns whether it is one. */
export const readIdentifier = (sink: TokenSink, raw: string, lower: string): boolean => {
  if (!isIdentifierToken(raw) || STOP_PROSE.has(lower) || CURRENCY_AMOUNT.test(raw)) return false
  sink.addIdentifier(identifierForm(raw))
  const edition = LANGUAGE_EDITION.exec(raw)?.[1]
  if (edition !== undefined) sink.addNumber(edition)
  for (const version of versionForms(lower)) sink.addIdentifier(version)
  return true
}

/**
 * Any token, `raw` in `lower` case: its stated values, its identifier forms, its word parts' stems, and whether it
 * counts as a capitalized word (not at a sentence start).
 */
export const readToken = (sink: TokenSink, raw: string, lower: string, sentenceStart: boolean): void => {
  readScale(sink, lower)
  readValues(sink, raw, lower)
  const identifier = readIdentifier(sink, raw, lower)
  for (const part of lower.matchAll(WORD_PART)) sink.addWord(part[0])
  if (!identifier && !sentenceStart && UPPER_START.test(raw)) sink.capitalized++
}

/** The characters JavaScript's `\s` matches. */
export const isWhitespace = (code: number): boolean =>
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

/**
 * Whether the text between two tokens, `text[from, to)`, ends a sentence: `. ! ? :` then only whitespace, read
 * without slicing. A capitalized word starting a sentence is no name.
 */
export const endsSentence = (text: string, from: number, to: number): boolean => {
  let at = to - 1
  while (at >= from && isWhitespace(text.charCodeAt(at))) at--
  if (at < from) return false
  const code = text.charCodeAt(at)
  return code === 46 || code === 33 || code === 63 || code === 58
}
