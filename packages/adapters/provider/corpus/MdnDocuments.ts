import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Candidate } from "@evidence-pack/core/ports/Provider"
import type {
  BrowserName,
  Browsers,
  CompatData,
  CompatStatement,
  Identifier,
  StatusBlock
} from "@mdn/browser-compat-data/types"
import { Effect } from "effect"
import { type ReleaseSpan, releaseSpan, type Shipped, shippedIn, versionText } from "./BrowserSupport.ts"
import { CorpusError } from "./CorpusError.ts"
import type { CorpusEntry } from "./CorpusIndex.ts"
import { type FeatureName, featureName, keywordsOf, searchedTitleOf, titleOf } from "./FeatureNames.ts"
import { describeSpec, type SpecSource } from "./SpecSources.ts"

/**
 * The default corpus: MDN's browser-compat-data, a public dataset (CC0) that lists, for each web platform
 * feature, its MDN page, its specification URLs and the browser releases that shipped it. Each URL becomes one
 * document, so a question about a feature finds its MDN page and its specifications on different hosts.
 */
export const DATASET = "@mdn/browser-compat-data"

/**
 * Words of a browser-compatibility question that name nothing in the dataset: English function words, and the words
 * every such question contains ("which browsers support ..."), which would match any feature. Unlike the English
 * default it keeps `is`, `has`, `where`, `with`, `at`, `from`, `of`, `in`, `this`, `then`, `if`, `or`: they are
 * also `:is()`, `:has()`, `Array.with`, `Array.at`, `Array.from`, `Promise.then` and the `in` operator.
 */
export const STOP_WORDS: ReadonlyArray<string> = [
  ...["a", "an", "and", "are", "be", "by", "can", "could", "did", "do", "does", "for", "have", "how", "i", "into"],
  ...["it", "its", "me", "my", "on", "our", "should", "so", "that", "the", "their", "them", "there", "these"],
  ...["they", "to", "us", "was", "we", "were", "what", "when", "which", "who", "whom", "why", "will", "would"],
  ...["you", "your", "browser", "browsers", "support", "supports", "supported", "compatibility", "compatible"],
  ...["ship", "ships", "shipped"]
]

interface Feature {
  readonly path: ReadonlyArray<string>
  readonly compat: CompatStatement
}

/** The dataset keys that are metadata, not feature trees. */
const NOT_FEATURES: ReadonlySet<string> = new Set(["__meta", "browsers"])

/** Depth-first, in dataset order, so the documents (and ties in ranking) are the same on every start. */
const featuresOf = (data: CompatData): ReadonlyArray<Feature> => {
  const features: Array<Feature> = []
  const visit = (node: Identifier, path: ReadonlyArray<string>): void => {
    if (node.__compat !== undefined) features.push({ path, compat: node.__compat })
    for (const key in node) {
      const child = node[key]
      if (key !== "__compat" && typeof child === "object" && child !== null) visit(child, [...path, key])
    }
  }
  for (const [key, tree] of Object.entries(data)) {
    if (!NOT_FEATURES.has(key) && typeof tree === "object" && tree !== null) visit(tree as Identifier, [key])
  }
  return features
}

/** One specification per page: BCD often links two anchors of one page, which are one source. */
const specsOf = (compat: CompatStatement): ReadonlyArray<SpecSource> => {
  const urls =
    compat.spec_url === undefined ? [] : typeof compat.spec_url === "string" ? [compat.spec_url] : compat.spec_url
  const pages = new Set<string>()
  return urls.flatMap((url) => {
    const spec = describeSpec(url)
    const page = url.split("#")[0] ?? url
    if (spec === undefined || pages.has(page)) return []
    pages.add(page)
    return [spec]
  })
}

const listText = (items: ReadonlyArray<string>): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`

const sentences = (...parts: ReadonlyArray<string>): string => parts.filter((part) => part !== "").join(" ")

type Dates = { readonly publishedAt?: string; readonly updatedAt?: string }

/**
 * `publishedAt`: the first stable release that shipped the feature; `updatedAt`: the most recent one. Both are
 * left out when no shipping release has a date, rather than guessed.
 */
const datesOf = (span: ReleaseSpan | undefined): Dates =>
  span === undefined ? {} : { publishedAt: `${span.first}T00:00:00.000Z`, updatedAt: `${span.last}T00:00:00.000Z` }

/** What every document of one feature shares, computed once per feature rather than once per URL. */
interface Described {
  readonly feature: Feature
  readonly name: FeatureName
  readonly shipped: ReadonlyArray<Shipped>
  readonly span: ReleaseSpan | undefined
  readonly specs: ReadonlyArray<SpecSource>
}

const describe = (feature: Feature, browsers: Browsers): Described => {
  const shipped = shippedIn(feature.compat.support, browsers)
  return {
    feature,
    name: featureName(feature.path, feature.compat.description),
    shipped,
    span: releaseSpan(shipped),
    specs: specsOf(feature.compat)
  }
}

// The MDN and the specification documents of one feature are worded differently, so that duplicate detection does
// not take one for a copy of the other. Sibling features (an interface and its members) usually share their support
// data, so the MDN wording repeats the feature's name and keeps the shared part short, or the pages of
// `AbortController.abort` and `AbortController.signal` would look alike. The specification documents of siblings
// mostly share one page, which the search returns once, so they can carry the longer part: every release date.

/** "Support for grid-template-columns: Chrome 57, Firefox 52, Safari 10.1 and Edge 16, since 2017-03-07." */
const mdnSupport = ({ name, shipped, span }: Described): string => {
  if (shipped.length === 0) return `No browser ships ${name.name} by default yet, according to the compatibility data.`
  const versions = `Support for ${name.name}: ${listText(shipped.slice(0, 4).map(versionText))}`
  return span === undefined ? `${versions}.` : `${versions}, since ${span.first}.`
}

const mdnSpecification = ({ name, specs: [spec] }: Described): string => {
  if (spec === undefined) return ""
  const section = spec.section === undefined ? "" : `, section ${spec.section}`
  return `Specification of ${name.name}: ${spec.name}${section}.`
}

const mdnStatus = (status: StatusBlock | undefined): string => {
  if (status === undefined) return ""
  const track = status.standard_track ? "standard track" : "non-standard"
  const experimental = status.experimental ? ", experimental" : ""
  const deprecated = status.deprecated ? ", deprecated" : ", not deprecated"
  return `Status: ${track}${experimental}${deprecated}.`
}

/**
 * "Browsers shipping grid-template-columns: Chrome 57 (released 2017-03-09), Firefox 52 (2017-03-07), ...": named, so
 * that the sentence quoted alone says what it is about (as the specification's support panel is headed by it).
 */
const specSupport = (name: string, shipped: ReadonlyArray<Shipped>): string => {
  if (shipped.length === 0) return `No stable browser release ships ${name} yet.`
  const shown = shipped.slice(0, 4).map((s, i) => {
    if (s.releaseDate === undefined) return versionText(s)
    return `${versionText(s)} (${i === 0 ? "released " : ""}${s.releaseDate})`
  })
  return `Browsers shipping ${name}: ${listText(shown)}.`
}

const specStatus = (status: StatusBlock | undefined): string => {
  if (status === undefined) return ""
  if (status.deprecated) return "The feature is deprecated."
  if (status.experimental) return "The feature is still experimental."
  return status.standard_track ? "The feature is on the standards track." : "The feature is not standardised."
}

const mdnDocument = (described: Described, url: string): Candidate => ({
  title: `${titleOf(described.name)} | MDN`,
  url,
  snippet: sentences(
    `MDN Web Docs documents the ${described.name.category} ${described.name.name}.`,
    mdnSupport(described),
    mdnSpecification(described),
    mdnStatus(described.feature.compat.status)
  ),
  ...datesOf(described.span)
})

const specDocument = (described: Described, spec: SpecSource, support: string): Candidate => {
  const { feature, name } = described
  const section = spec.section === undefined ? "" : `, section "${spec.section}",`
  return {
    title: `${titleOf(name)} in ${spec.name}`,
    url: spec.url,
    snippet: sentences(
      `The ${spec.name} (${spec.host})${section} defines the ${name.category} ${name.name}.`,
      support,
      specStatus(feature.compat.status)
    ),
    ...datesOf(described.span)
  }
}

/** Can I use's desktop columns, left to right; the rest follow in MDN's order. */
const CANIUSE_ORDER: ReadonlyArray<BrowserName> = ["edge", "firefox", "chrome", "safari"]

const caniuseColumn = (shipped: Shipped): number => {
  const column = CANIUSE_ORDER.indexOf(shipped.browser)
  return column === -1 ? CANIUSE_ORDER.length : column
}

/**
 * "Edge 16, Firefox 52, Chrome 57 and Safari 10.1": the first release of each column that shows support, then, in the
 * same sentence, the desktop columns that show none (support behind a flag, a prefix or in part is not support by
 * default): quoted as an answer, it says what the asked browser lacks too.
 */
const caniuseSupport = (
  { name, category }: FeatureName,
  shipped: ReadonlyArray<Shipped>,
  browsers: Browsers
): string => {
  if (shipped.length === 0)
    return `No browser supports the ${category} ${name} by default: Can I use shows no release with it.`
  const columns = [...shipped].sort((a, b) => caniuseColumn(a) - caniuseColumn(b)).slice(0, 4)
  const supported = `${name} (${category}) is supported from ${listText(columns.map(versionText))}`
  const lacking = CANIUSE_ORDER.filter((browser) => !shipped.some((s) => s.browser === browser))
  if (lacking.length === 0) return `${supported}, according to Can I use.`
  const names = listText(lacking.map((browser) => browsers[browser]?.name ?? browser))
  return `${supported}, and not by default in ${names}, according to Can I use.`
}

/**
 * The feature's Can I use page (`caniuse.com/mdn-css_properties_hyphens`): Can I use imports these branches of the
 * dataset and shows each feature on a page of its own, its support table drawn from the dataset. A third site
 * showing the same table, in its own column order (Edge, Firefox, Chrome, Safari), so duplicate detection does not
 * take it for the MDN page; and, like the MDN wording, little text besides the feature's name and releases, or the
 * pages of siblings would look alike.
 */
const caniuseDocument = ({ feature, name, shipped, span }: Described, browsers: Browsers): Candidate => ({
  title: `${titleOf(name)} | Can I use... Support tables for HTML5, CSS3, etc`,
  url: `https://caniuse.com/mdn-${feature.path.join("_").toLowerCase()}`,
  snippet: caniuseSupport(name, shipped, browsers),
  ...datesOf(span)
})

/** The branches of the dataset that Can I use imports. */
const CANIUSE_BRANCHES: ReadonlySet<string> = new Set(["api", "css", "html", "http", "javascript", "svg"])

const documentsOf = (described: Described, browsers: Browsers): ReadonlyArray<Candidate> => {
  const mdnUrl = described.feature.compat.mdn_url
  const mdn = mdnUrl === undefined ? [] : [mdnDocument(described, mdnUrl)]
  const support = specSupport(described.name.name, described.shipped)
  const cited = [...mdn, ...described.specs.map((spec) => specDocument(described, spec, support))]
  // A feature with neither an MDN page nor a specification is a detail (one hyphenation dictionary) that nobody
  // cites: its Can I use page would only crowd out its parent's.
  const onCaniuse = cited.length > 0 && CANIUSE_BRANCHES.has(described.feature.path[0] ?? "")
  return onCaniuse ? [...cited, caniuseDocument(described, browsers)] : cited
}

/**
 * The web-features groups a feature belongs to (`web-features:container-queries`): the names developers use for a
 * capability ("WebGPU", "container queries") rather than for one of its interfaces.
 */
const webFeaturesOf = (compat: CompatStatement): ReadonlyArray<string> =>
  (compat.tags ?? []).flatMap((tag) => (tag.startsWith("web-features:") ? [tag.slice("web-features:".length)] : []))

/**
 * Searched besides the title: the dataset identifier, the web-features groups, and the names people cite its
 * sources by. Not the section anchors: they repeat the feature's name (`valdef-grid-template-columns-auto`) and
 * would rank a sub-feature above the feature itself.
 */
const textOf = (described: Described): string =>
  [
    keywordsOf(described.feature.path),
    ...webFeaturesOf(described.feature.compat),
    described.feature.compat.mdn_url === undefined ? "" : "MDN",
    ...new Set(described.specs.map((spec) => `${spec.name} specification`))
  ].join(" ")

const entryOf = (feature: Feature, browsers: Browsers): CorpusEntry | undefined => {
  const described = describe(feature, browsers)
  const documents = documentsOf(described, browsers)
  if (documents.length === 0) return undefined
  return {
    title: searchedTitleOf(described.name, feature.path),
    text: textOf(described),
    documents,
    key: feature.path.join(".")
  }
}

/** One entry per feature with an MDN page or a specification link; a feature with neither has nothing to cite. */
export const fromCompatData = (data: CompatData): ReadonlyArray<CorpusEntry> =>
  featuresOf(data).flatMap((feature) => entryOf(feature, data.browsers) ?? [])

/**
 * Reads the dataset's JSON file rather than importing it: an import would keep the parsed 20 MB tree alive in the
 * module cache for the life of the process, while only the documents are needed once the index is built.
 */
const readDataset = (): CompatData => {
  const file = createRequire(import.meta.url).resolve(DATASET)
  const data: unknown = JSON.parse(readFileSync(file, "utf8"))
  // The shape is the package's own typed contract for a pinned version; decoding 20 MB with a schema would double
  // the start-up time, and the walk above tolerates missing optional fields. Only the root is checked.
  if (typeof data !== "object" || data === null || !("browsers" in data) || typeof data.browsers !== "object") {
    throw new Error(`${file} does not look like browser-compat-data (no "browsers" object)`)
  }
  return data as CompatData
}

/** The entries of the bundled dataset; read when the effect runs, not when this module is imported. */
export const load: Effect.Effect<ReadonlyArray<CorpusEntry>, CorpusError> = Effect.try({
  try: () => fromCompatData(readDataset()),
  catch: (cause) => new CorpusError({ source: DATASET, message: `Cannot load the MDN corpus: ${String(cause)}` })
})
