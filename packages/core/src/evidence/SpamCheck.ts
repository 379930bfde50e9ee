import { KeyTable } from "./KeyTable.ts"
import type { RejectionReason } from "./RejectionReason.ts"
import { keyBucket, termKey } from "./TermKey.ts"
import { firstUnit, isFunctionShape, isNumericShape, shortLength } from "./TermShape.ts"
import { stem } from "./Terms.ts"
import type { TextTokens } from "./TextTokens.ts"

/** Thresholds of the junk features; part of `ValidationOptions`. */
export interface SpamOptions {
  /** Share of a text's words from the junk vocabulary (not in the question) at or above which it is `spam`. */
  readonly spamVocabularyRatio: number
  /** Share of a text's content words taken by its most repeated content word at or above which it is `spam`. */
  readonly spamRepetitionRatio: number
  /** Below this share of function words a long text is a list of keywords (a tag cloud), not prose: `spam`. */
  readonly minFunctionWordRatio: number
}

/**
 * Words of the classic web-spam families (piracy and "free download" chains, pharmacy without prescription,
 * payday loans, casinos, adult, coupon farms, counterfeits, spun marketing copy): generic, not tuned to any question. A word the question itself
 * uses never counts ("Which casino games ..." may be asked).
 */
// biome-ignore format: a word list reads better packed
const JUNK_WORDS: ReadonlyArray<string> = [
  "download", "free", "pdf", "epub", "mobi", "torrent", "crack", "keygen", "serial", "warez", "watch", "hd", "1080p",
  "720p", "4k", "stream", "putlocker", "123movies", "fmovies", "apk", "mod", "unlimited", "generator", "hack", "cheat",
  "coupon", "promo", "discount", "deal", "cheap", "cheapest", "buy", "order", "prescription", "pharmacy", "pill",
  "viagra", "cialis", "levitra", "tramadol", "xanax", "valium", "oxycodone", "pharma", "payday", "loan", "cash",
  "casino", "poker", "slot", "bet", "betting", "jackpot", "bonus", "porn", "xxx", "sex", "adult", "escort", "nude",
  "hot", "dating", "hookup", "replica", "mp3", "ebook", "online", "full", "movie", "movies", "episode", "gratis",
  // Crypto token pumps ("free airdrop, 1000x presale, join the whitelist").
  "airdrop", "presale", "nft", "crypto", "whitelist", "bitcoin",
  // Prize draws and casino bait ("win a free trip, free spins no deposit, claim your prize").
  "lottery", "giveaway", "spins", "sweepstakes", "deposit", "prize", "win", "claim", "offer",
  // Scareware ("fix 504 error, free driver updater, pc cleaner, registry fixer").
  "updater", "cleaner", "fixer", "booster",
  // Counterfeit and grey-market goods ("undetectable fake notes, discreet shipping").
  "counterfeit", "undetectable", "discreet", "fake",
  // Spun marketing copy ("unlocks a world of possibilities", "the ultimate guide"): generated pages' vocabulary.
  "ultimate", "unlock", "revolutionize", "revolutionise", "skyrocket", "supercharge", "guaranteed"
]
const JUNK_KEYS = JUNK_WORDS.map((word) => termKey(stem(word)))
const JUNK_STEMS = KeyTable.indexOf(JUNK_KEYS)

/** Bits of `JUNK_FILTER`: about one in eleven of them set by the junk stems. */
const FILTER_BITS = 1024

/**
 * A one-bit-per-bucket filter of the junk stems (their keys' low bits, as `keyBucket` reads them): a term whose bit
 * is clear is no junk stem, so most of a text's terms are ruled out by one bit test instead of a probe of
 * `JUNK_STEMS` (the probe decides the rest).
 */
const JUNK_FILTER = new Int32Array(FILTER_BITS / 32)
const filterBit = (key: number): number => keyBucket(key) & (FILTER_BITS - 1)
for (const key of JUNK_KEYS) JUNK_FILTER[filterBit(key) >>> 5]! |= 1 << (filterBit(key) & 31)

const isJunkStem = (key: number): boolean => {
  const bit = filterBit(key)
  return (JUNK_FILTER[bit >>> 5]! & (1 << (bit & 31))) !== 0 && JUNK_STEMS.has(key)
}

/** Hosts of institutions whose pages are often hijacked to serve unrelated how-tos and spam. */
const INSTITUTIONAL_HOST = /(?:^|\.)(?:edu|gov|gob|ac|k12|mil|sch)(?:\.[a-z]{2})?$/
/** Where hijacked or uploaded pages usually sit on such hosts. */
const UPLOAD_PATH = /\/(?:wp-content\/uploads|sites\/default\/files|uploads?|files|tmp|images|~[^/]+|\.well-known)\//i
/** A slug of many hyphenated words ("how-to-center-a-div-in-css-2024-guide"): a generated page name. */
const LONG_SLUG = /\/[a-z0-9]+(?:-[a-z0-9]+){5,}(?:\.[a-z]{2,5})?\/?$/i

/**
 * The stock phrases of generated SEO copy ("in the ever-evolving landscape", "a game-changer that empowers users to
 * unlock their full potential", "dive deep", "let's get started") and of clickbait ("one weird trick", "before it's too
 * late"): a page saying two of them says nothing else.
 */
const SPUN_PHRASE =
  /\b(?:in today'?s (?:fast-paced|digital|ever-changing|ever-evolving)|ever-evolving|fast-paced digital|game[- ]changer|unlock (?:the|their|your) (?:full )?potential|unlocks? a world of|world of possibilities|dive (?:deep|into the world)|deep dive into|look no further|let'?s (?:get started|dive in)|embark on (?:a|your) journey|comprehensive guide|ultimate guide|take your .{1,30}? to the next level|revolutioni[sz]e your|in this (?:comprehensive|ultimate|definitive) (?:guide|article)|one weird (?:\w+ )?trick|(?:experts|doctors|they|banks) (?:don'?t|do not) want you to know|you won'?t believe|before it'?s too late|skyrocket your)\b/gi
const MIN_SPUN_PHRASES = 2

const isSpunCopy = (raw: string): boolean => {
  const found = new Set(Array.from(raw.matchAll(SPUN_PHRASE), (m) => m[0].toLowerCase()))
  return found.size >= MIN_SPUN_PHRASES
}

/** A sentence's end: after a word, a number, a closing bracket or quote ("git branch -m <newname>."). */
const SENTENCE_END = /[\p{L}\p{N})\]>"'’][.!?](?:\s|$)/u
const NOTHING: ReadonlyArray<number> = []

/**
 * What the junk rules read from a text's words, apart from the question: computed in one pass over its distinct
 * terms, once per tokenized text.
 */
interface SpamSignals {
  /** Each junk-vocabulary stem (key) the text uses, with its count: usually none. */
  readonly junk: ReadonlyArray<readonly [stem: number, count: number]>
  /** Words that are neither function words nor numbers, of two letters or more. */
  readonly contentWords: number
  /** The content stems used often enough to be keyword stuffing, most used first (see `repetitionShare`). */
  readonly repeated: ReadonlyArray<readonly [stem: number, count: number]>
  /** Share of function words among the words without a digit (1 when there are none). */
  readonly functionWordShare: number
}

const startsWithDigit = (shape: number): boolean => {
  const first = firstUnit(shape)
  return first >= 48 && first <= 57
}

/** Stuffing needs a text of some length and a word used this many times in it. */
const STUFFING_MIN_CONTENT_WORDS = 12
const STUFFING_MIN_REPEATS = 4

const signalsOf = ({ terms }: TextTokens): SpamSignals => {
  const junk: Array<readonly [number, number]> = []
  const repeated: Array<readonly [number, number]> = []
  let content = 0
  let plain = 0
  let functionWords = 0
  for (let i = 0; i < terms.size; i++) {
    const key = terms.keys[i]!
    const count = terms.counts[i]!
    const shape = terms.shapes[i]!
    if (isJunkStem(key)) junk.push([key, count])
    // A number is no word, but a name holding a digit ("k8s", "mp3") is one a tag cloud repeats.
    if (isNumericShape(shape) && startsWithDigit(shape)) continue
    plain += count
    if (isFunctionShape(shape)) {
      functionWords += count
      continue
    }
    if (shortLength(shape) < 2) continue
    content += count
    if (count >= STUFFING_MIN_REPEATS) repeated.push([key, count])
  }
  // Stable: stems used equally often stay in the order they first occur.
  repeated.sort((a, b) => b[1] - a[1])
  return {
    junk,
    contentWords: content,
    repeated: content < STUFFING_MIN_CONTENT_WORDS ? [] : repeated,
    functionWordShare: plain === 0 ? 1 : functionWords / plain
  }
}

/**
 * Share of the content words taken by the most repeated one, among those not `exempt`: prose answering a question
 * repeats its subject ("Delete a local branch with git branch -d branch_name, or with git branch -D ..."), so in
 * prose the question's own words are not stuffing (a tag cloud of them still is: it has no sentence).
 */
const repetitionShare = (signals: SpamSignals, exempt: ReadonlyArray<number>): number => {
  for (const [stem, count] of signals.repeated) if (!exempt.includes(stem)) return count / signals.contentWords
  return 0
}

/**
 * Words of the junk families that ordinary pages use too ("Netflix launches Watch Now, an online movie service"):
 * enough of them make junk only beside one that is junk alone (download, pdf, casino, coupon, prescription...).
 */
// biome-ignore format: a word list reads better packed
const COMMON_JUNK_WORDS: ReadonlyArray<string> = [
  "watch", "online", "full", "movie", "movies", "episode", "hd", "stream", "order", "buy", "deal", "hot", "cash",
  "dating", "adult", "mod", "unlimited", "generator", "hack", "cheat", "serial", "guaranteed", "fake", "discreet",
  "deposit", "prize", "win", "claim", "offer",
  // A streaming or software page's own words ("download on 2 devices", "streams in 4K"); piracy says "free" or "crack".
  "download", "4k", "1080p", "720p"
]
const COMMON_JUNK_STEMS = KeyTable.indexOf(COMMON_JUNK_WORDS.map((word) => termKey(stem(word))))

/** Whether the junk words the question does not use include one that is junk by itself. */
const sellsSomething = (signals: SpamSignals, query: ReadonlyArray<number>): boolean =>
  signals.junk.some(([s]) => !query.includes(s) && !COMMON_JUNK_STEMS.has(s))

/** Junk words of the text that the question does not use itself. */
const junkCount = (signals: SpamSignals, query: ReadonlyArray<number>): number => {
  let count = 0
  for (const [s, n] of signals.junk) if (!query.includes(s)) count += n
  return count
}

const hijackedAddress = (url: string, junk: number): boolean => {
  const parsed = URL.parse(url)
  const path = parsed?.pathname ?? ""
  return (
    INSTITUTIONAL_HOST.test(parsed?.hostname ?? "") &&
    ((UPLOAD_PATH.test(path) && junk >= 1) || (LONG_SLUG.test(path) && junk >= 2))
  )
}

/** Share of a text's words that are the question's own: a page without sentences this full of them is a tag cloud. */
const TAG_CLOUD_QUESTION_SHARE = 0.4

const questionShare = ({ stems }: TextTokens, query: ReadonlyArray<number>): number => {
  let found = 0
  for (const stem of stems) if (query.includes(stem)) found++
  return found / stems.length
}

/**
 * Junk in a page's own text and address: `spam` (junk vocabulary, keyword stuffing, tag clouds) or
 * `hijacked_page` (an institution's upload folder or generated slug serving junk). Undefined when it looks like
 * a page written for readers. `query` holds the question's stems (keys: `termKey`), which never count as junk.
 */
export const spamReason = (
  raw: string,
  text: TextTokens,
  url: string,
  query: ReadonlyArray<number>,
  options: SpamOptions
): RejectionReason | undefined => {
  const signals = signalsOf(text)
  const junk = junkCount(signals, query)
  const words = Math.max(1, text.stems.length)
  // The address alone convicts nothing (NIST serves real data from /cgi-bin/): junk words must come with it, so
  // it is parsed only when they do.
  if (junk >= 1 && hijackedAddress(url, junk)) return "hijacked_page"
  if (junk >= 3 && junk / words >= options.spamVocabularyRatio && sellsSomething(signals, query)) return "spam"
  // Generated copy sells something ("unlock", "ultimate", "free download"): its phrases are looked for only then.
  if (junk >= 1 && isSpunCopy(raw)) return "spam"
  // The sentence pattern scans the whole text, so it runs only when a rule below needs it.
  let prose: boolean | undefined
  const isProse = () => (prose ??= SENTENCE_END.test(raw))
  const stuffing = signals.repeated.length === 0 ? 0 : repetitionShare(signals, isProse() ? query : NOTHING)
  // Prose that repeats a command ("systemctl enable unit ... systemctl start unit") documents it; stuffing in prose
  // sells something as well. A text without sentences repeating a word is a tag cloud whatever it holds.
  if (stuffing >= options.spamRepetitionRatio && (junk >= 1 || !isProse())) return "spam"
  // A tag cloud has no sentences; prose in another language has few English function words but does have them.
  const fewFunctionWords = signals.functionWordShare < options.minFunctionWordRatio
  if (fewFunctionWords && text.stems.length >= 20 && text.numbers.size < 3 && !isProse()) return "spam"
  // A tag cloud built from the question's own words ("lightning strike same place lightning news strike guide ...")
  // has function words when the question does ("same"): the question's words filling it give it away.
  if (text.stems.length >= 20 && !isProse() && questionShare(text, query) >= TAG_CLOUD_QUESTION_SHARE) return "spam"
  // "object hasown | hasownproperty | es2022 | js interview | ...": a list of tags between bars, with no sentence.
  if (barsIn(raw) >= MIN_TAG_BARS && !isProse()) return "spam"
  return undefined
}

/** Bars between a tag list's items: a title names its site after one or two, a tag page lists many. */
const MIN_TAG_BARS = 5

const barsIn = (raw: string): number => {
  let bars = 0
  for (let at = raw.indexOf("|"); at >= 0; at = raw.indexOf("|", at + 1)) bars++
  return bars
}
