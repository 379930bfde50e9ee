import type { SearchRequest } from "@evidence-pack/core/ports/Provider"
import { type ExaPrices, resultsFor } from "./ExaCost.ts"

/** Enough page text for validation to judge relevance; the snippet is cut to a few hundred characters anyway. */
export const TEXT_CHARACTERS = 1_000

/**
 * The `POST /search` body. Exa dates results by publication, so a window maps exactly to `startPublishedDate`
 * (an ISO instant); without a window Exa searches its whole index.
 */
export const searchBody = (request: SearchRequest, now: number, prices: ExaPrices) => ({
  query: request.query,
  type: "auto",
  numResults: resultsFor(prices, request),
  contents: { text: { maxCharacters: TEXT_CHARACTERS } },
  ...(request.freshnessSeconds === undefined
    ? {}
    : { startPublishedDate: new Date(now - request.freshnessSeconds * 1000).toISOString() })
})
