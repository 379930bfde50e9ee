/**
 * Whether a question is one the embedded compatibility corpus can answer: about a web platform feature's support,
 * availability or specification. Compat data states which releases ship a feature; asked how to clear Chrome's
 * cache or who invented the Web, its pages only share words with the question, so the corpus finds nothing for it
 * and the purchase is refused for free rather than sold on a page about `Cache` or `WebGLSync`.
 *
 * A question qualifies when it asks about support (support, ship, version, baseline, "can I use", available,
 * added, introduced, polyfill, "in all browsers"...), is a keyword query naming a browser ("webgpu firefox"), or
 * names a feature as code (`:has()`, `@container`, `Array.at`, `structuredClone`, `<dialog>`,
 * `grid-template-columns`): "What is structuredClone?" is answered by the feature's description.
 */
export const asksAboutWebCompat = (query: string): boolean =>
  SUPPORT_INTENT.test(query) || NAMES_CODE.test(query) || namesBrowserTersely(query)

const SUPPORT_INTENT =
  /\b(?:supports?|supported|supporting|suport\w*|ships?|shipped|shipping|versions?|baseline|available|availability|compat\w*|can ?i ?use|implement\w*|polyfill\w*|added|adds?|introduc\w*|landed|enabled|interop\w*|(?:all|every|modern|major) browsers?|cross-browser)\b/i

const BROWSER = /\b(?:chrome|chromium|firefox|safari|edge|opera)\b/i
/** The most words of a keyword query ("webgpu firefox", "URLPattern safari"); a longer one says what it asks. */
const MAX_TERSE_WORDS = 4

/** "webgpu firefox", "fetchpriority attribute safari": a browser and a feature, written as a search box query. */
const namesBrowserTersely = (query: string): boolean => {
  const words = query.trim().split(/\s+/)
  return words.length >= 2 && words.length <= MAX_TERSE_WORDS && BROWSER.test(query) && !query.includes("?")
}

/**
 * `:has()`, `::marker`, `@layer`, `min()`, `Array.at`, `structuredClone`, `<picture>`, `text-wrap`; not English
 * compounds of a short word ("pop-up", "built-in", "e-mail").
 */
const NAMES_CODE =
  /(?:^|\s)(?:::?|@)[a-z][\w-]*|\b[\w$]+\(\)|\b[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*|\b[a-z]+[A-Z][\w$]*|<[a-z][\w-]*>|\b[a-z]{3,}(?:-[a-z]{3,})+\b/
