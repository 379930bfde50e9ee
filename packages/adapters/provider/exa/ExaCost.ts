import type { SearchRequest, UpstreamCost } from "@evidence-pack/core/ports/Provider"
import { Config } from "effect"
import { costLine, unitPrice } from "../cost/UpstreamPrice.ts"

/**
 * Exa's published pricing for `/search` (pricing update of 2026-03-03, exa.ai/pricing): $0.007 for 1 to 10 results
 * with contents (text and highlights included), $0.001 per result beyond 10. `PROVIDER_COST_EXA` overrides the
 * price of the first tier; the extra result keeps its published price.
 */
export interface ExaPrices {
  readonly searchMicroUsd: number
  readonly extraResultMicroUsd: number
}

export const PUBLISHED_PRICES: ExaPrices = { searchMicroUsd: 7_000, extraResultMicroUsd: 1_000 }

/** Results the base price covers. */
export const INCLUDED_RESULTS = 10

/** A hard cap whatever the budget: validation never needs more. */
export const MAX_RESULTS = 25

/**
 * How many results to ask for: what the purchase wants, within the cheapest tier unless the request's budget pays
 * for extra results.
 */
export const resultsFor = (prices: ExaPrices, request: SearchRequest): number => {
  const wanted = Math.max(1, Math.min(MAX_RESULTS, Math.floor(request.maxCandidates)))
  const budget = request.maxCostMicroUsd
  const extra =
    budget === undefined || prices.extraResultMicroUsd <= 0
      ? 0
      : Math.max(0, Math.floor((budget - prices.searchMicroUsd) / prices.extraResultMicroUsd))
  return Math.min(wanted, INCLUDED_RESULTS + extra)
}

export const costOfResults = (prices: ExaPrices, results: number): number =>
  prices.searchMicroUsd + prices.extraResultMicroUsd * Math.max(0, results - INCLUDED_RESULTS)

export const quote =
  (provider: string, prices: ExaPrices) =>
  (request: SearchRequest): ReadonlyArray<UpstreamCost> =>
    costLine(provider, costOfResults(prices, resultsFor(prices, request)))

export const config: Config.Config<ExaPrices> = Config.all({
  searchMicroUsd: unitPrice("exa", PUBLISHED_PRICES.searchMicroUsd),
  extraResultMicroUsd: Config.succeed(PUBLISHED_PRICES.extraResultMicroUsd)
})
