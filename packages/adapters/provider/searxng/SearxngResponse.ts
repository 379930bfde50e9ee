import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { Effect, Schema } from "effect"
import { UpstreamFailure } from "../resilience/UpstreamFailure.ts"
import { decodeEnvelope, decodeResults, firstText, OptionalText, toCandidate } from "../resilience/UpstreamResponse.ts"

/**
 * The part of SearXNG's JSON answer we use. `answers` are strings in older releases and `{ answer, url }` objects
 * in newer ones; `unresponsive_engines` lists `[engine, reason]` pairs for engines that failed this query.
 */
const Envelope = Schema.Struct({
  results: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))),
  answers: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))),
  unresponsive_engines: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown)))
})
type Envelope = typeof Envelope.Type

/** One merged result; `publishedDate` is ISO without a zone when an engine dated the page, else null or absent. */
const Result = Schema.Struct({
  title: Schema.String,
  url: Schema.String,
  content: OptionalText,
  publishedDate: OptionalText
})

const AnswerObject = Schema.Struct({ answer: Schema.String })

const answerOf = (envelope: Envelope): string | undefined =>
  firstText(
    ...(envelope.answers ?? []).map((answer) =>
      typeof answer === "string" ? answer : Schema.is(AnswerObject)(answer) ? answer.answer : undefined
    )
  )

/**
 * No results because every engine failed (blocked, rate limited, timed out) is an outage, not "nothing found":
 * a 502 tells the client to come back, where an empty list would become a 422. Not retried here: engines that
 * block an instance stay blocked for minutes.
 */
const allEnginesFailed = (label: string, envelope: Envelope) =>
  new UpstreamFailure({
    kind: "unavailable",
    retryable: false,
    message: `${label} had no results because every engine failed: ${JSON.stringify(envelope.unresponsive_engines).slice(0, 200)}`
  })

export const toCandidates =
  (label: string, maxCandidates: number) =>
  (json: unknown): Effect.Effect<ReadonlyArray<Candidate>, UpstreamFailure> =>
    Effect.gen(function* () {
      const envelope = yield* decodeEnvelope(label, Envelope)(json)
      const items = envelope.results ?? []
      if (items.length === 0 && (envelope.unresponsive_engines ?? []).length > 0) {
        return yield* Effect.fail(allEnginesFailed(label, envelope))
      }
      const results = yield* decodeResults(label, Result)(items)
      const answer = answerOf(envelope)
      return results.slice(0, Math.max(0, Math.floor(maxCandidates))).map((result) =>
        toCandidate({
          title: result.title,
          url: result.url,
          snippet: result.content ?? "",
          publishedAt: result.publishedDate,
          providerAnswer: answer
        })
      )
    })
