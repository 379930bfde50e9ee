import type { AnswerType } from "./AnswerType.ts"
import { termKey } from "./TermKey.ts"
import { stem } from "./Terms.ts"

/**
 * Questions on browser support ("does Safari support input type week", "is css contain baseline"): what marks one,
 * and the words in it that frame the question rather than name the feature it asks about.
 */

/** Browsers a compatibility question names as its context ("does Safari support ..."), never as its subject. */
// biome-ignore format: a word list reads better packed
export const BROWSER_NAMES: ReadonlySet<string> = new Set([
  "chrome", "chromium", "firefox", "safari", "edge", "opera", "ie", "samsung", "brave"
])
/** What pages call a browser besides the name a question gives it ("ie": "Internet Explorer"). */
const BROWSER_ALIASES: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["ie", ["explorer"]],
  ["chromium", ["chrome"]]
])
/** Where a browser runs ("Safari on iOS", "Chrome for Android"): context, never the feature; no browser alone. */
const BROWSER_PLATFORMS: ReadonlySet<string> = new Set(["ios", "android", "mobile", "desktop"])
const NAMES_COMPATIBILITY = /^(?:baseline|caniuse|compatibility|compat)$/
/** What a question on browser support asks for: a release ("which version"), a date ("when did"), or yes or no. */
const SUPPORT_ANSWERS: ReadonlySet<AnswerType> = new Set(["version", "date", "yes_no"])

/**
 * Whether the question asks which browsers support a feature: it asks about compatibility, or names a browser and
 * asks for a release, a date or a yes ("does Safari support ...", not "how do I clear the cache in Chrome").
 */
export const asksBrowserSupport = (words: ReadonlySet<string>, answerType: AnswerType): boolean =>
  [...words].some(
    (word) =>
      NAMES_COMPATIBILITY.test(word) ||
      ((BROWSER_NAMES.has(word) || word === "browser" || word === "browsers") && SUPPORT_ANSWERS.has(answerType))
  )

/** A browser or where one runs ("Safari", "iOS"): a support question's context, never its feature, however written. */
export const namesBrowserOrPlatform = (word: string): boolean => BROWSER_NAMES.has(word) || BROWSER_PLATFORMS.has(word)

/** How a question says a browser shipped something ("when did Firefox add support for ..."): not the feature. */
// biome-ignore format: a word list reads better packed
const SHIPPING_WORDS: ReadonlySet<string> = new Set([
  "add", "added", "adds", "introduce", "introduced", "implement", "implemented", "enable", "enabled", "land", "landed",
  "start", "started", "begin", "began", "get", "got", "native", "natively", "full", "fully", "available", "still"
])

/** A word of a support question that is no part of the feature's name: a browser, where it runs, how it ships. */
export const framesSupportQuestion = (word: string): boolean =>
  namesBrowserOrPlatform(word) || SHIPPING_WORDS.has(word) || NAMES_COMPATIBILITY.test(word)

/**
 * The browsers a question on browser support names ("does Edge support ..."), with what pages call them, as stem keys
 * (`termKey`): an answer naming none of them answers for other browsers ("Chrome Android 56" for Edge). Empty for a
 * question naming none, or not on browser support.
 */
export const askedBrowsersOf = (words: ReadonlySet<string>, supportAsked: boolean): ReadonlyArray<number> =>
  supportAsked
    ? [...words]
        .filter((word) => BROWSER_NAMES.has(word))
        .flatMap((name) => [name, ...(BROWSER_ALIASES.get(name) ?? [])])
        .map((name) => termKey(stem(name)))
    : []
