import { Config, Redacted } from "effect"
import * as AdapterConfig from "../resilience/AdapterConfig.ts"
import * as ProviderSkeleton from "../resilience/ProviderSkeleton.ts"
import * as ResiliencePolicy from "../resilience/ResiliencePolicy.ts"
import { endpoint } from "../resilience/UpstreamRequest.ts"
import * as ExaCost from "./ExaCost.ts"
import { searchBody } from "./ExaRequest.ts"
import { toCandidates } from "./ExaResponse.ts"

/** The provider's name in configuration (`EVIDENCE_PROVIDER=exa`), in logs and in errors. */
export const name = "exa"

export const DEFAULT_BASE_URL = "https://api.exa.ai"

export interface Options {
  /** Sent as `x-api-key`; never logged, never quoted in an error. */
  readonly apiKey: Redacted.Redacted<string>
  /** Without a trailing slash; `/search` is appended. */
  readonly baseUrl?: string | undefined
  readonly policy?: ResiliencePolicy.ResiliencePolicy | undefined
  /** Exa's prices (published by default, `PROVIDER_COST_EXA`): they size each request to its budget. */
  readonly prices?: ExaCost.ExaPrices | undefined
}

const pricesOf = (options: Options) => options.prices ?? ExaCost.PUBLISHED_PRICES

const quote = (options: Options) => ExaCost.quote(name, pricesOf(options))

/**
 * Exa's search with contents (`POST /search`). Exa's own HTTP 402 means our account is out of credits: it is an
 * upstream failure (`unavailable`, not retried), never a payment challenge to our client.
 */
const skeleton = ProviderSkeleton.make<Options>({
  name,
  request: (options, request, now) => ({
    label: name,
    url: endpoint(options.baseUrl ?? DEFAULT_BASE_URL, "/search"),
    method: "POST",
    headers: { "x-api-key": Redacted.value(options.apiKey), "content-type": "application/json" },
    body: searchBody(request, now, pricesOf(options)),
    secrets: [options.apiKey]
  }),
  toCandidates: (json) => toCandidates(name)(json),
  quote
})

/** One attempt, no resilience. */
export const search = skeleton.search
export const make = skeleton.make
export const layer = skeleton.layer

/** `EXA_API_KEY` (required), `EXA_BASE_URL` (optional), `PROVIDER_COST_EXA`, and the shared resilience settings. */
export const config: Config.Config<Options> = Config.all({
  apiKey: AdapterConfig.requiredSecret("EXA_API_KEY", "EVIDENCE_PROVIDER=exa needs an Exa API key"),
  baseUrl: AdapterConfig.baseUrl("EXA_BASE_URL", DEFAULT_BASE_URL),
  policy: ResiliencePolicy.config,
  prices: ExaCost.config
})

export const layerConfig = skeleton.layerConfig(config)
