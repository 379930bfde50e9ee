import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { Effect } from "effect"
import { CorpusError } from "./CorpusError.ts"
import type { CorpusEntry } from "./CorpusIndex.ts"

/**
 * The `web-features` dataset (Apache-2.0, by the W3C WebDX Community Group): one human-written description per web
 * platform feature, its Baseline status and dates, and the first browser versions supporting it. Web Platform
 * Status (webstatus.dev) renders exactly this data for each feature; its pages are the documents here, so every
 * snippet quotes text the page shows: the description as written, and the Baseline and support data in a sentence
 * that restates its support table. (The web-features explorer shows the same text: a copy, which validation would
 * drop as a duplicate, so it is not indexed.)
 */
export const DATASET = "web-features"

interface Status {
  readonly baseline?: "high" | "low" | false
  readonly baseline_low_date?: string | undefined
  readonly baseline_high_date?: string | undefined
  readonly support?: Readonly<Record<string, string>>
  /** Each compat key's own status (the group's is computed from them). */
  readonly by_compat_key?: Readonly<Record<string, Status>>
}

interface WebFeature {
  readonly kind?: string
  readonly name?: string
  readonly description?: string
  readonly spec?: ReadonlyArray<string> | string
  readonly compat_features?: ReadonlyArray<string>
  readonly status?: Status
}

interface WebFeaturesData {
  readonly features: Readonly<Record<string, WebFeature>>
  readonly browsers: Readonly<Record<string, { readonly name?: string }>>
}

/** The desktop browsers both sites list first; mobile versions follow them closely and would only add noise. */
const BROWSERS: ReadonlyArray<string> = ["chrome", "edge", "firefox", "safari"]

const listText = (items: ReadonlyArray<string>): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`

/** "Baseline: widely available since 2026-06-19 (newly available since 2023-12-19)." */
const baselineText = (name: string, status: Status): string => {
  if (status.baseline === "high" && status.baseline_high_date !== undefined) {
    const low = status.baseline_low_date === undefined ? "" : `, newly available since ${status.baseline_low_date}`
    return `${name} is Baseline widely available since ${status.baseline_high_date}${low}.`
  }
  if (status.baseline === "low" && status.baseline_low_date !== undefined) {
    return `${name} is Baseline newly available since ${status.baseline_low_date}.`
  }
  return `${name} has limited availability: it is not yet supported in every major browser.`
}

/**
 * "Browsers supporting :has(): Chrome 105, Edge 105, Firefox 121 and Safari 15.4." (versions as the dataset writes
 * them), under the feature's name as the page heads its support table: quoted alone, the sentence still says what it
 * is about; and it begins a sentence of its own even after a name written in lower case ("accent-color is ...").
 */
const supportText = (data: WebFeaturesData, name: string, status: Status): string => {
  const support = status.support ?? {}
  const shipped = BROWSERS.flatMap((id) => {
    const version = support[id]
    if (version === undefined) return []
    const browser = data.browsers[id]?.name ?? id
    return [version.startsWith("≤") ? `${browser} ${version.slice(1)} or earlier` : `${browser} ${version}`]
  })
  return shipped.length === 0 ? "" : `Browsers supporting ${name}: ${listText(shipped)}.`
}

const datesOf = (status: Status): { readonly publishedAt?: string; readonly updatedAt?: string } => {
  const first = status.baseline_low_date
  const last = status.baseline_high_date ?? first
  return first === undefined || last === undefined
    ? {}
    : { publishedAt: `${first}T00:00:00.000Z`, updatedAt: `${last}T00:00:00.000Z` }
}

/** A dataset date may carry an upper bound (`≤2020-01-15`): dates are kept only when plain. */
const plainDate = (value: string | undefined): string | undefined =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

const cleanStatus = (status: Status): Status => ({
  ...status,
  baseline_low_date: plainDate(status.baseline_low_date),
  baseline_high_date: plainDate(status.baseline_high_date)
})

/**
 * `<dialog>` and `<input type="color">` would read as markup, which validation strips: the brackets go, as
 * they do in the compat-data titles.
 */
const unbracket = (text: string): string => text.replace(/<([^<>]{1,60})>/g, "$1")

const documentsOf = (data: WebFeaturesData, id: string, feature: WebFeature): ReadonlyArray<Candidate> => {
  const name = unbracket(feature.name ?? id)
  const description = unbracket(feature.description ?? "")
  const status = cleanStatus(feature.status ?? {})
  const facts = [baselineText(name, status), supportText(data, name, status)].filter((s) => s !== "").join(" ")
  const dates = datesOf(status)
  return [
    {
      title: `${name} | Web Platform Status`,
      url: `https://webstatus.dev/features/${encodeURIComponent(id)}`,
      snippet: [description, facts].filter((s) => s !== "").join(" "),
      ...dates
    }
  ]
}

/** Searched besides the name: the feature id and the compat keys it covers (`css.selectors.has`). */
const textOf = (id: string, feature: WebFeature): string =>
  [id, feature.description ?? "", ...(feature.compat_features ?? []).map((key) => key.split(".").join(" "))].join(" ")

/**
 * The compat keys whose support is exactly the group's: the interfaces the group is made of (`css.at-rules.container`
 * for container queries), not the later additions it also lists (`CSSContainerRule.containerName`, shipped later).
 * Only for a group every core browser ships (Baseline): a group of limited availability has the support of its
 * least supported part, so the keys sharing it are its odd ones out ("position-visibility: anchor-valid").
 */
const coveredKeys = (feature: WebFeature): ReadonlyArray<string> => {
  const status = feature.status
  if (status?.baseline !== "high" && status?.baseline !== "low") return []
  const own = JSON.stringify(status.support ?? {})
  return (feature.compat_features ?? []).filter(
    (key) => JSON.stringify(status.by_compat_key?.[key]?.support ?? {}) === own
  )
}

/** One entry per feature (moved and split features are redirects, not features). */
export const fromData = (data: WebFeaturesData): ReadonlyArray<CorpusEntry> =>
  Object.entries(data.features).flatMap(([id, feature]) =>
    feature.kind !== "feature" || feature.name === undefined
      ? []
      : [
          {
            title: unbracket(feature.name),
            text: textOf(id, feature),
            documents: documentsOf(data, id, feature),
            covers: coveredKeys(feature)
          }
        ]
  )

const readDataset = (): WebFeaturesData => {
  const file = createRequire(import.meta.url).resolve(`${DATASET}/data.json`)
  const data: unknown = JSON.parse(readFileSync(file, "utf8"))
  if (typeof data !== "object" || data === null || !("features" in data) || !("browsers" in data)) {
    throw new Error(`${file} does not look like web-features data (no "features" or "browsers")`)
  }
  return data as WebFeaturesData
}

/** The entries of the bundled dataset; read when the effect runs. */
export const load: Effect.Effect<ReadonlyArray<CorpusEntry>, CorpusError> = Effect.try({
  try: () => fromData(readDataset()),
  catch: (cause) =>
    new CorpusError({ source: DATASET, message: `Cannot load the web-features corpus: ${String(cause)}` })
})
