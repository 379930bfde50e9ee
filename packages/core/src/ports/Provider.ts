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
  }
>()("@evidence-pack/core/ports/Provider") {}
