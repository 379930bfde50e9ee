import { Schema } from "effect"
import { PaymentRequirements, ResourceInfo } from "./PaymentRequirements.ts"

const Address = Schema.String.check(Schema.isPattern(/^0x[0-9a-fA-F]{40}$/)).annotate({ description: "EVM address" })
const Uint256String = Schema.String.check(Schema.isPattern(/^[0-9]{1,78}$/)).annotate({
  description: "unsigned integer as a decimal string"
})
const Bytes32 = Schema.String.check(Schema.isPattern(/^0x[0-9a-fA-F]{64}$/))
/**
 * An EOA signs 65 bytes; a smart wallet's ERC-1271 signature (passkey/WebAuthn data included) and an undeployed
 * wallet's ERC-6492 wrapper (factory call + inner signature + magic suffix) run to a few KiB. The official
 * facilitator sets no cap; ours is generous and bounded, and the header cap leaves room for it.
 */
export const SIGNATURE_MAX_BYTES = 4096
const Signature = Schema.String.check(Schema.isPattern(new RegExp(`^0x[0-9a-fA-F]{2,${2 * SIGNATURE_MAX_BYTES}}$`)))

/** The EIP-3009 `transferWithAuthorization` message the payer signed. */
export const Eip3009Authorization = Schema.Struct({
  from: Address,
  to: Address,
  value: Uint256String,
  validAfter: Uint256String,
  validBefore: Uint256String,
  nonce: Bytes32
})
export type Eip3009Authorization = typeof Eip3009Authorization.Type

/** The `exact` scheme's EVM payload: a signature over the authorization. */
export const ExactEvmPayload = Schema.Struct({
  signature: Signature,
  authorization: Eip3009Authorization
})
export type ExactEvmPayload = typeof ExactEvmPayload.Type

/** x402 v2 `PaymentPayload`: the body of the `PAYMENT-SIGNATURE` header. */
export const PaymentPayload = Schema.Struct({
  x402Version: Schema.Literal(2),
  resource: Schema.optionalKey(ResourceInfo),
  accepted: PaymentRequirements,
  payload: ExactEvmPayload,
  extensions: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown))
})
export type PaymentPayload = typeof PaymentPayload.Type

/** The payer, lower-cased: records are keyed by it, so checksum case must not split one payer in two. */
export const payerOf = (payment: PaymentPayload): string => payment.payload.authorization.from.toLowerCase()

/** The authorization nonce, lower-cased: one nonce buys one purchase. */
export const nonceOf = (payment: PaymentPayload): string => payment.payload.authorization.nonce.toLowerCase()

/** Two payloads are the same authorization when payer, nonce and signature agree. */
export const samePayment = (a: PaymentPayload, b: PaymentPayload): boolean =>
  payerOf(a) === payerOf(b) &&
  nonceOf(a) === nonceOf(b) &&
  a.payload.signature.toLowerCase() === b.payload.signature.toLowerCase()
