import type { SearchRequest } from "@evidence-pack/core/ports/Provider"
import { Config, Redacted } from "effect"
import * as AdapterConfig from "../resilience/AdapterConfig.ts"
import * as ProviderSkeleton from "../resilience/ProviderSkeleton.ts"
import * as ResiliencePolicy from "../resilience/ResiliencePolicy.ts"
import { endpoint } from "../resilience/UpstreamRequest.ts"
import * as TavilyCost from "./TavilyCost.ts"
import { type SearchDepth, searchBody } from "./TavilyRequest.ts"
import { toCandidates } from "./TavilyResponse.ts"

/** The provider's name in configuration (`EVIDENCE_PROVIDER=tavily`), in logs and in errors. */
export const name = "tavily"

export const DEFAULT_BASE_URL = "https://api.tavily.com"

export interface Options {
  /** Sent as `Authorization: Bearer <key>`; never logged, never quoted in an error. */
  readonly apiKey: Redacted.Redacted<string>
  /** Without a trailing slash; `/search` is appended. */
  readonly baseUrl?: string | undefined
  /** `basic` (default, 1 credit) or `advanced` (2 credits, better extracts). */
  readonly searchDepth?: SearchDepth | undefined
  readonly policy?: ResiliencePolicy.ResiliencePolicy | undefined
  /** The price of one credit in micro-USD (published by default, `PROVIDER_COST_TAVILY`). */
  readonly creditMicroUsd?: number | undefined
}

const creditOf = (options: Options) => options.creditMicroUsd ?? TavilyCost.PUBLISHED_CREDIT_MICRO_USD

/** `advanced` only when the request's budget pays for its second credit. */
const depthOf = (options: Options, request: SearchRequest) =>
  TavilyCost.depthFor(options.searchDepth ?? "basic", creditOf(options), request)

const quote = (options: Options) => TavilyCost.quote(name, options.searchDepth ?? "basic", creditOf(options))

const skeleton = ProviderSkeleton.make<Options>({
  name,
  request: (options, request, now) => ({
    label: name,
    url: endpoint(options.baseUrl ?? DEFAULT_BASE_URL, "/search"),
    method: "POST",
    headers: { authorization: `Bearer ${Redacted.value(options.apiKey)}`, "content-type": "application/json" },
    body: searchBody(request, depthOf(options, request), now),
    secrets: [options.apiKey]
  }),
  toCandidates: (json) => toCandidates(name)(json),
  quote
})

/** Tavily's search (`POST /search`), one attempt, no resilience. */
export const search = skeleton.search
export const make = skeleton.make
export const layer = skeleton.layer

/**
 * `TAVILY_API_KEY` (required), `TAVILY_BASE_URL` and `TAVILY_SEARCH_DEPTH` (optional), and the shared `PROVIDER_*`
 * resilience settings.
 */
export const config: Config.Config<Options> = Config.all({
  apiKey: AdapterConfig.requiredSecret("TAVILY_API_KEY", "EVIDENCE_PROVIDER=tavily needs a Tavily API key"),
  baseUrl: AdapterConfig.baseUrl("TAVILY_BASE_URL", DEFAULT_BASE_URL),
  searchDepth: Config.Literals(["basic", "advanced"], "TAVILY_SEARCH_DEPTH").pipe(Config.withDefault("basic" as const)),
  policy: ResiliencePolicy.config,
  creditMicroUsd: TavilyCost.config
})

export const layerConfig = skeleton.layerConfig(config)
