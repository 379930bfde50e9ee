import type { Candidate, Provider, SearchRequest } from "@evidence-pack/core/ports/Provider"
import { Clock, type Config, Effect, Layer, type Scope } from "effect"
import type { CircuitBreaker } from "effect/persistence"
import type { ResiliencePolicy } from "./ResiliencePolicy.ts"
import * as Resilient from "./Resilient.ts"
import type { UpstreamFailure } from "./UpstreamFailure.ts"
import { requestJson, type UpstreamRequest } from "./UpstreamRequest.ts"

/** What one search API adds to the skeleton: how an attempt asks it, and how its answer becomes candidates. */
export interface Definition<Options> {
  /** The provider's name in configuration (`EVIDENCE_PROVIDER=<name>`), in logs and in errors. */
  readonly name: string
  /** The HTTP request of one attempt; `now` dates freshness filters. */
  readonly request: (options: Options, request: SearchRequest, now: number) => UpstreamRequest
  readonly toCandidates: (
    json: unknown,
    request: SearchRequest
  ) => Effect.Effect<ReadonlyArray<Candidate>, UpstreamFailure>
  /** What one call costs for a request (Resilient.Quote), from the provider's pricing in `options`. */
  readonly quote?: (options: Options) => Resilient.Quote
}

interface WithPolicy {
  readonly policy?: ResiliencePolicy | undefined
}

/**
 * A search provider over one JSON HTTP API: one attempt (`search`), wrapped in the shared deadline, retry and
 * circuit breaker (`make`, `layer`), and `layerConfig` from the adapter's own Config descriptor.
 */
export const make = <Options extends WithPolicy>(definition: Definition<Options>) => {
  const search =
    (options: Options): Resilient.Search =>
    (request) =>
      Clock.currentTimeMillis.pipe(
        Effect.flatMap((now) => requestJson(definition.request(options, request, now))),
        Effect.flatMap((json) => definition.toCandidates(json, request))
      )
  const layer = (options: Options): Layer.Layer<Provider> =>
    Resilient.layer(definition.name, search(options), options.policy, definition.quote?.(options))
  return {
    search,
    make: (
      options: Options
    ): Effect.Effect<Provider["Service"], never, CircuitBreaker.CircuitBreakerStore | Scope.Scope> =>
      Resilient.make(definition.name, search(options), options.policy, definition.quote?.(options)),
    layer,
    layerConfig: (config: Config.Config<Options>): Layer.Layer<Provider, Config.ConfigError> =>
      Layer.unwrap(
        Effect.gen(function* () {
          return layer(yield* config)
        })
      )
  }
}
