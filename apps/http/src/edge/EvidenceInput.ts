import {
  type EvidenceRequest,
  EvidenceRequest as EvidenceRequestSchema,
  headerDecoder,
  isValidIdempotencyKey,
  type PaymentPayload,
  PaymentPayload as PaymentPayloadSchema,
  strictParse
} from "@evidence-pack/core"
import { Effect, Result, Schema, SchemaIssue } from "effect"
import type { HttpServerRequest } from "effect/http"
import type { ErrorAnswer } from "./ErrorResponse.ts"

const decodeRequest = Schema.decodeUnknownResult(EvidenceRequestSchema)
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()
const decodePaymentHeader = headerDecoder("PAYMENT-SIGNATURE", PaymentPayloadSchema)

const badRequest = (message: string, reasons?: ReadonlyArray<string>): ErrorAnswer => ({
  status: 400,
  code: "invalid_request",
  message,
  reasons
})

/** `Content-Type` must be JSON (parameters such as charset allowed). */
export const checkContentType = (request: HttpServerRequest.HttpServerRequest) => {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase()
  return type === "application/json"
    ? Effect.void
    : Effect.fail(badRequest("Content-Type must be application/json", ["content_type"]))
}

/** Parses and validates the body: malformed JSON and every field issue are 400s with one reason per issue. */
export const parseEvidenceRequest = (text: string): Effect.Effect<EvidenceRequest, ErrorAnswer> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return Effect.fail(badRequest("the request body is not valid JSON", ["malformed_json"]))
  }
  return decodeEvidenceRequest(json)
}

/** Validates an already parsed request (the HTTP body, or the MCP tool's arguments): one reason per issue. */
export const decodeEvidenceRequest = (json: unknown): Effect.Effect<EvidenceRequest, ErrorAnswer> => {
  const decoded = decodeRequest(json, strictParse)
  if (Result.isSuccess(decoded)) return Effect.succeed(decoded.success)
  const reasons = formatIssues(decoded.failure.issue).issues.map(
    (issue) => `${(issue.path ?? []).join(".") || "body"}: ${issue.message}`
  )
  return Effect.fail(badRequest(`the evidence request is invalid: ${reasons.join("; ")}`, reasons))
}

/** `Idempotency-Key`: required, 1 to 128 printable ASCII characters. */
export const parseIdempotencyKey = (request: HttpServerRequest.HttpServerRequest) => {
  const key = request.headers["idempotency-key"]
  if (key === undefined || key === "") {
    return Effect.fail<ErrorAnswer>({
      status: 400,
      code: "invalid_idempotency_key",
      message: "the Idempotency-Key header is required (1 to 128 printable characters, one per logical purchase)"
    })
  }
  if (!isValidIdempotencyKey(key)) {
    return Effect.fail<ErrorAnswer>({
      status: 400,
      code: "invalid_idempotency_key",
      message: "the Idempotency-Key header must be 1 to 128 printable ASCII characters without spaces"
    })
  }
  return Effect.succeed(key)
}

/** A malformed `PAYMENT-SIGNATURE` is the client's mistake: 400, nothing called. */
export const parsePaymentHeader = (raw: string) =>
  decodePaymentHeader(raw).pipe(
    Effect.mapError(
      (error): ErrorAnswer => ({
        status: 400,
        code: "payment_invalid",
        message: error.message,
        reasons: [`payment_header_${error.reason}`]
      })
    )
  ) satisfies Effect.Effect<PaymentPayload, ErrorAnswer>
