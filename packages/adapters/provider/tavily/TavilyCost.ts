import type { SearchRequest, UpstreamCost } from "@evidence-pack/core/ports/Provider"
import type { Config } from "effect"
import { costLine, unitPrice } from "../cost/UpstreamPrice.ts"
import type { SearchDepth } from "./TavilyRequest.ts"

/**
 * Tavily's published pricing (tavily.com/pricing, docs "Credits & pricing"): a `basic` search is 1 API credit, an
 * `advanced` one 2; pay-as-you-go credits are $0.008. The number of results and `include_answer` do not change
 * the price. `PROVIDER_COST_TAVILY` overrides the price of a credit (a monthly plan's is lower).
 */
export const PUBLISHED_CREDIT_MICRO_USD = 8_000

const CREDITS: Readonly<Record<SearchDepth, number>> = { basic: 1, advanced: 2 }

/** The configured depth when the request's budget pays for it; `basic` otherwise. */
export const depthFor = (configured: SearchDepth, creditMicroUsd: number, request: SearchRequest): SearchDepth =>
  configured === "advanced" &&
  (request.maxCostMicroUsd === undefined || CREDITS.advanced * creditMicroUsd <= request.maxCostMicroUsd)
    ? "advanced"
    : "basic"

export const costOfDepth = (depth: SearchDepth, creditMicroUsd: number): number => CREDITS[depth] * creditMicroUsd

export const quote =
  (provider: string, configured: SearchDepth, creditMicroUsd: number) =>
  (request: SearchRequest): ReadonlyArray<UpstreamCost> =>
    costLine(provider, costOfDepth(depthFor(configured, creditMicroUsd, request), creditMicroUsd))

export const config: Config.Config<number> = unitPrice("tavily", PUBLISHED_CREDIT_MICRO_USD)
