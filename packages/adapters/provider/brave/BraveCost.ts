import type { UpstreamCost } from "@evidence-pack/core/ports/Provider"
import type { Config } from "effect"
import { costLine, unitPrice } from "../cost/UpstreamPrice.ts"

/**
 * Brave Search API's published pricing (api-dashboard.search.brave.com, "Search" plan): $5 per 1,000 requests,
 * whatever `count` and `extra_snippets` ask. `PROVIDER_COST_BRAVE` overrides it.
 */
export const PUBLISHED_REQUEST_MICRO_USD = 5_000

export const quote = (provider: string, requestMicroUsd: number) => (): ReadonlyArray<UpstreamCost> =>
  costLine(provider, requestMicroUsd)

export const config: Config.Config<number> = unitPrice("brave", PUBLISHED_REQUEST_MICRO_USD)
