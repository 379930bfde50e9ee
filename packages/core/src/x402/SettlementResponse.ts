import { Schema } from "effect"

/** x402 v2 `SettleResponse`: the body of the `PAYMENT-RESPONSE` header and of a facilitator's `/settle`. */
export const SettlementResponse = Schema.Struct({
  success: Schema.Boolean,
  errorReason: Schema.optionalKey(Schema.String),
  errorMessage: Schema.optionalKey(Schema.String),
  payer: Schema.optionalKey(Schema.String),
  transaction: Schema.String,
  network: Schema.String
})
export type SettlementResponse = typeof SettlementResponse.Type

/** x402 v2 `VerifyResponse` of a facilitator's `/verify`. */
export const VerifyResponse = Schema.Struct({
  isValid: Schema.Boolean,
  invalidReason: Schema.optionalKey(Schema.String),
  invalidMessage: Schema.optionalKey(Schema.String),
  payer: Schema.optionalKey(Schema.String)
})
export type VerifyResponse = typeof VerifyResponse.Type

/** One entry of a facilitator's `/supported`. */
export const SupportedKind = Schema.Struct({
  x402Version: Schema.Int,
  scheme: Schema.String,
  network: Schema.String
})
/** x402 v2 `SupportedResponse` of a facilitator's `/supported`. */
export const SupportedResponse = Schema.Struct({
  kinds: Schema.Array(SupportedKind)
})
export type SupportedResponse = typeof SupportedResponse.Type
