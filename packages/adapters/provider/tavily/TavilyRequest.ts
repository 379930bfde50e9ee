import type { SearchRequest } from "@evidence-pack/core/ports/Provider"

/** Tavily's documented maximum for `max_results`. */
export const MAX_RESULTS = 20

export type SearchDepth = "basic" | "advanced"

const DAY_SECONDS = 86_400

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/**
 * The recency filter, on the `general` topic: `topic: "news"` would narrow a general question to news sites, while
 * `time_range` and `start_date` filter any topic by Tavily's published date (and make it return that date). A
 * window that fits in a day is `time_range: "day"`; a longer one starts at its first day (UTC),
 * `start_date: YYYY-MM-DD`.
 */
export const freshnessFields = (freshnessSeconds: number | undefined, now: number): Record<string, string> => {
  if (freshnessSeconds === undefined) return { topic: "general" }
  if (freshnessSeconds <= DAY_SECONDS) return { topic: "general", time_range: "day" }
  return { topic: "general", start_date: isoDay(now - freshnessSeconds * 1000) }
}

/** The `POST /search` body: Tavily's own answer included, as many results as it gives. */
export const searchBody = (request: SearchRequest, depth: SearchDepth, now: number) => ({
  query: request.query,
  max_results: Math.max(1, Math.min(MAX_RESULTS, Math.floor(request.maxCandidates))),
  search_depth: depth,
  include_answer: true,
  ...freshnessFields(request.freshnessSeconds, now)
})
