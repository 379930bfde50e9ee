import {
  type AnswerType,
  asksPlatformSupport,
  codeAskingWords,
  QUANTITY_NOUNS,
  questionFrame,
  superlativeNoun
} from "./AnswerType.ts"
import {
  askedBrowsersOf,
  asksBrowserSupport,
  BROWSER_NAMES,
  framesSupportQuestion,
  namesBrowserOrPlatform
} from "./BrowserSupportQuestion.ts"
import { codeTokensOf } from "./CodeTokens.ts"
import { askedEventOf } from "./DatedEvents.ts"
import { ENGLISH_WORD_RANKS, UNLISTED_RANK } from "./EnglishWordRanks.ts"
import { withFrameWordsSpelled } from "./FrameWordSpelling.ts"
import { IRREGULAR_VERBS, PAST_FORMS } from "./IrregularVerbs.ts"
import { markupNamesOf, quotedValueOf } from "./MarkupNames.ts"
import { type Dimension, dimensionOfUnit } from "./Measure.ts"
import { termKey, termKeys } from "./TermKey.ts"
import type { TermSet } from "./TermSet.ts"
import { firstUnit, isStopwordShape, shortLength, type TermShape } from "./TermShape.ts"
import { isContentWord, isNumeric, stem, words } from "./Terms.ts"
import { identifierForm, LANGUAGE_EDITION } from "./TokenValues.ts"

/**
 * A term a relevant source must contain. A match is any of `forms`: identifier forms are looked up among a text's
 * identifiers, word forms among its stems.
 */
export interface KeyTerm {
  /** As the question wrote it, for explanations. */
  readonly text: string
  readonly identifierForms: ReadonlyArray<string>
  /** Of `identifierForms`, the file types ("tar.gz"), found too at the end of a file's name ("archive.tar.gz"). */
  readonly fileTypes: ReadonlyArray<string>
  readonly stemForms: ReadonlyArray<string>
  /** `stemForms` as keys (`termKey`), as texts' terms hold them. */
  readonly stemKeys: ReadonlyArray<number>
  /**
   * For an acronym ("ISS", "DNS"), its letters: a text spelling it out ("International Space Station") holds it
   * too (see `spellsOut`).
   */
  readonly acronym: string | undefined
  /** For initials and a number ("n64"), the number a text spelling the initials out must write too. */
  readonly acronymNumber?: string | undefined
  /**
   * For initials and a number from 2 to 9 ("ww2"), the initials with the number's Roman numeral ("wwii"), which a text
   * spelling them out may write instead ("World War II"): its letters as `spellsOut` reads them, the numeral's key, and
   * the key of the whole written so ("WWII").
   */
  readonly romanAcronym?: { readonly letters: string; readonly numeral: number; readonly whole: number } | undefined
  /**
   * For an identifier of words joined by hyphens ("Strict-Transport-Security"), the stems of its words: a text
   * writing them as words in a row ("HTTP Strict Transport Security") holds it too.
   */
  readonly wordsInRow: ReadonlyArray<string>
  /** `wordsInRow` as keys. */
  readonly wordsInRowKeys: ReadonlyArray<number>
  /**
   * Identifiers, numbers and quoted words are required one by one. Names and rare words are counted together:
   * a source must hold as many as there are rare words plus half of the names, rounded up.
   */
  readonly required: boolean
  /** Written capitalised inside the question: a name. */
  readonly name: boolean
  /**
   * A name right before another content word of the question, modifying it ("CSS container queries", "the HTML
   * dialog element"): pages on the subject often drop it, so a lone one is not required (see `missingKeyTermIn`).
   */
  readonly modifier: boolean
}

/** What a question asks for and what a source must contain to be about it. Pure function of the query text. */
export interface QueryAnalysis {
  /** Distinct content stems, in query order (at most `MAX_QUERY_TERMS`). */
  readonly terms: ReadonlyArray<string>
  /** `terms` as keys (`termKey`), as texts' terms hold them. */
  readonly termKeys: ReadonlyArray<number>
  /**
   * Specificity of each distinct content stem (by key), in query order: ln(1 + rank / 200) over the background
   * list, rarer is heavier.
   */
  readonly weights: ReadonlyArray<readonly [term: number, weight: number]>
  /** Identifiers, numbers, named entities, quoted phrases' words and the rarest content words. */
  readonly keyTerms: ReadonlyArray<KeyTerm>
  /** Stem sequences (keys) of quoted phrases and of the question's adjacent content words, for the phrase bonus. */
  readonly bigrams: ReadonlyArray<readonly [number, number]>
  readonly answerType: AnswerType
  /** The numbers the question itself writes ("v3", "11", "3.12"): they name its subject, never its answer. */
  readonly askedNumbers: ReadonlySet<string>
  /** Asks how to do something or what a thing does (see `AnswerType.asksHowOrWhatItDoes`). */
  readonly explains: boolean
  /** Searches by keywords rather than asking in words (see `QuestionFrame.keywordSearch`). */
  readonly keywordSearch: boolean
  /** Asks when (see `QuestionFrame.asksWhen`). */
  readonly asksWhen: boolean
  /** Asks where (see `QuestionFrame.asksWhere`). */
  readonly asksWhere: boolean
  /** Names an HTTP status code or asks for one: a page titled "429 Too Many Requests" may document it. */
  readonly asksAboutStatusCodes: boolean
  /** Stems of the noun phrase a "what"/"which" question asks for ("capit", "city"); empty for other questions. */
  readonly askedNouns: ReadonlyArray<string>
  /**
   * For "who composed The Planets", a word beginning with a root of the asked verb or its base ("compos": "composer",
   * "composed"), compiled once per question; undefined for other questions.
   */
  readonly askedRole: RegExp | undefined
  /**
   * The asked verb is a deed no everyday verb nor verb of making words ("who illustrated", "who bought", not "who
   * came up with" nor "who wrote"): a sentence answering who names it or its doer's "by" (see `namesAskedDeed`).
   */
  readonly asksDeed: boolean
  /** The flags and expressions the question writes (`codeTokensOf`): an answer's own are those beyond them. */
  readonly askedCode: ReadonlySet<string>
  /** The key (`termKey`) of the stem of the noun a "how many" question counts ("player"), else undefined. */
  readonly countedNoun: number | undefined
  /** How many of the key terms that are not `required` one by one a relevant source must hold (see `KeyTerm`). */
  readonly optionalKeysNeeded: number
  /**
   * The one platform a question names beside code ("css" in "the CSS min() function"); a page naming another
   * platform instead (JavaScript's `Math.min`) is about another thing (see `namesOtherPlatform`).
   */
  readonly platform: string | undefined
  /**
   * For a question naming a platform as its context ("excel", "mysql", "ubuntu", see `CONTEXT_PLATFORMS`): the stems
   * (as keys) of each rival's names, one list of words per name ("google sheets"). A page naming a rival and not the
   * asked platform is about the rival (see `namesOtherPlatform`). Empty otherwise.
   */
  readonly rivalPlatforms: ReadonlyArray<ReadonlyArray<number>>
  /** The stems (as keys) of the context platform's own names, when it has rivals. */
  readonly contextPlatform: ReadonlyArray<number>
  /** Names written next to each other ("Web Share API", "International Space Station"), two or more, as key terms. */
  readonly nameRuns: ReadonlyArray<ReadonlyArray<KeyTerm>>
  /** What the unit the question asks its amount in measures ("aes block size in bytes": data), if it names one. */
  readonly askedDimension: Dimension | undefined
  /** Words the question numbers ("gen" in "usb 3.2 gen 2", "python" in "python 3"), each with its number. */
  readonly numberedWords: ReadonlyArray<NumberedWord>
  /**
   * The key words are a feature's name in a question on browser support (see `featureWordsOf`): every one is asked
   * for, so none is dropped for being absent from the candidates (a word may still be read as they spell it).
   */
  readonly namesFeature: boolean
  /**
   * The browsers a question on browser support names, as stem keys with their other names (see `askedBrowsersOf`):
   * its answer must name one. Empty when it names none.
   */
  readonly askedBrowsers: ReadonlyArray<number>
  /** What a how-to asks to do ("upgrade" in "how do I upgrade npm"): an action, never the subject alone. */
  readonly taskVerb: string | undefined
  /** Asks about the current one of a thing ("the current tay rail bridge"), which an earlier one does not answer. */
  readonly asksCurrentOne: boolean
  /** Asks when a product came out ("when did the galaxy s10 come out"): its release, not the day it was unveiled. */
  readonly asksRelease: boolean
  /**
   * Asks what a thing does by default ("zstd default compression level", "gunicorn default number of workers"): a
   * sentence recommending a value answers nothing, and without a value of a type asked, only a sentence saying what
   * the default is answers, not one describing the thing.
   */
  readonly asksDefault: boolean
  /**
   * Codes the question names, lower case: required identifiers of five characters or more holding a digit
   * ("0x80070005", "e0382"). A page writing one is about it.
   */
  readonly namedCodes: ReadonlyArray<string>
  /**
   * Asks for a thing as confirmed or revealed ("kfc 11 herbs and spices recipe officially confirmed"): a sentence
   * saying it is still a secret or unknown answers nothing.
   */
  readonly asksConfirmed: boolean
  /**
   * Asks who someone really was ("who was the man in the iron mask really"): a page saying the identity is unknown or
   * disputed answers nothing, whichever names its sentences give.
   */
  readonly asksTrueIdentity: boolean
  /** For a date question, the event it asks the date of (`DatedEvents`): "land" in "what day did apollo 12 land". */
  readonly askedEvent: number | undefined
  /** The kind "is a X a Y" asks its subject to be ("fish" in "is a jellyfish actually a fish"), as a stem key. */
  readonly askedKind: number | undefined
}

const MAX_QUERY_TERMS = 24
const MAX_QUERY_CHARS = 2000
/** A content word at or below this rank of the background list is everyday English, not a key term by itself. */
const KEY_WORD_MIN_RANK = 2500
/** At most this many content words become key terms: a long question must not demand every rare word it uses. */
const MAX_KEY_WORDS = 2

const QUERY_TOKEN =
  /"[^"]{2,80}"|<[a-z][a-z0-9-]*>|(?:::?|@)?[\p{L}\p{N}_$][\p{L}\p{N}_$+#]*(?:[-./:][\p{L}\p{N}_$][\p{L}\p{N}_$+#]*)*(?:\(\))?/gu
const CAMEL = /\p{Ll}\p{Lu}/u
const UPPER_START = /^\p{Lu}/u
/** Units a question asks its amount in ("aes block size in bytes"): what pages state it in, not the subject. */
// biome-ignore format: a word list reads better packed
const ASKED_UNITS: ReadonlyArray<string> = [
  "bytes", "bits", "seconds", "minutes", "hours", "miles", "metres", "meters", "feet", "inches", "kilograms", "grams",
  "pounds", "celsius", "fahrenheit", "kelvin", "kilometres", "kilometers"
]
/** The vocabulary of answer types (`AnswerType.ts`) and of asking: it frames a question, never names its subject. */
// biome-ignore format: a word list reads better packed
const FRAME_WORDS: ReadonlySet<string> = new Set([
  "browser", "browsers", "support", "supports", "supported", "ship", "ships", "shipped", "version", "versions",
  "release", "releases", "released", "year", "date", "many", "much", "long", "big", "large", "fast", "old", "far",
  "tall", "high", "deep", "heavy", "hot", "cold", "wide", "thick", "often", "percent", "company", "person", "use",
  "work", "works", "happen", "happened", "weigh", "weighs", "non", "module", "library", "package", "mode",
  // The form a how-to answer takes: pages give the keys or the line itself ("Ctrl + Shift + R"), not the word.
  "shortcut", "shortcuts", "hotkey", "hotkeys", "keybinding", "syntax", "example", "examples", "cmd",
  // Hedges of a yes or no: "is it possible to unsend", "is a peanut really a nut".
  "possible", "possibly", "really", "actually",
  // A birthday is asked as when someone was born: pages write "born".
  "birthday",
  // How exact the value asked for is ("exact date stonehenge was finished"): pages give it, not the word.
  "exact", "exactly", "precise", "precisely", "approximate", "approximately",
  // Who assigns a code ("iso code for the polish zloty", "iata code of heathrow"): pages state the code, "PLN", with
  // or without naming its body.
  "iso", "iata", "icao",
  ...ASKED_UNITS, ...QUANTITY_NOUNS
])

/**
 * Whether a word of the question names the form of the answer it asks for, which pages give rather than write, where
 * only its place in the question says so (`FRAME_WORDS` are such words anywhere): a bound opening a keyword search
 * ("max cookie size bytes": pages give a limit, a cap or "may not exceed"; after a name it is the name's, "iphone 15
 * pro max"), "keyboard" before "shortcut" (the keys), a spreadsheet's "formula" (`=COUNTIF(...)`).
 */
const namesAnswerForm = (
  tokens: ReadonlyArray<string>,
  word: { readonly raw: string; readonly position?: number },
  query: string
): boolean =>
  (word.position === 0 && LEADING_BOUNDS.has(word.raw)) ||
  (word.raw === "keyboard" && SHORTCUT.test(tokens[(word.position ?? -2) + 1] ?? "")) ||
  (word.raw === "formula" && NAMES_SPREADSHEET.test(query))
const LEADING_BOUNDS: ReadonlySet<string> = new Set(["max", "min"])
const SHORTCUT = /^(?:shortcuts?|combination|combo)$/i
const NAMES_SPREADSHEET = /\b(?:excel|spreadsheets?|google sheets|libreoffice calc|numbers app)\b/i

/** An acronym a page may spell out: three to six capitals ("ISS", "DNS", "NASA"); two letters are too ambiguous. */
const ACRONYM = /^\p{Lu}{3,6}$/u
/**
 * "built-in", "plug-in", "up-to-date", "end-to-end": words joined by a particle are English compounds, not code
 * identifiers (CSS properties, headers and attributes do not use these words: `break-after`, `X-Forwarded-For`
 * keep theirs).
 */
const ENGLISH_COMPOUND = /^\p{L}+(?:-\p{L}+)*-(?:in|on|up|out|off|down|by|over|to|of|the|and|a|an)(?:-\p{L}+)*$/u
/**
 * "slow-flowing", "well-known", "long-lasting": an English word and a participle joined by a hyphen describe, in a
 * question on no platform; pages say it in other words ("does not flow"). In a technical question the same shape may
 * be code (`text-rendering`, `letter-spacing`).
 */
const PARTICIPLE_COMPOUND = /^\p{Ll}+-\p{Ll}+(?:ing|ed)$/u
const isParticipleCompound = (lower: string, technical: boolean): boolean =>
  !technical && PARTICIPLE_COMPOUND.test(lower) && joinsEnglishWords(lower)

/** "slow-flowing", "two-way": words of the English list joined by hyphens (lower case). */
export const joinsEnglishWords = (lower: string): boolean =>
  lower.split("-").every((part) => rankOf(part) < UNLISTED_RANK)
/** "strict-transport-security", "content-security-policy": words joined by hyphens, nothing else. */
const HYPHENATED_WORDS = /^\p{L}{2,}(?:-\p{L}{2,})+$/u
/**
 * "USSR", and "ussr" written in lower case: a word of three to six letters that is no English word ("ussr", not "use")
 * may be spelt out by a page ("Union of Soviet Socialist Republics").
 */
const acronymOf = (raw: string): string | undefined =>
  ACRONYM.test(raw) || (/^\p{Ll}{3,6}$/u.test(raw) && rankOf(raw) === UNLISTED_RANK) ? raw.toLowerCase() : undefined
/** A name of this many capitalised words or more ("Hubble Space Telescope") is also written by its initials (HST). */
const MIN_INITIALS = 3

/** A year in a question dates the topic ("coral bleaching 2024") more often than it names it: not required. */
const YEAR = /^(?:1[0-9]|20)\d\d$/
const ALL_CAPS = /^\p{Lu}[\p{Lu}\p{N}]+$/u

/**
 * A word's rank in the background list, or its singular's ("browsers" is "browser"). Not its stem: "fasting"
 * is not "fast".
 */
export const rankOf = (word: string): number => {
  const rank = ENGLISH_WORD_RANKS.get(word)
  // Only a word ending in "s" has another singular to look up.
  if (rank !== undefined || !word.endsWith("s")) return rank ?? UNLISTED_RANK
  return ENGLISH_WORD_RANKS.get(singular(word)) ?? UNLISTED_RANK
}

const singular = (word: string): string =>
  word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word

export const weightOfRank = (rank: number): number => Math.log(1 + rank / 200)

/** "C++", "C#", "F#", "Node.js", "Vue.js": names of languages and runtimes written with code characters. */
const PRODUCT_NAME = /^(?:\p{L}+(?:\+\+|#)|\p{L}+\.js)$/iu

/** "status code", "HTTP 404", "a 503": status codes by name or number. */
const STATUS_CODES = /\bstatus codes?\b|\b[1-5]\d\d\b/i

/**
 * The kinds of thing a technical question names its subject by: "the HTML template element", "the CSS hyphens
 * property", "the Web Share API". The word before the kind is the thing's name, which a page on it must hold.
 */
// biome-ignore format: a word list reads better packed
const CODE_KINDS: ReadonlySet<string> = new Set(["api", "selector", "pseudo-class", "pseudo-element", "at-rule", "descriptor"])
/** Kinds that are English words too ("the main function of the liver", "a bleaching event"): read as kinds only in
 * a question naming a platform or a browser. */
// biome-ignore format: a word list reads better packed
const WORD_KINDS: ReadonlySet<string> = new Set([
  "element", "attribute", "property", "method", "function", "event", "interface", "operator"
])
const NAMES_PLATFORM_OR_BROWSER =
  /\b(?:css|html|javascript|js|svg|dom|chrome|firefox|safari|edge|browsers?|can i use)\b|[|&?=!<>]{2,}/i

/** `RegExp`, `BigInt`: one camel-case word, no member, call or sigil: a type, whose members have names of their own. */
const isBareTypeName = (key: KeyTerm): boolean => /^\p{Lu}?\p{Ll}+\p{Lu}[\p{L}\p{N}]*$/u.test(key.text)

/** Most words of a feature's name a question needs: "the Web Share API" is three, "input type week" too. */
const MAX_FEATURE_WORDS = 3

/**
 * "Does Safari support input type week?": a browser-support question asks about one feature, and its name is every
 * word the question gives it, however common ("input", "type", "week"): its two rarest words alone would let
 * `input type="search"` pass. Browsers, platforms and kinds of thing ("property", "API") are not part of it.
 */
const featureWordsOf = <W extends { readonly raw: string; readonly rank: number }>(
  subject: ReadonlyArray<W>
): ReadonlyArray<W> =>
  subject
    .filter(
      (w) =>
        !framesSupportQuestion(w.raw) &&
        !CONTEXT_PLATFORMS.has(w.raw) &&
        !WORD_KINDS.has(w.raw) &&
        !CODE_KINDS.has(w.raw)
    )
    .sort((a, b) => b.rank - a.rank)
    .slice(0, MAX_FEATURE_WORDS)

const LOGICAL_OPERATORS: ReadonlySet<string> = new Set(["AND", "OR", "NOT", "XOR", "NOR", "NAND"])

/** Words making a kind of API, not one API: "the rest api" of a product is its HTTP interface, named by the product. */
const API_STYLES: ReadonlySet<string> = new Set(["rest", "restful", "web", "public", "private", "http", "json"])

/** A plain word, not a name or code, right before a kind noun: "template" in "the HTML template element". */
const namesTheKind = (tokens: ReadonlyArray<string>, position: number, technical: boolean): boolean => {
  const raw = tokens[position] ?? ""
  const next = (tokens[position + 1] ?? "").toLowerCase()
  return (
    (CODE_KINDS.has(next) || (technical && WORD_KINDS.has(next))) &&
    !(next === "api" && API_STYLES.has(raw.toLowerCase())) &&
    /^\p{L}+(?:-\p{L}+)*$/u.test(raw) &&
    isContentWord(raw.toLowerCase()) &&
    !FRAME_WORDS.has(raw.toLowerCase()) &&
    !PLATFORM_NAMES.has(raw.toLowerCase())
  )
}

/**
 * Positions of the capitalised words before the one that names a kind ("Screen" and "Wake" before "Lock API"): with
 * it, they are the thing's name. Browsers, platforms and "Web" are context ("the Chrome Web Share API" is "Share").
 */
const namesBeforeKinds = (
  tokens: ReadonlyArray<string>,
  technical: boolean,
  supportAsked: boolean
): ReadonlySet<number> => {
  const positions = new Set<number>()
  tokens.forEach((raw, position) => {
    if (!namesTheKind(tokens, position, technical)) return
    // "the customizable select element" in a question on support: the words before it qualify the thing asked about.
    const partOfName = UPPER_START.test(raw) ? isPartOfName : supportAsked ? qualifiesName : undefined
    if (partOfName === undefined) return
    for (let before = position - 1; before >= 0 && partOfName(tokens[before] ?? ""); before--) positions.add(before)
  })
  return positions
}

/** "CSS", "HTML", "Web", "API": a platform a feature's name is context to, or the kind of thing it is. */
const isContextOrKind = (lower: string): boolean =>
  PLATFORM_NAMES.has(lower) ||
  CONTEXT_PLATFORMS.has(lower) ||
  CODE_KINDS.has(lower) ||
  WORD_KINDS.has(lower) ||
  lower === "web" ||
  lower === "dom"

/** A lower-case content word of a feature's name ("customizable"), not the question's frame or platform. */
const qualifiesName = (raw: string): boolean =>
  /^\p{Ll}+$/u.test(raw) &&
  isContentWord(raw) &&
  !FRAME_WORDS.has(raw) &&
  !PLATFORM_NAMES.has(raw) &&
  !CONTEXT_PLATFORMS.has(raw) &&
  !framesSupportQuestion(raw)

const isPartOfName = (raw: string): boolean => {
  const lower = raw.toLowerCase()
  return (
    /^\p{Lu}\p{L}*$/u.test(raw) &&
    isContentWord(lower) &&
    !BROWSER_NAMES.has(lower) &&
    !PLATFORM_NAMES.has(lower) &&
    !FRAME_WORDS.has(lower) &&
    lower !== "web"
  )
}

/**
 * The platform a question names beside code ("the CSS min() function", "the HTML <search> element"): it tells
 * `min()` from JavaScript's `Math.min`, so it stays required where other names beside code are dropped.
 */
const PLATFORM_NAMES: ReadonlySet<string> = new Set(["css", "html", "javascript", "svg"])
const PLATFORM_KEYS: ReadonlyArray<readonly [string, number]> = [...PLATFORM_NAMES].map((name) => [name, termKey(name)])

/**
 * Whether the texts name another platform than the question's and not the question's own: "JavaScript built-in:
 * Math.min" for "the CSS min() function". Pages naming no platform are judged by their key terms alone.
 */
export const namesOtherPlatform = (query: QueryAnalysis, texts: ReadonlyArray<Searchable>): boolean =>
  namesRivalPlatform(query, texts) || namesOtherCodePlatform(query, texts)

/** Whether the texts name a rival of the question's context platform (Google Sheets for Excel) and not it. */
const namesRivalPlatform = (query: QueryAnalysis, texts: ReadonlyArray<Searchable>): boolean => {
  if (query.rivalPlatforms.length === 0) return false
  const named = (key: number) => texts.some((text) => text.terms.has(key))
  if (query.contextPlatform.some(named)) return false
  return query.rivalPlatforms.some((words) => words.every(named))
}

const namesOtherCodePlatform = (query: QueryAnalysis, texts: ReadonlyArray<Searchable>): boolean => {
  if (query.platform === undefined) return false
  const named = (key: number) => texts.some((text) => text.terms.has(key))
  let other = false
  for (const [name, key] of PLATFORM_KEYS) {
    if (!named(key)) continue
    if (name === query.platform) return false
    other = true
  }
  return other
}

/** An identifier written as code (`:has()`, `Array.at`, `@container`, `HTTP/3`), not words joined by hyphens. */
const isCode = (key: KeyTerm): boolean =>
  key.identifierForms.length > 0 && key.wordsInRow.length === 0 && /\p{L}/u.test(key.text)

const isIdentifier = (raw: string): boolean =>
  raw.startsWith(":") || raw.startsWith("@") || raw.endsWith("()") || /[-./+#_$]/.test(raw) || CAMEL.test(raw)

const LETTERS_THEN_NUMBER = /^(\p{L}{2,})(\d+)$/u
/** A file type of two short parts ("tar.gz"): pages write it as the end of a file's name ("archive.tar.gz"). */
const FILE_TYPE = /^\p{L}[\p{L}\p{N}]{0,4}\.\p{L}[\p{L}\p{N}]{0,3}$/u

/** "c++", "c#", "f#": a language's name ending in a sign, which its editions follow with no space ("C++20", "C# 12"). */
const SIGNED_LANGUAGE = /^\p{L}{1,3}(?:\+\+|#)$/u
/** C++'s editions by year ("98", "0x", "2a" drafts included) and C#'s and F#'s by number. */
const LANGUAGE_EDITIONS: ReadonlyArray<string> = [
  ...["98", "03", "0x", "1y", "1z", "2a", "2b", "2c"],
  ...Array.from({ length: 30 }, (_, i) => `${i + 1}`.padStart(2, "0")),
  ...Array.from({ length: 9 }, (_, i) => `${i + 1}`)
]

/**
 * Ways a source may write an identifier: `Array.prototype.findLast` is also `findLast` (its last segment, when
 * that is itself specific), `HTTP/3` also `HTTP3`, `Node.js` also `NodeJS`.
 */
export const identifierKey = (raw: string): KeyTerm => {
  const form = identifierForm(raw)
  const identifierForms = new Set([form])
  const stemForms: Array<string> = []
  const compact = form.replace(/[-./]/g, "")
  if (/^[\p{L}]+[./][\p{L}\p{N}]+$/u.test(form)) identifierForms.add(compact)
  // "sha1", "http2", "h264": pages write the number apart ("SHA-1", "HTTP/2", "H.264").
  const numbered = LETTERS_THEN_NUMBER.exec(form)
  if (numbered !== null) for (const joint of "-/.") identifierForms.add(`${numbered[1]}${joint}${numbered[2]}`)
  // JavaScript references write `Array.prototype.at` and `Array.at` for the same method.
  if (form.includes(".prototype.")) identifierForms.add(form.replace(".prototype.", "."))
  // A language named by a sign is written with its editions joined: a page on "C++11" is on C++.
  if (SIGNED_LANGUAGE.test(form)) for (const edition of LANGUAGE_EDITIONS) identifierForms.add(`${form}${edition}`)
  const segments = form.split(".")
  const tail = segments[segments.length - 1] ?? ""
  const rawTail = raw.split(".").pop() ?? ""
  if (segments.length > 1 && !isNumeric(form) && tail.length > 0) {
    // As an identifier (`at()`, `.at`) the last segment is code wherever it is short; as a plain word only when
    // it is specific (`findLast`, not `at`).
    identifierForms.add(tail)
    // `findLast` and `toSorted` name one method wherever they are written; `animate` and `flat` are words too.
    if (CAMEL.test(rawTail)) stemForms.push(stem(tail))
  }
  // Word-like identifiers ("IPv6", "HTTP/3" as "http3") are plain words in a text that writes them alone.
  // Not words joined by hyphens: "clip-path" run together is "clipPath", SVG's element, another thing.
  if (/^[\p{L}\p{N}]+$/u.test(compact) && !/^[:@]/.test(form) && !HYPHENATED_WORDS.test(form)) stemForms.push(compact)
  if (CAMEL.test(raw) && !/[-./+#_$:@()]/.test(raw)) stemForms.push(stem(form))
  const wordsInRow = HYPHENATED_WORDS.test(form) ? form.split("-").map(stem) : []
  return {
    text: raw,
    identifierForms: [...identifierForms],
    fileTypes: [...identifierForms].filter((f) => FILE_TYPE.test(f)),
    stemForms,
    stemKeys: termKeys(stemForms),
    ...numberedInitialsOf(form),
    wordsInRow,
    wordsInRowKeys: termKeys(wordsInRow),
    required: true,
    name: false,
    modifier: false
  }
}

/**
 * "n64", "ww2", "gta5": initials and a number, which pages write out ("Nintendo 64", "World War 2"): the letters and the
 * number's first digit, as `spellsOut` reads a text's words, and the number the text must write.
 */
const numberedInitialsOf = (form: string): Pick<KeyTerm, "acronym" | "acronymNumber" | "romanAcronym"> => {
  const parts = NUMBERED_INITIALS.exec(form)
  if (parts === null) return { acronym: undefined }
  const [, initials = "", number = ""] = parts
  const roman = ROMAN_NUMERALS[Number(number)]
  return {
    acronym: `${initials}${number.charAt(0)}`,
    acronymNumber: number,
    romanAcronym:
      roman === undefined
        ? undefined
        : { letters: `${initials}${roman.charAt(0)}`, numeral: termKey(roman), whole: termKey(`${initials}${roman}`) }
  }
}
const NUMBERED_INITIALS = /^(\p{Ll}{1,3})(\d{1,3})$/u
/** Numerals of two letters or more, as a text's stems hold them ("II"): a one-letter word spells out no initial. */
const ROMAN_NUMERALS: ReadonlyArray<string | undefined> = [
  undefined,
  undefined,
  "ii",
  "iii",
  "iv",
  undefined,
  "vi",
  "vii",
  "viii",
  "ix"
]

/** Units a page writes as symbols ("212 F", "9.46 trillion km"): the symbol names the unit as well as the word. */
// biome-ignore format: a word list reads better packed
const UNIT_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ["fahrenheit", "f"], ["celsius", "c"], ["kelvin", "k"], ["kilometre", "km"], ["kilometer", "km"],
  ["kilometres", "km"], ["kilometers", "km"], ["mile", "mi"], ["miles", "mi"], ["kilogram", "kg"],
  ["kilograms", "kg"], ["gigabyte", "gb"], ["gigabytes", "gb"], ["megabyte", "mb"], ["megabytes", "mb"],
  ["terabyte", "tb"], ["terabytes", "tb"], ["kilobyte", "kb"], ["kilobytes", "kb"], ["hertz", "hz"],
  ["megahertz", "mhz"], ["gigahertz", "ghz"], ["watt", "w"], ["watts", "w"], ["kilowatt", "kw"], ["volt", "v"],
  ["litre", "l"], ["litres", "l"], ["liter", "l"], ["liters", "l"], ["metre", "m"], ["metres", "m"], ["meter", "m"],
  ["meters", "m"]
])
/** British and American spellings of a unit: a page writes either. */
const SPELLINGS: ReadonlyMap<string, string> = new Map([
  ["litre", "liter"],
  ["litres", "liters"],
  ["liter", "litre"],
  ["liters", "litres"],
  ["metre", "meter"],
  ["metres", "meters"],
  ["meter", "metre"],
  ["meters", "metres"],
  ["kilometre", "kilometer"],
  ["kilometres", "kilometers"],
  ["kilometer", "kilometre"],
  ["kilometers", "kilometres"]
])

/**
 * Short forms technical writing uses beside the word ("max" for "maximum") and numeronyms ("k8s" for "kubernetes"):
 * a page writes either.
 */
// biome-ignore format: a word list reads better packed
const SHORT_FORMS: ReadonlyArray<readonly [short: string, full: string]> = [
  ["max", "maximum"], ["min", "minimum"], ["config", "configuration"], ["repo", "repository"], ["db", "database"],
  ["env", "environment"], ["dir", "directory"], ["auth", "authentication"], ["info", "information"],
  ["app", "application"], ["msg", "message"], ["docs", "documentation"], ["k8s", "kubernetes"],
  ["i18n", "internationalization"], ["l10n", "localization"], ["a11y", "accessibility"], ["o11y", "observability"],
  ["dict", "dictionary"], ["fridge", "refrigerator"], ["int", "integer"], ["var", "variable"], ["param", "parameter"],
  ["arg", "argument"],
  ["lib", "library"], ["pkg", "package"], ["js", "javascript"], ["cmd", "command"], ["ft", "feet"], ["lbs", "pounds"],
  ["kg", "kilogram"], ["km", "kilometre"], ["mi", "mile"], ["oz", "ounce"], ["hr", "hour"], ["sec", "second"],
  ["mime", "media"], ["py", "python"], ["mongo", "mongodb"], ["cert", "certificate"], ["certs", "certificates"],
  ["mt", "mount"], ["temp", "temperature"], ["golang", "go"]
]
/** Operating systems, whose release a how-to names as its context ("windows 11", "ubuntu 22.04"). */
// biome-ignore format: a word list reads better packed
const OPERATING_SYSTEMS: ReadonlySet<string> = new Set([
  "windows", "mac", "macos", "osx", "ios", "ipados", "android", "linux", "ubuntu", "debian", "fedora", "centos", "rhel"
])
/**
 * Platforms a how-to or a question names as its context, which pages on the subject often leave unsaid; HTTP is the
 * protocol of every status code and header ("gateway timeout http status code": "504 Gateway Timeout").
 */
// biome-ignore format: a word list reads better packed
const CONTEXT_PLATFORMS: ReadonlySet<string> = new Set([
  "js", "javascript", "css", "html", "python", "py", "java", "php", "ruby", "bash", "linux", "ubuntu", "debian",
  "windows", "mac", "macos", "macbook", "ios", "android", "excel", "mysql", "postgres", "postgresql", "terminal", "http"
])

/**
 * Rival platforms: each group's names, of which a question may name one as its context; the other groups of its
 * family are its rivals. A name of two words ("google sheets") is named when a text holds both.
 */
// biome-ignore format: a table reads better packed
const PLATFORM_FAMILIES: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>> = [
  [
    ["windows"], ["mac", "macos", "macbook", "osx"], ["linux", "ubuntu", "debian", "fedora"], ["ios", "iphone", "ipad"],
    ["android"]
  ],
  [["excel"], ["google sheets"], ["libreoffice"]],
  [["mysql", "mariadb"], ["postgres", "postgresql", "psql"], ["sqlite"], ["sql server", "mssql"], ["oracle"]],
  [["js", "javascript", "node", "typescript"], ["python"], ["java"], ["php"], ["ruby"]],
  [["bash", "zsh"], ["powershell"]],
  // The language a word is asked in ("thank you in japanese"); English is the pages' own, named beside any other.
  [
    ["japanese"], ["korean"], ["chinese", "mandarin", "cantonese"], ["spanish"], ["french"], ["german"], ["italian"],
    ["portuguese"], ["russian"], ["arabic"], ["hindi"], ["turkish"], ["dutch"], ["swedish"], ["greek"], ["polish"]
  ],
  // The country a question is asked of ("is tap water safe to drink in japan"): a page on another one answers for it.
  // Countries pages call by other names too (the UK, the US, Türkiye, Holland) are left out.
  [
    ["japan"], ["thailand"], ["china"], ["india"], ["france"], ["germany"], ["italy"], ["spain"], ["portugal"],
    ["mexico"], ["canada"], ["australia"], ["brazil"], ["ireland"], ["sweden"], ["norway"], ["switzerland"],
    ["austria"], ["belgium"], ["greece"], ["egypt"], ["vietnam"], ["indonesia"], ["singapore"], ["new zealand"]
  ]
]

/** A context platform's own names and its rivals' (see `QueryAnalysis.rivalPlatforms`), as stem keys. */
interface PlatformContext {
  readonly own: ReadonlyArray<number>
  readonly rivals: ReadonlyArray<ReadonlyArray<number>>
}
const NO_PLATFORM: PlatformContext = { own: [], rivals: [] }

/**
 * Each name of `PLATFORM_FAMILIES` with the context it gives, and its place in the table (families, then groups, in
 * order), which says which of two names a question gives comes first. Built once: a question names one or none.
 */
const PLATFORM_CONTEXTS: ReadonlyMap<string, { readonly place: number; readonly context: PlatformContext }> = (() => {
  const asKeys = (name: string) => name.split(" ").map((word) => termKey(stem(word)))
  const contexts = new Map<string, { readonly place: number; readonly context: PlatformContext }>()
  for (const family of PLATFORM_FAMILIES) {
    for (const asked of family) {
      const rivals = family.filter((group) => group !== asked).flatMap((group) => group.map(asKeys))
      const named = { place: contexts.size, context: { own: asked.flatMap(asKeys), rivals } }
      for (const name of asked) if (!contexts.has(name)) contexts.set(name, named)
    }
  }
  return contexts
})()

/** The names of `PLATFORM_FAMILIES` of two words or more ("google sheets"), each as its words. */
const PLATFORM_PHRASES: ReadonlyArray<readonly [name: string, words: ReadonlyArray<string>]> = [
  ...PLATFORM_CONTEXTS.keys()
]
  .filter((name) => name.includes(" "))
  .map((name) => [name, name.split(" ")] as const)

/**
 * The context of the platform the question names first in `PLATFORM_FAMILIES`' order, if it names one: a name of
 * one word by that word, a longer one ("google sheets") by all of its words.
 */
const platformRivalsOf = (words: ReadonlySet<string>): PlatformContext => {
  let first: { readonly place: number; readonly context: PlatformContext } | undefined
  const consider = (name: string) => {
    const named = PLATFORM_CONTEXTS.get(name)
    if (named !== undefined && (first === undefined || named.place < first.place)) first = named
  }
  for (const word of words) consider(word)
  for (const [name, parts] of PLATFORM_PHRASES) if (parts.every((part) => words.has(part))) consider(name)
  return first?.context ?? NO_PLATFORM
}

/**
 * Words pages use for one another: "the tallest mountain" is "the highest mountain" of the pages, a "folder" their
 * "directory".
 */
const SAME_SUPERLATIVES: ReadonlyArray<readonly [string, string]> = [
  ["tallest", "highest"],
  ["biggest", "largest"],
  ["folder", "directory"],
  ["folders", "directories"]
]
const OTHER_FORM: ReadonlyMap<string, string> = new Map(
  [...SHORT_FORMS, ...SAME_SUPERLATIVES].flatMap(([one, other]) => [[one, other] as const, [other, one] as const])
)

/**
 * Short names pages write out as the words they stand for, in a row: "mssql" is "SQL Server", "bp" a "blood pressure"
 * reading, the "chunnel" the "Channel Tunnel", the "ussr" the "Soviet Union".
 */
// biome-ignore format: a table reads better packed
const SPELLED_OUT: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["mssql", ["sql", "server"]], ["bp", ["blood", "pressure"]], ["chunnel", ["channel", "tunnel"]],
  ["ussr", ["soviet", "union"]], ["gcs", ["cloud", "storage"]], ["nyc", ["new", "york"]],
  ["msg", ["monosodium", "glutamate"]], ["kwh", ["kilowatt", "hour"]], ["mwh", ["megawatt", "hour"]]
])

/**
 * Countries and unions written by their initials ("uk", "US", "EU"), which pages spell out ("the United Kingdom") or
 * name otherwise ("Britain", "British"): the initials are the acronym a page may spell out, the rest other forms.
 */
const COUNTRY_INITIALS: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["uk", ["britain", "british"]],
  ["usa", ["us", "america", "american"]],
  ["eu", ["europe", "european"]]
])

const wordKey = (raw: string, required: boolean, name = false, modifier = false): KeyTerm => {
  const lower = raw.toLowerCase()
  const symbol = UNIT_SYMBOLS.get(lower)
  const spelling = SPELLINGS.get(lower) ?? OTHER_FORM.get(lower)
  const country = COUNTRY_INITIALS.get(lower)
  const stemForms = [
    stem(lower),
    ...(spelling === undefined ? [] : [stem(spelling)]),
    ...(symbol ?? []),
    ...(country ?? []).map(stem)
  ]
  const wordsInRow = (SPELLED_OUT.get(lower) ?? compoundParts(lower)).map(stem)
  return {
    text: raw,
    identifierForms: [],
    fileTypes: [],
    stemForms,
    stemKeys: termKeys(stemForms),
    acronym: country === undefined ? acronymOf(raw) : lower,
    wordsInRow,
    wordsInRowKeys: termKeys(wordsInRow),
    required,
    name,
    modifier
  }
}

/** A key term held by a text holding either word. */
const eitherWordKey = (first: string, second: string | undefined): KeyTerm => {
  const key = wordKey(first, false)
  if (second === undefined) return key
  return { ...withStemForms(key, wordKey(second, false).stemForms), text: `${first}|${second}` }
}

const EXCLUDING: ReadonlySet<string> = new Set(["without", "except", "excluding", "not"])

/**
 * "docker remove all unused volumes to free disk space": the words of the purpose a task is asked for, after "to" and
 * a verb of gain, which pages on the task leave unsaid.
 */
const purposeWords = (tokens: ReadonlyArray<string>): ReadonlyArray<string> => {
  const at = tokens.findIndex(
    (token, i) => i > 0 && token.toLowerCase() === "to" && PURPOSE_VERBS.has((tokens[i + 1] ?? "").toLowerCase())
  )
  return at < 0 ? [] : tokens.slice(at + 1).map((token) => token.toLowerCase())
}
// biome-ignore format: a word list reads better packed
const PURPOSE_VERBS: ReadonlySet<string> = new Set([
  "free", "save", "speed", "reduce", "avoid", "prevent", "improve", "reclaim", "declutter"
])

/** The lower-cased words right after any of `markers` in the question. */
const wordsAfter = (tokens: ReadonlyArray<string>, markers: ReadonlySet<string>): ReadonlySet<string> =>
  new Set(tokens.flatMap((token, i) => (markers.has(token.toLowerCase()) ? [(tokens[i + 1] ?? "").toLowerCase()] : [])))

/**
 * A word no English list holds, made of two that it does ("vscode", "nodeport", "letsencrypt"): a page writes the two
 * in a row ("VS Code", "NodePort", "Let's Encrypt" read as "lets encrypt"). The first split from the left whose parts
 * are both listed, the first of two letters or more, the second of three or more; none for other words.
 */
const compoundParts = (word: string): ReadonlyArray<string> => {
  if (word.length < MIN_COMPOUND_CHARS || !/^[a-z]+$/.test(word) || rankOf(word) !== UNLISTED_RANK) return []
  for (let cut = 2; cut <= word.length - 3; cut++) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)]
    if (ENGLISH_WORD_RANKS.has(head) && rankOf(tail) !== UNLISTED_RANK) return [head, tail]
  }
  return []
}
const MIN_COMPOUND_CHARS = 5

/** Whether a word is rare enough, and no frame word, to be a key word of a question ("avogadro", not "support"). */
export const canBeKeyWord = (word: string): boolean => rankOf(word) >= KEY_WORD_MIN_RANK && !FRAME_WORDS.has(word)

/** Whether a word frames a question rather than naming its subject ("support", "version", "browsers"). */
export const isFrameWord = (word: string): boolean => FRAME_WORDS.has(word)

/** A rare word as a key term, with every form a page may write it in (see `analyzeQuery`'s key words). */
export const keyWordFor = (word: string): KeyTerm => withDerivedForms(wordKey(word, false), word)

/**
 * A rare word also matches the words derived from its base ("lazily" is the "lazy" of the pages, "optimize" their
 * "optimization", "inference" their "infer"): the light stemmer keeps derivations apart, and pages word a question's
 * verb as a noun or its adverb as an adjective. Forms no page writes cost a lookup each and match nothing.
 */
const withDerivedForms = (key: KeyTerm, word: string): KeyTerm => withStemForms(key, derivedForms(word).map(stem))

/** The key term, also found as these stems (those it does not hold already). */
const withStemForms = (key: KeyTerm, forms: ReadonlyArray<string>): KeyTerm => {
  const added: Array<string> = []
  for (const form of forms) if (!key.stemForms.includes(form) && !added.includes(form)) added.push(form)
  if (added.length === 0) return key
  return { ...key, stemForms: [...key.stemForms, ...added], stemKeys: [...key.stemKeys, ...termKeys(added)] }
}

/** Derivational suffixes and what a base ends with once one is taken off ("lazily" -> "lazy"). */
// biome-ignore format: a table reads better packed
const DERIVATIONS: ReadonlyArray<readonly [suffix: string, baseEndings: ReadonlyArray<string>]> = [
  ["ization", ["ize"]], ["ation", ["", "e", "ate"]], ["ition", ["", "e"]], ["ion", ["", "e"]], ["ily", ["y"]],
  ["ly", [""]], ["able", ["", "e"]], ["ible", [""]], ["ence", [""]], ["ance", [""]], ["ment", [""]], ["ness", [""]],
  ["ity", ["", "e"]], ["ive", ["", "e"]], ["ize", [""]], ["ise", [""]]
]
/** A base shorter than this is not taken from a word: "ion" in "lion" is not a suffix. */
const MIN_BASE_CHARS = 3
/** A base shorter than this has no "-ic" adjective of its own ("logo" and "logic"). */
const MIN_ADJECTIVE_BASE_CHARS = 6

/** The word's base(s) and the words derived from them (see `withDerivedForms`). */
const derivedForms = (word: string): ReadonlyArray<string> => {
  const bases = new Set([word, ...(IRREGULAR_VERBS.get(word) ?? [])])
  for (const [suffix, endings] of DERIVATIONS) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_BASE_CHARS) continue
    for (const ending of endings) bases.add(word.slice(0, -suffix.length) + ending)
  }
  const forms: Array<string> = []
  for (const base of bases) {
    const root = base.endsWith("e") ? base.slice(0, -1) : base.endsWith("y") ? `${base.slice(0, -1)}i` : base
    forms.push(base, `${root}ation`, `${root}ion`, `${root}able`, `${base}ment`, `${root}ence`, `${base}ly`)
    if (base.endsWith("y")) forms.push(`${root}ly`)
    // "volcano": the pages' "volcanic massif"; a short base's adjective is another word ("logo", "logic").
    if (/[aeo]$/.test(base) && base.length >= MIN_ADJECTIVE_BASE_CHARS) forms.push(`${base.slice(0, -1)}ic`)
    // "refreeze": the pages' "refrozen" ("can safely be refrozen"), as "freeze" is "frozen".
    const verb = base.startsWith("re") && PAST_FORMS.has(base.slice(2)) ? base.slice(2) : base
    for (const past of PAST_FORMS.get(verb) ?? []) forms.push(verb === base ? past : `re${past}`)
    // "driving": the pages' "drivers" and "drove" ("Swedes drove on the left until 1967").
    if (base.endsWith("ing") && base.length - 3 >= MIN_BASE_CHARS) forms.push(...verbFormsOf(base.slice(0, -3)))
  }
  forms.push(...otherSpellingsOf(word))
  return forms.filter((form) => form !== word)
}

/**
 * The word as the other side of the Atlantic spells it ("aluminium" and "aluminum", "colour" and "color", "metre" and
 * "meter", "analyse" and "analyze", "grey" and "gray"): a question in one spelling names what pages write in the other.
 * A form no page writes matches nothing.
 */
const otherSpellingsOf = (word: string): ReadonlyArray<string> => {
  const own = OTHER_SPELLING.get(word)
  const forms = own === undefined ? [] : [own]
  for (const [pattern, replacement] of SPELLING_RULES) {
    if (pattern.test(word)) forms.push(word.replace(pattern, replacement))
  }
  return forms
}
// biome-ignore format: a table reads better packed
const SPELLING_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<=\p{L}{3})our(?=s?$|ed$|ing$|ite$|ites$|able$)/u, "or"], [/(?<=\p{L}{3}[^u])or(?=s?$|ed$|ing$|ite$|ites$|able$)/u, "our"],
  [/(?<=\p{L}{2})inium$/u, "inum"], [/(?<=\p{L}{2})inum$/u, "inium"],
  [/(?<=\p{L}{2}[bt])re(s?)$/u, "er$1"], [/(?<=\p{L}{2}[bt])er(s?)$/u, "re$1"],
  [/(?<=\p{L}{2})ys(e|ed|es|ing)$/u, "yz$1"], [/(?<=\p{L}{2})yz(e|ed|es|ing)$/u, "ys$1"],
  [/(?<=\p{L}{3})is(e|ed|es|ing|ation)$/u, "iz$1"], [/(?<=\p{L}{3})iz(e|ed|es|ing|ation)$/u, "is$1"],
  [/^(an|h|)ae(?=\p{L}{3})/u, "$1e"], [/^oe(?=\p{L}{3})/u, "e"]
]
// biome-ignore format: a table reads better packed
const OTHER_SPELLING: ReadonlyMap<string, string> = new Map(
  (
    [
      ["grey", "gray"], ["tyre", "tire"], ["tyres", "tires"], ["programme", "program"], ["cheque", "check"],
      ["kerb", "curb"], ["mould", "mold"], ["plough", "plow"], ["catalogue", "catalog"], ["dialogue", "dialog"],
      ["licence", "license"], ["defence", "defense"], ["offence", "offense"], ["pyjamas", "pajamas"],
      ["aeroplane", "airplane"], ["sulphur", "sulfur"], ["jewellery", "jewelry"], ["travelling", "traveling"]
    ] as ReadonlyArray<readonly [string, string]>
  ).flatMap(([british, american]) => [[british, american] as const, [american, british] as const])
)

/** Of a verb's "-ing" form less its ending ("driv"), the agent noun and irregular past forms pages use ("driver", "drove"). */
const verbFormsOf = (root: string): ReadonlyArray<string> => {
  const verbs = [root, `${root}e`]
  return [`${root}er`, ...verbs.flatMap((verb) => PAST_FORMS.get(verb) ?? [])]
}

/**
 * In a question on browser support, "queries" after a word names that word's at-rule: "container queries" are written
 * `@container`, "media queries" `@media`, "feature queries" `@supports`; a compatibility table names the at-rule alone.
 */
const withAtRule = (
  key: KeyTerm,
  tokens: ReadonlyArray<string>,
  position: number | undefined,
  supportAsked: boolean
): KeyTerm => {
  if (!supportAsked || position === undefined || !QUERIES.test(tokens[position] ?? "")) return key
  const before = tokens[position - 1]?.toLowerCase()
  if (before === undefined || !/^\p{L}+$/u.test(before)) return key
  const rule = `@${AT_RULE_OF_QUERIES.get(before) ?? before}`
  return { ...key, identifierForms: [...key.identifierForms, rule] }
}
const QUERIES = /^quer(?:y|ies)$/i
/** Queries whose at-rule is named otherwise: "feature queries" are `@supports`. */
const AT_RULE_OF_QUERIES: ReadonlyMap<string, string> = new Map([["feature", "supports"]])

/**
 * A rare word also matches the one word it makes with a neighbouring content word of the question: "nose bleed" is
 * the "nosebleed" of the pages, "data base" their "database". (The other way, one word split in two, is
 * `compoundParts`.)
 */
const withJoinedForms = (key: KeyTerm, tokens: ReadonlyArray<string>, position: number | undefined): KeyTerm => {
  if (position === undefined) return key
  const word = tokens[position]!.toLowerCase()
  return withStemForms(key, [
    ...joinable(tokens[position - 1]).map((before) => stem(before + word)),
    ...joinable(tokens[position + 1]).map((after) => stem(word + after))
  ])
}

const joinable = (token: string | undefined): ReadonlyArray<string> => {
  const lower = token?.toLowerCase()
  return lower !== undefined && /^[a-z]+$/.test(lower) && isContentWord(lower) ? [lower] : []
}

/**
 * Numbers are matched as written ("9114", "3.12"), as identifiers or as words; a round number also as the word pages
 * spell it with ("One Hundred Years of Solitude" for "100 years of solitude"), and a measure run together with its
 * unit also as its number ("100m" is the "100 metres" and "100-meter dash" of the pages, "401k" their "401(k)").
 */
/** "5.0", "2.0": a whole release, written with its ".0". */
const WHOLE_RELEASE = /^(\d+)\.0$/

const numberKey = (raw: string, required: boolean): KeyTerm => {
  const form = identifierForm(raw)
  const measured = MEASURE_WITH_UNIT.exec(form)?.[1]
  // "Bluetooth 5.0" is the "Bluetooth 5" of pages: a release's ".0" is often left unwritten.
  const whole = WHOLE_RELEASE.exec(form)?.[1]
  const stemForms = [
    form,
    ...(measured === undefined ? [] : [measured]),
    ...(whole === undefined ? [] : [whole]),
    ...spelledNumber(measured ?? form)
  ]
  const years = yearRangeOf(form)
  const wordsInRow = years === undefined ? [] : [years.first, "to", years.last]
  return {
    text: raw,
    identifierForms: [form, ...(years?.forms ?? [])],
    fileTypes: [],
    stemForms,
    stemKeys: termKeys(stemForms),
    ...numberedInitialsOf(form),
    wordsInRow,
    wordsInRowKeys: termKeys(wordsInRow),
    required,
    name: false,
    modifier: false
  }
}

/** A word of a feature's name in a question on support: neither its frame ("support", "version") nor a browser. */
const namesFeatureWord = (word: string): boolean =>
  /^\p{L}+$/u.test(word) && isContentWord(word) && !isFrameWord(word) && !framesSupportQuestion(word)

/**
 * "WebGL 2" in a question on support: the number is the feature's edition, found only beside its word ("WebGL 2",
 * "WebGL2"), never alone (a section "5.15.2", "two-dimensional").
 */
const featureNumberKey = (word: string, number: string): KeyTerm => {
  const wordsInRow = [stem(word), number]
  return {
    ...numberKey(number, true),
    identifierForms: [`${word}${number}`, `${word}-${number}`],
    stemForms: [],
    stemKeys: [],
    wordsInRow,
    wordsInRowKeys: termKeys(wordsInRow)
  }
}

/**
 * "2025/26", a tax or school year: pages write it "2025-26", "2025/2026" or "2025 to 2026". Undefined for other
 * numbers.
 */
const yearRangeOf = (
  form: string
): { readonly first: string; readonly last: string; readonly forms: ReadonlyArray<string> } | undefined => {
  const range = YEAR_RANGE.exec(form)
  if (range === null) return undefined
  const [, first = "", end = ""] = range
  const last = end.length === 4 ? end : `${first.slice(0, 2)}${end}`
  const forms = [last.slice(2), last].flatMap((tail) => [`${first}-${tail}`, `${first}/${tail}`])
  return { first, last, forms }
}
const YEAR_RANGE = /^((?:19|20)\d\d)[-/](\d\d|(?:19|20)\d\d)$/

/** A number run together with a unit of measure or a thousand ("100m", "5km", "64gb", "401k"). */
const MEASURE_WITH_UNIT = /^(\d+)(?:k|m|km|cm|mm|kg|g|lb|lbs|mb|gb|tb|kb|ms|hz|mhz|ghz|mph|kph|w|kw|v|ml|l)$/

// biome-ignore format: a word list reads better packed
const SPELLED_NUMBERS: ReadonlyMap<string, string> = new Map([
  ["2", "two"], ["3", "three"], ["4", "four"], ["5", "five"], ["6", "six"], ["7", "seven"],
  ["8", "eight"], ["9", "nine"], ["10", "ten"], ["11", "eleven"], ["12", "twelve"], ["20", "twenty"], ["30", "thirty"],
  ["40", "forty"], ["50", "fifty"], ["60", "sixty"], ["70", "seventy"], ["80", "eighty"], ["90", "ninety"],
  ["100", "hundred"], ["1000", "thousand"],
  // Ordinals: "1st fa cup final" is the first.
  ["1st", "first"], ["2nd", "second"], ["3rd", "third"], ["4th", "fourth"], ["5th", "fifth"], ["6th", "sixth"],
  ["7th", "seventh"], ["8th", "eighth"], ["9th", "ninth"], ["10th", "tenth"]
])

/**
 * The word a page spelling the number writes last ("hundred" in "one hundred"), for the numbers spelled in one; not
 * "one", which is as often a pronoun ("no one can know").
 */
const spelledNumber = (digits: string): ReadonlyArray<string> => {
  const word = SPELLED_NUMBERS.get(digits)
  return word === undefined ? [] : [stem(word), ordinalOf(digits)]
}

/** "2" as an ordinal in digits, "2nd": a product's generation ("AirPods Pro 2", "AirPods Pro (2nd generation)"). */
const ordinalOf = (digits: string): string => {
  const n = Number(digits)
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")
  return `${digits}${suffix}`
}

/**
 * Title-case questions ("How To Center A Div") capitalise every word; then capitals say nothing about names.
 */
const capitalsMeanNames = (tokens: ReadonlyArray<string>): boolean => {
  const plain = tokens.filter((t) => /^[\p{L}]+$/u.test(t))
  const upper = plain.filter((t) => UPPER_START.test(t)).length
  return plain.length < 4 || upper / plain.length < 0.6
}

const modifiesNext = (tokens: ReadonlyArray<string>, position: number): boolean => {
  const next = tokens[position + 1]
  // "What port does HTTPS use": the question's verb after a name is no noun the name qualifies.
  return (
    next !== undefined &&
    !next.startsWith('"') &&
    isContentWord(next.toLowerCase()) &&
    !FRAME_VERBS.has(next.toLowerCase())
  )
}

/**
 * "reverse a list python", "clear the find history": after an article, a verb stop words hold as a request ("list all
 * files", "show tables") is a noun and the question's subject, which a page on reversing strings lacks.
 */
const isNounAfterArticle = (word: string, before: string | undefined): boolean =>
  REQUEST_VERBS.has(word) && before !== undefined && ARTICLES.has(before)
const REQUEST_VERBS: ReadonlySet<string> = new Set(["list", "show", "find"])
const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "my", "this", "that", "each", "every", "your"])

const FRAME_VERBS: ReadonlySet<string> = new Set([
  "use",
  "support",
  "supports",
  "work",
  "works",
  "happen",
  "ship",
  "ships"
])

/** The edition a language's name writes ("C++20", "C#12"): only a token holding "+" or "#" can. */
const editionOf = (raw: string): string | undefined =>
  raw.includes("+") || raw.includes("#") ? LANGUAGE_EDITION.exec(raw)?.[1] : undefined

const NO_WORDS: ReadonlySet<string> = new Set()

/** "is a jellyfish actually a fish", "are tomatoes a fruit": the kind a yes or no asks its subject to be. */
const ASKS_KIND =
  /^\s*(?:is|are)\s+(?:(?:a|an|the)\s+)?[\p{L}-]+\s+(?:(?:actually|really|technically|considered|still)\s+)?(?:a|an)\s+(\p{L}+)\s*\??\s*$/iu

const askedKindOf = (query: string): number | undefined => {
  const kind = ASKS_KIND.exec(query)?.[1]
  return kind === undefined ? undefined : termKey(stem(kind.toLowerCase()))
}

/** Answers about a thing, which may be about an earlier one of it; a how-to's "current branch" is no such thing. */
const ASKS_OF_A_THING: ReadonlySet<AnswerType> = new Set(["date", "number", "entity", "yes_no", "version"])

/** How a question asks when a product came out. */
const ASKS_RELEASE =
  /\b(?:come out|came out|released?|release date|launch(?:ed)?|go on sale|went on sale|deliver(?:ed|y|ies)?)\b/i

const ASKS_DEFAULT = /\bdefault\b/i
const ASKS_CONFIRMED = /\b(?:confirmed|revealed|officially)\b/i
const ASKS_TRUE_IDENTITY = /\b(?:really|actually|real identity|true identity|identity)\b/i

/** What follows a question mark that ends a question of three words or more: "... for a dog? | mine feels hot". */
const AFTER_QUESTION = /(?<=\S+\s+\S+\s+[^?]*\S)\?\s+\S.*$/s

/**
 * "df shows disk full but du doesn't, how to find deleted files still held open": what comes before a question opened
 * after a comma is the asker's situation, as what follows its question mark is; unless the question points back at it
 * ("..., what is the new header called that replaces it").
 */
const SITUATION_BEFORE =
  /^[^,?]*[^\s,?],\s+(?=(?:how|what|which|why|where|when|who)\s(?![^?]*\b(?:it|its|this|that|them|they|these|those)\b))/i

/** A second question offered as the alternative to a yes or no, to the end: "... or can it run over plain tcp". */
const ALTERNATIVE_QUESTION = /\s+or\s+(?:do|does|did|can|could|is|are|was|were|will|would|should|must|have|has)\s.*$/is

/** A required identifier of five characters or more holding a digit: an error or a product code. */
const isNamedCode = (key: KeyTerm): boolean => key.required && key.text.length >= 5 && /\d/.test(key.text)

/** Analyses a question: terms and weights, key terms, phrase bigrams, answer type. Total and deterministic. */
export const analyzeQuery = (rawQuery: string): QueryAnalysis => {
  const query = withFrameWordsSpelled(
    (typeof rawQuery === "string" ? rawQuery : "").slice(0, MAX_QUERY_CHARS).normalize("NFKC")
  )
  const frame = questionFrame(query)
  // "can sqlite drop a column with ALTER TABLE or do i still have to recreate the table": a yes or no to the first
  // question answers the alternative, which pages need not word.
  // "what is a normal temperature for a dog? mine feels hot": what follows the question is its asker's situation.
  const question = query.replace(AFTER_QUESTION, "?").replace(SITUATION_BEFORE, "")
  const asked = frame.answerType === "yes_no" ? question.replace(ALTERNATIVE_QUESTION, "") : question
  const tokens: ReadonlyArray<string> = asked.match(QUERY_TOKEN) ?? []
  const names = capitalsMeanNames(tokens)
  const queryWords = words(asked)
  const contentWords = queryWords.filter(
    (word, i) => isContentWord(word) || isNounAfterArticle(word, queryWords[i - 1])
  )
  const stems = contentWords.map(stem)
  const terms = Array.from(new Set(stems)).slice(0, MAX_QUERY_TERMS)
  const weights = new Map<string, number>()
  contentWords.forEach((word, i) => {
    const term = stems[i]!
    weights.set(term, Math.max(weights.get(term) ?? 0, weightOfRank(rankOf(word))))
  })
  const keyed = (a: string, b: string) => [termKey(a), termKey(b)] as const
  const keyTerms: Array<KeyTerm> = []
  const bigrams: Array<readonly [number, number]> = []
  const seen = new Set<string>()
  const add = (key: KeyTerm) => {
    const id = [...key.identifierForms, ...key.stemForms].join("|")
    if (!seen.has(id) && id !== "") {
      seen.add(id)
      keyTerms.push(key)
    }
  }
  const plainWords: Array<{
    readonly raw: string
    readonly text: string
    readonly rank: number
    readonly position?: number
  }> = []
  const numbers: Array<string> = []
  /** Position in the question of each name added, for their initials (see `withInitials`). */
  const namesAt = new Map<number, KeyTerm>()
  const technical = NAMES_PLATFORM_OR_BROWSER.test(query)
  const lowerTokens = new Set(tokens.map((raw) => raw.toLowerCase()))
  const platforms = new Set([...lowerTokens].filter((word) => PLATFORM_NAMES.has(word)))
  const supportAsked = asksBrowserSupport(lowerTokens, frame.answerType) || asksPlatformSupport(query)
  const namingKinds = new Set<KeyTerm>()
  const attributes = markupNamesOf(query)
  const kindNamedBy = namesBeforeKinds(tokens, technical, supportAsked)
  // "chemical symbol for lead", "iso 4217 code for the forint": the words asking for a code are no subject.
  const askingForCode = frame.answerType === "code" ? codeAskingWords(query) : NO_WORDS
  tokens.forEach((raw, position) => {
    if (kindNamedBy.has(position)) {
      // "the Screen Wake Lock API": every capitalised word of the name before the kind is the subject's.
      const key = wordKey(raw, true)
      namingKinds.add(key)
      return add(key)
    }
    if (raw.startsWith("<")) return add(wordKey(raw.slice(1, -1), true))
    if (namesTheKind(tokens, position, technical)) {
      // "the font-display descriptor in @font-face": the kind's name is the subject, whatever code stands beside it.
      const key = raw.includes("-") ? identifierKey(raw) : wordKey(raw, true)
      namingKinds.add(key)
      return add(key)
    }
    // "the logical OR assignment operator": written in capitals, the operator's word names it (not "AND").
    if (technical && LOGICAL_OPERATORS.has(raw)) return add(wordKey(raw, true))
    // `hidden="until-found"`, `type=week`, `position: sticky`: an attribute or property and its value, both subject.
    const lower = raw.toLowerCase()
    if (attributes.has(lower)) return add(isIdentifier(raw) ? identifierKey(raw) : wordKey(raw, true))
    const quotedValue = quotedValueOf(raw)
    if (quotedValue !== undefined && isIdentifier(quotedValue)) return add(identifierKey(quotedValue))
    if (raw.startsWith('"')) {
      const phraseWords = words(raw).filter(isContentWord)
      const phrase = phraseWords.map(stem)
      for (const word of phraseWords) add(wordKey(word, true))
      for (let i = 0; i + 1 < phrase.length; i++) bigrams.push(keyed(phrase[i] ?? "", phrase[i + 1] ?? ""))
      return
    }
    // "C++20" in the question names its subject's edition, never an answer's release.
    const edition = editionOf(raw)
    if (edition !== undefined) numbers.push(edition)
    const numeric = isNumeric(raw)
    // "iso 3166-1 alpha-2 code": the standard's number and part, asked with, name no subject.
    if (isNumeric(lower) && lower.split("-").every((part) => askingForCode.has(part))) return
    if (numeric && !/\p{L}{3,}/u.test(raw.replace(/^v/i, "")) && !OTHER_FORM.has(lower)) {
      const key = numberKey(raw, !YEAR.test(raw))
      // "401k" names the 401(k): its 401 is the question's, never an answer.
      numbers.push(...key.stemForms.filter(isNumeric))
      // "renew ip address windows 11 cmd": how to do a thing on a system's release, which pages on it leave unsaid.
      // "flush dns windows 11" as well: a keyword how-to ends with the release it runs on ("debian 12 codename" asks
      // about the release).
      const task = frame.explains || (frame.answerType === "none" && position === tokens.length - 1)
      if (task && OPERATING_SYSTEMS.has((tokens[position - 1] ?? "").toLowerCase())) return
      // "calories in 1 gram of fat": one of a unit is "a gram", "per gram" on the pages.
      if (raw === "1" && dimensionOfUnit((tokens[position + 1] ?? "").toLowerCase()) !== undefined) return
      // "ubuntu create 4gb swapfile": a task's amount is its parameter; pages show the task with their own.
      if (frame.answerType === "none" && MEASURE_WITH_UNIT.test(lower)) return
      const numbered = (tokens[position - 1] ?? "").toLowerCase()
      if (supportAsked && namesFeatureWord(numbered)) return add(featureNumberKey(numbered, lower))
      return add(key)
    }
    if (lower.includes("-") && (ENGLISH_COMPOUND.test(lower) || isParticipleCompound(lower, technical))) {
      // "built-in", "up-to-date": English words, not code; its words weigh as the question's other words.
      for (const part of lower.split("-"))
        if (isContentWord(part)) plainWords.push({ raw: part, text: part, rank: rankOf(part) })
      return
    }
    // "Does Safari support ...", "... on iOS": the browser asked about is context, and a page on a feature Safari lacks
    // omits it; "iOS", written like code, is no identifier of the feature either.
    if (supportAsked && namesBrowserOrPlatform(lower)) return
    if (isIdentifier(raw)) return add(identifierKey(raw))
    if (!isContentWord(lower) && !isNounAfterArticle(lower, tokens[position - 1]?.toLowerCase())) return
    if (numeric && !OTHER_FORM.has(lower)) return add(identifierKey(raw))
    const name = names && position > 0 && (UPPER_START.test(raw) || ALL_CAPS.test(raw))
    if (name && rankOf(lower) >= 100) {
      const key = wordKey(raw, false, true, modifiesNext(tokens, position))
      namesAt.set(position, key)
      return add(key)
    }
    plainWords.push({ raw: lower, text: raw, rank: rankOf(lower), position })
  })
  const runs = nameRunsAt(namesAt)
    .map((run) => run.map((key) => keyTerms.indexOf(key)).filter((at) => at >= 0))
    .filter((run) => run.length >= 2)
  withInitials(keyTerms, namesAt, tokens)
  // Words that say what kind of answer is wanted ("which browsers support", "how tall", "who invented") are not its
  // subject.
  const askedVerb = frame.askedVerb
  // "... without destroying it": what the question rules out, a page on the subject need not say.
  const ruledOut = new Set([...wordsAfter(tokens, EXCLUDING), ...purposeWords(tokens)])
  const subject = plainWords.filter(
    (w) =>
      !FRAME_WORDS.has(w.raw) &&
      !askingForCode.has(w.raw) &&
      w.raw !== askedVerb &&
      !ruledOut.has(w.raw) &&
      !isPassivePredicate(tokens, w) &&
      !namesAnswerForm(tokens, w, query)
  )
  const rare = [...subject].sort((a, b) => b.rank - a.rank || (a.raw < b.raw ? -1 : 1))
  const rareEnough = rare.filter((w) => w.rank >= KEY_WORD_MIN_RANK)
  // "css disable text selection", "js remove duplicates": the platform is context pages on the subject drop; "who wrote
  // the bash shell" asks about the platform itself.
  const onSubject = frame.answerType === "entity" ? rareEnough : rareEnough.filter((w) => !CONTEXT_PLATFORMS.has(w.raw))
  const featureWords = supportAsked ? featureWordsOf(subject) : []
  const keyWords =
    featureWords.length > 0 ? featureWords : (onSubject.length > 0 ? onSubject : rareEnough).slice(0, MAX_KEY_WORDS)
  // An identifier or number names the subject precisely; otherwise the rare words do, and a question without
  // names or rare words still names its subject by its rarest word.
  const precise = keyTerms.some((key) => key.required)
  // "WebAssembly SIMD", "RegExp v flag": words naming a member of the type the question names by code.
  let typeMembersNamed = false
  if (precise) {
    // "the CSS :has() selector": beside an identifier, names are context a page need not repeat; so are words
    // joined by hyphens beside code ("the :focus-visible pseudo-class", "the Array.at() built-in"): they name
    // the kind of thing, which the page on it may not write.
    // A language or runtime named beside code ("std::span c++", "Array.at in Node.js") is context too.
    const code = keyTerms.some((key) => key.required && isCode(key) && !PRODUCT_NAME.test(key.text))
    // In a question on support, names and hyphenated names beside code are the feature's own ("unicode-range in
    // @font-face", "User-Agent Client Hints"): the question is about one feature, named by all of them.
    const ownName = (key: KeyTerm) => supportAsked && key.name && !isContextOrKind(key.text.toLowerCase())
    const hyphenatedName = (key: KeyTerm) =>
      supportAsked && key.wordsInRow.length > 0 && !CODE_KINDS.has(key.text.toLowerCase())
    const keptBesideCode = (key: KeyTerm) =>
      namingKinds.has(key) ||
      ownName(key) ||
      hyphenatedName(key) ||
      (key.wordsInRow.length === 0 && !PRODUCT_NAME.test(key.text))
    const required = keyTerms.filter((key) => (key.required ? !code || keptBesideCode(key) : ownName(key)))
    keyTerms.length = 0
    keyTerms.push(...required)
    // "Does Safari support the RegExp v flag?": a bare type name is the family, the words beside it the feature.
    if (required.every(isBareTypeName)) {
      for (const word of featureWords) add(keyWordFor(word.raw))
      // A type is capitalised ("WebAssembly", "RegExp"); "feDropShadow" is an element, its words beside it a kind.
      typeMembersNamed = featureWords.length > 0 && required.every((key) => /^\p{Lu}/u.test(key.text))
    }

    runs.length = 0
  } else {
    for (const word of keyWords) {
      const own = wordKey(word.raw, false)
      const key = withDerivedForms({ ...own, acronym: own.acronym ?? acronymOf(word.text) }, word.raw)
      add(withAtRule(withJoinedForms(key, tokens, word.position), tokens, word.position, supportAsked))
    }
    // Without names or rare words, the subject is one of its two rarest words: "sound" or "travel" in "how fast does
    // sound travel in air", whichever a page uses.
    if (keyTerms.length === 0 && rare[0] !== undefined) add(eitherWordKey(rare[0].raw, rare[1]?.raw))
    const picked = frame.answerType === "entity" ? superlativeNoun(frame.askedPhrase) : undefined
    if (picked !== undefined && isContentWord(picked)) add(wordKey(picked, false))
  }
  for (let i = 0; i + 1 < stems.length; i++) bigrams.push(keyed(stems[i] ?? "", stems[i + 1] ?? ""))
  const rivals = platformRivalsOf(lowerTokens)
  return {
    terms,
    termKeys: termKeys(terms),
    weights: [...weights].map(([term, weight]) => [termKey(term), weight] as const),
    keyTerms,
    bigrams,
    answerType: frame.answerType,
    askedNumbers: new Set(numbers),
    explains: frame.explains,
    keywordSearch: frame.keywordSearch,
    asksWhen: frame.asksWhen,
    asksWhere: frame.asksWhere,
    asksAboutStatusCodes: STATUS_CODES.test(query),
    askedNouns: frame.askedPhrase.filter(isContentWord).map(stem),
    askedRole: askedVerb === undefined ? undefined : roleOf(askedVerb),
    asksDeed: askedVerb !== undefined && rankOf(askedVerb) >= DEED_VERB_MIN_RANK && !MAKING_VERBS.has(askedVerb),
    askedCode: codeTokensOf(query),
    countedNoun: frame.countedNoun === undefined ? undefined : termKey(stem(frame.countedNoun)),
    optionalKeysNeeded: optionalKeysNeeded(keyTerms),
    platform: platforms.size === 1 && keyTerms.some(isCode) ? [...platforms][0] : undefined,
    rivalPlatforms: rivals.rivals,
    contextPlatform: rivals.own,
    nameRuns: runs.map((run) => run.map((at) => keyTerms[at]!)),
    numberedWords: numberedWordsOf(tokens),
    namesFeature: (!precise || typeMembersNamed) && featureWords.length > 0,
    askedBrowsers: askedBrowsersOf(lowerTokens, supportAsked),
    askedDimension: askedDimensionOf(lowerTokens),
    taskVerb: frame.taskVerb,
    asksCurrentOne:
      ASKS_OF_A_THING.has(frame.answerType) &&
      (lowerTokens.has("current") || lowerTokens.has("present-day") || lowerTokens.has("existing")),
    asksRelease: frame.answerType === "date" && ASKS_RELEASE.test(query),
    asksDefault: frame.answerType !== "yes_no" && !frame.explains && ASKS_DEFAULT.test(query),
    askedEvent: frame.answerType === "date" ? askedEventOf(query) : undefined,
    asksConfirmed: ASKS_CONFIRMED.test(query),
    asksTrueIdentity: frame.answerType === "entity" && ASKS_TRUE_IDENTITY.test(query),
    namedCodes: keyTerms.filter(isNamedCode).map((key) => key.text.toLowerCase()),
    askedKind: askedKindOf(query)
  }
}

/**
 * A word beginning with one of the verb's forms shortened to what its nouns share ("composed" -> "compos", "wrote" ->
 * "writ"), or undefined when every root is too short to say anything.
 */
const roleOf = (verb: string): RegExp | undefined => {
  const forms = [verb, ...(IRREGULAR_VERBS.get(verb) ?? [])]
  const roots = [...forms, ...forms.flatMap((form) => SAME_DEED.get(form) ?? [])]
    .map((form) => form.replace(/(?:ed|es|e|s)$/, ""))
    .filter((root) => root.length >= MIN_VERB_ROOT_CHARS && /^\p{L}+$/u.test(root))
  return roots.length === 0 ? undefined : new RegExp(`(?<!\\p{L})(?:${roots.join("|")})`, "iu")
}
const MIN_VERB_ROOT_CHARS = 3

/**
 * Words pages write for the same deed: "who bought HashiCorp" is answered by "IBM completed its acquisition of", "who
 * owns Fitbit" by "Google completes Fitbit acquisition" or "a subsidiary of Google".
 */
const SAME_DEED: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["buy", ["acquir", "purchas"]],
  ["acquire", ["bought", "buy", "purchas"]],
  ["purchase", ["bought", "buy", "acquir"]],
  ["own", ["acquir", "bought", "buys", "purchas", "parent", "subsidiar"]],
  ["owns", ["acquir", "bought", "buys", "purchas", "parent", "subsidiar"]]
])

/** Rarer than this, a verb names one deed ("illustrated", "bought"); commoner ones ("came up with") are worded freely. */
const DEED_VERB_MIN_RANK = 2000

/** Verbs of making, which pages word many ways ("proposed", "a novel by", "developed the first vaccine"). */
// biome-ignore format: a word list reads better packed
const MAKING_VERBS: ReadonlySet<string> = new Set([
  "create", "created", "make", "made", "write", "wrote", "written", "develop", "developed", "design", "designed",
  "invent", "invented", "found", "founded", "discover", "discovered", "compose", "composed", "paint", "painted",
  "build", "built", "direct", "directed", "author", "authored", "establish", "established", "start", "started"
])

/**
 * "when was hong kong handed back": a past participle after "was" or "were" is what happened to the subject, which
 * pages word every way ("the handover", "returned", "sovereignty passed"); the subject is the rest.
 */
const isPassivePredicate = (
  tokens: ReadonlyArray<string>,
  word: { readonly raw: string; readonly position?: number }
): boolean => {
  if (word.position === undefined || !/ed$/.test(word.raw)) return false
  return tokens.slice(0, word.position).some((token) => PASSIVE_AUXILIARIES.has(token.toLowerCase()))
}
const PASSIVE_AUXILIARIES: ReadonlySet<string> = new Set(["was", "were"])

const ASKED_UNIT_NAMES: ReadonlySet<string> = new Set(ASKED_UNITS)

const askedDimensionOf = (words: ReadonlySet<string>): Dimension | undefined => {
  for (const word of words) if (ASKED_UNIT_NAMES.has(word)) return dimensionOfUnit(word)
  for (const word of words) {
    const dimension = DIMENSION_WORDS.get(word)
    if (dimension !== undefined) return dimension
  }
  return undefined
}

/**
 * Words asking for an amount of one quantity without naming its unit ("how tall is the shard", "how much does it
 * weigh"). Not nouns of a quantity, which a question also names as its setting ("boiling point at high altitude").
 */
const DIMENSION_WORDS: ReadonlyMap<string, Dimension> = new Map([
  ...["tall", "deep", "far"].map((word) => [word, "length"] as const),
  ...["heavy", "weigh", "weighs"].map((word) => [word, "mass"] as const)
])

/** A word the question numbers: its number, and the pattern of the word numbered in a text. */
export interface NumberedWord {
  readonly number: string
  /** "gen 1", "Gen 2": the word and the number a text gives it (group 1); compiled once per question. */
  readonly numbered: RegExp
}

const numberedWordsOf = (tokens: ReadonlyArray<string>): ReadonlyArray<NumberedWord> => {
  const numbered: Array<NumberedWord> = []
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [token = "", next = ""] = [tokens[i], tokens[i + 1]]
    // The number first: most words are followed by none.
    if (!/^\d+(?:\.\d+)*$/.test(next) || !/^\p{L}+$/u.test(token)) continue
    numbered.push({ number: next, numbered: new RegExp(`\\b${token.toLowerCase()}\\s+(\\d+(?:\\.\\d+)*)\\b`, "giu") })
  }
  return numbered
}

/** The names at consecutive positions of the question, in runs of two or more. */
const nameRunsAt = (namesAt: ReadonlyMap<number, KeyTerm>): Array<Array<KeyTerm>> => {
  const runs: Array<Array<KeyTerm>> = []
  let run: Array<KeyTerm> = []
  for (const position of [...namesAt.keys()].sort((a, b) => a - b)) {
    if (!namesAt.has(position - 1) && run.length > 0) {
      if (run.length >= 2) runs.push(run)
      run = []
    }
    run.push(namesAt.get(position)!)
  }
  if (run.length >= 2) runs.push(run)
  return runs
}

/**
 * Each name of a run of `MIN_INITIALS` or more ("Hubble Space Telescope") is also found as the run's initials
 * ("HST"), which pages use once they have named it. Replaces the keys in place.
 */
const withInitials = (
  keyTerms: Array<KeyTerm>,
  namesAt: ReadonlyMap<number, KeyTerm>,
  tokens: ReadonlyArray<string>
): void => {
  let start = 0
  for (let position = 0; position <= tokens.length; position++) {
    if (namesAt.has(position)) continue
    if (position - start >= MIN_INITIALS) {
      const run = tokens.slice(start, position)
      const initials = run.map((t) => t.charAt(0).toLowerCase()).join("")
      for (let p = start; p < position; p++) {
        const key = namesAt.get(p)
        const at = key === undefined ? -1 : keyTerms.indexOf(key)
        if (key !== undefined && at >= 0) {
          keyTerms[at] = {
            ...key,
            stemForms: [...key.stemForms, initials],
            stemKeys: [...key.stemKeys, termKey(initials)]
          }
        }
      }
    }
    start = position + 1
  }
}

/**
 * The rare words (at most two, frame words excluded) name the subject: a page must hold as many key terms as there
 * are of them, plus half of the names, rounded up (names are often context: "CSS", "Chrome"); of the names that
 * modify the next word (see `KeyTerm.modifier`), half rounded down.
 */
export const optionalKeysNeeded = (keyTerms: ReadonlyArray<KeyTerm>): number => {
  let names = 0
  let modifiers = 0
  let others = 0
  for (const key of keyTerms) {
    if (key.required) continue
    if (key.modifier) modifiers++
    else if (key.name) names++
    else others++
  }
  return Math.ceil(names / 2) + Math.floor(modifiers / 2) + others
}

interface Searchable {
  readonly identifiers: ReadonlySet<string>
  readonly terms: Pick<TermSet, "has">
  /** Stems (keys) in text order, with their shapes, for acronyms spelt out and words in a row. */
  readonly stems: ReadonlyArray<number>
  readonly shapes: ReadonlyArray<TermShape>
  readonly numbers: ReadonlySet<string>
}

/**
 * The first key term the texts (a title and a snippet, or a sentence and its page's title) fail: a required one
 * missing, or, when too few of the others are present (see `KeyTerm.required`), the first missing of those.
 */
export const missingKeyTermIn = (query: QueryAnalysis, texts: ReadonlyArray<Searchable>): KeyTerm | undefined => {
  const present = (key: KeyTerm) => texts.some((text) => hasKeyTerm(key, text))
  let found = 0
  let firstMissing: KeyTerm | undefined
  for (const key of query.keyTerms) {
    const here = present(key)
    if (key.required && !here) return key
    if (key.required) continue
    if (here) found++
    else firstMissing ??= key
  }
  return found >= query.optionalKeysNeeded ? undefined : firstMissing
}

const FRAME_STEMS: ReadonlySet<string> = new Set([...FRAME_WORDS].map(stem))
const FRAME_KEYS: ReadonlySet<number> = new Set(termKeys([...FRAME_STEMS]))

/** Whether a question term (a key) only frames the question ("possible", "version", "many"): no page must say it. */
export const isFrameTerm = (term: number): boolean => FRAME_KEYS.has(term)

/**
 * The question's words that name its subject: its content stems less the frame ("which browsers support") and
 * less the names that only qualify the next word ("HTML", "CSS"), which pages of every other feature share.
 */
export const subjectTermsOf = (query: QueryAnalysis): ReadonlyArray<string> => {
  const qualifiers = new Set([
    ...query.keyTerms.filter((key) => key.modifier).flatMap((key) => key.stemForms),
    ...PLATFORM_NAMES
  ])
  return query.terms.filter((term) => !FRAME_STEMS.has(term) && !qualifiers.has(term))
}

/**
 * A key term weighs as much as two of the rarest words: the identifier or name a question is about counts for more
 * than its everyday words ("which browsers support the CSS ... selector").
 */
export const KEY_TERM_WEIGHT = 2 * weightOfRank(UNLISTED_RANK)

/**
 * Frame words the answering page leaves out: "Supported in Chrome 117" answers "which browsers support X" without
 * saying "browser", a word rare enough in English to weigh like the subject. For coverage they weigh as an
 * everyday word; ranking keeps their weight (a page that does say "browser" is still the better match).
 */
const IMPLIED_FRAME_STEMS: ReadonlyArray<number> = termKeys(["browser"])
const IMPLIED_FRAME_WEIGHT = weightOfRank(100)

/**
 * Share of the question's weight (its content words by specificity, plus its key terms) that the texts hold
 * together: 0..1; 1 for a question with nothing to weigh. Key terms weigh as `missingKeyTermIn` asks for them:
 * each required one in full, the others as many as a source must hold ("Hubble" is the Hubble Space Telescope).
 */
export const weightedCoverageOf = (query: QueryAnalysis, texts: ReadonlyArray<Searchable>): number => {
  let total = 0
  let found = 0
  for (const [term, rankWeight] of query.weights) {
    const weight = IMPLIED_FRAME_STEMS.includes(term) ? IMPLIED_FRAME_WEIGHT : rankWeight
    total += weight
    if (holdsTerm(query, term, texts)) found += weight
  }
  let optionalFound = 0
  for (const key of query.keyTerms) {
    const here = texts.some((text) => hasKeyTerm(key, text))
    if (!key.required) optionalFound += Number(here)
    else {
      total += KEY_TERM_WEIGHT
      if (here) found += KEY_TERM_WEIGHT
    }
  }
  total += query.optionalKeysNeeded * KEY_TERM_WEIGHT
  found += Math.min(optionalFound, query.optionalKeysNeeded) * KEY_TERM_WEIGHT
  return total === 0 ? 1 : found / total
}

/**
 * Whether the texts hold a question term, as itself or as another form of the key term it is ("Super Bowl" for
 * "superbowl", "nosebleed" for "nose bleed").
 */
export const holdsTerm = (query: QueryAnalysis, term: number, texts: ReadonlyArray<Searchable>): boolean =>
  texts.some((text) => text.terms.has(term)) ||
  query.keyTerms.some((key) => key.stemKeys.includes(term) && texts.some((text) => hasKeyTerm(key, text)))

/** Whether a text's tokens contain a key term in any of its forms. */
export const hasKeyTerm = (key: KeyTerm, text: Searchable): boolean =>
  key.identifierForms.some((f) => text.identifiers.has(f)) ||
  key.fileTypes.some((f) => namesFileOfType(f, text)) ||
  key.stemKeys.some((f) => text.terms.has(f)) ||
  (key.acronym !== undefined &&
    spellsOut(key.acronym, text.shapes) &&
    (key.acronymNumber === undefined || text.numbers.has(key.acronymNumber))) ||
  (key.romanAcronym !== undefined &&
    (text.terms.has(key.romanAcronym.whole) ||
      (text.terms.has(key.romanAcronym.numeral) && spellsOut(key.romanAcronym.letters, text.shapes)))) ||
  (key.wordsInRowKeys.length > 0 && inRow(key.wordsInRowKeys, text.stems) && !extendsIdentifier(key, text))

/** Whether the text names a file of the type ("archive.tar.gz" for "tar.gz"). */
const namesFileOfType = (extension: string, text: Searchable): boolean => {
  for (const identifier of text.identifiers) if (identifier.endsWith(`.${extension}`)) return true
  return false
}

/**
 * Whether the text writes another identifier made of the key's words: a longer one beginning with it
 * ("overscroll-behavior-block" for "overscroll-behavior", a longhand) or its words run together ("clipPath", SVG's
 * element, for CSS's "clip-path"). The words in a row then come from that other identifier.
 */
const extendsIdentifier = (key: KeyTerm, text: Searchable): boolean => {
  for (const identifier of text.identifiers) {
    for (const form of key.identifierForms) {
      if (identifier.startsWith(`${form}-`) || identifier === form.replaceAll("-", "")) return true
    }
  }
  return false
}

/** Whether the stems appear one after another in the text. */
const inRow = (words: ReadonlyArray<number>, stems: ReadonlyArray<number>): boolean => {
  for (let i = 0; i + words.length <= stems.length; i++) {
    let j = 0
    while (j < words.length && stems[i + j] === words[j]) j++
    if (j === words.length) return true
  }
  return false
}

/**
 * Whether consecutive words of a text start with the acronym's letters ("International Space Station" for ISS,
 * "National Aeronautics and Space Administration" for NASA: stop words inside it are skipped). Read only when the
 * acronym itself is missing.
 */
const spellsOut = (letters: string, stems: ReadonlyArray<TermShape>): boolean => {
  for (let i = 0; i + letters.length <= stems.length; i++) {
    let matched = 0
    for (let j = i; j < stems.length && matched < letters.length; j++) {
      const word = stems[j]!
      if (matched > 0 && isStopwordShape(word)) continue
      if (shortLength(word) < 2 || firstUnit(word) !== letters.charCodeAt(matched) || isStopwordShape(word)) break
      matched++
    }
    if (matched === letters.length) return true
  }
  return false
}
