import { encodeHeader } from "@evidence-pack/core"
import { requirements, resource } from "./Offer.ts"

/** An EIP-3009 authorization as the x402 v2 `exact` payload carries it (numbers as decimal strings). */
export interface AuthorizationFields {
  readonly from: string
  readonly to: string
  readonly value: string
  readonly validAfter: string
  readonly validBefore: string
  readonly nonce: string
}

/** The PAYMENT-SIGNATURE header the official client sends for the bench offer: base64 of the x402 v2 payload. */
export const paymentHeader = (authorization: AuthorizationFields, signature: string): string =>
  encodeHeader({ x402Version: 2, payload: { authorization, signature }, resource, accepted: requirements })
