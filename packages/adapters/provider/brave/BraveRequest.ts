import type { SearchRequest } from "@evidence-pack/core/ports/Provider"
import { endpoint } from "../resilience/UpstreamRequest.ts"

/** Brave's documented maximum for `count`. */
export const MAX_COUNT = 20

const DAY_SECONDS = 86_400

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/**
 * Brave's `freshness`: `pd` (24 h) when the window fits in a day, else a `YYYY-MM-DDtoYYYY-MM-DD` range from the
 * window's first day to today (UTC). The range is whole days, so it covers the window and at most a day more;
 * validation drops what is older than the exact window.
 */
export const freshnessParam = (freshnessSeconds: number, now: number): string =>
  freshnessSeconds <= DAY_SECONDS ? "pd" : `${isoDay(now - freshnessSeconds * 1000)}to${isoDay(now)}`

/**
 * `GET /res/v1/web/search` with the question, as many results as Brave gives, plain-text snippets and up to five
 * extra excerpts per result (`extra_snippets`, opt-in, same price). With a window, news results come too: they are
 * the dated ones.
 */
export const searchUrl = (baseUrl: string, request: SearchRequest, now: number): URL => {
  const url = endpoint(baseUrl, "/res/v1/web/search")
  url.searchParams.set("q", request.query)
  url.searchParams.set("count", String(Math.max(1, Math.min(MAX_COUNT, Math.floor(request.maxCandidates)))))
  // Web (and, for a window, news) results only: videos and FAQs come in other shapes and would only be dropped.
  url.searchParams.set("result_filter", request.freshnessSeconds === undefined ? "web" : "web,news")
  url.searchParams.set("extra_snippets", "true")
  // Without this, snippets carry <strong> highlights around the query terms.
  url.searchParams.set("text_decorations", "false")
  if (request.freshnessSeconds !== undefined) {
    url.searchParams.set("freshness", freshnessParam(request.freshnessSeconds, now))
  }
  return url
}
