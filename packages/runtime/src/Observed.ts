import { Facilitator, Provider } from "@evidence-pack/core"
import { Clock, Effect, Layer, Metric } from "effect"
import { recordSettled, recordSpend } from "./Economics.ts"
import { providerLatency, settleLatency, verifyLatency } from "./Metrics.ts"

/** Runs `effect` and records its duration (ms) in `histogram`, success or failure. */
const timed =
  (histogram: Metric.Metric<number, unknown>) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.flatMap(Clock.currentTimeMillis, (start) =>
      Effect.ensuring(
        effect,
        Effect.flatMap(Clock.currentTimeMillis, (end) => Metric.update(histogram, end - start))
      )
    )

/**
 * The configured provider, with its search latency and its spend in /metrics. Spend is the quote taken just before
 * the search (a cache hit quotes nothing), counted once the search answered: upstreams do not bill failures.
 */
export const observedProvider = <E, R>(inner: Layer.Layer<Provider, E, R>) =>
  Layer.effect(
    Provider,
    Effect.gen(function* () {
      const provider = yield* Provider
      const quote = provider.quote
      return Provider.of({
        ...provider,
        search: (request) =>
          Effect.gen(function* () {
            const costs = quote === undefined ? [] : yield* quote(request)
            return yield* timed(providerLatency)(provider.search(request)).pipe(Effect.tap(() => recordSpend(costs)))
          })
      })
    })
  ).pipe(Layer.provide(inner))

/** The configured facilitator, with verify and settle latencies, revenue and its fees (micro-USD) in /metrics. */
export const observedFacilitator = <E, R>(inner: Layer.Layer<Facilitator, E, R>, settlementFeeMicroUsd = 0) =>
  Layer.effect(
    Facilitator,
    Effect.gen(function* () {
      const facilitator = yield* Facilitator
      return Facilitator.of({
        ...facilitator,
        verify: (payment, requirements) => timed(verifyLatency)(facilitator.verify(payment, requirements)),
        settle: (payment, requirements) =>
          timed(settleLatency)(facilitator.settle(payment, requirements)).pipe(
            Effect.tap((settled) => (settled.success ? recordSettled(settlementFeeMicroUsd) : Effect.void))
          )
      })
    })
  ).pipe(Layer.provide(inner))
