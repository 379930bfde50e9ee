import { Config, Redacted } from "effect"
import * as AdapterConfig from "../resilience/AdapterConfig.ts"
import * as ProviderSkeleton from "../resilience/ProviderSkeleton.ts"
import * as ResiliencePolicy from "../resilience/ResiliencePolicy.ts"
import * as BraveCost from "./BraveCost.ts"
import { rateLimitReset } from "./BraveRateLimit.ts"
import { searchUrl } from "./BraveRequest.ts"
import { toCandidates } from "./BraveResponse.ts"

/** The provider's name in configuration (`EVIDENCE_PROVIDER=brave`), in logs and in errors. */
export const name = "brave"

export const DEFAULT_BASE_URL = "https://api.search.brave.com"

export interface Options {
  /** Sent as `X-Subscription-Token`; never logged, never quoted in an error. */
  readonly apiKey: Redacted.Redacted<string>
  /** Without a trailing slash; `/res/v1/web/search` is appended. */
  readonly baseUrl?: string | undefined
  readonly policy?: ResiliencePolicy.ResiliencePolicy | undefined
  /** The price of one call in micro-USD (published by default, `PROVIDER_COST_BRAVE`). */
  readonly requestMicroUsd?: number | undefined
}

const skeleton = ProviderSkeleton.make<Options>({
  name,
  request: (options, request, now) => ({
    label: name,
    url: searchUrl(options.baseUrl ?? DEFAULT_BASE_URL, request, now),
    method: "GET",
    headers: { "x-subscription-token": Redacted.value(options.apiKey) },
    secrets: [options.apiKey],
    retryHint: rateLimitReset
  }),
  toCandidates: (json) => toCandidates(name)(json),
  quote: (options) => BraveCost.quote(name, options.requestMicroUsd ?? BraveCost.PUBLISHED_REQUEST_MICRO_USD)
})

/** Brave Search's web search (`GET /res/v1/web/search`), one attempt, no resilience. */
export const search = skeleton.search
export const make = skeleton.make
export const layer = skeleton.layer

/** `BRAVE_API_KEY` (required), `BRAVE_BASE_URL` (optional), and the shared `PROVIDER_*` resilience settings. */
export const config: Config.Config<Options> = Config.all({
  apiKey: AdapterConfig.requiredSecret("BRAVE_API_KEY", "EVIDENCE_PROVIDER=brave needs a Brave Search API key"),
  baseUrl: AdapterConfig.baseUrl("BRAVE_BASE_URL", DEFAULT_BASE_URL),
  policy: ResiliencePolicy.config,
  requestMicroUsd: BraveCost.config
})

export const layerConfig = skeleton.layerConfig(config)
