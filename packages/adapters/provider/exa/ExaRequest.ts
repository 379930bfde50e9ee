import type { SearchRequest } from "@evidence-pack/core/ports/Provider"
import { type ExaPrices, resultsFor } from "./ExaCost.ts"

/**
 * Highlights are the page's excerpts most relevant to the query, included in the search's price: better snippets
 * than the first characters of the page text. Only highlights are asked: adding `text` would bill a second view of
 * the same page. Enough characters for validation to judge relevance; the snippet is cut shorter anyway.
 */
export const HIGHLIGHT_CHARACTERS = 1_000

/**
 * The `POST /search` body. Exa dates results by publication, so a window maps exactly to `startPublishedDate`
 * (an ISO instant); without a window Exa searches its whole index.
 */
export const searchBody = (request: SearchRequest, now: number, prices: ExaPrices) => ({
  query: request.query,
  type: "auto",
  numResults: resultsFor(prices, request),
  contents: { highlights: { maxCharacters: HIGHLIGHT_CHARACTERS } },
  ...(request.freshnessSeconds === undefined
    ? {}
    : { startPublishedDate: new Date(now - request.freshnessSeconds * 1000).toISOString() })
})
