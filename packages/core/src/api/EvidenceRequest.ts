import { Effect, Schema } from "effect"

/** Spec 2.1 and 8: every bound of the evidence request. */
export const QUERY_MAX_CODE_POINTS = 400
/** Bounds of `freshness_seconds` (spec 2.1). */
export const FRESHNESS_MIN_SECONDS = 60
export const FRESHNESS_MAX_SECONDS = 31_536_000
/** Bounds and default of `max_sources` (spec 2.1). */
export const MIN_SOURCES = 3
export const MAX_SOURCES = 10
export const DEFAULT_MAX_SOURCES = 5

/** Spec 2.1: the body of `POST /v1/evidence`. Decode with `strictParse`: unknown keys are refused. */
export const EvidenceRequest = Schema.Struct({
  query: Schema.String.check(Schema.isBetweenCodePoints(1, QUERY_MAX_CODE_POINTS)).annotate({
    description: "A web evidence question or research query."
  }),
  freshness_seconds: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: FRESHNESS_MIN_SECONDS, maximum: FRESHNESS_MAX_SECONDS })).annotate({
      description: "Maximum evidence age in seconds; freshness is enforced only when this is supplied."
    })
  ),
  max_sources: Schema.Int.check(Schema.isBetween({ minimum: MIN_SOURCES, maximum: MAX_SOURCES }))
    .annotate({ default: DEFAULT_MAX_SOURCES, description: "Maximum number of validated sources returned." })
    .pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_MAX_SOURCES)))
}).annotate({ identifier: "EvidenceRequest", title: "Evidence request" })

export type EvidenceRequest = typeof EvidenceRequest.Type

/** Decoding options used at every boundary: report every issue, refuse unknown keys. */
export const strictParse = { errors: "all", onExcessProperty: "error" } as const

/**
 * The canonical form of a decoded request: keys in a fixed order, defaults applied. Two bodies that mean the
 * same purchase (`{"query":"q"}` and `{"max_sources":5,"query":"q"}`) have one fingerprint, so the paid retry
 * matches the unpaid probe even when a client re-serializes the body.
 */
export const requestFingerprint = (request: EvidenceRequest): string =>
  JSON.stringify([request.query, request.max_sources, request.freshness_seconds ?? null])
