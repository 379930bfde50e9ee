import type { SearchRequest } from "@evidence-pack/core/ports/Provider"
import { endpoint } from "../resilience/UpstreamRequest.ts"

const DAY_SECONDS = 86_400

/**
 * SearXNG's `time_range` is `day`, `week`, `month` or `year` (passed on to the engines that support one). The smallest
 * range that covers the window is asked; validation drops what is older than the exact window. A window over a
 * year (not allowed by the API today) is not filtered at all.
 */
export const timeRange = (freshnessSeconds: number): string | undefined => {
  if (freshnessSeconds <= DAY_SECONDS) return "day"
  if (freshnessSeconds <= 7 * DAY_SECONDS) return "week"
  if (freshnessSeconds <= 31 * DAY_SECONDS) return "month"
  if (freshnessSeconds <= 366 * DAY_SECONDS) return "year"
  return undefined
}

/**
 * `GET /search?format=json`. SearXNG has no result count: it answers one page of merged engine results, which the
 * adapter cuts to `maxCandidates`.
 */
export const searchUrl = (baseUrl: string, request: SearchRequest): URL => {
  const url = endpoint(baseUrl, "/search")
  url.searchParams.set("q", request.query)
  url.searchParams.set("format", "json")
  const range = request.freshnessSeconds === undefined ? undefined : timeRange(request.freshnessSeconds)
  if (range !== undefined) url.searchParams.set("time_range", range)
  return url
}
