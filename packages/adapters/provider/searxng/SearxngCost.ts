import type { UpstreamCost } from "@evidence-pack/core/ports/Provider"
import type { Config } from "effect"
import { costLine, unitPrice } from "../cost/UpstreamPrice.ts"

/**
 * SearXNG is self-hosted and free to query: 0 by default. `PROVIDER_COST_SEARXNG` sets a per-call price for a
 * hosted instance that charges one.
 */
export const PUBLISHED_CALL_MICRO_USD = 0

export const quote = (provider: string, callMicroUsd: number) => (): ReadonlyArray<UpstreamCost> =>
  costLine(provider, callMicroUsd)

export const config: Config.Config<number> = unitPrice("searxng", PUBLISHED_CALL_MICRO_USD)
