import { Schema } from "effect"
import { MAX_SOURCES, MIN_SOURCES } from "./EvidenceRequest.ts"
import { DateTimeString, RequestId, UriString } from "./Formats.ts"

/** Spec 2.3: one validated source. */
export const Source = Schema.Struct({
  title: Schema.String,
  url: UriString,
  snippet: Schema.String,
  published_at: Schema.NullOr(DateTimeString),
  updated_at: Schema.NullOr(DateTimeString)
}).annotate({ identifier: "Source" })
export type Source = typeof Source.Type

/** Spec 2.4. */
export const Freshness = Schema.Struct({
  required: Schema.Boolean,
  satisfied: Schema.Boolean,
  newest_timestamp: Schema.NullOr(DateTimeString)
}).annotate({ identifier: "Freshness" })
export type Freshness = typeof Freshness.Type

/** Spec 2.5. */
export const EvidenceSummary = Schema.Struct({
  source_count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(MIN_SOURCES)),
  distinct_source_count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  validated: Schema.Literal(true)
}).annotate({ identifier: "EvidenceSummary" })
export type EvidenceSummary = typeof EvidenceSummary.Type

/** What validation produces; the response adds who asked, when, and the request id. */
export const EvidencePack = Schema.Struct({
  answer: Schema.String,
  sources: Schema.Array(Source).check(Schema.isBetweenLength(MIN_SOURCES, MAX_SOURCES)),
  freshness: Freshness,
  evidence: EvidenceSummary
}).annotate({ identifier: "EvidencePack" })
export type EvidencePack = typeof EvidencePack.Type

/** Spec 2.2: the 200 body. */
export const EvidenceResponse = Schema.Struct({
  status: Schema.Literal("fulfilled"),
  query: Schema.String,
  answer: Schema.String,
  sources: Schema.Array(Source).check(Schema.isBetweenLength(MIN_SOURCES, MAX_SOURCES)),
  freshness: Freshness,
  evidence: EvidenceSummary,
  fulfilled_at: DateTimeString,
  request_id: RequestId
}).annotate({ identifier: "EvidenceResponse", title: "Evidence pack" })
export type EvidenceResponse = typeof EvidenceResponse.Type
