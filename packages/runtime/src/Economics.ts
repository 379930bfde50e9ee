import { PRICE_ATOMIC, type UpstreamCost } from "@evidence-pack/core"
import { Effect, Metric } from "effect"
import { byAttribute } from "./Metrics.ts"

/**
 * Unit economics on /metrics, per process (sum them across instances): what the upstream providers cost us, what
 * fulfilled packs earned, and the difference. Amounts are USD; internally micro-USD, so sums never drift.
 */

export const providerSpend = Metric.counter("provider_spend_usd_total", {
  description: "Upstream provider spend in USD, by provider (published price or PROVIDER_COST_<NAME>)",
  incremental: true
})
const providerSpendOf = byAttribute(providerSpend, "provider")

export const revenue = Metric.counter("revenue_usd_total", {
  description: "Revenue in USD: the price of every settled pack",
  incremental: true
})

export const settlementFees = Metric.counter("settlement_fees_usd_total", {
  description: "Facilitator fees in USD (SETTLEMENT_FEE per settled pack)",
  incremental: true
})

export const spendPerPack = Metric.gauge("provider_spend_per_fulfilled_pack_usd", {
  description: "All upstream spend (rejected purchases included) divided by the packs fulfilled"
})

export const margin = Metric.gauge("margin_usd", {
  description: "Revenue minus upstream spend minus settlement fees, in USD"
})

export const guardRefusals = Metric.counter("economic_guard_refusals_total", {
  description: "Paid requests refused by an economic guard (422 economic_guard), by reason",
  incremental: true
})
const guardRefusalsFor = byAttribute(guardRefusals, "reason")

const PRICE_MICRO_USD = Number(PRICE_ATOMIC)
const usd = (microUsd: number) => microUsd / 1_000_000

/** This process's running totals (micro-USD), behind the two gauges. */
const totals = { spend: 0, revenue: 0, fees: 0, packs: 0 }

const publishGauges = Effect.suspend(() =>
  Effect.andThen(
    Metric.update(spendPerPack, totals.packs === 0 ? 0 : usd(totals.spend / totals.packs)),
    Metric.update(margin, usd(totals.revenue - totals.spend - totals.fees))
  )
)

/** A search that reached its upstreams: what it was quoted, by provider. */
export const recordSpend = (costs: ReadonlyArray<UpstreamCost>) =>
  Effect.gen(function* () {
    for (const cost of costs) {
      totals.spend += cost.microUsd
      yield* Metric.update(providerSpendOf(cost.provider), usd(cost.microUsd))
    }
    yield* publishGauges
  })

/** A settled pack: its price earned, the facilitator's fee paid. */
export const recordSettled = (feeMicroUsd: number) =>
  Effect.gen(function* () {
    totals.revenue += PRICE_MICRO_USD
    totals.fees += feeMicroUsd
    totals.packs += 1
    yield* Metric.update(revenue, usd(PRICE_MICRO_USD))
    if (feeMicroUsd > 0) yield* Metric.update(settlementFees, usd(feeMicroUsd))
    yield* publishGauges
  })

export const recordGuardRefusal = (reasons: ReadonlyArray<string>) =>
  Effect.forEach(reasons, (reason) => Metric.update(guardRefusalsFor(reason), 1), { discard: true })
