import type { Provider } from "@evidence-pack/core/ports/Provider"
import { Config, Effect, Layer, Redacted, type Scope } from "effect"
import type { CircuitBreaker } from "effect/persistence"
import * as AdapterConfig from "../resilience/AdapterConfig.ts"
import * as ResiliencePolicy from "../resilience/ResiliencePolicy.ts"
import * as Resilient from "../resilience/Resilient.ts"
import { requestJson } from "../resilience/UpstreamRequest.ts"
import * as SearxngCost from "./SearxngCost.ts"
import { searchUrl } from "./SearxngRequest.ts"
import { toCandidates } from "./SearxngResponse.ts"

/** The provider's name in configuration (`EVIDENCE_PROVIDER=searxng`), in logs and in errors. */
export const name = "searxng"

export interface Options {
  /** The instance, without a trailing slash; `/search` is appended. Its settings.yml must enable the json format. */
  readonly baseUrl: string
  /**
   * SearXNG itself has no API keys; instances exposed beyond localhost usually sit behind a proxy that checks one.
   * Sent as `Authorization: Bearer <key>` when set; never logged, never quoted in an error.
   */
  readonly apiKey?: Redacted.Redacted<string> | undefined
  readonly policy?: ResiliencePolicy.ResiliencePolicy | undefined
  /** The price of one call in micro-USD (published by default, `PROVIDER_COST_SEARXNG`). */
  readonly callMicroUsd?: number | undefined
}

const quote = (options: Options) =>
  SearxngCost.quote(name, options.callMicroUsd ?? SearxngCost.PUBLISHED_CALL_MICRO_USD)

/** A SearXNG instance's search (`GET /search?format=json`), one attempt, no resilience. */
export const search =
  (options: Options): Resilient.Search =>
  (request) =>
    requestJson({
      label: name,
      url: searchUrl(options.baseUrl, request),
      method: "GET",
      headers: options.apiKey === undefined ? {} : { authorization: `Bearer ${Redacted.value(options.apiKey)}` },
      secrets: options.apiKey === undefined ? [] : [options.apiKey]
    }).pipe(Effect.flatMap(toCandidates(name, request.maxCandidates)))

export const make = (
  options: Options
): Effect.Effect<Provider["Service"], never, CircuitBreaker.CircuitBreakerStore | Scope.Scope> =>
  Resilient.make(name, search(options), options.policy, quote(options))

export const layer = (options: Options): Layer.Layer<Provider> =>
  Resilient.layer(name, search(options), options.policy, quote(options))

/** `SEARXNG_BASE_URL` (required), `SEARXNG_API_KEY` (optional), and the shared `PROVIDER_*` resilience settings. */
export const config: Config.Config<Options> = Config.all({
  baseUrl: AdapterConfig.requiredUrl("SEARXNG_BASE_URL", "EVIDENCE_PROVIDER=searxng needs the instance's address"),
  apiKey: AdapterConfig.optionalSecret("SEARXNG_API_KEY"),
  policy: ResiliencePolicy.config,
  callMicroUsd: SearxngCost.config
})

export const layerConfig: Layer.Layer<Provider, Config.ConfigError> = Layer.unwrap(
  Effect.gen(function* () {
    return layer(yield* config)
  })
)
