import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { Effect, Schema } from "effect"
import type { UpstreamFailure } from "../resilience/UpstreamFailure.ts"
import { decodeEnvelope, decodeResults, OptionalText, toCandidate } from "../resilience/UpstreamResponse.ts"

/** The part of Tavily's search answer we use; `answer` is there because the request sets `include_answer`. */
const Envelope = Schema.Struct({
  answer: OptionalText,
  results: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown)))
})

/**
 * One result. `content` is the extract most related to the query; `published_date` (RFC 2822 or ISO, both read by
 * validation) comes with the `news` topic or a date filter and means "published or last updated", so it is the
 * candidate's `updatedAt`: the time validation counts toward freshness, without claiming a publication date.
 */
const Result = Schema.Struct({
  title: Schema.String,
  url: Schema.String,
  content: OptionalText,
  published_date: OptionalText
})

export const toCandidates =
  (label: string) =>
  (json: unknown): Effect.Effect<ReadonlyArray<Candidate>, UpstreamFailure> =>
    Effect.gen(function* () {
      const envelope = yield* decodeEnvelope(label, Envelope)(json)
      const results = yield* decodeResults(label, Result)(envelope.results ?? [])
      return results.map((result) =>
        toCandidate({
          title: result.title,
          url: result.url,
          snippet: result.content ?? "",
          updatedAt: result.published_date,
          providerAnswer: envelope.answer
        })
      )
    })
