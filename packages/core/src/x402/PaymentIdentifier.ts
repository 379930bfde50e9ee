import type { PaymentPayload } from "./PaymentPayload.ts"

/**
 * The x402 `payment-identifier` extension: a client may name a payment with an id (16-128 of `[A-Za-z0-9_-]`) in
 * `extensions["payment-identifier"].info.id`. We declare it optional; an id that is present must be well formed.
 */
export const PAYMENT_IDENTIFIER = "payment-identifier"
const PAYMENT_ID = /^[A-Za-z0-9_-]{16,128}$/

export type PaymentIdLookup =
  | { readonly _tag: "None" }
  | { readonly _tag: "Id"; readonly id: string }
  | { readonly _tag: "Malformed" }

/** The id a paid payload names itself with, if any. */
export const paymentIdOf = (payment: PaymentPayload): PaymentIdLookup => {
  const extension = payment.extensions?.[PAYMENT_IDENTIFIER]
  if (typeof extension !== "object" || extension === null) return { _tag: "None" }
  const info = (extension as { info?: unknown }).info
  const id = typeof info === "object" && info !== null ? (info as { id?: unknown }).id : undefined
  if (id === undefined) return { _tag: "None" }
  return typeof id === "string" && PAYMENT_ID.test(id) ? { _tag: "Id", id } : { _tag: "Malformed" }
}

/**
 * The id is bound like an authorization nonce (same per-payer bindings, same atomic writes). Nonce bindings are
 * compared case-insensitively and ids are case-sensitive, so the id is stored hex-encoded, in its own prefix.
 */
export const paymentIdBinding = (id: string): string =>
  `payment-id:${Array.from(new TextEncoder().encode(id), (byte) => byte.toString(16).padStart(2, "0")).join("")}`
