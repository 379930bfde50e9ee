/** A compat-data feature as a reader names it: "CSS property" + "grid-template-columns". */
export interface FeatureName {
  readonly category: string
  readonly name: string
}

/**
 * What each branch of the dataset holds (prefixes of one or two keys). The dataset only has identifiers such as
 * `css.properties.grid-template-columns`; the category turns them into the words people search with.
 */
const CATEGORIES: ReadonlyArray<readonly [ReadonlyArray<string>, string]> = [
  [["css", "properties"], "CSS property"],
  [["css", "selectors"], "CSS selector"],
  [["css", "at-rules"], "CSS at-rule"],
  [["css", "types"], "CSS data type"],
  [["html", "elements"], "HTML element"],
  [["html", "global_attributes"], "HTML global attribute"],
  [["http", "headers"], "HTTP header"],
  [["http", "methods"], "HTTP request method"],
  [["http", "status"], "HTTP response status"],
  [["javascript", "builtins"], "JavaScript built-in"],
  [["javascript", "operators"], "JavaScript operator"],
  [["javascript", "statements"], "JavaScript statement"],
  [["javascript", "regular_expressions"], "JavaScript regular expression"],
  [["manifests", "webapp"], "Web app manifest member"],
  [["mathml", "elements"], "MathML element"],
  [["mathml", "global_attributes"], "MathML global attribute"],
  [["mediatypes", "image"], "Image format"],
  [["svg", "elements"], "SVG element"],
  [["svg", "global_attributes"], "SVG attribute"],
  [["webdriver", "bidi"], "WebDriver BiDi"],
  [["webdriver", "classic"], "WebDriver"],
  [["webextensions", "api"], "WebExtensions API"],
  [["webextensions", "manifest"], "WebExtensions manifest key"],
  [["api"], "Web API"],
  [["css"], "CSS"],
  [["html"], "HTML"],
  [["http"], "HTTP"],
  [["javascript"], "JavaScript"],
  [["mathml"], "MathML"],
  [["svg"], "SVG"],
  [["webassembly"], "WebAssembly"],
  [["webextensions"], "WebExtensions"]
]

const ENTITIES: Readonly<Record<string, string>> = { "&lt;": "", "&gt;": "", "&amp;": "&", "&quot;": '"', "&#39;": "'" }

/**
 * Descriptions in the dataset are HTML fragments (`<code>fit-content()</code>`). Tags go, and so do the angle
 * brackets of `&lt;color&gt;`: once decoded they would look like a tag, and validation strips tags.
 */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? "")
    .replace(/\s+/g, " ")
    .trim()

/** Keyed by the prefix joined with dots: one or two lookups per feature instead of a scan of the table. */
const CATEGORY_BY_PREFIX: ReadonlyMap<string, string> = new Map(
  CATEGORIES.map(([prefix, label]) => [prefix.join("."), label])
)

const categoryOf = (path: ReadonlyArray<string>): { readonly label: string; readonly depth: number } => {
  const two = CATEGORY_BY_PREFIX.get(`${path[0]}.${path[1]}`)
  if (two !== undefined) return { label: two, depth: 2 }
  const one = CATEGORY_BY_PREFIX.get(path[0] ?? "")
  return one !== undefined ? { label: one, depth: 1 } : { label: path[0] ?? "Web platform", depth: 1 }
}

/**
 * `css.properties.grid-template-columns` -> CSS property "grid-template-columns". A sub-feature with a
 * description reads "grid-template-columns, Animation of tracks"; without one it keeps its dotted identifier.
 */
export const featureName = (path: ReadonlyArray<string>, description: string | undefined): FeatureName => {
  const { label, depth } = categoryOf(path)
  const rest = path.length > depth ? path.slice(depth) : path.slice(-1)
  const described = description === undefined ? "" : plainText(description)
  if (described === "") return { category: label, name: rest.join(".") }
  const parent = rest.slice(0, -1).join(".")
  return { category: label, name: parent === "" ? described : `${parent}, ${described}` }
}

/** "CSS property: grid-template-columns" */
export const titleOf = (feature: FeatureName): string => `${feature.category}: ${feature.name}`

/**
 * Words to find a feature by besides its title: its dataset identifier (`javascript.builtins.Array.flat`), whose
 * segments are often the names people search for. The title already holds the category and readable name.
 */
export const keywordsOf = (path: ReadonlyArray<string>): string => path.join(" ")

/**
 * The feature's title as it is searched: with its camel-case name also in words ("Web API: ServiceWorker Service
 * Worker"), so a question naming it in words ranks it as a title match.
 */
export const searchedTitleOf = (feature: FeatureName, path: ReadonlyArray<string>): string => {
  const last = path[path.length - 1] ?? ""
  return CAMEL_HUMP.test(last) ? `${titleOf(feature)} ${wordsOfCamelCase(last)}` : titleOf(feature)
}

const CAMEL_HUMP = /\p{Ll}\p{Lu}/u

/**
 * `IntersectionObserver` -> "Intersection Observer", `ServiceWorker` -> "Service Worker": the words people ask with
 * ("does Safari support service workers"), which a camel-case identifier searches as one word.
 */
const wordsOfCamelCase = (identifier: string): string => identifier.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
