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

const NON_ASCII = /[\u0080-\uffff]/
const utf8 = new TextDecoder()

/**
 * Encodes a value as the header wants it: standard base64 of its UTF-8 JSON. The web's `btoa` (every runtime has
 * it, natively) takes one char per byte, which ASCII JSON already is; JSON with other characters is rare and goes
 * through Effect's encoder, which writes its UTF-8 bytes. `btoa` is ~10x faster than the pure-JS encoder.
 */
export const encodeHeader = (value: unknown): string => {
  const json = JSON.stringify(value)
  return NON_ASCII.test(json) ? Base64.encode(json) : btoa(json)
}

/** The UTF-8 text of already-checked standard base64: `atob` gives one char per byte, decoded when not ASCII. */
const decodeBase64Text = (value: string): string => {
  const binary = atob(value)
  if (!NON_ASCII.test(binary)) return binary
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return utf8.decode(bytes)
}

/**
 * A decoder for one header and one schema, built once. Every failure is a typed `HeaderDecodeError`; nothing
 * throws, whatever the bytes.
 */
export const headerDecoder = <S extends Schema.Codec<unknown, unknown, never, never>>(header: string, schema: S) => {
  const decodeFirstIssue = Schema.decodeUnknownResult(schema)
  const decode = Schema.decodeUnknownEffect(schema)
  const formatter = SchemaIssue.makeFormatterStandardSchemaV1()
  return (raw: string): Effect.Effect<S["Type"], HeaderDecodeError> => {
    const value = raw.trim()
    if (value.length > MAX_HEADER_BYTES) return fail(header, "too_large", `${header} exceeds ${MAX_HEADER_BYTES} bytes`)
    if (value.length === 0 || value.length % 4 !== 0 || !STANDARD_BASE64.test(value)) {
      return fail(header, "not_base64", `${header} is not standard base64`)
    }
    let text: string
    try {
      text = decodeBase64Text(value)
    } catch {
      return fail(header, "not_base64", `${header} is not standard base64`)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return fail(header, "not_json", `${header} does not decode to JSON`)
    }
    // The hot path decodes synchronously and stops at the first issue; only a failing header pays for the full
    // list in its message.
    const decoded = decodeFirstIssue(json)
    if (Result.isSuccess(decoded)) return Effect.succeed(decoded.success)
    return decode(json, { errors: "all" }).pipe(
      Effect.mapError((error) => {
        const issues = formatter(error.issue).issues.map((i) => `${(i.path ?? []).join(".") || "(root)"}: ${i.message}`)
        return new HeaderDecodeError({
          header,
          reason: "invalid_shape",
          message: `${header} is not a valid x402 v2 payload: ${issues.slice(0, 5).join("; ")}`
        })
      })
    )
  }
}
