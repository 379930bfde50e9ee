import { asciiTokenEnd, endsAfterRun } from "./AsciiTokenScan.ts"
import { withDigitGroupsJoined } from "./DigitGroups.ts"
import { FNV_OFFSET, FNV_PRIME } from "./IntegerHash.ts"
import { wordHash } from "./SimHash.ts"
import { asciiPrefixKey, SECOND_OFFSET, secondLaneStep } from "./TermKey.ts"
import { spelling, withKinds } from "./TermShape.ts"
import { asciiStem } from "./Terms.ts"
import type { TextTokens } from "./TextTokens.ts"
import { TokenSink } from "./TokenSink.ts"
import {
  endsSentence,
  identifierForm,
  NUMBER_WORDS,
  readIdentifier,
  readScale,
  readSpelledMeasure,
  readValues,
  SCALES,
  STOP_PROSE
} from "./TokenValues.ts"
import { holdsWord, stemKeyAt, stemShapeAt, storeWord, wordSlot } from "./WordStems.ts"

/**
 * The tokens of an ASCII text (most provider text), read by hand: the same tokens as `TextTokens`' pattern finds
 * (`asciiTokenEnd`), each word keyed, stemmed and hashed in place, lower-cased by one bit (digits have it set
 * already), without a substring or a regex per word. Only tokens holding a digit or punctuation are built as strings
 * and read by `TokenValues`' patterns. A word is its own word part, and the text's `words` are its tokens' word
 * parts, so they are hashed here too.
 */

const Y = 121
const ZERO = 48
const ONE = 49
const TWO = 50
const COMMA = 44

const isUpper = (code: number): boolean => code >= 65 && code <= 90
const isLower = (code: number): boolean => code >= 97 && code <= 122
const isLetter = (code: number): boolean => isLower(code | 32)
const isDigit = (code: number): boolean => code >= 48 && code <= 57
const isAlphanumeric = (code: number): boolean => isLetter(code) || isDigit(code)

const hasDigit = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) if (isDigit(text.charCodeAt(i))) return true
  return false
}

/**
 * A word of ASCII letters and digits, `text[start, end)` in any case, hashed as `hash` with its key's second lane
 * `second`: its stem's key and shape, from `WordStems` when the word was met lately, else read in place and kept
 * there.
 */
const addWord = (
  sink: TokenSink,
  text: string,
  start: number,
  end: number,
  hash: number,
  second: number,
  numeric: boolean
): void => {
  const slot = wordSlot(hash, second)
  if (!holdsWord(slot, hash, second, end - start)) storeStem(slot, text, start, end, hash, second, numeric)
  sink.addShapedStem(stemKeyAt(slot), stemShapeAt(slot))
  sink.wordHashes?.push(hash)
}

/** Stems the word `text[start, end)` (see `addWord`) and stores its stem's key and shape in `WordStems`' slot. */
const storeStem = (
  slot: number,
  text: string,
  start: number,
  end: number,
  hash: number,
  second: number,
  numeric: boolean
): void => {
  const stemmed = asciiStem(text, start, end, numeric)
  const length = stemmed >> 1
  const y = (stemmed & 1) === 1
  // The stem's key from the word's lanes (see `asciiPrefixKey`), its spelling read in place.
  const key = asciiPrefixKey(text, start + length, end, hash, second, y ? Y : -1)
  const shape = withKinds(key, spelling(text.charCodeAt(start) | 32, length + Number(y), numeric))
  storeWord(slot, hash, second, end - start, key, shape)
}

/**
 * The word parts (runs of letters and digits) of the token `text[start, end)`, each read in one pass: its key's lanes
 * (the first is its `wordHash`) and whether it holds a digit.
 */
const addWordParts = (sink: TokenSink, text: string, start: number, end: number): void => {
  for (let at = start; at < end; ) {
    if (!isAlphanumeric(text.charCodeAt(at))) {
      at++
      continue
    }
    let hash = FNV_OFFSET
    let second = SECOND_OFFSET
    let numeric = false
    let part = at
    for (; part < end; part++) {
      const code = text.charCodeAt(part)
      if (!isAlphanumeric(code)) break
      numeric ||= isDigit(code)
      hash = Math.imul(hash ^ (code | 32), FNV_PRIME)
      second = secondLaneStep(second, code | 32)
    }
    addWord(sink, text, at, part, hash >>> 0, second, numeric)
    at = part
  }
}

/**
 * Letter words `readLetters` treats apart (number words, scales, "etc"), by their hash shifted to 30 bits (which V8
 * keeps unboxed): a word is built as a string only when it may be one of them.
 */
const SPECIAL_LETTERS: ReadonlySet<number> = new Set(
  [...NUMBER_WORDS, ...SCALES.keys(), ...STOP_PROSE].map((word) => wordHash(word) >>> 2)
)

/**
 * A filter in front of `SPECIAL_LETTERS`, asked for every word: a flag per value of the hash's low 12 bits, set for
 * the special words' values. A word whose flag is clear is surely not special (a typed-array read), so the set is
 * asked only for the few words that share a special word's low bits.
 */
const MAY_BE_SPECIAL = new Uint8Array(4096)
for (const special of SPECIAL_LETTERS) MAY_BE_SPECIAL[special & 4095] = 1

const isSpecial = (shifted: number): boolean => MAY_BE_SPECIAL[shifted & 4095] === 1 && SPECIAL_LETTERS.has(shifted)

/**
 * A token of letters, `text[start, end)`, hashed as `hash` (with its key's second lane `second`), with `camel` when a
 * lower-case letter precedes an upper-case one. No value pattern matches letters, so only a number word states a
 * value (or a scale word after a number); the only identifier punctuation letters hold is a camel hump ("iPhone"),
 * and "etc" is never one.
 */
const readLetters = (
  sink: TokenSink,
  text: string,
  start: number,
  end: number,
  hash: number,
  second: number,
  camel: boolean,
  sentenceStart: boolean
): void => {
  const lower = isSpecial(hash >>> 2) ? text.slice(start, end).toLowerCase() : undefined
  readScale(sink, lower)
  if (lower !== undefined && NUMBER_WORDS.has(lower)) sink.addNumber(lower)
  if (camel && lower !== "etc") sink.addIdentifier(text.slice(start, end).toLowerCase())
  else if (!sentenceStart && isUpper(text.charCodeAt(start))) sink.capitalized++
  addWord(sink, text, start, end, hash, second, false)
}

/** `YEAR` (1000-2099) read on a token of digits: four of them, the first a 1, or a 2 then a 0. */
const isYear = (text: string, start: number, end: number): boolean =>
  end - start === 4 &&
  (text.charCodeAt(start) === ONE || (text.charCodeAt(start) === TWO && text.charCodeAt(start + 1) === ZERO))

/**
 * The value of a token of digits ("2019", "17"): a plain decimal (a scale word may multiply it), maybe a year. The
 * token is one word part, which the caller adds.
 */
const readDecimal = (sink: TokenSink, text: string, start: number, end: number): void => {
  const digits = text.slice(start, end)
  const value = Number(digits)
  sink.addNumber(digits)
  sink.previousNumber = value
  if (isYear(text, start, end)) sink.addYear(value)
}

/** `-./+#_$:`: identifier punctuation inside a token. */
const isIdentifierPunctuation = (code: number): boolean =>
  code === 45 || code === 46 || code === 47 || code === 43 || code === 35 || code === 95 || code === 36 || code === 58

/** `TokenValues`' identifier test for ASCII: a sigil in front, `()` behind, punctuation inside, or a camel hump. */
const isIdentifier = (text: string, start: number, end: number): boolean => {
  const first = text.charCodeAt(start)
  if (first === 58 || first === 64) return true
  if (end - start >= 2 && text.charCodeAt(end - 2) === 40 && text.charCodeAt(end - 1) === 41) return true
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i)
    if (isIdentifierPunctuation(code) || (isUpper(code) && i > start && isLower(text.charCodeAt(i - 1)))) return true
  }
  return false
}

/**
 * A token without a digit states no value (every value pattern needs one, and number words are letters only) and
 * has no version form: it is an identifier ("github.com", "grid-template-columns") unless it is prose ("e.g").
 * Returns whether it is one.
 */
const readWordIdentifier = (sink: TokenSink, text: string, start: number, end: number): boolean => {
  if (!isIdentifier(text, start, end)) return false
  const form = identifierForm(text.slice(start, end))
  readSpelledMeasure(sink, form)
  if (STOP_PROSE.has(form)) return false
  sink.addIdentifier(form)
  return true
}

/**
 * Any other token (an identifier, a number with separators or a unit): `TokenValues.readToken`, with its word parts
 * (runs of letters and digits) keyed in place. It is never a scale word (those are letters only), and only a token
 * holding a digit is built as a string for the value patterns.
 */
const readOther = (sink: TokenSink, text: string, start: number, end: number, sentenceStart: boolean): void => {
  sink.previousNumber = undefined
  let identifier: boolean
  if (hasDigit(text, start, end)) {
    const raw = text.slice(start, end)
    const lower = raw.toLowerCase()
    readValues(sink, raw, lower)
    identifier = readIdentifier(sink, raw, lower)
  } else identifier = readWordIdentifier(sink, text, start, end)
  addWordParts(sink, text, start, end)
  if (!identifier && !sentenceStart && isUpper(text.charCodeAt(start))) sink.capitalized++
}

/** A token found by `asciiTokenEnd`, `text[start, end)`. */
const readScanned = (sink: TokenSink, text: string, start: number, end: number, sentenceStart: boolean): void => {
  let digits = true
  for (let i = start; i < end && digits; i++) digits = isDigit(text.charCodeAt(i))
  if (digits) {
    readDecimal(sink, text, start, end)
    addWordParts(sink, text, start, end)
  } else readOther(sink, text, start, end, sentenceStart)
}

/**
 * Reads the token of digits at `start` when it ends with its run of digits ("2019", "12"): the run is hashed and
 * keyed as it is scanned. Returns where it ends, or -1 when the token goes on (`2.5`, `5G`, `C++20`) or a comma follows,
 * which may group thousands (`1,234`): `asciiTokenEnd` reads those.
 */
const readDigitsAt = (sink: TokenSink, text: string, start: number): number => {
  let hash = FNV_OFFSET
  let second = SECOND_OFFSET
  let end = start
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end)
    if (!isDigit(code)) break
    hash = Math.imul(hash ^ code, FNV_PRIME)
    second = secondLaneStep(second, code)
  }
  if (!endsAfterRun(text, end) || text.charCodeAt(end) === COMMA) return -1
  readDecimal(sink, text, start, end)
  addWord(sink, text, start, end, hash >>> 0, second, true)
  return end
}

/**
 * Reads the token at `start` (a letter starts most: its run is hashed and keyed as it is scanned, and read as a word
 * when the token ends with it; so is a run of digits, see `readDigitsAt`); returns where it ends, or -1 when no
 * token starts there.
 */
const readTokenAt = (sink: TokenSink, text: string, start: number, sentenceStart: boolean): number => {
  const first = text.charCodeAt(start)
  if (isDigit(first)) {
    const end = readDigitsAt(sink, text, start)
    if (end >= 0) return end
  } else if (isLetter(first)) {
    let hash = Math.imul(FNV_OFFSET ^ (first | 32), FNV_PRIME)
    let second = secondLaneStep(SECOND_OFFSET, first | 32)
    let camel = false
    let lower = isLower(first)
    let end = start + 1
    for (; end < text.length; end++) {
      const code = text.charCodeAt(end)
      const folded = code | 32
      if (!isLower(folded)) break
      if (code !== folded && lower) camel = true
      lower = code === folded
      hash = Math.imul(hash ^ folded, FNV_PRIME)
      second = secondLaneStep(second, folded)
    }
    if (endsAfterRun(text, end)) {
      readLetters(sink, text, start, end, hash >>> 0, second, camel, sentenceStart)
      return end
    }
  }
  const end = asciiTokenEnd(text, start)
  if (end >= 0) readScanned(sink, text, start, end, sentenceStart)
  return end
}

/** A token starts with a letter, a digit, `_`, `$`, or a prefix (`:`, `@`): spaces and punctuation are skipped. */
const mayStart = (code: number): boolean =>
  isAlphanumeric(code) || code === 58 || code === 64 || code === 95 || code === 36

/**
 * Whether a number grouped by spaces (`DigitGroups`: "299 792 458") may pass through the end of the token ending at
 * `end`: a digit, a space, a digit. Every digit of an ASCII text is in a token and no space is, so every such place is
 * a token's end, and a text where no token's end is one holds no group.
 */
const mayJoinDigits = (text: string, end: number): boolean =>
  isDigit(text.charCodeAt(end - 1)) && text.charCodeAt(end) === 32 && isDigit(text.charCodeAt(end + 1))

/**
 * The tokens of a text read as ASCII (already NFKC), its numbers grouped by spaces read whole
 * (`withDigitGroupsJoined`): `joined` says the text is joined already; otherwise the first token ending where a group
 * may pass joins the text, and a text the join changes is read again from its start.
 *
 * Undefined when the text holds a character beyond ASCII, which the general reading (`TextTokens`) takes: no token
 * read here holds one (every class of `AsciiTokenScan` is ASCII), so each is met where characters between tokens are
 * skipped, and the text needs no scan of its own to tell.
 */
export const asciiTextTokens = (text: string, joined = false): TextTokens | undefined => {
  const sink = new TokenSink(true)
  let last = 0
  let checked = joined
  for (let start = 0; start < text.length; ) {
    const code = text.charCodeAt(start)
    if (!mayStart(code)) {
      if (code > 127) return undefined
      start++
      continue
    }
    // Whether a token starts a sentence matters only when it is capitalized (a capital there is no name), so the
    // others skip the look back.
    const sentenceStart = isUpper(code) && (last === 0 || endsSentence(text, last, start))
    const end = readTokenAt(sink, text, start, sentenceStart)
    if (end < 0) {
      start++
      continue
    }
    if (!checked && mayJoinDigits(text, end)) {
      const whole = withDigitGroupsJoined(text)
      if (whole !== text) return asciiTextTokens(whole, true)
      checked = true
    }
    sink.wordCount++
    last = end
    start = end
  }
  return sink.finish(text, sink.wordHashes ?? [])
}
