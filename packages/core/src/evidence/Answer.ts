import { QUANTITY_NOUNS, statesValueOf } from "./AnswerType.ts"
import type { CheckedCandidate } from "./CheckedCandidate.ts"
import { codeTokensOf } from "./CodeTokens.ts"
import { type Counting, type Counts, countingNumbers, countsIn } from "./CountedNouns.ts"
import { datesOtherEvent } from "./DatedEvents.ts"
import { ENGLISH_WORD_RANKS, UNLISTED_RANK } from "./EnglishWordRanks.ts"
import { capText, cleanText } from "./HtmlText.ts"
import { type AmountTolerance, type Measure, measuresIn, namesUnit, sameAmount, significantDigits } from "./Measure.ts"
import { perSource } from "./PerSource.ts"
import {
  hasKeyTerm,
  holdsTerm,
  isFrameTerm,
  joinsEnglishWords,
  missingKeyTermIn,
  type QueryAnalysis,
  rankOf,
  subjectTermsOf,
  weightedCoverageOf
} from "./QueryAnalysis.ts"
import { addressTokens, titlePrecision } from "./Relevance.ts"
import { daysDatedIn, fullDatesIn, MONTH_NAME, monthDaysIn, monthsDatedIn, type StatedDate } from "./StatedDates.ts"
import { termKey, termKeys } from "./TermKey.ts"
import { isFunctionShape, shortLength } from "./TermShape.ts"
import { isContentWord, isNumeric, STOPWORDS, stem, words } from "./Terms.ts"
import { type TextTokens, textTokens } from "./TextTokens.ts"
import { countSpelledOtherwise } from "./TokenValues.ts"
import { WrittenIndex } from "./WrittenIndex.ts"

export interface AnswerOptions extends AmountTolerance {
  readonly maxAnswerChars: number
  readonly answerSupportRatio: number
  readonly minWeightedCoverage: number
}

/** A sentence of a source that answers the question: it names the key terms and states a value of the asked type. */
interface Sentence {
  readonly text: string
  readonly tokens: TextTokens
  /** Position of its source in the ranked sources. */
  readonly rank: number
  readonly position: number
  /** Ends in an ellipsis: cut by the provider or by our snippet cap. */
  readonly truncated: boolean
  /** Share of the question's weight the sentence covers by itself (without its page's title). */
  readonly coverage: number
  /** Key terms the sentence states itself. */
  readonly keyTerms: number
  /** For a question asking for a code, the codes the sentence gives (`codesIn`); empty otherwise. */
  readonly codes: ReadonlyArray<string>
}

/** A statement needs this many independent sites behind it to count as supported. */
const MIN_SUPPORT = 2
/** Shorter fragments ("Read more.", "Updated.") are not answers. */
const MIN_SENTENCE_CHARS = 20
const MIN_SENTENCE_WORDS = 3

/**
 * Breaks after . ! ? (and their CJK forms) unless the next word starts lower-case ("e.g. the") or the period ends
 * an abbreviation ("Oct. 2, 2023", "No. 5", "Op. 32", "Mt. Everest", "9 a.m. Monday", "256 bits, i.e. 32 bytes") or an
 * initial ("the U.S. Navy", "John F. Kennedy"), which would cut a name in two; a unit ("−210.0 °C.", "77 K.") ends one.
 */
const SENTENCE_BREAK =
  /(?<=[.!?。！？])(?<!\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|No|Nos|Op|Vol|Fig|approx|ca|Mr|Mrs|Ms|Dr|St|Mt|Ft|Jr|Sr|Prof|Gen|Gov|Sen|Rep|Lt|Col|Capt|Sgt|Inc|Ltd|Corp|Co|vs|a\.m|p\.m|i\.e|e\.g|cf|viz|(?<!°|\d\s)\p{Lu})\.)\s+(?=[^\p{Ll}])/u
/**
 * Every break follows one of these ends and a space: a snippet holding none (a third of the golden set's, every one of
 * the bench's) is one piece, without the break pattern's lookbehinds tried at each position (0.1 µs for 0.7).
 */
const MAY_BREAK = /[.!?。！？]\s/
const piecesOf = (snippet: string): ReadonlyArray<string> =>
  MAY_BREAK.test(snippet) ? snippet.split(SENTENCE_BREAK) : [snippet]
const LEADING_ELLIPSIS = /^(?:\.{3}|…)\s*/
const TRAILING_ELLIPSIS = /(?:\.{3}|…)$/

/**
 * The sentences of a source that answer the question: long enough to be a statement, naming the key terms (in
 * the sentence, its page's title or elsewhere in its snippet, which set its subject), covering enough of the question's weight, and
 * stating a value of the asked type.
 */
export const answeringSentences = (
  query: QueryAnalysis,
  source: CheckedCandidate,
  rank: number,
  options: AnswerOptions
): ReadonlyArray<Sentence> => answeringOf(query, source, options).map((sentence) => ({ ...sentence, rank }))

/** The answering sentences of a source for one question and options, before its rank is known. */
interface Answering {
  readonly query: QueryAnalysis
  readonly options: AnswerOptions
  readonly sentences: ReadonlyArray<Omit<Sentence, "rank">>
}

/** `validateEvidence` asks twice per source (does it answer, then which sentence answers best): judged once. */
const knownAnswering = new WeakMap<CheckedCandidate, Answering>()

const answeringOf = (
  query: QueryAnalysis,
  source: CheckedCandidate,
  options: AnswerOptions
): ReadonlyArray<Omit<Sentence, "rank">> => {
  const known = knownAnswering.get(source)
  if (known?.query === query && known.options === options) return known.sentences
  const sentences = piecesOf(source.snippet).flatMap((piece, position) => {
    const text = piece.replace(LEADING_ELLIPSIS, "").trim()
    if (text.length < MIN_SENTENCE_CHARS) return []
    // A snippet of one sentence is its own sentence: its tokens are read already.
    const tokens = text === source.snippet ? source.snippetTokens : textTokens(text)
    if (tokens.wordHashes.length < MIN_SENTENCE_WORDS) return []
    const texts = withKeyTerms(query, source, [tokens, source.titleTokens, source.snippetTokens])
    if (texts === undefined || weightedCoverageOf(query, texts) < options.minWeightedCoverage) return []
    if (
      !statesValueOf(query.answerType, tokens, query.askedNumbers) &&
      !leadsWithName(query, text) &&
      !(query.answerType === "date" && eraYearsIn(text).length > 0) &&
      !(query.answerType === "date" && namesDayOfAskedYear(query, text))
    )
      return []
    // "Chrome 40, Firefox 41, Safari 11.1 and Edge 16" answers which versions support something, and nothing else:
    // not how to clear Chrome's cache, nor why it uses memory.
    if (query.answerType !== "version" && isBrowserSupportList(text)) return []
    // "Use this circle calculator to find the area": a page pointing at its own tool tells how to use the page.
    if (OWN_TOOL.test(text)) return []
    if (!namesAskedBrowser(query, tokens)) return []
    if (query.answerType === "yes_no" && !speaksToPredicateIn(query, tokens, source)) return []
    // "Antarctic Desert (Antarctica).": a heading, all names, says neither yes nor no.
    if (query.answerType === "yes_no" && !WRITES_LOWER_CASE_WORD.test(text)) return []
    const codes = query.answerType === "code" ? codesIn(query, tokens, text) : []
    if (query.answerType === "code" && codes.length === 0) return []
    if ((query.answerType === "entity" || query.asksConfirmed) && SAYS_UNKNOWN.test(text)) return []
    if (query.asksTrueIdentity && IDENTITY_UNKNOWN.test(source.snippet)) return []
    if (query.asksWhere && !namesPlaceIn(query, text)) return []
    if (query.asksCurrentOne && namesEarlierOne(query, tokens)) return []
    if (query.asksRelease && datesUnveiling(text)) return []
    if (query.asksDefault && !statesDefault(text, source) && (query.answerType === "none" || RECOMMENDS.test(text)))
      return []
    if (query.answerType === "date" && (SAYS_UNDATED.test(text) || HOPES.test(text) || DEADLINE.test(text))) return []
    if (query.answerType === "date" && datesOtherEvent(query.askedEvent, text)) return []
    if ((query.answerType === "entity" || query.answerType === "number") && FORECAST.test(text)) return []
    // "Vienna will host the 70th contest": who will do a thing names no one who did it.
    if (query.answerType === "entity" && FUTURE.test(text)) return []
    const coverage = weightedCoverageOf(query, [tokens])
    // "let unique = [...new Set(myArray)];": code answers in its own words, its page having named the subject.
    if (
      coverage === 0 &&
      !continuesSubject(query, text, position) &&
      (query.answerType !== "none" || commandsOf(query, text).length === 0)
    )
      return []
    const keyTerms = query.keyTerms.filter((key) => hasKeyTerm(key, tokens)).length
    return [{ text, tokens, position, truncated: TRAILING_ELLIPSIS.test(text), coverage, keyTerms, codes }]
  })
  knownAnswering.set(source, { query, options, sentences })
  return sentences
}

/** "this circle calculator", "our free online converter": the page's own tool, which a sentence invites to use. */
const OWN_TOOL = /\b(?:this|our)\s+(?:[\p{L}-]+\s+){0,3}?(?:calculator|converter|tool|generator|checker|widget)s?\b/iu

/**
 * "It was released on 21 July 2007": a sentence after the first, opening with a pronoun, goes on about the subject its
 * page named before it; for a value asked for, it answers in its own words.
 */
const continuesSubject = (query: QueryAnalysis, text: string, position: number): boolean =>
  position > 0 && query.answerType !== "none" && query.answerType !== "yes_no" && SUBJECT_PRONOUN.test(text)
const SUBJECT_PRONOUN = /^(?:It|He|She|They|Its|His|Her|Their)\s/

/**
 * The texts holding the question's key terms: the ones given, or with the page's address when only it names one
 * (`addressTokens`, as relevance reads it); undefined when even the address lacks one.
 */
const withKeyTerms = (
  query: QueryAnalysis,
  source: CheckedCandidate,
  texts: ReadonlyArray<TextTokens>
): ReadonlyArray<TextTokens> | undefined => {
  if (missingKeyTermIn(query, texts) === undefined) return texts
  const withAddress = [...texts, addressOf(source)]
  return missingKeyTermIn(query, withAddress) === undefined ? withAddress : undefined
}

const addressOf = perSource((source) => addressTokens(source.url))

/**
 * Whether a source can back a date, an amount or a name without a sentence that states it whole: its title and
 * snippet name the key terms, cover the question and hold a value of the asked type (a year its own news is dated
 * by counts; a name its title sets the subject of: "In 1928 Alexander Fleming noticed that a mould ..." under
 * "Discovery of Penicillin"), so it supports an answer stating that value. It never provides the answer itself.
 */
export const statesTypedValue = (query: QueryAnalysis, source: CheckedCandidate, options: AnswerOptions): boolean => {
  const type = query.answerType
  if (type !== "date" && type !== "number" && type !== "entity" && type !== "version" && type !== "code") return false
  const texts = withKeyTerms(query, source, [source.titleTokens, source.snippetTokens])
  if (texts === undefined || weightedCoverageOf(query, texts) < options.minWeightedCoverage) return false
  return (
    statesValueOf(type, source.snippetTokens, query.askedNumbers) ||
    // "Location code: ZRH. Airport name: Zurich.": a listing's capitals follow its labels, where a sentence would start.
    (type === "code" && codesIn(query, source.snippetTokens, source.snippet).length > 0) ||
    // "First Super Bowl is played: January 15, 1967" over a snippet on the game: a whole day in the title dates it
    // (a year alone there is often a name: "Visit 1066 Country").
    (type === "date" &&
      (publicationYear(source) !== undefined ||
        fullDatesIn(source.title).length > 0 ||
        monthDaysIn(source.snippet).size > 0)) ||
    // "What's New In Python 3.8" over a snippet on the walrus operator: the release is the page's subject.
    (type === "version" && namesRelease(source.titleTokens, query))
  )
}

/** A number other than the question's and not a year: the release a title names ("Python 3.8"). */
const namesRelease = (tokens: TextTokens, query: QueryAnalysis): boolean =>
  [...tokens.numbers].some((number) => !query.askedNumbers.has(number) && !tokens.years.has(Number(number)))

/**
 * The facts a supporting source must repeat: the values of the asked type, or else the sentence's content words
 * (stems, as keys).
 */
const factsOf = (
  query: QueryAnalysis,
  tokens: TextTokens,
  text: string
): { readonly values: ReadonlyArray<string>; readonly words: ReadonlyArray<number> } => {
  switch (query.answerType) {
    case "date": {
      // "When was the Rust 2024 edition released?": the question's year names its subject, unless it is all there is.
      const years = [...[...tokens.years].map(String), ...eraYearsIn(text)]
      const answered = years.filter((year) => !query.askedNumbers.has(year))
      return { values: answered.length > 0 ? answered : years, words: [] }
    }
    case "version": {
      const sections = manSectionsIn(text)
      return { values: [...tokens.numbers].filter((n) => !query.askedNumbers.has(n) && !sections.has(n)), words: [] }
    }
    case "number":
      return { values: amountsAsked(query, tokens, text), words: [] }
    case "entity": {
      // "Who": the names it gives are its facts ("Guido van Rossum"), not the rest of its wording; a sentence
      // naming no one is judged by its words.
      const names = namesOf(query, text)
      return names.length > 0 ? { values: names, words: [] } : { values: [], words: contentWordsOf(query, tokens) }
    }
    default: {
      // "Wi-Fi 6 is which 802.11 standard": an identifier extending the asked one ("802.11ax") is the answer's fact.
      const variants = variantsOfAskedIdentifiers(query, tokens)
      return variants.length > 0
        ? { values: variants, words: [] }
        : { values: [], words: contentWordsOf(query, tokens) }
    }
  }
}

/**
 * The codes a sentence gives beyond the question's own words and numbers: identifiers ("67-64-1", "U+20AC",
 * "application/json"), numbers ("418", "6749"), words in capitals ("ZAR", "LHR") and HTML entities ("&nbsp;"), as
 * the pages' tokens hold them (stems of words, identifiers and numbers as written).
 */
const codesIn = (query: QueryAnalysis, tokens: TextTokens, text: string): ReadonlyArray<string> => {
  const asked = (form: string) => query.terms.includes(form) || query.askedCode.has(form)
  const codes = new Set<string>()
  for (const identifier of tokens.identifiers)
    if (!asked(identifier) && !isEnglishCompound(identifier)) codes.add(identifier)
  // "two" in "a two-way channel" is a number pages spell; a code is written in digits ("RFC 6455").
  for (const number of tokens.numbers) if (!query.askedNumbers.has(number) && isNumeric(number)) codes.add(number)
  for (const [, word = ""] of text.matchAll(CAPITALS)) {
    const form = stem(word.toLowerCase())
    if (!asked(form) && !GENERIC_CAPITALS.has(word)) codes.add(form)
  }
  for (const [, entity = ""] of text.matchAll(HTML_ENTITY)) codes.add(entity.toLowerCase())
  return [...codes]
}
/** "two-way", "opted-in": English words joined by a hyphen, which no registry or standard assigns as a code. */
const isEnglishCompound = (identifier: string): boolean => identifier.includes("-") && joinsEnglishWords(identifier)

/** Of the codes the answering sentences give, the one most of the pages write. */
const mostWrittenCode = (
  query: QueryAnalysis,
  sources: ReadonlyArray<CheckedCandidate>,
  written: WrittenIndex,
  options: AnswerOptions
): string | undefined => {
  const codes = sources.flatMap((source, rank) =>
    answeringSentences(query, source, rank, options).flatMap((sentence) => sentence.codes)
  )
  return mostWritten(codes, written)[0]
}

/** The sentence's code that most pages write (`mostWritten`), in each spelling pages use ("U+2014" and "2014"). */
const codeAsked = (codes: ReadonlyArray<string>, written: WrittenIndex): ReadonlyArray<string> =>
  mostWritten(codes, written).flatMap(codeSpellings)

/** "U+2014" is also written "2014" (a code chart's row), and the other way. */
const codeSpellings = (code: string): ReadonlyArray<string> => {
  const hex = CODE_POINT.exec(code)?.[1]
  if (hex !== undefined) return [code, hex]
  return HEX_DIGITS.test(code) ? [code, `u+${code}`] : [code]
}
const CODE_POINT = /^u\+([0-9a-f]{4,6})$/
const HEX_DIGITS = /^[0-9a-f]{4,6}$/

/**
 * A word of two to six capitals and digits standing alone ("ZAR", "LHR", "E11"), a code's shape; capitals in a row
 * name a thing ("EM DASH", "EURO SIGN").
 */
const CAPITALS = /(?<!\p{Lu} )\b(\p{Lu}[\p{Lu}\p{N}]{1,5})\b(?! \p{Lu}{2})/gu
/** "&nbsp;", "&mdash;": a named HTML entity, by its name (a numeric one is read as its number). */
const HTML_ENTITY = /&([a-z]{2,8});/gi
/** Capitals naming the kind of code or where it is kept, never one: "the ISO 4217 code", "IATA", "the HTML entity". */
// biome-ignore format: a word list reads better packed
const GENERIC_CAPITALS: ReadonlySet<string> = new Set([
  "ISO", "IATA", "ICAO", "CAS", "ASCII", "HTML", "HTTP", "HTTPS", "URL", "API", "RFC", "IETF", "UTF", "MIME", "IANA",
  "JSON", "XML", "CSS", "PDF", "FAQ", "ID", "OK", "USA", "US", "UK", "EU", "UN", "TV", "IT", "DNA", "CEO"
])

/** "tzset(3)", "printf(3)": a manual page's section, written after its name, is no release. */
const MAN_SECTION = /[\p{L}_]\((\d)\)/gu
const manSectionsIn = (text: string): ReadonlySet<string> =>
  text.includes("(") ? new Set(Array.from(text.matchAll(MAN_SECTION), (m) => m[1]!)) : new Set()

/**
 * Identifiers a text writes that extend a numbered one the question writes ("802.11ax" for "802.11"), never the asked
 * one itself. Only numbered ones: a method's short name ("at" of `Array.at`) begins many other identifiers.
 */
const variantsOfAskedIdentifiers = (query: QueryAnalysis, tokens: TextTokens): ReadonlyArray<string> => {
  const asked = query.keyTerms.flatMap((key) => key.identifierForms).filter((form) => /\d/.test(form))
  if (asked.length === 0) return []
  return [...tokens.identifiers].filter(
    (id) => asked.some((form) => id.length > form.length && id.startsWith(form)) && !asked.includes(id)
  )
}

/**
 * Whether the sentence dates a product's unveiling ("unveiled on 20 February 2019"), and not its release: a question on
 * when it came out asks for the day it went on sale ("released on 8 March 2019").
 */
const datesUnveiling = (text: string): boolean => UNVEILED.test(text) && !RELEASED.test(text)
const UNVEILED = /\b(?:announced|unveiled|revealed|previewed|teased)\b/i
const RELEASED =
  /\b(?:released?|launch(?:ed|es)?|available|on sale|ship(?:s|ped)|came out|purchase|in stores|deliver(?:ed|ies|y))\b/i

/** "We recommend (2 x $num_cores) + 1 workers", "the docs suggest": advice, not what a thing does by default. */
const RECOMMENDS = /\b(?:recommend(?:s|ed)?|suggest(?:s|ed)?|advise[sd]?)\b/i

/** "(default: 3)", "uses level 3 by default", "defaults to 6": a sentence stating a default. */
const SAYS_DEFAULT = /\bdefault(?:s|ed)?\b/i

/**
 * Whether a sentence may state the default a question asks about: it says "default", or its page's title does ("How
 * long does Kafka store messages by default?"). A sentence describing the thing ("zstd is a fast lossless compression
 * algorithm") does neither.
 */
const statesDefault = (text: string, source: CheckedCandidate): boolean =>
  SAYS_DEFAULT.test(text) || SAYS_DEFAULT.test(source.title)

/** Words marking an earlier one of a thing ("the first Tay Rail Bridge"), as stem keys. */
const EARLIER_ONE: ReadonlyArray<number> = termKeys(["first", "original", "old", "former", "earlier"].map(stem))
/** How near before a key term such a word stands: "the first Tay Rail Bridge" is three words from "bridge". */
const EARLIER_ONE_REACH = 3

/**
 * Whether the sentence speaks of an earlier one of the subject ("the first Tay Rail Bridge collapsed"): a question on
 * the current one ("when did the current tay rail bridge open") is not answered by it.
 */
const namesEarlierOne = (query: QueryAnalysis, tokens: TextTokens): boolean => {
  const keys = new Set(query.keyTerms.flatMap((key) => key.stemKeys))
  const stems = tokens.stems
  for (let i = 0; i < stems.length; i++) {
    if (!EARLIER_ONE.includes(stems[i]!)) continue
    for (let j = i + 1; j <= i + EARLIER_ONE_REACH && j < stems.length; j++) if (keys.has(stems[j]!)) return true
  }
  return false
}

/**
 * A sentence saying the one asked about is unknown ("an unidentified serial killer", "whose identity has never been
 * established") names no one, however many places and dates it gives: it answers no "who".
 */
const SAYS_UNKNOWN =
  /\b(?:unidentified|unknown|anonymous|never (?:been )?(?:identified|established|named|found|known|revealed|confirmed|disclosed)|remains? a mystery|(?:kept|remains?|still) (?:a )?secret)\b/i

/**
 * "an unidentified prisoner of state", "many candidates have been proposed", "the evidence remains circumstantial": a
 * page saying who someone really was is unknown.
 */
const IDENTITY_UNKNOWN =
  /\b(?:unidentified|identity (?:is |remains )?(?:unknown|uncertain|disputed)|(?:many|several|various|dozens of) (?:candidates|theories)|never (?:been )?(?:identified|established)|remains? (?:a mystery|circumstantial|uncertain|unknown|disputed))\b/i

/**
 * Words of a forecast or of an event still to come: "Bookmakers' odds for the Eurovision Song Contest 2026", "the
 * consensus estimate puts revenue at $470 billion", "is set to be the 70th edition", "widely seen as the most likely
 * successor". A name or an amount given so is a guess or a plan, not the fact asked for.
 */
const FORECAST =
  /\b(?:odds|bookmakers?|predict(?:s|ed|ions?)?|forecasts?|projected|projections?|estimates? (?:puts?|suggests?)|consensus estimate|expected to (?:win|reach|be)|favou?rites? (?:to|ahead|for)|tipped to|simulat(?:e|ed|es|ion|ions)|our model|(?:is|are) set to (?:be|take)|(?:is|are) scheduled to|will (?:be held|take place)|most likely (?:successor|candidate|winner|choice|pick)|front-?runners?|(?:could|might|may) one day)\b/i

const FUTURE = /\b(?:will|shall)\b/i

/**
 * "Tesla has not announced a delivery date", "still no firm date": a sentence saying the date is not known gives none,
 * whatever other dates it holds.
 */
const SAYS_UNDATED =
  /\b(?:no (?:firm |official |exact |confirmed |set )?(?:date|timeline|timeframe)|(?:has|have|had) (?:not|yet to) (?:\p{L}+ )?(?:announced|confirmed|set|given) (?:a|any|the) (?:\p{L}+ ){0,2}date|date (?:is|remains|has not been) (?:unknown|unconfirmed|unannounced)|(?:yet|still) to be (?:announced|confirmed|dated))\b/iu

/** "must be held no later than 15 August 2029": a deadline, not the day a thing happens. */
const DEADLINE = /\b(?:no|not) later than\b|\bat the latest\b/i

/** "aims to unveil it by the end of 2024 and hopes to ship it the following year": a hope dates nothing. */
const HOPES = /\b(?:aims?|aiming|hopes?|hoping) to\b/i

/** A word in lower case: a clause has one (a verb at least), a heading or a list of names may not. */
const WRITES_LOWER_CASE_WORD = /(?<![\p{L}\p{N}])\p{Ll}{2,}/u

/** A name after a word of place ("near Geneva", "in the Pacific", "based in Meyrin"). */
const LOCATED = /\b(?:in|near|at|outside|beside|off)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{M}'-]*)/gu

/**
 * "where is cern located" is answered by a place: a sentence naming one after a word of place, other than the
 * question's own words ("At CERN, ... physicists are probing" names CERN, not where it is).
 */
const namesPlaceIn = (query: QueryAnalysis, text: string): boolean => {
  for (const [, name = ""] of text.matchAll(LOCATED))
    if (!query.termKeys.includes(termKey(stem(name.toLowerCase())))) return true
  return false
}

/** Words that say yes or no: "No. JSON is data-only", "JSON does not provide syntax for comments". */
const POLARITY = /\b(?:yes|no|not|never|cannot|can't|doesn't|don't|isn't|aren't|wasn't|won't|shouldn't|only)\b/i
/** A how-to step says more than the question's own words: "Remove all stopped containers" restates it. */
const MIN_NEW_WORDS_OF_A_STEP = 2

/**
 * Whether a sentence says what the question asks rather than restating it: for a yes/no question, a yes or a no;
 * for "who", a name the question does not hold ("She was the first woman to win ..." names no one); for a how-to,
 * words beyond the question's (the command, the method). Other questions are held to their value by
 * `statesValueOf` already.
 */
const saysWhatWasAsked = (query: QueryAnalysis, sentence: Omit<Sentence, "rank">): boolean => {
  switch (query.answerType) {
    case "yes_no":
      return POLARITY.test(sentence.text)
    case "entity":
      return namesOf(query, sentence.text).length > 0
    case "number":
      // "aes block size in bytes": a sentence stating an amount of what the asked unit measures ("16-byte blocks",
      // "128 bits") tells it, not "the 256 in AES-256".
      return (
        query.askedDimension === undefined ||
        measuresIn(sentence.text).some((measure) => measure.unit.dimension === query.askedDimension)
      )
    default:
      return !query.explains || contentWordsOf(query, sentence.tokens).length >= MIN_NEW_WORDS_OF_A_STEP
  }
}

/**
 * Whether a sentence speaks to the question's whole predicate, with its page's title; or, holding every key term
 * itself, with the rest of its snippet too: "Eggs - raw eggs in shell. Freezer: Don't freeze in shell." says no to
 * freezing raw eggs in their shells, a table's row naming its subject before the cell that answers.
 */
const speaksToPredicateIn = (query: QueryAnalysis, tokens: TextTokens, source: CheckedCandidate): boolean =>
  speaksToPredicate(query, [tokens, source.titleTokens]) ||
  (missingKeyTermIn(query, [tokens]) === undefined &&
    speaksToPredicate(query, [tokens, source.titleTokens, source.snippetTokens]))

/**
 * A yes or no is about the whole question: "Is Swift open source?" is answered by a sentence on Swift being open
 * source, not by one on SWIFT the payments network. The sentence with its page's title says every content word of
 * the question but one at most, never a key term ("the flu shot" may be "the flu vaccine").
 */
const speaksToPredicate = (query: QueryAnalysis, texts: ReadonlyArray<TextTokens>): boolean => {
  const missing = query.termKeys.filter((term) => !isFrameTerm(term) && !holdsTerm(query, term, texts))
  const keys = new Set(query.keyTerms.flatMap((key) => key.stemKeys))
  return missing.length === 0 || (missing.length === 1 && !keys.has(missing[0]!) && query.termKeys.length >= 2)
}

/** Whether a page backing a yes or no has a sentence of its own saying yes or no (`POLARITY`), not only the subject. */
export const saysYesOrNo = (choice: AnswerChoice, source: CheckedCandidate, options: AnswerOptions): boolean =>
  choice.yesOrNo === undefined ||
  answeringOf(choice.yesOrNo, source, options).some((sentence) => POLARITY.test(sentence.text))

/**
 * Whether a backing page writes the core of the answer: for a yes or no, the head of what it says of the subject
 * (`answerTerms`); for an answer drawn from a page that names a tool or a property ("text-transform",
 * "Accept-Language", "set-hostname"), one of those (`identifiers`). True for other answers.
 */
export const namesAnswerCore = (choice: AnswerChoice, source: CheckedCandidate): boolean =>
  choice.yesOrNo !== undefined
    ? choice.answerTerms.every((term) => holdsTerm(choice.yesOrNo!, term, [source.titleTokens, source.snippetTokens]))
    : choice.identifiers.length === 0 || choice.identifiers.some((form) => namesIdentifier(source, form))

/**
 * Whether a page backing a yes or no names the kind the question asks its subject to be: "is a jellyfish actually a
 * fish" is backed by pages saying jellyfish are no fish, not by one on box jellyfish stings or Ubuntu's "Jammy
 * Jellyfish".
 */
const namesPredicate = (query: QueryAnalysis, source: CheckedCandidate): boolean =>
  query.askedKind === undefined || holdsTerm(query, query.askedKind, [source.titleTokens, source.snippetTokens])

/**
 * Whether a sentence names a day ("1 November", "November 01") for a question giving the year it asks the day of
 * ("lisbon earthquake 1755 exact date"): the day is the answer, and the year is the question's own.
 */
const namesDayOfAskedYear = (query: QueryAnalysis, text: string): boolean =>
  [...query.askedNumbers].some((number) => ASKED_YEAR.test(number)) && monthDaysIn(text).size > 0
const ASKED_YEAR = /^(?:1\d|20)\d\d$/

/** "AD 122", "122 AD", "2500 BC", "c. 3000 BCE": a year of an era, which a text's four-digit years (1000-2099) miss. */
const ERA_YEAR = /\b(?:AD|CE)\s?(\d{1,4})\b|\b(\d{1,4})\s?(?:AD|CE|BC|BCE)\b/g

/** The years of an era a text states, as numbers are written ("122"). */
const eraYearsIn = (text: string): ReadonlyArray<string> =>
  Array.from(text.matchAll(ERA_YEAR), (m) => m[1] ?? m[2] ?? "")

/** "April 1, 2025", "1 April 2025": a day of a date, not an amount. */
const DAY_OF_DATE = new RegExp(`\\b${MONTH_NAME} (\\d{1,2})\\b|\\b(\\d{1,2}) ${MONTH_NAME}\\b`, "gi")

/**
 * The numbers of a sentence that may answer "how many" or "how much": not the question's own, and not the date the
 * sentence is set on ("As of April 1, 2025, the minimum wage is $17.75" states $17.75), unless it states nothing else.
 */
const amountsAsked = (query: QueryAnalysis, tokens: TextTokens, text: string): ReadonlyArray<string> => {
  const numbers = [...tokens.numbers].filter((n) => !query.askedNumbers.has(n))
  const days = new Set(Array.from(text.matchAll(DAY_OF_DATE), (m) => m[1] ?? m[2] ?? ""))
  const years = new Set([...tokens.years].map(String))
  const other = notAnswered(query, text)
  // "Boiling point: −195.795 °C, 77.355 K. Density 0.001145 g/cm³": asked for a temperature, a mass is another quantity.
  if (query.askedDimension !== undefined) {
    for (const measure of measuresIn(text))
      if (measure.unit.dimension !== query.askedDimension) other.add(measure.value)
  }
  const counting = countingNumbers(query, text)
  // "1024 bytes" counts the asked noun, whatever year the number could be.
  const amounts = numbers.filter((n) => (counting.has(n) || !years.has(n)) && !days.has(n) && !other.has(n))
  const counted = amounts.filter((n) => counting.has(n))
  return counted.length > 0 ? counted : amounts.length > 0 ? amounts : numbers
}

/**
 * Numbers a sentence writes beside its amount that are not it: the value a change replaced ("lowered from 80mg to
 * 50mg"), the quantity a rate is given per ("50 milligrams in 100 millilitres of blood", "per 100ml") and, when the
 * question names the quantity it asks for, the values of other quantities ("mean radius 6,371 km").
 */
const notAnswered = (query: QueryAnalysis, text: string): Set<string> => {
  const found = new Set<string>()
  if (CHANGED.test(text)) for (const [, value = ""] of text.matchAll(REPLACED)) found.add(value.replaceAll(",", ""))
  for (const [, value = ""] of text.matchAll(PER_QUANTITY)) found.add(value.replaceAll(",", ""))
  // "polar circumference 40,008 km; mean radius 6,371 km": asked for a circumference, the radius is another quantity.
  if (query.termKeys.some((term) => QUANTITY_KEYS.has(term))) {
    for (const [, noun = "", value = ""] of text.matchAll(QUANTITY_VALUE)) {
      if (!query.termKeys.includes(termKey(stem(noun.toLowerCase())))) found.add(value.replaceAll(",", ""))
    }
  }
  return found
}
const QUANTITY_KEYS: ReadonlySet<number> = new Set([...QUANTITY_NOUNS].map((noun) => termKey(stem(noun))))
/** A quantity noun and the number it is given: "radius 6,371", "height of about 8,849". */
const QUANTITY_VALUE = new RegExp(
  String.raw`\b(${[...QUANTITY_NOUNS].join("|")})(?: of| is| was)?(?: about| approximately| around| roughly| some)? (\d[\d,]*(?:\.\d+)?)`,
  "gi"
)
const CHANGED =
  /\b(?:raised|lowered|increased|decreased|reduced|cut|changed|rose|risen|fell|fallen|dropped|extended|shortened|moved|went up|went down|up|down)\b/i
const REPLACED = /\bfrom \$?(\d[\d,]*(?:\.\d+)?)[^\s\d]*(?: [\p{L}%]+)? to \$?\d/gu
const PER_QUANTITY = /(?:\b(?:per|every|each)|(?<=\d\s?\p{L}+(?: of \p{L}+)?) in) (\d[\d,]*(?:\.\d+)?)(?=\s?\p{L})/gu

/**
 * Whether a source counts the asked noun otherwise than the answer, and gives the answer's number only as a count of
 * something else: "14 red and white stripes ... the 13 member states" beside "13 stripes". A page giving the number
 * on its own ("a total of 46 per cell") or not counting the noun at all is judged by its values as usual.
 */
const contradictsCount = (choice: AnswerChoice, source: CheckedCandidate): boolean => {
  if (choice.counting === undefined) return false
  const counts = countsIn(choice.counting, source.snippet)
  if (counts.asAsked.size === 0 && counts.inPart.size === 0) return false
  return choice.values.every((value) => !countsAskedNoun(counts, value) && counts.otherNouns.has(value))
}

/** Whether a text's counts (`countsIn`) count the asked noun, whole or in part, with the value however written. */
const countsAskedNoun = ({ asAsked, inPart }: Counts, value: string): boolean => {
  const otherwise = countSpelledOtherwise(value)
  return [asAsked, inPart].some((set) => set.has(value) || (otherwise !== undefined && set.has(otherwise)))
}

/**
 * The words a sentence says beyond the question's: its content stems (keys) of three letters or more ("box", "set"),
 * no function words, none a form of a key term ("nosebleed" for "nose bleed").
 */
const contentWordsOf = (query: QueryAnalysis, tokens: TextTokens): ReadonlyArray<number> => {
  const { keys, shapes } = tokens.terms
  return keys.filter(
    (t, i) =>
      !query.termKeys.includes(t) &&
      shortLength(shapes[i]!) > 2 &&
      !isFunctionShape(shapes[i]!) &&
      !query.keyTerms.some((key) => key.stemKeys.includes(t))
  )
}

/**
 * Words that date a statement by its page: "today we announce ...", and the present tense of a release's
 * announcement ("Chrome 86 adds :focus-visible", "Node.js 18 is now available"). The page's publication year is its
 * year; such a page only backs an answer stating that year, never provides it.
 */
const DATED_BY_PAGE =
  /\b(?:today|yesterday|this week|this month|now|adds|ships|launches|introduces|arrives|announces|is (?:out|here|available|rolling out))\b/i

/** Read once per source: `sourceHas` asks for every value of every sentence. */
/**
 * The year a page dates its own news in: when it is dated, its snippet speaks of "today" or announces in the present
 * tense, and states no year of its own ("ECMAScript 2023 adds findLast()" speaks of 2023, whenever it was posted).
 */
const publicationYear = perSource((source): string | undefined => {
  if (source.publishedAt === null) return undefined
  const dated = source.snippetTokens.years.size === 0 && DATED_BY_PAGE.test(source.snippet)
  return dated ? String(new Date(source.publishedAt).getUTCFullYear()) : undefined
})

const sourceHas = (source: CheckedCandidate, value: string, rounding: boolean): boolean =>
  source.snippetTokens.numbers.has(value) ||
  publicationYear(source) === value ||
  source.snippetTokens.identifiers.has(value) ||
  source.snippetTokens.terms.has(termKey(value)) ||
  source.titleTokens.terms.has(termKey(value)) ||
  (rounding && hasRoundedValue(source.snippetTokens.numbers, value))

/** Whether a source's title or snippet holds the stem (a key). */
const namesTerm = (source: CheckedCandidate, key: number): boolean =>
  source.titleTokens.terms.has(key) || source.snippetTokens.terms.has(key)

const DECIMAL = /^\d+(?:\.\d+)?$/
/** Rounding agrees only on values this precise: `8849` for `8848.86`, never `2` for `2.4` or `2000` for `2024`. */
const MIN_ROUNDED_DIGITS = 3

/**
 * Whether two decimals state one amount at different precision: the more precise, rounded to the other's
 * significant digits, is the other (`8,848.86 m` and `8,849 m`, `9,460,730,472,580.8 km` and `9.46 trillion km`).
 */
const sameRounded = (a: string, b: string): boolean => {
  if (!DECIMAL.test(a) || !DECIMAL.test(b)) return false
  const [coarse, fine] = significantDigits(a) <= significantDigits(b) ? [a, b] : [b, a]
  const digits = significantDigits(coarse)
  if (digits < MIN_ROUNDED_DIGITS) return false
  return Number(Number(fine).toPrecision(digits)) === Number(coarse)
}

const hasRoundedValue = (numbers: ReadonlySet<string>, value: string): boolean => {
  if (!DECIMAL.test(value)) return false
  for (const number of numbers) if (sameRounded(value, number)) return true
  return false
}

/** Every answering sentence of a "how far / fast / hot" question asks for a source's measures. */
const measuresOf = perSource((source) => measuresIn(source.snippet))

/**
 * Whether a source states one of these amounts in any unit of its kind and at its own precision: "28,000 km/h"
 * states "17,500 mph", "36,000 feet" states "10,935 m" (see `sameAmount`).
 */
const statesAmount = (
  source: CheckedCandidate,
  amounts: ReadonlyArray<Measure>,
  tolerance: AmountTolerance
): boolean => {
  if (amounts.length === 0) return false
  const stated = measuresOf(source)
  return amounts.some((amount) => stated.some((other) => sameAmount(amount, other, tolerance)))
}

/** The amounts with a unit an answer sentence states, for a question asking for a number; none otherwise. */
const amountsOf = (query: QueryAnalysis, text: string): ReadonlyArray<Measure> => {
  if (query.answerType !== "number") return []
  const other = notAnswered(query, text)
  const measures = measuresIn(text).filter((measure) => !other.has(measure.value))
  // A count of the asked noun is the answer; the sentence's other measures ("its body is 75 cm") are not.
  const counting = countingNumbers(query, text)
  return counting.size > 0 ? measures.filter((measure) => counting.has(measure.value)) : measures
}

/** Positions of the supporting sources: values matched as written, and also at a rounded precision. */
interface Supporters {
  readonly exact: ReadonlyArray<number>
  readonly rounded: ReadonlyArray<number>
}

/**
 * Positions (in `sources`) of the sources that state the sentence's facts: at least `ratio` of its values (for a
 * typed question) or of its other content words, and at least one. Every source passed relevance, so each names
 * the key terms. One pass gives both the exact and the rounding matches (see `sameRounded`).
 */
const supportersOf = (
  query: QueryAnalysis,
  { tokens, text, codes }: Pick<Sentence, "tokens" | "text" | "codes">,
  sources: ReadonlyArray<CheckedCandidate>,
  written: WrittenIndex,
  options: AnswerOptions
): Supporters => {
  const ratio = options.answerSupportRatio
  const { values, words: facts } =
    query.answerType === "code"
      ? { values: codeAsked(codes, written), words: [] }
      : query.answerType === "entity" && query.askedRole !== undefined
        ? entityFacts(query, tokens, text, written)
        : factsOf(query, tokens, text)
  const wanted: ReadonlyArray<string | number> = values.length > 0 ? values : facts
  if (wanted.length === 0) return { exact: [], rounded: [] }
  const need = Math.max(1, Math.ceil(ratio * wanted.length))
  const amounts = amountsOf(query, text)
  const rounding = query.answerType === "number"
  const exactHits = sources.map(() => 0)
  const roundedHits = sources.map(() => 0)
  for (const value of wanted) {
    const holders = written.get(typeof value === "string" ? termKey(value) : value)
    for (const i of holders) exactHits[i]! += 1
    // Words (keys) are matched as written only; values may also be stated rounded or in another unit.
    if (!rounding || typeof value !== "string") continue
    // Only a decimal can be stated at another precision (see `hasRoundedValue`), only an amount in another unit.
    const decimal = DECIMAL.test(value)
    const stated = amounts.filter((amount) => amount.value === value)
    if (!decimal && stated.length === 0) continue
    sources.forEach((source, i) => {
      if (holders.includes(i)) return
      const agrees =
        (decimal && hasRoundedValue(source.snippetTokens.numbers, value)) || statesAmount(source, stated, options)
      if (agrees) roundedHits[i]! += 1
    })
  }
  // A step is its command: a page writing the sentence's flag or expression ("\\l", "-m", "*/5") states the same
  // step in its own words around it.
  const code = values.length === 0 ? commandsOf(query, text) : []
  // So does a page naming one of the step's distinctive words ("prune", "buttermilk"), however else it words it.
  const distinctive =
    values.length === 0 && query.answerType === "none" && query.explains
      ? rareWordsOf(query, text, DISTINCTIVE_WORD_RANK)
      : []
  const exact: Array<number> = []
  const rounded: Array<number> = []
  sources.forEach((source, i) => {
    const writesCommand =
      code.some((token) => codeOf(source).has(token)) || distinctive.some((word) => namesTerm(source, word))
    if (exactHits[i]! >= need || writesCommand) exact.push(i)
    if (exactHits[i]! + roundedHits[i]! >= need || writesCommand) rounded.push(i)
  })
  return { exact, rounded }
}

/** The flags and expressions a sentence writes beyond the question's own (see `codeTokensOf`). */
const commandsOf = (query: QueryAnalysis, text: string): ReadonlyArray<string> =>
  [...codeTokensOf(text)].filter((token) => !query.askedCode.has(token))

const siteCount = (positions: ReadonlyArray<number>, sources: ReadonlyArray<CheckedCandidate>): number =>
  new Set(positions.map((i) => sources[i]?.site)).size

interface Choice {
  readonly sentence: Sentence
  readonly supporters: ReadonlyArray<number>
  readonly sites: number
  /** Sites stating its values as written, not rounded: the figure most sources give is the one to quote. */
  readonly exactSites: number
  /**
   * Products it gives a version for ("Chrome 114, Firefox 125, Safari 17"), for a version question: the sentence
   * naming more of them answers "which browsers" more fully than one browser's release note. 0 otherwise.
   */
  readonly products: number
  /** For a "when" question answered by releases, whether the sentence dates them too (1) or not (0). */
  readonly dated: number
  /**
   * For a date question, how precisely the sentence dates: 2 for a day ("31 October 1975"), 1 for a month, 0 for a
   * year alone ("A Night at the Opera (1975)"), when three sites back it. 0 otherwise.
   */
  readonly datePrecision: number
  /** Whether the sentence says what was asked, beyond the kind of value (see `saysWhatWasAsked`): 1 or 0. */
  readonly telling: number
  /** 1 when the sentence names the asked identifier only as a variant of it ("M3 Max" for "M3", see `namesVariantOnly`). */
  readonly variant: number
  /**
   * How exactly its page's title names what was asked (`titlePrecision`): "HTML element: dialog" for "the <dialog>
   * element" before "backdrop, Support on dialog elements", a sibling feature's page that names it too.
   */
  readonly titleFit: number
  /**
   * For "who composed X", 1 when the sentence says the asked role ("the English composer Gustav Holst"), else 0:
   * a sentence naming other things ("a planet of the Solar System") answers nothing, however many pages share it.
   */
  readonly role: number
}

/** Sites a date sentence needs behind it before its precision counts: a pack's worth. */
const DATED_BACKERS = 3
/** A month and its year ("October 1975", "Aug. 1982"), capitalised as dates are: "Marine Corps" is none. */
const MONTH_WRITTEN =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.? \d{4}\b/

const datePrecisionOf = (text: string): number => (fullDatesIn(text).length > 0 ? 2 : MONTH_WRITTEN.test(text) ? 1 : 0)

const better = (a: Choice, b: Choice): number =>
  b.role - a.role ||
  Number(b.sites >= MIN_SUPPORT) - Number(a.sites >= MIN_SUPPORT) ||
  b.telling - a.telling ||
  a.variant - b.variant ||
  b.sentence.keyTerms - a.sentence.keyTerms ||
  b.datePrecision - a.datePrecision ||
  b.dated - a.dated ||
  b.products - a.products ||
  b.exactSites - a.exactSites ||
  b.titleFit - a.titleFit ||
  b.sentence.coverage - a.sentence.coverage ||
  b.sites - a.sites ||
  Number(a.sentence.truncated) - Number(b.sentence.truncated) ||
  a.sentence.rank - b.sentence.rank ||
  a.sentence.position - b.sentence.position

/** A capitalised word right after a name: "Max" in "M3 Max", "Pro" in "iPhone 15 Pro". */
const NEXT_NAME = /^\s+(\p{Lu}[\p{L}\p{N}]*)/u

/**
 * Whether a sentence names an identifier the question requires ("M3", "IPv4") only followed by a capitalised word the
 * question does not hold: "the top M3 Max packs a 16-core CPU" speaks of another chip than "the M3 has 8 CPU cores".
 */
const namesVariantOnly = (
  query: QueryAnalysis,
  text: string,
  variants: ReadonlySet<string> | undefined = undefined
): boolean =>
  query.keyTerms.some((key) => {
    if (!key.required || !/^[\p{L}\p{N}.]+$/u.test(key.text)) return false
    const lower = text.toLowerCase()
    const name = key.text.toLowerCase()
    let named = false
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      const before = lower[at - 1]
      const after = text.slice(at + name.length)
      if ((before !== undefined && /[\p{L}\p{N}]/u.test(before)) || /^[\p{L}\p{N}]/u.test(after)) continue
      const next = NEXT_NAME.exec(after)?.[1]
      if (next === undefined || query.terms.includes(stem(next.toLowerCase()))) return false
      if (variants !== undefined && !variants.has(next.toLowerCase())) return false
      named = true
    }
    return named
  })

/**
 * Whether a page names the question's identifier only as a variant, in its title and its snippet together ("iPhone 16
 * Plus - Technical Specifications" for "iphone 16 screen size"): it is about another thing, whatever it states.
 */
export const aboutVariant = (query: QueryAnalysis, source: CheckedCandidate): boolean =>
  namesVariantOnly(query, `${source.title}\n${source.snippet}`, VARIANT_NAMES)

/** The words that make a model's variants ("Plus", "Pro", "Max"), not the words a page's title goes on with. */
// biome-ignore format: a word list reads better packed
const VARIANT_NAMES: ReadonlySet<string> = new Set([
  "plus", "pro", "max", "mini", "ultra", "lite", "air", "se", "xl", "xr", "xs", "neo", "fe", "edge", "slim", "note"
])

/**
 * Whether a sentence gives a word the question numbers only another number: "USB 3.2 Gen 1: 5Gbps" speaks of another
 * generation than "usb 3.2 gen 2", "Python 2 ..." of another release than "python 3". (The words are letters only.)
 */
export const numbersOtherwise = (query: QueryAnalysis, text: string): boolean =>
  query.numberedWords.some(({ number, numbered }) => {
    const numbers = Array.from(text.matchAll(numbered), (m) => m[1])
    return numbers.length > 0 && !numbers.includes(number)
  })

/** `[1][3]`: 1-based positions in `sources`. */
export const citationMarkers = (positions: ReadonlyArray<number>): string => positions.map((i) => `[${i + 1}]`).join("")

const withMarkers = (text: string, positions: ReadonlyArray<number>, max: number): string => {
  const markers = citationMarkers(positions)
  return markers === "" ? capText(text, max) : `${capText(text, max - markers.length - 1)} ${markers}`
}

/** A provider's own answer counts only as another candidate sentence, held to the same rules. */
const providerSentences = (query: QueryAnalysis, answers: ReadonlyArray<string>): ReadonlyArray<Sentence> =>
  Array.from(new Set(answers.map(cleanText).filter((t) => t.length >= MIN_SENTENCE_CHARS)))
    .sort()
    .flatMap((text, position): ReadonlyArray<Sentence> => {
      const tokens = textTokens(text)
      if (missingKeyTermIn(query, [tokens]) !== undefined) return []
      if (!statesValueOf(query.answerType, tokens, query.askedNumbers)) return []
      if (!namesAskedBrowser(query, tokens)) return []
      const coverage = weightedCoverageOf(query, [tokens])
      const keyTerms = query.keyTerms.length
      const codes = query.answerType === "code" ? codesIn(query, tokens, text) : []
      return [{ text, tokens, rank: -1, position, truncated: false, coverage, keyTerms, codes }]
    })

/** Products a text gives versions for, lower case, each with the versions it gives ("chrome" -> ["120"]). */
type ProductVersions = ReadonlyMap<string, ReadonlyArray<string>>

/** The chosen answer: its sentence, and the positions (in the sources given) of the sources that state it. */
export interface AnswerChoice {
  readonly text: string
  readonly supporters: ReadonlyArray<number>
  /**
   * The values a source must share one of to state this answer: the date, amount or versions asked for, the name
   * a "who" answer gives that most pages write (`mostWritten`); empty when the question asks for none.
   */
  readonly values: ReadonlyArray<string>
  /**
   * For a how-to answer or what a thing does (`QueryAnalysis.explains`): the words it says beyond the question's; a
   * page backing it says one of them (see `sharesWords`). Empty otherwise.
   */
  readonly words: ReadonlyArray<number>
  /**
   * Of `words`, those no everyday word (`RARE_WORD_RANK`): one of them says the page speaks of the same step; an
   * everyday one ("function", "commit") needs a second beside it.
   */
  readonly rareWords: ReadonlyArray<number>
  /**
   * For an answer stating no value, the words it says beyond the question's that no common word is (rank
   * `DISTINCTIVE_WORD_RANK` or rarer: "Tas1r2", "thunks"): a page lacking a key term that names one speaks of the same
   * fact (see `corroborates`).
   */
  readonly distinctive: ReadonlyArray<number>
  /** With `distinctive`: the identifiers it names beyond the question's ("ssh-copy-id"). */
  readonly identifiers: ReadonlyArray<string>
  /** With `words`: the flags and expressions it writes beyond the question's (`codeTokensOf`), one of which counts as a word. */
  readonly code: ReadonlyArray<string>
  /** For an amount, the values written with a unit: a source may state them in another unit (`statesAmount`). */
  readonly amounts: ReadonlyArray<Measure>
  /** How far apart amounts may be and still agree (from the options the answer was chosen with). */
  readonly tolerance: AmountTolerance
  /**
   * Values are amounts: they agree at the coarser precision of two pages (`8,848.86` and `8,849`). A year never
   * rounds: 1970 is not 1969.
   */
  readonly rounding: boolean
  /** Values are versions: `21` is stated by `v21.0.0` and `Node.js 21`. */
  readonly versions: boolean
  /** For versions: the products the answer gives a version for ("chrome", "node.js") and those versions. */
  readonly products: ProductVersions
  /** Of `products`, those the question names ("Is X supported in Firefox?"): the versions it asks about. */
  readonly askedProducts: ReadonlySet<string>
  /**
   * The subject words the answer's own page names (`subjectOf`) that a source stating its values must name too (see
   * `namesSubject`); empty when the values are specific enough by themselves.
   */
  readonly subject: ReadonlyArray<string>
  /**
   * Of `subject`'s words, those a key term also finds as code, with that code: "queries" in "container queries" is
   * written `@container` (see `QueryAnalysis`'s at-rules), so a page naming the at-rule names them.
   */
  readonly subjectCode: ReadonlyMap<string, ReadonlyArray<string>>
  /** For a name answer, the words of the noun the question asks for ("capital"): see `namesAskedNoun`. */
  readonly askedNouns: ReadonlyArray<string>
  /**
   * How many of `values` a page must state: the share `answerSupportRatio` of the people a "who" answer names
   * together ("Hamilton, Madison and Jay"), else one.
   */
  readonly valuesNeeded: number
  /** For a date, the whole days the answer states ("14 October 1066"): see `contradictsDay`. */
  readonly days: ReadonlyArray<StatedDate>
  /** For a "how many" answer, the question, whose counted noun a source may count otherwise (`contradictsCount`). */
  readonly counting: Counting | undefined
  /** For a yes or no, the question, whose predicate a page backing it must name (`namesPredicate`). */
  readonly yesOrNo: QueryAnalysis | undefined
  /**
   * For a yes or no, the last of the question's terms its sentence writes, the head of what it says of its subject
   * ("level" of "is the dead sea below sea level"): a page backing it writes it too, not a page on the subject that
   * leaves the predicate out ("the Dead Sea Scrolls, found near the Dead Sea") only joins them when they are too few
   * to sell alone (`namesAnswerCore`).
   */
  readonly answerTerms: ReadonlyArray<number>
  /**
   * For an answer held neither to values nor to its words (a keyword search's, see `chooseAnswer`), the ratings it
   * writes with an electrical unit ("2 A" of "Current rating: 2 A AC, DC"): a page backing it writes one of them as
   * written, not the same number of something else ("2 mm pitch"). Empty for other answers.
   */
  readonly quantities: ReadonlyArray<string>
  /** The time spans it counts from an event, as "30 after" ("30 days after moving here"): see `countsOtherWay`. */
  readonly spans: ReadonlySet<string>
}

/** "Chrome 105", "Node.js 21", "Safari 15.4+": a product and the version it names. */
const PRODUCT_VERSION = /(\p{Lu}[\p{L}\p{N}.]*?)\.?\s+v?(\d+(?:\.\d+)*)\+?(?![\p{L}\p{N}])/gu

const productsOf = (text: string): ProductVersions => {
  const out = new Map<string, Array<string>>()
  for (const m of text.matchAll(PRODUCT_VERSION)) {
    const product = (m[1] ?? "").toLowerCase()
    const versions = out.get(product)
    if (versions === undefined) out.set(product, [m[2] ?? ""])
    else versions.push(m[2] ?? "")
  }
  return out
}

const BROWSERS: ReadonlySet<string> = new Set(["chrome", "firefox", "safari", "edge", "opera", "ie", "samsung"])
const BROWSER_KEYS: ReadonlyArray<number> = [...BROWSERS].map((name) => termKey(stem(name)))

/**
 * "Does Edge support the Web Bluetooth API?" is answered for Edge: a sentence naming other browsers only ("Chrome
 * Android 56, Samsung Browser 6.0") answers for them, however many pages repeat it.
 */
const namesAskedBrowser = (query: QueryAnalysis, tokens: TextTokens): boolean =>
  query.askedBrowsers.length === 0 || query.askedBrowsers.some((key) => tokens.terms.has(key))

/** Versions of two browsers or more: a compatibility table's statement. */
const isBrowserSupportList = (text: string): boolean => {
  let browsers = 0
  for (const product of productsOf(text).keys()) if (BROWSERS.has(product)) browsers++
  return browsers >= MIN_PRODUCTS_FOR_SUBJECT
}

/** One release named at two precisions: `21` and `21.0.0`, `15.4` and `15.4.1`; never `12` and `120`. */
const sameRelease = (a: string, b: string): boolean => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`)

/**
 * Whether a source gives other versions than the answer's for as many of the products they both name as it agrees
 * on ("Chrome 112, Firefox 117, Safari 16.5" beside "Chrome 120, Firefox 117, Safari 17.2"): it states when
 * something else shipped (the nesting selector, not nesting), even if one of its versions is the answer's too.
 * One disagreement among agreements is two datasets differing on a browser (Firefox 78 or 82 for `:is()`). When
 * the question names a product ("... in Firefox?"), its versions alone are what is asked, so only they count.
 */
const contradictsVersions = (choice: AnswerChoice, source: CheckedCandidate): boolean => {
  if (!choice.versions || choice.products.size === 0) return false
  let agree = 0
  let disagree = 0
  for (const [product, versions] of productsOf(source.snippet)) {
    const asked = choice.products.get(product)
    if (asked === undefined) continue
    if (choice.askedProducts.size > 0 && !choice.askedProducts.has(product)) continue
    if (versions.some((v) => asked.some((a) => sameRelease(v, a)))) agree++
    else disagree++
  }
  return disagree > 0 && disagree >= agree
}

/**
 * Whether a source dates something else in the answer's year: it gives whole days of that year and none of the
 * answer's ("September 25, 1066" beside "14 October 1066": another battle). A page giving the year alone agrees at its
 * own precision.
 */
const contradictsDay = ({ days }: AnswerChoice, source: CheckedCandidate): boolean => {
  if (days.length === 0) return false
  const years = new Set(days.map((date) => date.year))
  const stated = daysDatedIn(source.snippet).filter((date) => years.has(date.year))
  if (stated.length > 0) return !stated.some((date) => days.some((asked) => asked.day === date.day))
  // "Between July 1969 and December 1972" dates no landing on 19 November 1969.
  const months = monthsDatedIn(source.snippet).filter((month) => years.has(month.slice(0, 4)))
  if (months.length > 0) return !months.some((month) => days.some((asked) => asked.day.startsWith(month)))
  return publishedAway(days, source)
}

/** News of a day is posted within this many days of it. */
const NEWS_LAG_DAYS = 7
const DAY_MS = 86_400_000

/**
 * A page dated by its publication ("Today we're releasing React Native 0.69! ... support for React 18", posted 22
 * June 2022) tells of its own day: it backs no other day of its year ("React 18 released on 29 March 2022").
 */
const publishedAway = (days: ReadonlyArray<StatedDate>, source: CheckedCandidate): boolean => {
  const year = publicationYear(source)
  if (year === undefined || source.publishedAt === null || !days.some((date) => date.year === year)) return false
  const published = source.publishedAt
  return !days.some((date) => {
    const lag = published - Date.parse(`${date.day}T00:00:00Z`)
    return lag >= -DAY_MS && lag <= NEWS_LAG_DAYS * DAY_MS
  })
}

/**
 * A version or its release, in the snippet or the title ("What's New In Python 3.6" is that release's page): `21` in
 * `21`, `v21`, `21.0.0`, `v21.0.0`, `1.1` in `HTTP/1.1`.
 */
const hasVersion = (source: CheckedCandidate, value: string): boolean =>
  [source.snippetTokens, source.titleTokens].some((tokens) => namesVersion(tokens, value)) ||
  sourceHas(source, value, false)

const namesVersion = (tokens: TextTokens, value: string): boolean => {
  for (const number of tokens.numbers) if (isRelease(number, value)) return true
  for (const identifier of tokens.identifiers) {
    const release = PRODUCT_RELEASE.exec(identifier)?.[1]
    if (release !== undefined && isRelease(release, value)) return true
  }
  return false
}

/** "HTTP/1.1", "bash-4.0", "node-v20.1": a product's name, then its release. */
const PRODUCT_RELEASE = /^\p{L}.*[/-](v?\d+(?:\.\d+)*)$/u

/** `21` is released as `21`, `v21`, `21.0.0`, `v1.24` as `1.24`; and `4.0` as `4`: a page writing "Bash 4" names the 4.0 release. */
const isRelease = (number: string, value: string): boolean => {
  const bare = withoutV(number)
  const asked = withoutV(value)
  return bare === asked || bare.startsWith(`${asked}.`) || asked === `${bare}.0`
}
/** "v1.24" is release 1.24, whichever side writes the "v". */
const withoutV = (release: string): string => (release.startsWith("v") ? release.slice(1) : release)

/**
 * Whether a source states the chosen answer: one of its values (a page giving another year, another release or
 * another person answers something else); for a how-to or what a thing does, one of its own words
 * (`sharesWords`); any answering source otherwise.
 */
export const statesAnswer = (choice: AnswerChoice, source: CheckedCandidate): boolean =>
  choice.values.length === 0
    ? sharesWords(choice, source) &&
      writesQuantity(choice, source) &&
      (choice.yesOrNo === undefined || namesPredicate(choice.yesOrNo, source))
    : speaksOfAnswer(choice, source) &&
      (statesValue(choice, source) || (choice.versions && versionsOfOtherProducts(choice, source)))

/**
 * What every page backing a valued answer must do, whatever value it states: name the answer's subject and asked
 * noun, and give no other release, day or count for it (`contradictsVersions`, `contradictsDay`, `contradictsCount`).
 */
const speaksOfAnswer = (choice: AnswerChoice, source: CheckedCandidate): boolean =>
  namesSubject(choice, source) &&
  namesAskedNoun(choice, source) &&
  !contradictsVersions(choice, source) &&
  !contradictsDay(choice, source) &&
  !contradictsCount(choice, source)

/** What a page must say of an answer held to its words (see `sharesWords`). */
interface AnswerWords {
  readonly words: ReadonlyArray<number>
  readonly rareWords: ReadonlyArray<number>
  readonly code: ReadonlyArray<string>
}

const wordsOf = (query: QueryAnalysis, text: string, tokens: TextTokens, code: ReadonlyArray<string>): AnswerWords => ({
  words: contentWordsOf(query, tokens),
  rareWords: rareWordsOf(query, text),
  code
})

/** Pages a keyword search's answer must find saying its words to be held to them: a pack's worth. */
const MIN_WORD_BACKERS = 4

/**
 * A page on the question's subject that says nothing of what the answer says beyond the question's words speaks of
 * something else: "git switch -c creates a branch" beside "Delete a local branch with git branch -d ... or -D to
 * force it", a preload list's rules beside what the Strict-Transport-Security header does.
 */
const sharesWords = (answer: AnswerWords, source: CheckedCandidate): boolean => {
  const { words, rareWords, code } = answer
  if (writesOtherInvocation(answer, source)) return false
  return (
    (words.length === 0 && code.length === 0) ||
    rareWords.some((w) => namesTerm(source, w)) ||
    words.filter((w) => namesTerm(source, w)).length >= Math.min(MIN_EVERYDAY_WORDS_SHARED, words.length) ||
    writesAnswerCode(answer, source)
  )
}

/** A command's option ("-g", "--soft", "--replicas=3"), by its name ("--replicas"). */
const OPTION = /^--?\p{L}[^=]*/u
/** A long option: it picks one behaviour of a command among others ("--soft" or "--hard"). */
const isLongOption = (name: string): boolean => name.startsWith("--")

const optionsIn = (code: Iterable<string>): ReadonlyArray<string> =>
  [...code].flatMap((token) => OPTION.exec(token)?.[0] ?? [])

/**
 * Whether a page writes long options and none of the answer's options, when the answer writes a long one: "git reset
 * --hard HEAD~1" (which discards the changes) beside "git reset --soft HEAD~1" (which keeps them) is another
 * invocation, however many words and arguments the two share. A page adding options ("npm ls -g --depth=0") still
 * writes the answer's.
 */
const writesOtherInvocation = ({ code }: Pick<AnswerWords, "code">, source: CheckedCandidate): boolean => {
  const answered = optionsIn(code)
  if (!answered.some(isLongOption)) return false
  const written = optionsIn(codeOf(source))
  return written.some(isLongOption) && !written.some((name) => answered.some((other) => sameOption(name, other)))
}

/**
 * Whether two options may be one: the same name, or a short one and a long one of its letter ("-f" and "--follow", "-p"
 * and "--parents"), as most command lines pair them; a negation ("--no-include-untracked") pairs with none.
 */
const sameOption = (a: string, b: string): boolean =>
  a === b ||
  (isLongOption(a) !== isLongOption(b) &&
    !a.startsWith("--no-") &&
    !b.startsWith("--no-") &&
    a.replace(/^--?/, "").charAt(0) === b.replace(/^--?/, "").charAt(0))

/** Whether a page writes one of the answer's own flags or expressions (`AnswerWords.code`). */
export const writesAnswerCode = ({ code }: Pick<AnswerWords, "code">, source: CheckedCandidate): boolean =>
  code.some((token) => codeOf(source).has(token))

/** Distinctive words a page lacking a key term must share with an answer stating no value to back it. */
const MIN_DISTINCTIVE_SHARED = 2
/** Everyday words a page must share with a how-to answer when it shares no rarer one and none of its commands. */
const MIN_EVERYDAY_WORDS_SHARED = 2
/** Words ranked below this in the background list are everyday English ("function", "remove", "list"). */
const RARE_WORD_RANK = 500
/** Words ranked at or above this are distinctive: a how-to page naming one speaks of the same step ("prune"). */
const DISTINCTIVE_WORD_RANK = 5000

/**
 * The keys of the sentence's content words beyond the question's that are no everyday word (`RARE_WORD_RANK`), or
 * rarer than `minRank`.
 */
const rareWordsOf = (query: QueryAnalysis, text: string, minRank = RARE_WORD_RANK): ReadonlyArray<number> => {
  const keys = new Set<number>()
  // The words of a name written as code ("net-tools", "os.path") name a thing, not the step: "tools" is no word of it.
  for (const word of words(text.replace(CODE_NAME, " "))) {
    if (!isContentWord(word) || word.length < 3 || rankOf(word) < minRank) continue
    const key = termKey(stem(word))
    if (!query.termKeys.includes(key) && !query.keyTerms.some((k) => k.stemKeys.includes(key))) keys.add(key)
  }
  return [...keys]
}

/**
 * A token joining words by code punctuation: "net-tools", "os.path.exists", "user_name". Tried at a word's start
 * only: one starting inside a word would end where that word's own attempt ended.
 */
const CODE_NAME = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:[-._/:][\p{L}\p{N}]+)+/gu

/** Every sentence of a how-to question asks for a source's commands. */
const codeOf = perSource((source) => codeTokensOf(source.snippet))

/**
 * Whether a page lacking a key term of the question backs the answer that pages holding them all give: it states one
 * of the answer's own values, or writes one of its commands ("df -h"); for an answer stating no value drawn from a
 * page, it says two of its distinctive words ("Tas1r2") or names one of its tools ("ssh-copy-id"). Everyday words
 * back nothing: such a page may be about a neighbouring subject that shares them.
 */
export const corroborates = (choice: AnswerChoice, source: CheckedCandidate): boolean =>
  choice.values.length > 0
    ? sharesAnswerValue(choice, source) && countsAsAsked(choice, source)
    : !writesOtherInvocation(choice, source) &&
      (writesAnswerCode(choice, source) ||
        choice.distinctive.filter((word) => namesTerm(source, word)).length +
          IDENTIFIER_WEIGHT * choice.identifiers.filter((form) => namesIdentifier(source, form)).length >=
          MIN_DISTINCTIVE_SHARED)

/**
 * A name of words joined by "-", "_" or "." ("ssh-copy-id", "read_csv", "config.toml"): a tool or a file, not a
 * namespace's fragment ("::fs") nor prose ("and/or").
 */
const NAMED_TOOL = /^\p{L}[\p{L}\p{N}]*(?:[-_.][\p{L}\p{N}]+)+$/u

/** Whether the question itself writes the identifier: it names the subject, not what the answer adds. */
const isAskedIdentifier = (query: QueryAnalysis, form: string): boolean =>
  query.keyTerms.some((key) => key.identifierForms.includes(form))

/** An identifier the answer names ("ssh-copy-id") says as much as two distinctive words. */
const IDENTIFIER_WEIGHT = 2

const namesIdentifier = (source: CheckedCandidate, form: string): boolean =>
  source.snippetTokens.identifiers.has(form) || source.titleTokens.identifiers.has(form)

/**
 * Whether a page counts the asked noun with one of the answer's numbers ("has five bells in all"): a count backs a
 * "how many" answer only so, not as the count of something else ("after five years of repairs").
 */
const countsAsAsked = (choice: AnswerChoice, source: CheckedCandidate): boolean => {
  if (choice.counting === undefined) return true
  const counts = countsIn(choice.counting, source.snippet)
  return choice.values.some((value) => countsAskedNoun(counts, value))
}

/**
 * The answer with only the values every one of `supporters` states, when they agree on some and not all ("Sentinel
 * listens on 26379, while the Redis servers themselves use 6379": the Sentinel pages all give 26379): a page lacking a
 * key term corroborates the asked value, not one the answer gives of something else. Unchanged for versions, which
 * pages give per product, and for amounts read in other units.
 */
export const agreedBy = (choice: AnswerChoice, supporters: ReadonlyArray<CheckedCandidate>): AnswerChoice => {
  if (choice.values.length < 2 || choice.versions || choice.valuesNeeded > 1 || supporters.length === 0) return choice
  const agreed = choice.values.filter((value) =>
    supporters.every((source) => statesValue({ ...choice, values: [value], amounts: [] }, source))
  )
  return agreed.length > 0 && agreed.length < choice.values.length ? { ...choice, values: agreed } : choice
}

/** Whether a source states one of the answer's own values (not merely an answer of the same kind). */
export const sharesAnswerValue = (choice: AnswerChoice, source: CheckedCandidate): boolean =>
  speaksOfAnswer(choice, source) && statesValue(choice, source)

/** One of the answer's values, as written, at a coarser precision, or as an amount in another unit. */
const statesValue = (choice: AnswerChoice, source: CheckedCandidate): boolean =>
  !writesOnlyAfter(choice.values, source.snippet, NEGATED_BEFORE) &&
  !countsOtherWay(choice, source.snippet) &&
  // "(2 x cores) + 1" writes 1 as an operand of a formula, not as the value something has.
  !writesOnlyAfter(choice.values, source.snippet, OPERATOR_BEFORE) &&
  // "Symphony No. 9" numbers a symphony; it does not count them.
  !(choice.counting !== undefined && writesOnlyAfter(choice.values, source.snippet, NUMBERED_BEFORE)) &&
  (statesDayWithoutYear(choice, source) ||
    // An amount written with its unit ("3 hours") is stated by the same amount in a unit of its kind, not by a bare 3
    // ("2-3 GB of RAM").
    (choice.rounding && choice.amounts.length > 0
      ? statesAmount(source, choice.amounts, choice.tolerance) || tabulatesAmounts(choice.amounts, source)
      : choice.values.filter((value) =>
          choice.versions ? hasVersion(source, value) : statesCount(source, value, choice.rounding)
        ).length >= choice.valuesNeeded || statesAmount(source, choice.amounts, choice.tolerance)))

/**
 * Whether a text writes the answer's values only right after words that take them back: a denial ("the victims of the
 * 1830 revolution, not 1789", "ten players on the field rather than nine") or a numbering ("Symphony No. 9"). A text
 * not writing them at all takes nothing back.
 */
const writesOnlyAfter = (values: ReadonlyArray<string>, text: string, before: RegExp): boolean => {
  let written = false
  let lower: string | undefined
  for (const value of values) {
    for (const form of [value, countSpelledOtherwise(value)]) {
      if (form === undefined) continue
      // Digits have no case: most values are looked for in the text as it is.
      let haystack = text
      if (/\p{L}/u.test(form)) {
        lower ??= text.toLowerCase()
        haystack = lower
      }
      for (let at = haystack.indexOf(form); at >= 0; at = haystack.indexOf(form, at + 1)) {
        if (isWordCode(haystack.charCodeAt(at - 1)) || isWordCode(haystack.charCodeAt(at + form.length))) continue
        written = true
        if (!before.test(text.slice(Math.max(0, at - BEFORE_REACH), at))) return false
      }
    }
  }
  return written
}
/** A letter or digit of ASCII, or any character beyond it (a value is never glued to one). */
const isWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122) || code > 127
/**
 * Whether a text gives the answer's time span only counted the other way from its event: "30 days after moving here"
 * is not "30 days before Election Day", a lead time before another thing. A span the answer counts no way agrees with
 * any.
 */
const countsOtherWay = ({ spans }: AnswerChoice, text: string): boolean => {
  if (spans.size === 0) return false
  let other = false
  for (const [, value = "", way] of text.matchAll(COUNTED_SPAN)) {
    if (![...spans].some((span) => span.startsWith(`${value} `))) continue
    if (spans.has(`${value} ${directionOf(way)}`)) return false
    other = true
  }
  return other
}
/** The time spans a text counts from an event, as "30 after" or "30 before" (see `AnswerChoice.spans`). */
const countedSpansIn = (text: string): ReadonlySet<string> =>
  new Set(Array.from(text.matchAll(COUNTED_SPAN), (m) => `${m[1]} ${directionOf(m[2])}`))
/** A number of time units counted from an event: "30 days after", "at least 30 days before", "6 months prior to". */
const COUNTED_SPAN =
  /\b(\d+)\s+(?:calendar\s+|business\s+|working\s+)?(?:days?|weeks?|months?|years?)\s+(after|from|of|before|prior to|ahead of)\b/gi
const directionOf = (way: string | undefined): string =>
  /^(?:before|prior to|ahead of)$/i.test(way ?? "") ? "before" : "after"

const NEGATED_BEFORE = /\b(?:not|rather than|instead of|never)\s+$/i
const NUMBERED_BEFORE = /(?:\b(?:no|nos|op|vol)\.?|#)\s*$/i
const OPERATOR_BEFORE = /\)\s*[+×*/]\s*$|\s[+×*]\s+$/
const BEFORE_REACH = 16

/**
 * A table gives its units apart from its numbers ("milligrams per 100 millilitres of blood 50"): a page writing every
 * number of the answer's amounts and naming each one's unit states them.
 */
const tabulatesAmounts = (amounts: ReadonlyArray<Measure>, source: CheckedCandidate): boolean =>
  amounts.every((amount) => source.snippetTokens.numbers.has(amount.value) && namesUnit(source.snippet, amount.unit))

/**
 * A page giving the answer's day without any year ("PS5 launches November 12 in North America") states that
 * date: it dates nothing else. One giving a year is judged by it.
 */
const statesDayWithoutYear = ({ days }: AnswerChoice, source: CheckedCandidate): boolean => {
  if (days.length === 0 || source.snippetTokens.years.size > 0 || source.titleTokens.years.size > 0) return false
  const stated = new Set([...monthDaysIn(source.title), ...monthDaysIn(source.snippet)])
  return days.some((date) => stated.has(date.day.slice(5)))
}

/** A value as written, or a count spelled the other way ("four strings" states "4 strings"). */
const statesCount = (source: CheckedCandidate, value: string, rounding: boolean): boolean => {
  if (sourceHas(source, value, rounding)) return true
  const otherwise = countSpelledOtherwise(value)
  return otherwise !== undefined && source.snippetTokens.numbers.has(otherwise)
}

/**
 * Whether a source stating one of the answer's values names the words of the asked subject too (see
 * `MIN_SUBJECT_WORDS_FOR_SLACK`), when the values alone do not tie it to the subject (`holdsToSubject`).
 */
const namesSubject = (choice: AnswerChoice, source: CheckedCandidate): boolean => {
  if (choice.subject.length === 0) return true
  const named = (term: string) =>
    namesTerm(source, termKey(term)) ||
    (choice.subjectCode.get(term) ?? []).some((form) => namesIdentifier(source, form))
  const missing = choice.subject.filter((term) => !named(term)).length
  return missing === 0 || (missing === 1 && choice.subject.length >= MIN_SUBJECT_WORDS_FOR_SLACK)
}

/**
 * A subject of this many words or more usually carries a predicate ("fetch" "stable" in Node.js) that a page words
 * its own way ("no longer experimental"): one of them may be missing. A two-word subject ("dialog element") may not.
 */
const MIN_SUBJECT_WORDS_FOR_SLACK = 3
/** An answer giving versions of this many products or more is a support list, whose versions other features share. */
const MIN_PRODUCTS_FOR_SUBJECT = 2

/**
 * Browser versions say nothing of the subject by themselves: they repeat across features ("Edge 79" ships
 * hundreds, and the elementtiming attribute's page shares it with the dialog element's while only mentioning
 * "element"). One product's release ("Python 3.13") is specific enough.
 */
const holdsToSubject = (query: QueryAnalysis, products: ProductVersions): boolean =>
  query.answerType === "version" && products.size >= MIN_PRODUCTS_FOR_SUBJECT

/**
 * A name is named in many contexts: a travel guide mentions "Sydney" beside an answer saying "the capital of
 * Australia is Canberra ...; the largest city is Sydney". A page backs a name answer only when it names the noun
 * the question asks for ("capital", "author") as well, when the question asks for one; a "who" question's verb
 * is worded every way ("founded", "launched", "started") and is not held to.
 */
const namesAskedNoun = ({ askedNouns }: AnswerChoice, source: CheckedCandidate): boolean =>
  askedNouns.length === 0 || askedNouns.some((noun) => namesTerm(source, termKey(noun)))

/**
 * "Which browsers support X" has a version per browser: a page giving Firefox's when the answer gives Chrome's
 * still answers it, and so does one saying which browsers ship it without versions ("supported by Chrome, Firefox
 * and Safari", "shipped in every current engine"). Another product's release does not back one product's: "JDK 13"
 * (a preview) beside "Java SE 15", nor does a page giving no release at all.
 */
const versionsOfOtherProducts = (choice: AnswerChoice, source: CheckedCandidate): boolean => {
  const products = [...productsOf(source.snippet).keys()]
  const browserSupport = [...choice.products.keys()].some((product) => BROWSERS.has(product))
  if (products.length === 0) return browserSupport || namesBrowsers(source)
  return products.every((product) => BROWSERS.has(product) && !choice.products.has(product))
}

const namesBrowsers = (source: CheckedCandidate): boolean =>
  BROWSER_KEYS.filter((key) => source.snippetTokens.terms.has(key)).length >= MIN_PRODUCTS_FOR_SUBJECT

const NAME = /(?<=\S\s+)\p{Lu}[\p{L}\p{M}'-]+/gu

/**
 * Names in a sentence (capitalised words not starting it) that the question does not contain, in the form a text's
 * tokens hold them: a stem ("torvald"), or a hyphenated name whole ("berners-lee", an identifier token that is never
 * stemmed). "O'Brien" is held as "brien".
 */
const namesOf = (query: QueryAnalysis, text: string): ReadonlyArray<string> => {
  const asked = new Set(query.terms)
  const names = Array.from(text.matchAll(NAME), (m) => nameForm(m[0]))
  const leading = leadingName(query, text)
  if (leading !== undefined) names.unshift(leading)
  return [...new Set(names)].filter(
    (name) =>
      name !== "" &&
      !asked.has(name) &&
      !STOPWORDS.has(name) &&
      !isAskedCompound(query.terms, name) &&
      // "Hundred" of "One Hundred Years of Solitude" spells the question's "100": its subject, not the answer.
      !query.keyTerms.some((key) => key.stemForms.includes(name))
  )
}

/** "X-rays" for "who discovered x rays": a hyphenated word made of the question's own words is its subject. */
const isAskedCompound = (asked: ReadonlyArray<string>, name: string): boolean => {
  if (!name.includes("-")) return false
  const parts = name.split("-").filter(isContentWord)
  return parts.length > 0 && parts.every((part) => asked.includes(stem(part)))
}

/** The names of a text (as `nameForm` keeps them) that are everyday English words too. */
const commonNamesOf = (text: string): ReadonlySet<string> =>
  new Set(
    Array.from(text.matchAll(NAME), (m) => m[0])
      .filter((word) => (ENGLISH_WORD_RANKS.get(word.toLowerCase()) ?? UNLISTED_RANK) < COMMON_WORD_RANK)
      .map(nameForm)
  )

const LEADING_WORD = /^\p{Lu}[\p{L}\p{M}'-]+/u
/** Below this rank a capitalised first word is everyday English starting a sentence ("However", "Today"). */
const COMMON_WORD_RANK = 2000

/**
 * The name a sentence of a "who/what is the ..." answer starts with ("Jupiter is the largest planet", "Canberra is
 * the capital"): its first word, capitalised, when it is neither a stop word, a word of the question nor an everyday
 * English word. Other names are found after the first word (`NAME`).
 */
const leadingName = (query: QueryAnalysis, text: string): string | undefined => {
  if (query.answerType !== "entity") return undefined
  const word = LEADING_WORD.exec(text)?.[0]
  if (word === undefined) return undefined
  const lower = word.toLowerCase()
  const form = nameForm(word)
  if (STOPWORDS.has(lower) || query.terms.includes(form) || isAskedCompound(query.terms, form)) return undefined
  return (ENGLISH_WORD_RANKS.get(lower) ?? UNLISTED_RANK) < COMMON_WORD_RANK ? undefined : form
}

const leadsWithName = (query: QueryAnalysis, text: string): boolean => leadingName(query, text) !== undefined

const nameForm = (name: string): string => {
  const lower = name.toLowerCase().replace(/'s$/, "").replace(/-+$/, "")
  if (lower.includes("-")) return lower
  return stem(lower.slice(lower.lastIndexOf("'") + 1))
}

/**
 * Of the names a "who" answer gives ("Dennis Ritchie at Bell Labs ... on Unix"), the one most of the pages write, the
 * first of those tied: the one asked for, which every page backing it must name. The others are its context, and a page
 * naming only them ("B was developed at Bell Labs by Ken Thompson") is on something else.
 */
const mostWritten = (names: ReadonlyArray<string>, written: WrittenIndex): ReadonlyArray<string> => {
  let best: string | undefined
  let most = -1
  for (const name of names) {
    const holders = written.get(termKey(name)).length
    if (holders > most) [best, most] = [name, holders]
  }
  return best === undefined ? [] : [best]
}

/**
 * "developed by American computer scientist Dennis M. Ritchie at Bell Laboratories": the rare names are the answer,
 * the one most pages write; everyday words written as names ("American", "Bell", "Soviet", "July") back pages on other
 * things.
 */
const answerName = (query: QueryAnalysis, text: string, written: WrittenIndex): ReadonlyArray<string> => {
  const names = namesOf(query, text)
  const common = commonNamesOf(text)
  const places = query.askedRole === undefined ? NO_NAMES : placeNamesOf(text)
  const rare = names.filter((name) => !common.has(name) && !places.has(name))
  const agents = query.askedRole === undefined ? NO_AGENTS : agentNamesOf(query, text)
  // "written by Alexander Hamilton, James Madison, and John Jay": several did it, and a page backing the answer names
  // them (`answerSupportRatio` of them), not one of them on another matter ("the Federalist Party ... Hamilton").
  const surnames = agents.surnames.filter((name) => rare.includes(name))
  if (surnames.length >= 2) return surnames
  const byAgent = rare.filter((name) => agents.names.has(name))
  return mostWritten(byAgent.length > 0 ? byAgent : rare.length > 0 ? rare : names, written)
}

/**
 * A "by" and what follows it up to the next punctuation, an initial's period and a list's commas aside: "an 1851 novel by
 * American writer Herman Melville", "discovered in 1897 by the British physicist J. J. Thomson", "written by Alexander
 * Hamilton, James Madison, and John Jay".
 */
const AGENT_PHRASE = /\bby\s+((?:[^,;:.()]|(?<=(?<![\p{L}\p{N}])\p{Lu})\.|,(?=\s*(?:and\s+)?\p{Lu})){1,80})/gu
/** A made work a "by" may follow, maybe with a few words on it: "a novel by", "an opera in two acts by". */
const WORK_BEFORE =
  /\b(?:novel|book|poem|play|painting|sculpture|song|album|film|movie|opera|symphony|essay|story)(?:\s+[\p{L}\p{N}-]+){0,3}\s+$/iu
/**
 * A verb of making a "by" may follow, whichever the question used ("who made jquery": "created by"); "made" is any
 * verb's ("images made by").
 */
const MADE_BEFORE =
  /\b(?:created|written|developed|designed|invented|founded|discovered|composed|painted|built|directed|authored|established|started)\b/i
/**
 * Whether a sentence names the asked deed, or the one a "by" gives as its doer: what a sentence answering "who" does
 * best, and what one answering "who illustrated" or "who bought" must do (see `QueryAnalysis.asksDeed`): "a novel by
 * Carlo Collodi" names the author, not who illustrated it.
 */
const namesAskedDeed = (query: QueryAnalysis, text: string): boolean =>
  query.askedRole?.test(text) === true || agentNamesOf(query, text).names.size > 0
/** How far before its "by" the question's verb may stand: "was discovered in 1897 by". */
const AGENT_VERB_REACH = 24

/**
 * The names a sentence gives as who did what the question asks ("Moby-Dick; or, The Whale is an 1851 novel by ...
 * Herman Melville", "the electron was discovered in 1897 by ... J. J. Thomson"): those named after a "by" right after
 * the question's verb or a made work, not the other names around (the novel's "Whale"), nor those another verb's "by"
 * names ("images made by Rosalind Franklin" in a sentence on who discovered the double helix).
 */
const agentNamesOf = (query: QueryAnalysis, text: string): Agents => {
  const names = new Set<string>()
  const surnames: Array<string> = []
  for (const m of text.matchAll(AGENT_PHRASE)) {
    const before = text.slice(Math.max(0, m.index - AGENT_VERB_REACH), m.index)
    // A work's "by" names its maker, who answers how it was made, not who illustrated or bought it.
    const made = !query.asksDeed && (WORK_BEFORE.test(before) || MADE_BEFORE.test(before))
    if (!made && query.askedRole?.test(before) !== true) continue
    for (const person of (m[1] ?? "").slice(0, AGENT_NAMES_CHARS).split(PERSONS_APART)) {
      for (const name of person.matchAll(CAPITALISED)) names.add(nameForm(name[0]))
      // The person is the first run of two names or more ("Norwegian painter | Edvard Munch", "Brian Fox | for the GNU
      // Project"), and their last name ends it.
      const run = Array.from(person.matchAll(NAME_RUN), (m) => m[0].split(/\s+/)).find((words) => words.length >= 2)
      const surname = run === undefined ? undefined : nameForm(run.at(-1) ?? "")
      if (surname !== undefined && !surnames.includes(surname)) surnames.push(surname)
    }
  }
  return { names, surnames }
}

/** Who a sentence says did what it tells: every name of them, and each one's last name, in the order written. */
interface Agents {
  readonly names: ReadonlySet<string>
  readonly surnames: ReadonlyArray<string>
}
const NO_AGENTS: Agents = { names: new Set(), surnames: [] }
/** "Alexander Hamilton, James Madison, and John Jay": the people a list of names gives. */
const PERSONS_APART = /\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/
/** Names one after another, initials included: "Alexander Hamilton", "J. J. Thomson". */
const NAME_RUN = /\p{Lu}[\p{L}\p{M}'.-]*(?:\s+\p{Lu}[\p{L}\p{M}'.-]*)*/gu
/** Names further from their "by" than this are the sentence's others ("... a replacement for the Bourne shell"). */
const AGENT_NAMES_CHARS = 60
const CAPITALISED = /\p{Lu}[\p{L}\p{M}'-]+/gu

const NO_NAMES: ReadonlySet<string> = new Set()

/**
 * The names a sentence writes only as the place of what it tells ("founded Samsung Sanghoe in Daegu", `LOCATED`): who
 * did it is never where it was done, and pages on other things in that place ("a baseball team based in Daegu") back
 * no one.
 */
const placeNamesOf = (text: string): ReadonlySet<string> => {
  const placed = new Set(Array.from(text.matchAll(LOCATED), (m) => nameForm(m[1] ?? "")))
  if (placed.size === 0) return placed
  for (const m of text.replace(LOCATED, "").matchAll(NAME)) placed.delete(nameForm(m[0]))
  return placed
}

/**
 * A "who did it" sentence's facts as its supporters are counted: the name it gives that most pages write, so that
 * "founded in 1863 in Geneva by Henry Dunant" is backed by every page naming Dunant, whatever else it names; its words
 * when it names no one. (A sentence answering "the capital of Morocco" may name places it is compared with, so there
 * every name counts.)
 */
const entityFacts = (
  query: QueryAnalysis,
  tokens: TextTokens,
  text: string,
  written: WrittenIndex
): { readonly values: ReadonlyArray<string>; readonly words: ReadonlyArray<number> } => {
  const values = answerName(query, text, written)
  return values.length > 0 ? { values, words: [] } : factsOf(query, tokens, text)
}

/** What a source must share with the chosen sentence to state the same answer (see `AnswerChoice.values`). */
const answerValues = (query: QueryAnalysis, sentence: Sentence, written: WrittenIndex): ReadonlyArray<string> => {
  switch (query.answerType) {
    case "entity":
      return answerName(query, sentence.text, written)
    case "code":
      return codeAsked(sentence.codes, written)
    case "yes_no":
      return []
    default:
      // An identifier extending the asked one ("802.11ax" for "which 802.11 standard") is a value too.
      return factsOf(query, sentence.tokens, sentence.text).values
  }
}

/**
 * The deterministic extractive answer, or undefined when no sentence of the sources answers the question. Chosen
 * among the answering sentences (see `answeringSentences`): first one that two or more sites state, then the
 * most key terms and question weight in the sentence itself, then the widest support, then the best-ranked
 * source. Its supporters are every source that states the sentence's facts (the values of the asked type, or
 * its content words). A provider's answer competes only when two sites state its facts.
 */
export const chooseAnswer = (
  query: QueryAnalysis,
  sources: ReadonlyArray<CheckedCandidate>,
  providerAnswers: ReadonlyArray<string>,
  options: AnswerOptions
): AnswerChoice | undefined => {
  const choices: Array<Choice> = []
  const written = new WrittenIndex(sources, publicationYear)
  // A page's title fit is the same for each of its sentences: read once per page.
  const titleFits = query.answerType === "version" ? sources.map((s) => titlePrecision(query, s.titleTokens)) : []
  const consider = (sentence: Sentence) => {
    if (query.asksDeed && !namesAskedDeed(query, sentence.text)) return
    const { exact, rounded: supporters } = supportersOf(query, sentence, sources, written, options)
    const telling = saysWhatWasAsked(query, sentence)
    const own = sentence.rank >= 0 && !supporters.includes(sentence.rank) ? [sentence.rank] : []
    const all = [...own, ...supporters].sort((a, b) => a - b)
    const exactAll = own.length > 0 && !exact.includes(sentence.rank) ? [...own, ...exact] : exact
    const sites = siteCount(all, sources)
    choices.push({
      sentence,
      supporters: all,
      sites,
      exactSites: siteCount(exactAll, sources),
      products: query.answerType === "version" ? productsOf(sentence.text).size : 0,
      dated: Number(query.asksWhen && query.answerType === "version" && sentence.tokens.years.size > 0),
      // Only among sentences enough sites back for a sale: a precise day one page gives must not refuse the pack.
      datePrecision: query.answerType === "date" && sites >= DATED_BACKERS ? datePrecisionOf(sentence.text) : 0,
      telling: Number(telling),
      variant: Number(namesVariantOnly(query, sentence.text) || numbersOtherwise(query, sentence.text)),
      titleFit: titleFits[sentence.rank] ?? 0,
      // For "who", telling means the sentence names someone (`saysWhatWasAsked`).
      role: Number(
        query.answerType === "entity" &&
          telling &&
          query.askedRole !== undefined &&
          namesAskedDeed(query, sentence.text)
      )
    })
  }
  // A provider's answer to a how-to or a question asked in words would hold the pack to its own words, which no page
  // need write: the pack fed back without it would be another. Those answers are drawn from the pages.
  const heldToWording = query.answerType === "none" && (query.explains || !query.keywordSearch)
  const fromProviders = heldToWording ? [] : providerSentences(query, providerAnswers)
  for (const sentence of fromProviders) consider(sentence)
  const fromProvider = choices.filter((c) => c.sites >= MIN_SUPPORT)
  choices.length = 0
  choices.push(...fromProvider)
  // "acetone cas no": of the codes the pages give ("2-propanone", "67-64-1", "200-662-2"), the one most of them write.
  const asked = query.answerType === "code" ? mostWrittenCode(query, sources, written, options) : undefined
  sources.forEach((source, rank) => {
    // "Can I add empty directories?": a page's own question (a FAQ's heading) sets its subject, answers nothing.
    for (const sentence of answeringSentences(query, source, rank, options)) {
      if (sentence.text.endsWith("?")) continue
      if (asked === undefined || sentence.codes.includes(asked)) consider(sentence)
    }
  })
  const best = choices.sort(better)[0]
  if (best === undefined) return undefined
  const products = productsOf(best.sentence.text)
  const values = answerValues(query, best.sentence, written)
  // A yes or no is stated in every wording ("toxic", "dangerous", "can poison a dog"): it is never held to its words.
  // How-to answers, what a thing does, answers giving a command ("git branch -m <newname>" for "git rename local
  // branch") and answers to a question asked in words ("what did Shakespeare die of") are. Pages found by keywords on a
  // topic ("mediterranean diet") say different things: their answer is held to its words only when enough pages say
  // them ("css property for rounded corners": border-radius).
  const code = commandsOf(query, best.sentence.text)
  const words =
    values.length === 0 && query.answerType === "none"
      ? wordsOf(query, best.sentence.text, best.sentence.tokens, code)
      : undefined
  const heldToWords =
    words !== undefined &&
    (heldToWording || code.length > 0 || sources.filter((s) => sharesWords(words, s)).length >= MIN_WORD_BACKERS)
  // A provider's answer is backed by pages stating it in full, not by pages echoing its words or tools.
  const valuelessFromPage = values.length === 0 && best.sentence.rank >= 0
  return {
    text: best.sentence.text,
    supporters: best.supporters,
    values,
    words: heldToWords ? words.words : [],
    rareWords: heldToWords ? words.rareWords : [],
    code: heldToWords ? code : [],
    distinctive: valuelessFromPage ? rareWordsOf(query, best.sentence.text, DISTINCTIVE_WORD_RANK) : [],
    identifiers: valuelessFromPage
      ? [...best.sentence.tokens.identifiers].filter(
          (form) => NAMED_TOOL.test(form) && !query.askedCode.has(form) && !isAskedIdentifier(query, form)
        )
      : [],
    amounts: amountsOf(query, best.sentence.text),
    tolerance: { amountAgreement: options.amountAgreement, roundedAmountGap: options.roundedAmountGap },
    rounding: query.answerType === "number",
    versions: query.answerType === "version",
    products,
    askedProducts: new Set([...products.keys()].filter((product) => query.terms.includes(stem(product)))),
    subject: holdsToSubject(query, products) ? subjectOf(query, best.sentence, sources) : [],
    subjectCode: subjectCodeOf(query),
    askedNouns: query.answerType === "entity" ? query.askedNouns : [],
    valuesNeeded:
      query.answerType === "entity" && values.length >= 2 ? Math.ceil(options.answerSupportRatio * values.length) : 1,
    days: query.answerType === "date" ? daysDatedIn(best.sentence.text) : [],
    counting: query.answerType === "number" && query.countedNoun !== undefined ? query : undefined,
    yesOrNo: query.answerType === "yes_no" ? query : undefined,
    answerTerms:
      query.answerType === "yes_no"
        ? query.termKeys.filter((term) => holdsTerm(query, term, [best.sentence.tokens])).slice(-1)
        : [],
    quantities: words !== undefined && !heldToWords ? quantitiesIn(best.sentence.text) : [],
    spans: countedSpansIn(best.sentence.text)
  }
}

/**
 * Amounts written with an electrical unit's symbol after them ("2 A", "100 V", "5 W", "3000 mAh"), as "2 A": a
 * specification's ratings, which no page states with another unit (see `AnswerChoice.quantities`).
 */
const quantitiesIn = (text: string): ReadonlyArray<string> =>
  Array.from(text.matchAll(QUANTITY), (m) => `${m[1]} ${m[2]}`)
const QUANTITY = /(?<![\p{L}\p{N}.,-])(\d+(?:\.\d+)?)\s?((?:[kMmµ]?(?:A|V|W|Ω|VA|Wh)|mAh))(?![\p{L}\p{N}-])/gu

/** Whether a page writes one of the answer's amounts with its unit (see `AnswerChoice.quantities`). */
const writesQuantity = (choice: AnswerChoice, source: CheckedCandidate): boolean => {
  if (choice.quantities.length === 0) return true
  const written = new Set([...quantitiesIn(source.snippet), ...quantitiesIn(source.title)])
  return choice.quantities.some((quantity) => written.has(quantity))
}

/**
 * The subject words (`subjectTermsOf`) the answer's own page names: what every page backing it must name too.
 * Read from that page rather than the question, since pages word a subject their own way ("the :has()
 * pseudo-class" for "the :has() selector") and the answering one shows which words the subject is named by.
 */
const subjectOf = (
  query: QueryAnalysis,
  sentence: Sentence,
  sources: ReadonlyArray<CheckedCandidate>
): ReadonlyArray<string> => {
  // An identifier ("Array.prototype.at") names the subject exactly and every source holds it already (a required
  // key term); its pieces ("prototype") are not words a page must repeat.
  if (query.keyTerms.some((key) => key.required)) return []
  const own = sources[sentence.rank]
  const texts = own === undefined ? [sentence.tokens] : [own.titleTokens, own.snippetTokens]
  return subjectTermsOf(query).filter((term) => texts.some((text) => text.terms.has(termKey(term))))
}

/** The question's words a key term also finds as code (see `AnswerChoice.subjectCode`). */
const subjectCodeOf = (query: QueryAnalysis): ReadonlyMap<string, ReadonlyArray<string>> =>
  new Map(
    query.keyTerms
      .filter((key) => key.identifierForms.length > 0 && !key.required)
      .flatMap((key) => key.stemForms.map((form) => [form, key.identifierForms] as const))
  )

/** The answer with its citation markers (`text [1][3]`), at most `maxAnswerChars`; see `chooseAnswer`. */
export const buildAnswer = (
  query: QueryAnalysis,
  sources: ReadonlyArray<CheckedCandidate>,
  providerAnswers: ReadonlyArray<string>,
  options: AnswerOptions
): string | undefined => {
  const choice = chooseAnswer(query, sources, providerAnswers, options)
  return choice === undefined ? undefined : answerWithMarkers(choice, options.maxAnswerChars)
}

/** The sentence, capped so that its markers fit, then ` [1][3]`. */
export const answerWithMarkers = (choice: AnswerChoice, max: number): string =>
  withMarkers(choice.text, choice.supporters, max)
