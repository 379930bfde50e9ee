import { isAscii } from "./AsciiTokenScan.ts"
import { asciiTextTokens } from "./AsciiTokens.ts"
import { withDigitGroupsJoined } from "./DigitGroups.ts"
import { wordHash } from "./SimHash.ts"
import type { TermSet } from "./TermSet.ts"
import type { TermShape } from "./TermShape.ts"
import { words } from "./Terms.ts"
import { TokenSink } from "./TokenSink.ts"
import { endsSentence, readToken } from "./TokenValues.ts"

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
 * `:`, then an optional `()`; or a number with thousands separators (`3,776`, `$23,500`). A trailing sentence period is not part
 * of it (it is never followed by a word char).
 */
const TOKEN =
  /\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{L}\p{N}_$+#])|(?:::?|@)?[\p{L}\p{N}_$][\p{L}\p{N}_$+#]*(?:[-./:][\p{L}\p{N}_$][\p{L}\p{N}_$+#]*)*(?:\(\))?/gu

/** Any text: `TOKEN` over its NFKC form, each token read by `readToken`. */
const anyTextTokens = (text: string): TextTokens => {
  const sink = new TokenSink(false)
  let last = 0
  const normalized = text.normalize("NFKC")
  for (const match of normalized.matchAll(TOKEN)) {
    const raw = match[0]
    const sentenceStart = last === 0 || endsSentence(normalized, last, match.index)
    last = match.index + raw.length
    readToken(sink, raw, raw.toLowerCase(), sentenceStart)
    sink.wordCount++
  }
  return sink.finish(normalized, words(text).map(wordHash))
}

/**
 * The tokens of a text, its numbers grouped by spaces read whole (`withDigitGroupsJoined`). An ASCII text is read by
 * hand as it is, and joins its groups only when it holds one (see `asciiTextTokens`): most texts hold none, and the
 * join's pattern would scan each of them for nothing. Whether a text is ASCII is found by reading it so: another text
 * is read by the pattern once its first character beyond ASCII is met.
 *
 * Not memoized: a memo answers only for texts seen before, never for a live search's new ones, and costs them its
 * lookup and the collector's work on every text it keeps alive. Measured on the bench's sets with a 1,024-text memo in
 * front: repeated sets 366 -> 218 µs, texts never seen 389 -> 479 µs per set.
 */
export const textTokens = (raw: string): TextTokens => {
  const ascii = asciiTextTokens(raw)
  if (ascii !== undefined) return ascii
  // Joining drops the groups' spaces, no-break ones too, so the joined text may be ASCII.
  const text = withDigitGroupsJoined(raw)
  return (isAscii(text) ? asciiTextTokens(text, true) : undefined) ?? anyTextTokens(text)
}
