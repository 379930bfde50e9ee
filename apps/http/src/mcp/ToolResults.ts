import type { PurchaseSuccess } from "@evidence-pack/core"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { type ErrorAnswer, errorBodyOf } from "../edge/ErrorResponse.ts"
import type { ToolOffer } from "./ToolOffer.ts"

/** The x402 MCP transport's `_meta` keys (x402 specs/transports-v2/mcp.md). */
export const PAYMENT_META_KEY = "x402/payment"
export const PAYMENT_RESPONSE_META_KEY = "x402/payment-response"
/** Ours: what the HTTP route says in X-Idempotent-Replay and Retry-After. */
export const REPLAY_META_KEY = "evidence-pack/idempotent-replay"
export const RETRY_AFTER_META_KEY = "evidence-pack/retry-after-seconds"

/**
 * Codes after which the client must sign (again): the x402 MCP transport answers them with the PaymentRequired
 * in `structuredContent`. Everything else (a pending purchase above all) carries no PaymentRequired, so a
 * paying client never re-signs for it.
 */
const SIGN_AGAIN = new Set<ErrorAnswer["code"]>(["payment_required", "payment_invalid", "settlement_failed"])

/** The pack: the stored bytes as text (byte-identical on replay), parsed as `structuredContent`. */
export const successResult = (success: PurchaseSuccess): CallToolResult => ({
  content: [{ type: "text", text: success.body }],
  structuredContent: JSON.parse(success.body) as Record<string, unknown>,
  _meta: {
    [PAYMENT_RESPONSE_META_KEY]: JSON.parse(Buffer.from(success.paymentResponse, "base64").toString("utf8")) as unknown,
    ...(success._tag === "Replay" ? { [REPLAY_META_KEY]: true } : {})
  }
})

const text = (value: unknown) => ({ type: "text" as const, text: JSON.stringify(value) })

/**
 * A tool error with the same code, message and reasons as the HTTP error body. Payment errors lead with the
 * PaymentRequired (`structuredContent` and `content[0]`, as the transport requires) and add the error body as
 * `content[1]`; the others carry the error body itself.
 */
export const errorResult = (answer: ErrorAnswer, requestId: string, offer: ToolOffer): CallToolResult => {
  const body = errorBodyOf(answer, requestId)
  const retryAfter = answer.headers?.["retry-after"]
  const meta = retryAfter === undefined ? {} : { _meta: { [RETRY_AFTER_META_KEY]: Number(retryAfter) } }
  if (SIGN_AGAIN.has(answer.code)) {
    const paymentRequired = { ...offer, error: answer.message }
    return { isError: true, structuredContent: paymentRequired, content: [text(paymentRequired), text(body)], ...meta }
  }
  return { isError: true, structuredContent: body, content: [text(body)], ...meta }
}
