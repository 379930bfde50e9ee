/**
 * What makes two searches the same for the cache: the question up to case and spacing, and the size of the
 * freshness window. The window is bucketed, not exact, so that "last 3 days" and "last 5 days" share candidates
 * (both ask the upstream for about a week); whether an entry is recent enough for a request is decided apart,
 * against the request's exact window (see CandidateCache).
 */

const HOUR = 3_600
const DAY = 86_400

/** Upper bounds (seconds) of the buckets, matching the upstreams' own recency filters: hour, day, week, month, year. */
const BUCKETS: ReadonlyArray<readonly [number, string]> = [
  [HOUR, "1h"],
  [DAY, "1d"],
  [7 * DAY, "7d"],
  [31 * DAY, "31d"],
  [366 * DAY, "366d"]
]

export const freshnessBucket = (freshnessSeconds: number | undefined): string => {
  if (freshnessSeconds === undefined) return "any"
  return BUCKETS.find(([upTo]) => freshnessSeconds <= upTo)?.[1] ?? "over-366d"
}

/** Unicode-normalized, lower case, whitespace folded: "Which  browsers…" and "which browsers…" are one question. */
export const normalizeQuery = (query: string): string =>
  query.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim()

export const cacheKey = (query: string, freshnessSeconds: number | undefined): string =>
  `${freshnessBucket(freshnessSeconds)}|${normalizeQuery(query)}`
