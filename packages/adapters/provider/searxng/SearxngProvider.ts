import { Config, Redacted } from "effect"
import * as AdapterConfig from "../resilience/AdapterConfig.ts"
import * as ProviderSkeleton from "../resilience/ProviderSkeleton.ts"
import * as ResiliencePolicy from "../resilience/ResiliencePolicy.ts"
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

const skeleton = ProviderSkeleton.make<Options>({
  name,
  request: (options, request) => ({
    label: name,
    url: searchUrl(options.baseUrl, request),
    method: "GET",
    headers: options.apiKey === undefined ? {} : { authorization: `Bearer ${Redacted.value(options.apiKey)}` },
    secrets: options.apiKey === undefined ? [] : [options.apiKey]
  }),
  toCandidates: (json, request) => toCandidates(name, request.maxCandidates)(json),
  quote: (options) => SearxngCost.quote(name, options.callMicroUsd ?? SearxngCost.PUBLISHED_CALL_MICRO_USD)
})

/** A SearXNG instance's search (`GET /search?format=json`), one attempt, no resilience. */
export const search = skeleton.search
export const make = skeleton.make
export const layer = skeleton.layer

/** `SEARXNG_BASE_URL` (required), `SEARXNG_API_KEY` (optional), and the shared `PROVIDER_*` resilience settings. */
export const config: Config.Config<Options> = Config.all({
  baseUrl: AdapterConfig.requiredUrl("SEARXNG_BASE_URL", "EVIDENCE_PROVIDER=searxng needs the instance's address"),
  apiKey: AdapterConfig.optionalSecret("SEARXNG_API_KEY"),
  policy: ResiliencePolicy.config,
  callMicroUsd: SearxngCost.config
})

export const layerConfig = skeleton.layerConfig(config)
