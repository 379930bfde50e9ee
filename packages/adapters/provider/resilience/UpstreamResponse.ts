import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { Effect, Option, Schema } from "effect"
import { UpstreamFailure } from "./UpstreamFailure.ts"

/**
 * Decoding a search API's answer. The envelope must have the documented shape, or the answer is a
 * `bad_response`; a single result that lacks a title or URL is dropped rather than failing the whole search, since
 * upstreams add result types over time (videos, FAQs) and validation only needs the usable ones.
 */

/** Decodes the envelope, failing as `bad_response` with the first schema issue. */
export const decodeEnvelope =
  <S extends Schema.Decoder<unknown>>(label: string, schema: S) =>
  (json: unknown): Effect.Effect<S["Type"], UpstreamFailure> =>
    Schema.decodeUnknownEffect(schema)(json).pipe(
      Effect.mapError(
        (error) =>
          new UpstreamFailure({
            kind: "bad_response",
            retryable: false,
            message: `${label} answered in an unexpected shape: ${String(error.message).slice(0, 300)}`
          })
      )
    ) as Effect.Effect<S["Type"], UpstreamFailure>

/**
 * Decodes each result on its own and keeps the ones that fit. Results that are all unusable mean the documented
 * shape changed under us: that is a `bad_response`, not "nothing found".
 */
export const decodeResults =
  <S extends Schema.Decoder<unknown>>(label: string, schema: S) =>
  (items: ReadonlyArray<unknown>): Effect.Effect<ReadonlyArray<S["Type"]>, UpstreamFailure> => {
    const decode = Schema.decodeUnknownOption(schema)
    const decoded = items.flatMap((item) => Option.toArray(decode(item)))
    return items.length > 0 && decoded.length === 0
      ? Effect.fail(
          new UpstreamFailure({
            kind: "bad_response",
            retryable: false,
            message: `${label} answered ${items.length} results and none had the documented shape`
          })
        )
      : Effect.succeed(decoded)
  }

export interface CandidateFields {
  readonly title: string
  readonly url: string
  readonly snippet: string
  readonly publishedAt?: string | null | undefined
  readonly updatedAt?: string | null | undefined
  readonly providerAnswer?: string | null | undefined
}

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== ""

/** The first value that is a non-blank string. */
export const firstText = (...values: ReadonlyArray<string | null | undefined>): string | undefined =>
  values.find(present) ?? undefined

/** A Candidate with only the optional fields the upstream really gave (null and blank mean "not given"). */
export const toCandidate = (fields: CandidateFields): Candidate => ({
  title: fields.title,
  url: fields.url,
  snippet: fields.snippet,
  ...(present(fields.publishedAt) ? { publishedAt: fields.publishedAt } : {}),
  ...(present(fields.updatedAt) ? { updatedAt: fields.updatedAt } : {}),
  ...(present(fields.providerAnswer) ? { providerAnswer: fields.providerAnswer } : {})
})

/** Schema for a field an upstream may send as a string, null, or not at all. */
export const OptionalText = Schema.optionalKey(Schema.NullOr(Schema.String))
