/**
 * The token grammar of `TextTokens` (its `TOKEN` pattern) read by hand, for texts of ASCII characters only (most
 * provider text): the same tokens at the same positions, without a regex match object or a substring per token.
 * Over ASCII, `\p{L}\p{N}` is `[A-Za-z0-9]`, so a character's classes are bits of one table.
 */

/** A token may start with it: `[\p{L}\p{N}_$]`. */
const START = 1
/** A token may continue with it: `[\p{L}\p{N}_$+#]`; a grouped number may not be followed by it. */
const PART = 2
/** Joins two runs of a token: `[-./:]`. */
const JOIN = 4
const DIGIT = 8

const classOf = (char: string): number => {
  const alphanumeric = /[A-Za-z0-9]/.test(char)
  return (
    (alphanumeric || char === "_" || char === "$" ? START | PART : 0) |
    (char === "+" || char === "#" ? PART : 0) |
    ("-./:".includes(char) ? JOIN : 0) |
    (/[0-9]/.test(char) ? DIGIT : 0)
  )
}

const CLASSES = Uint8Array.from({ length: 128 }, (_, code) => classOf(String.fromCharCode(code)))

/** Whether the character at `at` has the class; past the end, none. */
const is = (text: string, at: number, kind: number): boolean =>
  at < text.length && (CLASSES[text.charCodeAt(at)]! & kind) !== 0

const digitsFrom = (text: string, at: number): number => {
  let end = at
  while (is(text, end, DIGIT)) end++
  return end
}

/**
 * `\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{L}\p{N}_$+#])` at `at` (after the `$` of an amount, if any), with the regex's backtracking: a number part a letter
 * follows gives up its decimals, then its last group (`1,234.5x` is `1,234`, `1,234,567x` is `1,234`).
 */
const groupedNumberEnd = (text: string, at: number): number => {
  const lead = digitsFrom(text, at)
  if (lead === at || lead - at > 3) return -1
  let groups = 0
  let end = lead
  while (text.charCodeAt(end) === 44 && digitsFrom(text, end + 1) - (end + 1) >= 3) {
    end += 4
    groups++
  }
  if (groups === 0) return -1
  if (text.charCodeAt(end) === 46 && is(text, end + 1, DIGIT)) {
    const decimals = digitsFrom(text, end + 1)
    if (!is(text, decimals, PART)) return decimals
    // Without its decimals the number ends before the point, which never continues a token.
    return end
  }
  if (!is(text, end, PART)) return end
  // One group fewer ends before a comma, which never continues a token.
  return groups > 1 ? end - 4 : -1
}

/** `(?:::?|@)?`: how many prefix characters a token starting at `at` has, or -1 when none can start there. */
const prefixLength = (text: string, at: number): number => {
  const code = text.charCodeAt(at)
  if (code === 58) {
    if (text.charCodeAt(at + 1) === 58 && is(text, at + 2, START)) return 2
    return is(text, at + 1, START) ? 1 : -1
  }
  if (code === 64) return is(text, at + 1, START) ? 1 : -1
  return is(text, at, START) ? 0 : -1
}

/**
 * Where the token starting at `at` ends, or -1 when none starts there: a grouped number, or an optional prefix, runs
 * joined by `-./:`, and an optional `()`. The runs are greedy and every later part optional, so the first path the
 * regex takes is the longest one, which this reads directly.
 */
export const asciiTokenEnd = (text: string, at: number): number => {
  // `\$?` before a grouped number: "$23,500" is one amount.
  const grouped = groupedNumberEnd(text, text.charCodeAt(at) === 36 ? at + 1 : at)
  if (grouped >= 0) return grouped
  const prefix = prefixLength(text, at)
  if (prefix < 0) return -1
  let end = at + prefix + 1
  while (is(text, end, PART)) end++
  while (is(text, end, JOIN) && is(text, end + 1, START)) {
    end += 2
    while (is(text, end, PART)) end++
  }
  if (text.charCodeAt(end) === 40 && text.charCodeAt(end + 1) === 41) end += 2
  return end
}

/**
 * Whether a token whose first run of letters ends before `at` ends there too: no token character, no joined run
 * and no `()` follows (true of most words, which `AsciiTokens.ts` reads without `asciiTokenEnd`).
 */
export const endsAfterRun = (text: string, at: number): boolean =>
  text.charCodeAt(at) === 32 ||
  (!is(text, at, PART) &&
    !(is(text, at, JOIN) && is(text, at + 1, START)) &&
    !(text.charCodeAt(at) === 40 && text.charCodeAt(at + 1) === 41))

/** A UTF-16 unit beyond ASCII (without the `u` flag the class is of units, surrogates included). */
const NOT_ASCII = /[\u0080-\uffff]/

/**
 * Whether every character of the text is ASCII (then `asciiTokenEnd` reads it). One plain class scans a text in about
 * half the time of a loop over its character codes (measured on the bench's titles and snippets).
 */
export const isAscii = (text: string): boolean => !NOT_ASCII.test(text)
