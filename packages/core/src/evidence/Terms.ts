import { isAscii } from "./AsciiTokenScan.ts"

/**
 * The one notion of "word" shared by relevance, duplicate detection and answer support: NFKC, lower case,
 * letters and digits only, English stopwords dropped, naive suffix stemming. Scripts written without spaces
 * (Han, Kana, Thai) are split into character bigrams so they can match at all.
 */

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below " +
    "between both but by can could did do does doing done down during each either else ever few for from " +
    "further get gets got had has have having he her here hers him his how i if in into is it its itself " +
    "just me more most my neither no nor not now of off on once one only or other our ours out over own " +
    "per please same she should so some such than that the their theirs them then there these they this " +
    "those through to too under until up upon us very via vs was we were what when where which while who " +
    "whom whose why will with within without would yes yet you your yours " +
    "current currently latest recent recently explain tell show find give list " +
    // Chat spellings of the words above ("wats the e number for msg", "what river runs thru budapest").
    "whats wats wat ur pls plz thru " +
    // Contractions written without their apostrophe ("if i dont pass -w").
    "dont doesnt didnt cant couldnt wouldnt shouldnt isnt arent wasnt werent hasnt havent im ive youre theyre"
  ).split(" ")
)

const WORD = /[\p{L}\p{N}]+/gu
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u
const DIGIT = /\p{N}/u

/**
 * `WORD` over ASCII text: NFKC leaves ASCII as it is, its letters and digits are `[a-z0-9]` once lower-cased, and no
 * unspaced script is ASCII. One plain pattern, without the Unicode classes and the script test per word, reads a
 * snippet about three times as fast (measured on the bench's: 4.5 -> 1.4 µs); most provider text is ASCII.
 */
const ASCII_WORD = /[a-z0-9]+/g

const tokenize = (text: string): ReadonlyArray<string> => {
  if (isAscii(text)) return text.toLowerCase().match(ASCII_WORD) ?? []
  const out: Array<string> = []
  for (const match of text.normalize("NFKC").toLowerCase().matchAll(WORD)) {
    const token = match[0]
    if (!UNSPACED_SCRIPT.test(token)) {
      out.push(token)
      continue
    }
    const chars = Array.from(token)
    if (chars.length === 1) out.push(token)
    for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`)
  }
  return out
}

/**
 * Lower-cased words in text order; runs of unspaced scripts become overlapping bigrams. Not memoized: stages read a
 * text's words from its tokens (`TextTokens`), and a question's once per analysis.
 */
export const words = (text: string): ReadonlyArray<string> => tokenize(text)

/** Whether a word holds a digit: ASCII fast path, the Unicode class only for non-ASCII text. */
export const isNumeric = (word: string): boolean => {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i)
    if (code >= 48 && code <= 57) return true
    if (code > 127) return DIGIT.test(word)
  }
  return false
}

const DOUBLED_CONSONANT = /([b-df-hj-km-np-rtv-z])\1$/
/** Plurals in -es after a sibilant ("boxes", "matches"), and endings whose -s is not a plural ("glass", "bus"). */
const SIBILANT_ES = ["xes", "ches", "shes", "zes"]
const NOT_PLURAL_S = ["ss", "us", "is"]
/** Secure protocols whose "s" says secure, not many: "HTTPS" is not a plural of "HTTP". Each ends in "s". */
const SECURE_PROTOCOLS: ReadonlySet<string> = new Set(["https", "ftps", "smtps", "imaps", "ldaps", "sftps"])

const endsWithAny = (word: string, endings: ReadonlyArray<string>): boolean =>
  endings.some((ending) => word.endsWith(ending))

/** Latin letters NFD does not split into a base letter and a mark. */
const UNSPLIT_LATIN: ReadonlyMap<string, string> = new Map([
  ["ł", "l"],
  ["ø", "o"],
  ["đ", "d"],
  ["ð", "d"],
  ["ı", "i"],
  ["ß", "ss"],
  ["æ", "ae"],
  ["œ", "oe"],
  ["þ", "th"]
])
const UNSPLIT_LATIN_LETTER = new RegExp(`[${[...UNSPLIT_LATIN.keys()].join("")}]`, "g")
const MARKS = /\p{M}+/gu
const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u

/**
 * A Latin word without its diacritics ("złoty" is "zloty", "são" is "sao"): a question typed without accents names
 * what pages write with them, and the other way round. Other scripts keep their marks (Japanese dakuten tell words
 * apart).
 */
const withoutAccents = (word: string): string =>
  LATIN_WORD.test(word)
    ? word
        .normalize("NFD")
        .replace(MARKS, "")
        .replace(UNSPLIT_LATIN_LETTER, (letter) => UNSPLIT_LATIN.get(letter) ?? letter)
    : word

/**
 * Naive English suffix stripping: consistent on both sides of a comparison matters more than linguistics. A Latin word
 * is stemmed without its diacritics.
 */
export const stem = (written: string): string => {
  const word = isAscii(written) ? written : withoutAccents(written)
  if (word.length <= 3 || isNumeric(word) || (word.endsWith("s") && SECURE_PROTOCOLS.has(word))) return word
  let w = word
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith("sses")) w = w.slice(0, -2)
  else if (endsWithAny(w, SIBILANT_ES)) w = w.slice(0, -2)
  else if (w.endsWith("s") && !endsWithAny(w, NOT_PLURAL_S)) w = w.slice(0, -1)
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3).replace(DOUBLED_CONSONANT, "$1")
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2).replace(DOUBLED_CONSONANT, "$1")
  // "cookie" and "cookies", "calorie" and "calories": a word's own "-ie" ends like the plural's "-ies", as "-y".
  else if (w === word && w.endsWith("ie") && w.length > 4) return `${w.slice(0, -2)}y`
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1)
  return w
}

/** `DOUBLED_CONSONANT`'s letters, by character code. */
const CONSONANT = new Uint8Array(128)
for (const letter of "bcdfghjkmnpqrtvwxyz") CONSONANT[letter.charCodeAt(0)] = 1

/** The lower case of the ASCII letter or digit at `i`: one bit (digits have it set already). */
const lowerAt = (text: string, i: number): number => text.charCodeAt(i) | 32

const code = (letter: string): number => letter.charCodeAt(0)
const [C, D, E, G, H, I, N, P, S, U, X, Z] = [..."cdeghinpsuxz"].map(code)

const endsDoubled = (text: string, end: number, length: number): boolean =>
  length >= 2 && lowerAt(text, end - 1) === lowerAt(text, end - 2) && CONSONANT[lowerAt(text, end - 1)] === 1

const hasAsciiDigit = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) return true
  return false
}

/** `stem`'s rules after the plural ones (-ing, -ed, then -e), on the word's first `length` characters. */
const verbLength = (text: string, start: number, length: number): number => {
  let cut = length
  const at = (back: number) => lowerAt(text, start + cut - back)
  if (cut > 5 && at(1) === G && at(2) === N && at(3) === I) {
    cut -= 3
    if (endsDoubled(text, start + cut, cut)) cut--
  } else if (cut > 4 && at(1) === D && at(2) === E) {
    cut -= 2
    if (endsDoubled(text, start + cut, cut)) cut--
  }
  return cut > 4 && at(1) === E ? cut - 1 : cut
}

/** Whether the word `text[start, end)` is one of `SECURE_PROTOCOLS` (only words ending in "ps" are asked). */
const isSecureProtocol = (text: string, start: number, end: number): boolean =>
  end - start <= 6 && SECURE_PROTOCOLS.has(text.slice(start, end).toLowerCase())

/**
 * `stem`'s plural rules on a word ending in "s": "-ies" becomes "-y" (returned as -1), "-sses" and a sibilant's
 * "-es" lose "es", "-ss", "-us" and "-is" stay, any other loses its "s". Returns the length kept.
 */
const pluralLength = (text: string, end: number, length: number): number => {
  const at = (back: number) => lowerAt(text, end - back)
  if (at(3) === I && at(2) === E && length > 4) return -1
  const sibilant = at(3) === X || at(3) === Z || (at(3) === H && (at(4) === C || at(4) === S))
  if (at(2) === E && (sibilant || (at(3) === S && at(4) === S))) return length - 2
  return at(2) === S || at(2) === U || at(2) === I ? length : length - 1
}

/**
 * `stem` of the ASCII word (letters and digits) `text[start, end)` in lower case, read in place by character code: a
 * stem is always the word's first `length` characters, followed by a "y" when "ies" or "ie" was cut ("studies" ->
 * "study", "cookie" -> "cooky").
 * Returned packed as `length * 2 + y`, so the tokenizer keys the stem (`asciiPrefixKey`) without building it.
 * `numeric` says whether the word holds a digit, when the caller knows (the tokenizer does: a word of letters is
 * most words); otherwise the word is scanned for one.
 */
export const asciiStem = (
  text: string,
  start: number,
  end: number,
  numeric: boolean = hasAsciiDigit(text, start, end)
): number => {
  const length = end - start
  const last = lowerAt(text, end - 1)
  // Only words ending in -s, -ing, -ed or -e lose a suffix.
  if (length <= 3 || (last !== S && last !== G && last !== D && last !== E) || numeric) {
    return length * 2
  }
  if (last === E && length > 4 && lowerAt(text, end - 2) === I) return (length - 2) * 2 + 1
  if (last === S && lowerAt(text, end - 2) === P && isSecureProtocol(text, start, end)) return length * 2
  const kept = last === S ? pluralLength(text, end, length) : length
  return kept < 0 ? (length - 3) * 2 + 1 : verbLength(text, start, kept) * 2
}

export const isContentWord = (word: string): boolean => (word.length > 1 || isNumeric(word)) && !STOPWORDS.has(word)

/** Stems of the content words of a text, as a set. */
export const termSet = (text: string): ReadonlySet<string> => {
  const out = new Set<string>()
  for (const word of words(text)) if (isContentWord(word)) out.add(stem(word))
  return out
}

/** At most this many query terms count, so a 400-character query cannot make every candidate off topic. */
const MAX_QUERY_TERMS = 24
/** Requests allow 400 code points; a longer query passed by an embedding caller is read this far only. */
const MAX_QUERY_CHARS = 2000

/**
 * The query's distinct terms, in query order. A query made only of stopwords ("what is it") has no terms,
 * and then relevance cannot be judged: nothing is off topic and every candidate scores 0.
 */
export const queryTerms = (query: string): ReadonlyArray<string> =>
  Array.from(new Set(words(query.slice(0, MAX_QUERY_CHARS)).filter(isContentWord).map(stem))).slice(0, MAX_QUERY_TERMS)

/** Share of `terms` present in `available`; 0 when there are no terms. */
export const coverage = <T>(terms: ReadonlyArray<T>, available: Pick<ReadonlySet<T>, "has">): number => {
  if (terms.length === 0) return 0
  let hits = 0
  for (const term of terms) if (available.has(term)) hits++
  return hits / terms.length
}
