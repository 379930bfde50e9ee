import type { TextTokens } from "./TextTokens.ts"

/**
 * What kind of value the question asks for, when it asks for one: the answer (and every sold source) must state a
 * value of that kind. `none` asks for an explanation, a how-to or a definition: no value is required.
 */
export type AnswerType = "date" | "version" | "number" | "entity" | "code" | "yes_no" | "none"

/** Chat spellings of "what is": "wats the e number for msg", "whats the capital of peru". */
const WHAT_IS = /\b(?:whats|wats|wat|wht)\b/g

const lower = (query: string): string =>
  ` ${query
    .toLowerCase()
    // "which c++ version" reads "which c version": one space between words, whatever punctuation stood there.
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(WHAT_IS, "what is")
    .trim()} `

/**
 * "When" asks only as the question's word ("When did ...", "So when was ...", "falkirk wheel opened when"), not in a
 * clause ("... when rate limited") nor as a situation ("permission denied when running my script").
 */
const DATE =
  /^ (?:\p{L}+ ){0,2}when (?!\p{L}+ing )| when\s*$| (?:what year|which year|what date|which date|(?:what|which) day(?! of the week)|since when|release date|how long ago|(?:date|day|year) when) |^ (?:the )?(?:exact |precise )?(?:date|year) (?:when |that )?(?:the )?\p{L}+ (?:was|were|is|did) /u
const VERSION =
  / (?:which|what) (?:[\p{L}\p{N}]+ ){0,2}(?:version|versions|release|releases)(?! date) | (?:introduced|added|released|standardi[sz]ed) in (?:which|what) (?:[\p{L}\p{N}+]+ )?standard |^ (?:which|what) (?:[\p{L}\p{N}+#]+ ){1,2}(?:added|introduced|brought|shipped|gained) | (?:which|what) (?:browser|browsers|chrome|firefox|safari|edge|node|python) | which (?:ios|ipados|macos|android|windows|java|jdk|php|ruby|typescript|kotlin|swift|gcc|bash|es|ecmascript) $|^ (?:which|what) (?:ios|ipados|macos|watchos|android|windows) (?:do|does|did) | since which | first (?:version|release) | minimum version | (?:minimum|lowest|earliest|oldest) (?:\p{L}+ ){0,2}(?:version|release) /u
const BROWSER_SUPPORT =
  / (?:browser|browsers) (?:support|supports|ship|ships|compatibility|compat) | supported (?:in|by) |^ (?:can i use|caniuse) | (?:baseline|widely available|compatibility|compat|can i use|caniuse|support tables?|compatibility tables?)\s*$| (?:in|across|by) (?:all|every|most|modern) (?:the )?(?:major )?browsers? /
/**
 * "String.prototype.isWellFormed support", "forced-colors media query support": code named, then "support" (or
 * "compatibility", "compat"), as a search box query asks which releases support it.
 */
const ENDS_WITH_SUPPORT = / (?:support|compatibility|compat)\s*$/i
/** Code's signs, or a name in camel case starting lower-case ("feMorphology", "structuredClone"), as APIs are named. */
const NAMES_CODE = /[-.:@()]|(?<!\p{L})\p{Ll}{2,}\p{Lu}/u
const ASKS_IN_WORDS = /^(?:how|what|which|when|who|where|why|is|are|does|do|did|can)\b|\?/i
/** "Does Safari support ...", "Is ... supported in Firefox": a question about browser versions. */
const NAMES_BROWSER = / (?:chrome|firefox|safari|edge|opera|browser|browsers|node|deno|bun) /
const ASKS_SUPPORT =
  / (?:support|supports|supported|ship|ships|shipped|add|added|adds|introduce|introduced|implement|implemented|enable|enabled) /
const NUMBER =
  / (?:how many|how much|how long|how big|how large|how fast|how old|how far|how tall|how high|how deep|how heavy|how hot|how cold|how wide|how thick|how often|what percentage|what percent|what share|what fraction) /
/** "who ...", and a topic asked about at the end ("the starry night painting who painted it"). */
const ENTITY =
  /^ (?:who|whom|whose|where|which (?:company|organisation|organization|person|team|group)) | who \p{L}+ (?:it|this|that|them)\s*$/u
const WHERE = /^ (?:\p{L}+ ){0,2}where /u
const YES_NO = /^ (?:is|are|does|do|did|can|could|should|was|were|will|has|have) /

/**
 * Nouns that ask for an amount when a "what" or "which" question asks for them: "the default port of
 * PostgreSQL", "the recommended daily dose", "which HTTP status code". They frame the question rather than name
 * its subject (`QueryAnalysis.ts` leaves them out of its key words): the page answering "the daily dose of
 * vitamin D" says "600 IU a day".
 */
// biome-ignore format: a word list reads better packed
export const QUANTITY_NOUNS: ReadonlySet<string> = new Set([
  "price", "cost", "fee", "size", "population", "number", "count", "total", "average", "length", "limit", "maximum",
  "minimum", "rate", "height", "width", "depth", "weight", "mass", "speed", "velocity", "distance", "temperature",
  "dose", "dosage", "amount", "value", "port", "code", "percentage", "capacity", "duration", "frequency",
  "altitude", "elevation", "area", "volume", "density", "diameter", "radius", "circumference", "age", "salary",
  "budget", "score", "lifespan", "wavelength", "voltage", "pressure", "bandwidth", "timeout", "interval", "ttl", "delay",
  "latency", "quota"
])
/**
 * Short forms of quantity nouns ("safe internal temp for chicken"): they ask for an amount, but name a subject too
 * ("temp files"), so unlike `QUANTITY_NOUNS` they stay words of the question.
 */
const SHORT_QUANTITY_NOUNS: ReadonlySet<string> = new Set(["temp"])
/** "The boiling point of water": a point that is a temperature. */
const TEMPERATURE_POINT = /^(?:boiling|melting|freezing|flash|dew)$/
/** Nouns that ask for a name: "the capital city of Australia", "the author of ...". */
// biome-ignore format: a word list reads better packed
const NAME_NOUNS: ReadonlySet<string> = new Set([
  "capital", "city", "country", "name", "author", "founder", "inventor", "creator", "maker", "manufacturer",
  "owner", "ceo", "president", "director", "winner", "company", "composer", "painter", "architect", "designer",
  "discoverer", "writer", "identity",
  // Kinds of named things: "what river runs through Budapest" asks for the river's name.
  "river", "mountain", "lake", "ocean", "sea", "island", "continent", "volcano", "desert", "planet", "language",
  "team", "club", "band", "singer", "actor", "actress", "scientist", "emperor", "king", "queen", "university",
  "airline", "brand"
])
/**
 * "The largest planet", "the longest river", "the first programming language": a superlative picks one thing out of
 * a kind, and the answer names it.
 */
// biome-ignore format: a word list reads better packed
const SUPERLATIVES: ReadonlySet<string> = new Set([
  "largest", "biggest", "smallest", "tallest", "shortest", "longest", "oldest", "newest", "youngest", "fastest",
  "slowest", "highest", "lowest", "deepest", "hottest", "coldest", "heaviest", "lightest", "richest", "poorest",
  "busiest", "earliest", "most", "least", "first"
])
/** Skipped before the noun a "what" question asks for: "what is the", "what's a". */
const LEADING_WORDS: ReadonlySet<string> = new Set(["is", "are", "was", "were", "s", "the", "a", "an"])
/** End the noun phrase asked for: "the default port | of PostgreSQL", "which port | does DNS use". */
// biome-ignore format: a word list reads better packed
const PHRASE_END: ReadonlySet<string> = new Set([
  "of", "for", "in", "on", "at", "to", "from", "with", "by", "between", "that", "when", "does", "do", "did", "is",
  "are", "was", "were", "has", "have", "can", "will", "would", "should"
])
/** A noun phrase longer than this is no longer the thing asked for. */
const MAX_PHRASE_WORDS = 4

/** The words of the noun phrase a "what"/"which" question asks for ("default port"), else none. */
export const askedPhrase = (query: string): ReadonlyArray<string> => phraseOf(lower(query))

const phraseOf = (text: string): ReadonlyArray<string> => {
  // `lower` leaves one space between words and none other.
  const words = text.trim().split(" ")
  if (words[0] !== "what" && words[0] !== "which") return []
  let i = 1
  while (i < words.length && LEADING_WORDS.has(words[i] ?? "")) i++
  const phrase: Array<string> = []
  for (; i < words.length && phrase.length < MAX_PHRASE_WORDS && !PHRASE_END.has(words[i] ?? ""); i++) {
    phrase.push(words[i] ?? "")
  }
  return phrase
}

/** "How many players per side", "the number of chromosomes in human cells": what is counted, up to where it ends. */
const COUNTED = / (?:how many|number of|count of) ((?:\p{L}+ ){1,4})/u
/** End a counted noun phrase as they end an asked one, and at "per" ("players | per side"). */
const COUNTED_END: ReadonlySet<string> = new Set([...PHRASE_END, "per"])

/**
 * The noun a "how many" question counts, the head of its phrase ("cores" in "how many CPU cores does ..."), else
 * undefined: the answer is the number that counts it ("15 players"), not another number of its sentence.
 */
const countedNounOf = (text: string): string | undefined => {
  const phrase = COUNTED.exec(text)?.[1]?.trim().split(" ") ?? []
  const end = phrase.findIndex((word) => COUNTED_END.has(word))
  return (end < 0 ? phrase : phrase.slice(0, end)).at(-1)
}

/** Who assigns a code of letters to a thing ("iso code", "iata code"), as `ASKS_FOR_CODE` names them. */
// biome-ignore format: a word list reads better packed
const CODE_ASSIGNERS: ReadonlyArray<string> = [
  "iso", "iata", "icao", "country", "currency", "airport", "cas", "ticker", "stock", "zip", "postal"
]
/** Besides `CODE_ASSIGNERS`, what else a code's name may start with ("messier catalog number", "unicode code point"). */
const ASSIGNS_CODES: ReadonlySet<string> = new Set([...CODE_ASSIGNERS, "catalog", "catalogue", "unicode"])
/** What an assigned code is called ("the cas registry number", "the messier catalog number", "unicode code point"). */
const ASSIGNED_CODE_NOUNS: ReadonlySet<string> = new Set(["code", "number", "no", "designation", "point"])

/**
 * The type the asked noun calls for, read from the phrase's end, where English puts its head ("capital city"), then
 * a superlative before it ("the largest planet" names one; "the highest temperature" is still an amount).
 */
const typeOfAskedNoun = (text: string): AnswerType | undefined => {
  const phrase = phraseOf(text)
  for (let i = phrase.length - 1; i >= 0; i--) {
    const word = phrase[i] ?? ""
    // "the iso code for the polish zloty", "the iata code of heathrow": a code assigned to the subject, letters as
    // often as digits, not an amount (a status or port code still is one).
    if (ASSIGNED_CODE_NOUNS.has(word) && phrase.slice(0, i).some((before) => ASSIGNS_CODES.has(before))) return "code"
    if (QUANTITY_NOUNS.has(word) || SHORT_QUANTITY_NOUNS.has(word)) return "number"
    if (word === "point" && TEMPERATURE_POINT.test(phrase[i - 1] ?? "")) return "number"
    if (NAME_NOUNS.has(word)) return "entity"
  }
  return phrase.some((word) => SUPERLATIVES.has(word)) ? "entity" : undefined
}

/**
 * The noun a superlative picks one of ("river" in "Africa's longest river", "planet" in "the largest planet"): the
 * answer is one of those, so a page about the subject names it ("Africa's longest zip line" is not about rivers).
 */
export const superlativeNoun = (phrase: ReadonlyArray<string>): string | undefined =>
  phrase.some((word) => SUPERLATIVES.has(word)) && !SUPERLATIVES.has(phrase.at(-1) ?? "") ? phrase.at(-1) : undefined

const ASKS_FOR_NAME =
  /^ (?:who|whom|whose|which (?:company|organisation|organization|person|team|group)) (?:originally |first |actually |really |initially )?(\p{L}+) | who (\p{L}+) (?:it|this|that|them)\s*$| (\p{L}+) by (?:who|whom)\s*$/u

/**
 * The verb a question asking for a name asks about: "invented" in "Who invented the World Wide Web?", "created" in
 * "Which company created Go?". Like the amount nouns it frames the question, and pages word it every way
 * ("developed", "the inventor of", "launched", "started"), so it is never a required key word.
 */
export const askedVerbOf = (query: string): string | undefined => verbOf(lower(query))

const verbOf = (text: string): string | undefined => {
  const asked = ASKS_FOR_NAME.exec(text)
  return asked?.[1] ?? asked?.[2] ?? asked?.[3]
}

/** "How do I ...", "show me how to ...", and a how-to asked after its situation ("... new files, how to stash them"). */
const HOW_TO =
  /^ (?:(?:show|tell|teach) me |explain )?how (?:do|does|can|could|should|would|to) | how (?:to|do i|can i) /
const WHAT_IT_DOES = /^ what (?:does|do) .+ (?:do|mean)\s*$/

/**
 * Whether the question asks how to do something ("How do I undo the last commit?") or what a thing does ("What does
 * the Strict-Transport-Security header do?"): its answer is one procedure or effect, which pages backing it state
 * in part in the same words (the command, the mechanism). Keyword searches and open questions ("side effects of
 * melatonin") are answered by pages saying different things.
 */
export const asksHowOrWhatItDoes = (query: string): boolean => explains(lower(query))

const explains = (text: string): boolean => HOW_TO.test(text) || WHAT_IT_DOES.test(text)

/** Reads the answer type off the question's wording; English only, and `none` when unsure. */
export const answerTypeOf = (query: string): AnswerType => typeOfQuery(query, lower(query))

/** `typeOf` of the lower-cased wording, after what only the raw query shows (the code it names). */
const typeOfQuery = (query: string, text: string): AnswerType =>
  asksCodeSupport(query.trim()) ? "version" : typeOf(text)

const asksCodeSupport = (query: string): boolean =>
  searchesSupport(query) && (NAMES_CODE.test(query) || NAMES_WEB_PLATFORM.test(query))

/** A search box query ending "support" ("... compat", "... compatibility"), asking in no words. */
const searchesSupport = (query: string): boolean => ENDS_WITH_SUPPORT.test(query) && !ASKS_IN_WORDS.test(query)

/** A language of the web platform, named before a feature of it ("MathML munderover support", "svg feMorphology"). */
const NAMES_WEB_PLATFORM = /\b(?:css|html|svg|mathml|webassembly|wasm|javascript|js|dom)\b/i

/**
 * "MathML munderover support", "WebAssembly SIMD compat": a search box query naming a feature of a web platform language
 * and then its support, which asks which releases ship the feature.
 */
export const asksPlatformSupport = (query: string): boolean => searchesSupport(query) && NAMES_WEB_PLATFORM.test(query)

/**
 * A keyword query names what it wants last: "python 2 end of life date", "standard ethernet mtu bytes". Units of
 * amounts a search asks for by name; an asking word anywhere ("how", "what") makes it a question, read as one.
 */
const KEYWORD_QUERY =
  /^ (?!(?:how|what|which|when|who|whom|whose|where|why|is|are|does|do|did|can|could|should|was|were|will|has|have) )/
const ASKS_FOR_COMMAND = / (?:cmd|command|commands) (?:to|for) /
const BY_DATE = / by (?:dates?|year|day)\s*$/
const ENDS_WITH_DATE =
  / (?:dates?|year|day|birthday|(?:first )?(?:issued|founded|opened|invented|discovered|born|died|established|abolished|signed)|year (?:built|completed|made|released|published|launched))\s*$/
// biome-ignore format: a word list reads better packed
const ENDS_WITH_UNIT = new RegExp(` (?:${[
  "bytes", "bits", "kb", "mb", "gb", "tb", "mbps", "gbps", "ms", "seconds", "minutes", "hours", "days", "years", "km",
  "miles", "metres", "meters", "feet", "kg", "pounds", "tonnes", "tons", "calories", "kcal", "mph", "kmh", "celsius",
  "fahrenheit", "degrees", "percent", "dollars", "usd", "euros", "population", "height", "weight", "size", "length",
  "speed", "price", "cost", "timeout", "interval", "ttl", "limit", "capacity", "duration", "distance", "temperature",
  "salary", "wage", "fee", "depth", "altitude", "elevation", "diameter", "radius", "circumference", "lifespan",
  "wavelength", "mass", "grams", "g", "ounces", "oz", "lbs", "litres", "liters", "gallons", "inches", "cm", "mm",
  "watts", "volts", "mah", "hz", "ghz", "mhz", "value", "port", "allowance", "threshold", "ft", "lb"
].join("|")})\\s*$`)
/** A year or a tax year ending a keyword query ("2025", "2025/26", its slash read as a space). */
const TRAILING_YEAR = / (?:19|20)\d\d(?: (?:\d\d|(?:19|20)\d\d))?\s*$/

/**
 * "max file size github repo", "hsa max contribution 2025", "max characters in a tweet": a bound of something asks
 * for an amount.
 */
const BOUND = / (?:max|maximum|min|minimum) \p{L}/u

/**
 * The unit or amount noun a keyword query asks for, last or before one last word naming where it applies ("drink
 * drive limit scotland", "syslog port number").
 */
const endsWithUnit = (text: string): boolean =>
  ENDS_WITH_UNIT.test(text) || QUANTITY_NOUNS.has(/ (\p{L}+) \p{L}+\s*$/u.exec(text)?.[1] ?? "")

/** "wealth of nations written by": who did it. */
const ENDS_WITH_BY = / by(?: who| whom)?\s*$/

/** "go loop variable fix version", "rust let else stable since": the release that brought it. */
const ENDS_WITH_VERSION = / (?:version|release|(?:stable|available|supported|deprecated|added) since)\s*$/
/** "clip-path safari", "navigator.share firefox desktop", "x safari on ios": a feature and the browser to look it up in. */
const ENDS_WITH_BROWSER = / (?:chrome|firefox|safari|edge|opera)(?: (?:on |for )?(?:desktop|mobile|android|ios))?\s*$/
/** "EyeDropper API support": an interface named, then its support, asks which releases ship it. */
const ENDS_WITH_API_SUPPORT = / api (?:support|compatibility|compat)\s*$/

/** "minimum wage per hour", "calories per day": a rate, which is an amount. */
const PER_UNIT =
  / per (?:hour|minute|second|day|week|month|year|capita|person|head|gallon|litre|liter|kg|kilogram|pound|mile|km|unit|share) /

/** "tennis ball weight grams official", "zodiac killer identity confirmed": which value is wanted, said last. */
const TRAILING_QUALIFIER =
  / (?:official|exact|exactly|approx|approximate|approximately|average|typical|actual|precise|confirmed|revealed)\s*$/

const keywordType = (query: string): AnswerType | undefined => {
  if (!KEYWORD_QUERY.test(query)) return undefined
  const text = query.replace(TRAILING_QUALIFIER, " ")
  // "linux cmd to see kernel version": the command that shows it is asked for, not the value.
  if (ASKS_FOR_COMMAND.test(text)) return "none"
  // "git list tags sorted by date": an order asked for, not a date.
  if (ENDS_WITH_DATE.test(text) && !BY_DATE.test(text)) return "date"
  // "gradle daemon idle timeout default": the default of an amount is an amount; so is its scope ("localstorage size
  // limit per domain").
  // "uk isa allowance 2025/26": a trailing year dates the amount asked for.
  const measured = text
    .replace(/ default\s*$/, " ")
    .replace(/ per \p{L}+\s*$/u, " ")
    .replace(TRAILING_YEAR, " ")
  if (endsWithUnit(measured) || PER_UNIT.test(text) || BOUND.test(text)) return "number"
  // "clip-path safari", "URLPattern firefox": a feature and the browser to look it up in; "go loop variable fix
  // version": the release that brought it.
  if (ENDS_WITH_BROWSER.test(text) || ENDS_WITH_VERSION.test(text) || ENDS_WITH_API_SUPPORT.test(text)) return "version"
  // "default value of HISTSIZE", "population of Tokyo": the noun before "of" asks, as a "what" question's would.
  const asked = KEYWORD_NOUN_OF.exec(text)?.[1]
  // "exact date of next uk general election": the date of a thing is asked as its "when".
  if (asked !== undefined && DATE_NOUN.test(asked)) return "date"
  const byNoun = asked === undefined ? undefined : typeOfAskedNoun(` what ${asked} `)
  if (byNoun !== undefined) return byNoun
  // "four seasons composer": the asker wants the name the last noun asks for; "wealth of nations written by", the
  // name of who did it.
  if (NAME_NOUNS.has(text.trim().split(" ").at(-1) ?? "") || ENDS_WITH_BY.test(text)) return "entity"
  // "biggest swiss franc note": a superlative picks one thing, as in "what is the biggest ...".
  return SUPERLATIVES.has(text.trim().split(" ")[0] ?? "") ? typeOfAskedNoun(` what${text}`) : undefined
}

/**
 * The first words of a keyword query, up to its first "of", "for", "in", "at" or "on" ("default value of ...", "the
 * boiling point of ...", "tennis net height in the middle").
 */
const DATE_NOUN = /^(?:date|day|year) $/
const KEYWORD_NOUN_OF = /^ (?:exact |precise |approximate )?((?:\p{L}+ ){1,4})(?:of|for|in|at|on) /u

const typeOf = (text: string): AnswerType => {
  // "When did Safari ship X?" is answered by the release that shipped it ("Safari 16"): compat tables give the
  // version, and the date is that release's, which a page listing versions need not repeat.
  if (DATE.test(text)) return NAMES_BROWSER.test(text) && ASKS_SUPPORT.test(text) ? "version" : "date"
  // "Who wrote the first version of Git?" asks for a person, whatever version it names.
  if (ENTITY.test(text)) return "entity"
  if (VERSION.test(text) || BROWSER_SUPPORT.test(text)) return "version"
  if (NAMES_BROWSER.test(text) && ASKS_SUPPORT.test(text)) return "version"
  if (NUMBER.test(text)) return "number"
  const keyword = keywordType(text)
  if (keyword !== undefined) return keyword
  const asked = typeOfAskedNoun(text)
  if (asked !== undefined) return asked
  if (YES_NO.test(text)) return "yes_no"
  // "HTTP 402 Payment Required status code": a question writing the code asks about it, not for it.
  const unnumbered = text.replace(NUMBERED_STANDARD, "iso")
  return ASKS_FOR_CODE.test(unnumbered) && !WRITES_CODE.test(unnumbered) ? "code" : "none"
}
const WRITES_CODE = / \d{3,}\b/
/** A standard's number and the part asked for, as `lower` writes them: "4217", "3166 1 alpha 2" ("3166-1 alpha-2"). */
const STANDARD_NUMBER = "\\d{3,5}(?: \\d)?(?: alpha [23])?"
/** "iso 4217 code for the forint": the number names the standard, not a code the question writes. */
const NUMBERED_STANDARD = new RegExp(`\\biso ${STANDARD_NUMBER}(?= )`, "g")

/** Who assigns a code and what it is called ("iso code", "chemical symbol"): the words a code question asks with. */
const NAMES_ASSIGNED_CODE = new RegExp(
  [
    ` (?:${CODE_ASSIGNERS.join("|")})(?: ${STANDARD_NUMBER})?(?: registry)? (?:code|codes|no|number)\\b`,
    ` (?:chemical|element|atomic) symbol\\b`,
    ` (?:\\p{L}+ )?catalog(?:ue)? (?:number|no|designation)\\b`
  ].join("|"),
  "u"
)

/**
 * The words a question asking for an assigned code asks with ("chemical symbol", "iso code"): they frame it, and the
 * subject is the rest ("lead" in "chemical symbol for lead", however common a word it is). Empty for another question
 * ("unicode for € symbol" keeps "unicode": the sign is no word).
 */
export const codeAskingWords = (query: string): ReadonlySet<string> => {
  const asked = NAMES_ASSIGNED_CODE.exec(lower(query))?.[0]
  return new Set(asked === undefined ? [] : asked.trim().split(" "))
}

/**
 * "south african rand iso code", "acetone cas no", "heathrow airport code", "html entity for non breaking space", "em
 * dash unicode": a code assigned to the subject (`codesIn` reads them), which the pages write as it is.
 */
const ASKS_FOR_CODE = new RegExp(
  [
    ` (?:iso|iata|icao|country|currency|area|airport|cas|ascii|unicode|hex|colou?r|status|error|exit|ticker|stock|zip|postal|icd(?: \\d+)?)(?: registry)? (?:code|codes|no|number|point|symbol)\\b`,
    ` catalog(?:ue)? (?:number|no|designation)\\b`,
    ` (?:mime|media|content) type\\b`,
    ` html entity\\b`,
    ` code point\\b`,
    ` rfc (?:no|number)\\b`,
    `^ (?:which|what) rfc\\b`,
    // "which tax form do i need": a form is named by its number ("Form 8889"), not "what form of vitamin d".
    `^ (?:which|what) (?:[a-z]+ )?forms?\\b(?! of\\b)`,
    ` e number\\b`,
    ` (?:chemical|molecular) formula\\b`,
    ` (?:chemical|element|atomic) symbol\\b`,
    ` file (?:extension|extensions|suffix)\\b`,
    ` unicode(?: (?:for|of)\\b|\\s*$)`
  ].join("|")
)

/** What a question's wording frames: `answerTypeOf`, `askedPhrase`, `askedVerbOf` and `asksHowOrWhatItDoes`. */
export interface QuestionFrame {
  readonly answerType: AnswerType
  readonly askedPhrase: ReadonlyArray<string>
  readonly askedVerb: string | undefined
  readonly explains: boolean
  /** Asks when ("When did Safari ship X?"), whatever the answer type: a release answers, a dated one better. */
  readonly asksWhen: boolean
  /** Asks where ("where is cern located"): a place answers. */
  readonly asksWhere: boolean
  /** The noun a "how many" question counts (see `countedNounOf`). */
  readonly countedNoun: string | undefined
  /** Searches by keywords ("mediterranean diet cardiovascular risk") rather than asking in words. */
  readonly keywordSearch: boolean
  /** What a how-to asks to do: "upgrade" in "how do I upgrade npm". */
  readonly taskVerb: string | undefined
}

/** The question's frame, its wording lower-cased once for all four readings. */
export const questionFrame = (query: string): QuestionFrame => {
  const text = lower(query)
  return {
    answerType: typeOfQuery(query, text),
    askedPhrase: phraseOf(text),
    askedVerb: verbOf(text),
    explains: explains(text),
    asksWhen: DATE.test(text),
    asksWhere: WHERE.test(text),
    keywordSearch: KEYWORD_QUERY.test(text) && !query.includes("?"),
    countedNoun: countedNounOf(text),
    taskVerb: TASK_VERB.exec(text)?.[1]
  }
}

const TASK_VERB = /^ (?:(?:show|tell|teach) me )?how (?:do i|do you|can i|can you|to|should i) (\p{L}+) /u

/**
 * Whether a text states a value of the type: a year for a date, a number for an amount, a number or a list of
 * names for a version ("Chrome 105", "Chrome, Firefox and Safari"), a name for an entity. The question's own
 * numbers (`asked`: "V3" in "Which Chrome introduced Manifest V3?") name its subject and are no answer.
 */
export const statesValueOf = (type: AnswerType, tokens: TextTokens, asked: ReadonlySet<string>): boolean => {
  switch (type) {
    case "date":
      // "when was 1984 by orwell published": the year the question writes names its subject, not its date.
      return hasOtherYear(tokens.years, asked)
    case "version":
      // "Which browsers support X" is answered by version numbers or by the list of browsers that ship it, not by a
      // date alone ("X is Baseline newly available since 2026-05-07" names no browser and no release).
      return hasRelease(tokens.numbers, asked) || tokens.nameList
    case "number":
      return hasOtherNumber(tokens.numbers, asked)
    case "entity":
      return tokens.capitalized > 0
    case "code":
      // Codes are read from the text itself (`codesIn`); a sentence naming none answers nothing.
      return tokens.identifiers.size > 0 || tokens.capitalized > 0 || hasOtherNumber(tokens.numbers, asked)
    default:
      return true
  }
}

/** A number the question does not write that is not a date: "105", "15.4", "v21", "ECMAScript 2017". */
const hasRelease = (numbers: ReadonlySet<string>, asked: ReadonlySet<string>): boolean => {
  for (const number of numbers) if (!asked.has(number) && !ISO_DATE.test(number)) return true
  return false
}

const ISO_DATE = /^\d{4}-\d\d(?:-\d\d)?$/

const hasOtherYear = (years: ReadonlySet<number>, asked: ReadonlySet<string>): boolean => {
  for (const year of years) if (!asked.has(String(year))) return true
  return false
}

const hasOtherNumber = (numbers: ReadonlySet<string>, asked: ReadonlySet<string>): boolean => {
  for (const number of numbers) if (!asked.has(number)) return true
  return false
}
