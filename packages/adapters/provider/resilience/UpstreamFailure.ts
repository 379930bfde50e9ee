import type { ProviderFailureKind } from "@evidence-pack/core/ports/Provider"
import { Data } from "effect"

/**
 * Why one attempt at an upstream search failed, as the adapter saw it. Richer than the port's ProviderError by
 * what the resilience layer needs to decide: a 503 and a 401 are both "unavailable" to a client, but only the
 * first is worth another attempt, and only a refused query (400, 422) says nothing about the upstream's health.
 */
export class UpstreamFailure extends Data.TaggedError("UpstreamFailure")<{
  readonly kind: ProviderFailureKind
  /** Names the upstream and what went wrong; never holds an API key (see UpstreamRequest.scrub). */
  readonly message: string
  /** Another attempt could succeed: timeouts, 429, 5xx, connection failures. */
  readonly retryable: boolean
  /** The upstream's own hint (Retry-After, rate-limit reset), in seconds. */
  readonly retryAfterSeconds?: number | undefined
  /** The HTTP status, when there was one. */
  readonly status?: number | undefined
}> {}
