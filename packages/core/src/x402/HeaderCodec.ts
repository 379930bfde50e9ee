import { Effect, Result, Schema, SchemaIssue } from "effect"
import { Base64 } from "effect/encoding"

/**
 * Unknown keys are ignored here (clients may add extensions); what we rely on is checked.
 * x402 headers carry standard base64 (not base64url) of UTF-8 JSON. An EOA's signed payload is ~1 KiB; with the
 * echoed Bazaar extension ~5.5 KiB; a smart wallet's signature (up to SIGNATURE_MAX_BYTES, hex) adds up to
 * ~11 KiB more. The cap stops a client from making us decode megabytes before anything is checked.
 */
export const MAX_HEADER_BYTES = 24 * 1024

/** Why a payment header was refused (400, nothing called). */
export const HeaderDecodeReason = Schema.Literals(["too_large", "not_base64", "not_json", "invalid_shape"])
export type HeaderDecodeReason = typeof HeaderDecodeReason.Type

/** A payment header that is not a valid base64 JSON x402 v2 value. */
export class HeaderDecodeError extends Schema.TaggedError<HeaderDecodeError>()("HeaderDecodeError", {
  header: Schema.String,
  reason: HeaderDecodeReason,
  message: Schema.String
}) {}

const STANDARD_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

const fail = (header: string, reason: HeaderDecodeReason, message: string) =>
  Effect.fail(new HeaderDecodeError({ header, reason, message }))

/** Encodes a value as the header wants it: standard base64 of its JSON. */
export const encodeHeader = (value: unknown): string => Base64.encode(JSON.stringify(value))

/**
 * A decoder for one header and one schema, built once. Every failure is a typed `HeaderDecodeError`; nothing
 * throws, whatever the bytes.
 */
export const headerDecoder = <S extends Schema.Codec<unknown, unknown, never, never>>(header: string, schema: S) => {
  const decode = Schema.decodeUnknownEffect(schema)
  const formatter = SchemaIssue.makeFormatterStandardSchemaV1()
  return (raw: string): Effect.Effect<S["Type"], HeaderDecodeError> => {
    const value = raw.trim()
    if (value.length > MAX_HEADER_BYTES) return fail(header, "too_large", `${header} exceeds ${MAX_HEADER_BYTES} bytes`)
    if (value.length === 0 || value.length % 4 !== 0 || !STANDARD_BASE64.test(value)) {
      return fail(header, "not_base64", `${header} is not standard base64`)
    }
    const text = Base64.decodeString(value)
    if (Result.isFailure(text)) return fail(header, "not_base64", `${header} is not standard base64`)
    let json: unknown
    try {
      json = JSON.parse(text.success)
    } catch {
      return fail(header, "not_json", `${header} does not decode to JSON`)
    }
    // The hot path stops at the first issue; only a failing header pays for the full list in its message.
    return decode(json).pipe(
      Effect.catch(() =>
        decode(json, { errors: "all" }).pipe(
          Effect.mapError((error) => {
            const issues = formatter(error.issue).issues.map(
              (i) => `${(i.path ?? []).join(".") || "(root)"}: ${i.message}`
            )
            return new HeaderDecodeError({
              header,
              reason: "invalid_shape",
              message: `${header} is not a valid x402 v2 payload: ${issues.slice(0, 5).join("; ")}`
            })
          })
        )
      )
    )
  }
}
