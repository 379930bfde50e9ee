import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { Effect, Schema } from "effect"
import type { UpstreamFailure } from "../resilience/UpstreamFailure.ts"
import { decodeEnvelope, decodeResults, firstText, OptionalText, toCandidate } from "../resilience/UpstreamResponse.ts"

const Envelope = Schema.Struct({ results: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))) })

/**
 * One result. `title` may be null for pages without one (validation rejects those as `title_missing`, so they are
 * kept as empty titles rather than dropped silently). `publishedDate` is an ISO instant; `highlights` are only there
 * when asked for, and are the best snippet when present.
 */
const Result = Schema.Struct({
  title: OptionalText,
  url: Schema.String,
  publishedDate: OptionalText,
  text: OptionalText,
  highlights: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.String)))
})
type Result = typeof Result.Type

const toExaCandidate = (result: Result): Candidate =>
  toCandidate({
    title: result.title ?? "",
    url: result.url,
    snippet: firstText((result.highlights ?? []).join(" … "), result.text) ?? "",
    publishedAt: result.publishedDate
  })

export const toCandidates =
  (label: string) =>
  (json: unknown): Effect.Effect<ReadonlyArray<Candidate>, UpstreamFailure> =>
    decodeEnvelope(
      label,
      Envelope
    )(json).pipe(
      Effect.flatMap((envelope) => decodeResults(label, Result)(envelope.results ?? [])),
      Effect.map((results) => results.map(toExaCandidate))
    )
