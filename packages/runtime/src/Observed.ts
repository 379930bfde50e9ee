import { Facilitator, Provider } from "@evidence-pack/core"
import { Clock, Effect, Layer, Metric } from "effect"
import { providerLatency, settleLatency, verifyLatency } from "./Metrics.ts"

/** Runs `effect` and records its duration (ms) in `histogram`, success or failure. */
const timed =
  (histogram: Metric.Metric<number, unknown>) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.gen(function* () {
      const start = yield* Clock.currentTimeMillis
      return yield* effect.pipe(
        Effect.ensuring(Effect.flatMap(Clock.currentTimeMillis, (end) => Metric.update(histogram, end - start)))
      )
    })

/** The configured provider, with its search latency in /metrics. */
export const observedProvider = <E, R>(inner: Layer.Layer<Provider, E, R>) =>
  Layer.effect(
    Provider,
    Effect.gen(function* () {
      const provider = yield* Provider
      return Provider.of({ ...provider, search: (request) => timed(providerLatency)(provider.search(request)) })
    })
  ).pipe(Layer.provide(inner))

/** The configured facilitator, with verify and settle latencies in /metrics. */
export const observedFacilitator = <E, R>(inner: Layer.Layer<Facilitator, E, R>) =>
  Layer.effect(
    Facilitator,
    Effect.gen(function* () {
      const facilitator = yield* Facilitator
      return Facilitator.of({
        ...facilitator,
        verify: (payment, requirements) => timed(verifyLatency)(facilitator.verify(payment, requirements)),
        settle: (payment, requirements) => timed(settleLatency)(facilitator.settle(payment, requirements))
      })
    })
  ).pipe(Layer.provide(inner))
