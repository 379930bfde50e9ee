import { PRICE_ATOMIC } from "@evidence-pack/core/api/Price"
import type { UpstreamCost } from "@evidence-pack/core/ports/Provider"
import { Config, Schema } from "effect"

/**
 * Upstream prices, in micro-USD (1e-6 USD, the unit of USDC's atomic amounts, so a cost compares with the 15,000
 * we are paid without rounding). Each adapter keeps its provider's published pricing in its own `<Name>Cost.ts`;
 * this file reads the overrides a deployment sets.
 */
export const MICRO_USD_PER_USD = 1_000_000

/** What one pack may spend upstream by default: 40% of the price (0.006 USD of 0.015). */
export const DEFAULT_PACK_BUDGET_MICRO_USD = Math.floor((Number(PRICE_ATOMIC) * 40) / 100)

const usdAsMicroUsd = (name: string) =>
  Config.schema(
    Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0, { message: `${name} must be an amount in USD, 0 or more` })),
    name
  ).pipe(Config.map((usd) => Math.round(usd * MICRO_USD_PER_USD)))

/**
 * `PROVIDER_COST_<NAME>`: the price of the provider's basic billed unit in USD (an Exa search of up to 10 results,
 * a Tavily credit, a Brave request, a SearXNG call), when a deployment pays another price than the published one
 * (a plan, a negotiated rate, a hosted SearXNG).
 */
export const unitPrice = (provider: string, publishedMicroUsd: number): Config.Config<number> =>
  usdAsMicroUsd(`PROVIDER_COST_${provider.toUpperCase()}`).pipe(Config.withDefault(publishedMicroUsd))

/** `PROVIDER_MAX_COST_PER_PACK`: the most one purchase may spend upstream, in USD (default 40% of the price). */
export const packBudget: Config.Config<number> = usdAsMicroUsd("PROVIDER_MAX_COST_PER_PACK").pipe(
  Config.withDefault(DEFAULT_PACK_BUDGET_MICRO_USD)
)

/** One provider's line in a quote; a free call is no line at all. */
export const costLine = (provider: string, microUsd: number): ReadonlyArray<UpstreamCost> =>
  microUsd === 0 ? [] : [{ provider, microUsd }]
