import type {
  BrowserName,
  Browsers,
  SimpleSupportStatement,
  SupportBlock,
  SupportStatement
} from "@mdn/browser-compat-data/types"

/** One browser that ships a feature, and the release that first shipped it. */
export interface Shipped {
  readonly browser: BrowserName
  /** The browser's display name from the dataset ("Chrome", "Firefox for Android"). */
  readonly browserName: string
  /** The release, as the dataset writes it ("57", "10.1", or "≤79" when only an upper bound is known). */
  readonly version: string
  /** `YYYY-MM-DD` of a stable release; undefined for an upper-bound version or a release without a date. */
  readonly releaseDate: string | undefined
}

/** Browsers a reader looks for first; the rest only fill in when none of these ships the feature. */
const DISPLAY_ORDER: ReadonlyArray<BrowserName> = [
  "chrome",
  "firefox",
  "safari",
  "edge",
  "nodejs",
  "deno",
  "bun",
  "chrome_android",
  "firefox_android",
  "safari_ios",
  "samsunginternet_android",
  "opera",
  "opera_android",
  "webview_android",
  "webview_ios",
  "oculus",
  "ie"
]

/** Release statuses that mean "shipped to everyone"; beta, nightly and planned releases (and dates) may not have. */
const STABLE_STATUSES: ReadonlySet<string> = new Set(["retired", "current", "esr"])

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Support that a user gets by default: not behind a flag, not under a prefix or another name, not removed
 * again, not partial. Anything else would overstate what "supported in Chrome 57" promises.
 */
const isPlainSupport = (statement: SimpleSupportStatement): boolean =>
  typeof statement.version_added === "string" &&
  statement.version_added !== "preview" &&
  statement.flags === undefined &&
  statement.prefix === undefined &&
  statement.alternative_name === undefined &&
  statement.version_removed === undefined &&
  statement.partial_implementation === undefined

/** The first statement describing default support; a browser's statements are ordered most relevant first. */
const plainSupportIn = (statement: SupportStatement): SimpleSupportStatement | undefined =>
  Array.isArray(statement) ? statement.find(isPlainSupport) : isPlainSupport(statement) ? statement : undefined

const shippedBy = (
  browsers: Browsers,
  browser: BrowserName,
  statement: SupportStatement | undefined
): Shipped | undefined => {
  const plain = statement === undefined ? undefined : plainSupportIn(statement)
  if (plain === undefined || typeof plain.version_added !== "string") return undefined
  const version = plain.version_added
  const browserName = browsers[browser]?.name ?? browser
  // An upper bound ("≤79") says when support existed by, not when it landed: no date rather than a wrong one.
  if (version.startsWith("≤")) return { browser, browserName, version, releaseDate: undefined }
  const release = browsers[browser]?.releases[version]
  // A release still in beta, nightly or planned has not shipped to users, whatever the support data says.
  if (release !== undefined && !STABLE_STATUSES.has(release.status)) return undefined
  const date = release?.release_date
  return { browser, browserName, version, releaseDate: date !== undefined && DATE.test(date) ? date : undefined }
}

/** The browsers that ship a feature by default, in display order (desktop browsers first). */
export const shippedIn = (support: SupportBlock, browsers: Browsers): ReadonlyArray<Shipped> => {
  const shipped: Array<Shipped> = []
  for (const browser of DISPLAY_ORDER) {
    const one = shippedBy(browsers, browser, support[browser])
    if (one !== undefined) shipped.push(one)
  }
  return shipped
}

/** "Chrome 57", or "Edge 79 or earlier" when the dataset only knows an upper bound. */
export const versionText = (shipped: Shipped): string =>
  shipped.version.startsWith("≤")
    ? `${shipped.browserName} ${shipped.version.slice(1)} or earlier`
    : `${shipped.browserName} ${shipped.version}`

/** `YYYY-MM-DD` dates of the first and the most recent stable release that shipped a feature. */
export interface ReleaseSpan {
  readonly first: string
  readonly last: string
}

/** Undefined when no shipping release has a known date. */
export const releaseSpan = (shipped: ReadonlyArray<Shipped>): ReleaseSpan | undefined => {
  let first: string | undefined
  let last: string | undefined
  for (const { releaseDate } of shipped) {
    if (releaseDate === undefined) continue
    // ISO dates compare correctly as strings.
    if (first === undefined || releaseDate < first) first = releaseDate
    if (last === undefined || releaseDate > last) last = releaseDate
  }
  return first === undefined || last === undefined ? undefined : { first, last }
}
