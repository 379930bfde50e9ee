import type { ErrorBody, ErrorCode, PurchaseError } from "@evidence-pack/core"
import { HttpServerResponse } from "effect/http"

/** An error answer before it is rendered: status, stable code, message, and optional reasons and headers. */
export interface ErrorAnswer {
  readonly status: number
  readonly code: ErrorCode
  readonly message: string
  readonly reasons?: ReadonlyArray<string> | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/** The spec's error body (2.6), for HTTP responses and MCP tool errors alike. */
export const errorBodyOf = (answer: ErrorAnswer, requestId: string): ErrorBody => ({
  error: {
    code: answer.code,
    message: answer.message,
    ...(answer.reasons !== undefined && answer.reasons.length > 0 ? { reasons: [...answer.reasons] } : {})
  },
  request_id: requestId
})

/** Renders the spec's error body (2.6); `request_id` equals the `X-Request-Id` header set on every response. */
export const errorResponse = (answer: ErrorAnswer, requestId: string) =>
  HttpServerResponse.jsonUnsafe(errorBodyOf(answer, requestId), {
    status: answer.status,
    headers: answer.headers ?? {}
  })

const retryAfter = (seconds: number) => ({ "retry-after": String(Math.max(1, Math.ceil(seconds))) })

/**
 * The one place purchase errors become HTTP. Statuses follow the spec's table (section 7); 503 is ours for an
 * unreachable store or facilitator, where nothing was called and nothing charged.
 */
export const purchaseErrorAnswer = (error: PurchaseError): ErrorAnswer => {
  switch (error._tag) {
    case "PaymentInvalid":
      return { status: 402, code: "payment_invalid", message: error.message, reasons: [error.reason] }
    case "IdempotencyConflict":
      return { status: 409, code: "idempotency_conflict", message: error.message }
    case "PurchasePending":
      return {
        status: 409,
        code: "purchase_pending",
        message: error.message,
        headers: retryAfter(error.retryAfterSeconds)
      }
    case "EconomicGuardRefused":
      return { status: 422, code: "economic_guard", message: error.message, reasons: error.reasons }
    case "EvidenceRejected":
      return {
        status: 422,
        code: "evidence_rejected",
        message: "the evidence found did not pass validation; nothing was charged",
        reasons: error.reasons
      }
    case "ProviderFailed":
      return {
        status: 502,
        code: "provider_failed",
        message: `the search provider failed (${error.kind}); nothing was charged`,
        headers: retryAfter(error.retryAfterSeconds ?? 5)
      }
    case "SettlementFailed":
      return {
        status: 502,
        code: "settlement_failed",
        message: `${error.message}; nothing was charged, the evidence is kept: retry with a new authorization`,
        reasons: [error.reason]
      }
    case "ServiceUnavailable":
      return {
        status: 503,
        code: "service_unavailable",
        message: "a dependency is unreachable; nothing was called or charged",
        headers: retryAfter(error.retryAfterSeconds)
      }
  }
}
