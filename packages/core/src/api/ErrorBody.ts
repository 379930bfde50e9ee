import { Schema } from "effect"
import { RequestId } from "./Formats.ts"

/** The closed set of `error.code` values: public contract, never renamed. */
export const ErrorCode = Schema.Literals([
  "invalid_request",
  "invalid_idempotency_key",
  "unsupported_media_type",
  "payload_too_large",
  "payment_required",
  "payment_invalid",
  "idempotency_conflict",
  "purchase_pending",
  "economic_guard",
  "evidence_rejected",
  "rate_limited",
  "provider_failed",
  "settlement_failed",
  "service_unavailable",
  "not_found"
]).annotate({ identifier: "ErrorCode" })
export type ErrorCode = typeof ErrorCode.Type

/** Spec 2.6: the body of every non-200 response. */
export const ErrorBody = Schema.Struct({
  error: Schema.Struct({
    code: ErrorCode.annotate({ examples: ["evidence_rejected"] }),
    message: Schema.optionalKey(Schema.String),
    reasons: Schema.optionalKey(Schema.Array(Schema.String))
  }),
  request_id: RequestId
}).annotate({ identifier: "ErrorBody", title: "Error" })
export type ErrorBody = typeof ErrorBody.Type
