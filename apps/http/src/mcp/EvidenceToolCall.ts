import {
  isValidIdempotencyKey,
  type PaymentPayload,
  PaymentPayload as PaymentPayloadSchema,
  payerOf,
  purchase
} from "@evidence-pack/core"
import { purchaseOutcome } from "@evidence-pack/runtime/Metrics"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { Effect, Metric, Schema, SchemaIssue } from "effect"
import { HttpServerRequest } from "effect/http"
import { RateLimiter } from "effect/persistence"
import { type ErrorAnswer, purchaseErrorAnswer } from "../edge/ErrorResponse.ts"
import { decodeEvidenceRequest } from "../edge/EvidenceInput.ts"
import { HttpSettings } from "../edge/HttpSettings.ts"
import { clientAddress, paidKey, rateLimit, unpaidKey } from "../edge/RateLimits.ts"
import { recordFailure } from "../routes/EvidenceRoute.ts"
import { toolOffer } from "./ToolOffer.ts"
import { errorResult, PAYMENT_META_KEY, successResult } from "./ToolResults.ts"

/** One `tools/call` of `evidence_pack`: its arguments and the request's `_meta`. */
export interface EvidenceToolCall {
  readonly arguments: Record<string, unknown> | undefined
  readonly meta: Record<string, unknown> | undefined
  readonly requestId: string
}

const PAYMENT_REQUIRED_MESSAGE =
  "payment required: sign the x402 v2 `exact` requirements in structuredContent and repeat the same call " +
  'with the same idempotency_key and the payment in _meta["x402/payment"]'

/** The core's messages speak of headers; over MCP the same codes say what to do with the call. */
const MCP_MESSAGES: Partial<Record<ErrorAnswer["code"], string>> = {
  purchase_pending:
    "this purchase is in progress: retry the same call later (same arguments, same payment); never sign again",
  idempotency_conflict: "this idempotency_key was used with different arguments: use a new idempotency_key"
}

const inMcpTerms = (answer: ErrorAnswer): ErrorAnswer => ({
  ...answer,
  message: MCP_MESSAGES[answer.code] ?? answer.message
})

const decodePayment = Schema.decodeUnknownEffect(PaymentPayloadSchema)
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** `idempotency_key`: the Idempotency-Key header's rules, as a tool argument. */
const parseIdempotencyKey = (key: unknown) =>
  typeof key === "string" && isValidIdempotencyKey(key)
    ? Effect.succeed(key)
    : Effect.fail<ErrorAnswer>({
        status: 400,
        code: "invalid_idempotency_key",
        message:
          "the idempotency_key argument is required: 1 to 128 printable ASCII characters without spaces, " +
          "one per logical purchase"
      })

/** A malformed `_meta["x402/payment"]` is the client's mistake: refused before anything is called. */
const parsePayment = (raw: unknown) =>
  decodePayment(raw, { errors: "all" }).pipe(
    Effect.mapError((error): ErrorAnswer => {
      const issues = formatIssues(error.issue).issues.map(
        (i) => `${(i.path ?? []).join(".") || "(root)"}: ${i.message}`
      )
      return {
        status: 400,
        code: "payment_invalid",
        message: `_meta["${PAYMENT_META_KEY}"] is not a valid x402 v2 payment payload: ${issues.slice(0, 5).join("; ")}`,
        reasons: ["payment_meta_invalid_shape"]
      }
    })
  ) satisfies Effect.Effect<PaymentPayload, ErrorAnswer>

/**
 * The same order as POST /v1/evidence: arguments and key first (a client learns of bad input before it signs),
 * then the offer, or the paid purchase through the one `purchase` program (same store, idempotency, guards).
 */
const run = (call: EvidenceToolCall) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const settings = yield* HttpSettings
    const limiter = yield* RateLimiter.RateLimiter
    const { idempotency_key: key, ...body } = call.arguments ?? {}
    const payment = call.meta?.[PAYMENT_META_KEY]
    if (payment === undefined) {
      yield* rateLimit(limiter, unpaidKey(clientAddress(request, settings.trustProxy)), settings.unpaidPerMinute)
    }
    const evidenceRequest = yield* decodeEvidenceRequest(body)
    const idempotencyKey = yield* parseIdempotencyKey(key)
    if (payment === undefined) {
      return yield* Effect.fail<ErrorAnswer>({
        status: 402,
        code: "payment_required",
        message: PAYMENT_REQUIRED_MESSAGE
      })
    }
    const paymentPayload = yield* parsePayment(payment)
    yield* rateLimit(limiter, paidKey(payerOf(paymentPayload)), settings.paidPerMinute)
    const success = yield* purchase({
      request: evidenceRequest,
      idempotencyKey,
      payment: paymentPayload,
      requestId: call.requestId
    }).pipe(
      Effect.tapError(recordFailure),
      Effect.mapError((error) => inMcpTerms(purchaseErrorAnswer(error)))
    )
    yield* Metric.update(purchaseOutcome(success._tag === "Replay" ? "replay" : "fulfilled"), 1)
    return successResult(success)
  })

/** Every end of a call is a tool result: the pack, or a tool error carrying the HTTP route's code and reasons. */
export const callEvidenceTool = (call: EvidenceToolCall) =>
  run(call).pipe(
    Effect.catch((answer: ErrorAnswer) =>
      Effect.gen(function* () {
        const settings = yield* HttpSettings
        return errorResult(answer, call.requestId, toolOffer(settings))
      })
    ),
    Effect.annotateLogs({ request_id: call.requestId, mcp_tool: "evidence_pack" })
  ) satisfies Effect.Effect<CallToolResult, never, unknown>
