import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { Effect, Schema } from "effect"
import type { UpstreamFailure } from "../resilience/UpstreamFailure.ts"
import { decodeEnvelope, decodeResults, firstText, OptionalText, toCandidate } from "../resilience/UpstreamResponse.ts"

const Section = Schema.optionalKey(Schema.Struct({ results: Schema.optionalKey(Schema.Array(Schema.Unknown)) }))

/**
 * The part of Brave's web search answer we use. No `web` key at all is how Brave says "no web results"; `news`
 * is there when `result_filter` asks for it and Brave found dated news.
 */
const Envelope = Schema.Struct({ web: Section, news: Section })

/**
 * One web result. `page_age` is an ISO date-time without a zone ("2024-05-01T10:00:00", read as UTC by
 * validation); `age` is what Brave shows ("May 1, 2024", "3 days ago") and only stands in when `page_age` is
 * missing. Brave does not say whether the date is of publication or of the last update: it maps to `publishedAt`.
 */
const Result = Schema.Struct({
  title: Schema.String,
  url: Schema.String,
  description: OptionalText,
  extra_snippets: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.String))),
  page_age: OptionalText,
  age: OptionalText
})
type Result = typeof Result.Type

/** The description and the extra excerpts: more of the page's text for validation to judge relevance by. */
const snippetOf = (result: Result): string =>
  [result.description ?? "", ...(result.extra_snippets ?? [])]
    .map((text) => text.trim())
    .filter((text) => text !== "")
    .join(" … ")

const toBraveCandidate = (result: Result): Candidate =>
  toCandidate({
    title: result.title,
    url: result.url,
    snippet: snippetOf(result),
    publishedAt: firstText(result.page_age, result.age)
  })

export const toCandidates =
  (label: string) =>
  (json: unknown): Effect.Effect<ReadonlyArray<Candidate>, UpstreamFailure> =>
    decodeEnvelope(
      label,
      Envelope
    )(json).pipe(
      Effect.flatMap((envelope) =>
        decodeResults(label, Result)([...(envelope.web?.results ?? []), ...(envelope.news?.results ?? [])])
      ),
      Effect.map((results) => results.map(toBraveCandidate))
    )
