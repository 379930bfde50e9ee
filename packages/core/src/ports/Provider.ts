import { Context, type Effect, Schema } from "effect"

/** One search result as an upstream provider gives it, before any validation. */
export const Candidate = Schema.Struct({
  title: Schema.String,
  url: Schema.String,
  snippet: Schema.String,
  publishedAt: Schema.optionalKey(Schema.String),
  updatedAt: Schema.optionalKey(Schema.String),
  /** The provider's own answer to the query, when its API gives one (the same on every candidate of a search). */
  providerAnswer: Schema.optionalKey(Schema.String)
})
export type Candidate = typeof Candidate.Type

/** One search: the question, how many candidates, and the freshness window when the client set one. */
export interface SearchRequest {
  readonly query: string
  /** More than `max_sources`, so validation has room to drop candidates. */
  readonly maxCandidates: number
  readonly freshnessSeconds?: number | undefined
  /**
   * The most this search may spend upstream, in micro-USD. Adapters size the request to it (results, depth) and a
   * fan-out asks only the providers it pays for. Unset: each adapter's cheapest call.
   */
  readonly maxCostMicroUsd?: number | undefined
}

/**
 * What one search spends at one upstream, in micro-USD (1e-6 USD: the unit of USDC's atomic amounts, so the price
 * and the costs compare without rounding). A free provider (the corpus, a self-hosted SearXNG) or a cache hit
 * spends nothing and is not listed.
 */
export interface UpstreamCost {
  readonly provider: string
  readonly microUsd: number
}

/** The closed set of provider failures (all are 502 `provider_failed`, nothing charged). */
export const ProviderFailureKind = Schema.Literals(["timeout", "rate_limited", "unavailable", "bad_response"])
export type ProviderFailureKind = typeof ProviderFailureKind.Type

/** Any failure of the upstream search. The edge answers 502 `provider_failed`; nothing is charged. */
export class ProviderError extends Schema.TaggedError<ProviderError>()("ProviderError", {
  provider: Schema.String,
  kind: ProviderFailureKind,
  message: Schema.String,
  retryAfterSeconds: Schema.optionalKey(Schema.Number)
}) {}

/** The Provider port: where candidate evidence comes from. */
export class Provider extends Context.Service<
  Provider,
  {
    readonly name: string
    readonly search: (request: SearchRequest) => Effect.Effect<ReadonlyArray<Candidate>, ProviderError>
    /** What `search(request)` would spend upstream now; absent for a provider that costs nothing. */
    readonly quote?: ((request: SearchRequest) => Effect.Effect<ReadonlyArray<UpstreamCost>>) | undefined
  }
>()("@evidence-pack/core/ports/Provider") {}
