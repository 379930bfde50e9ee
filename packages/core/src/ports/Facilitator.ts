import { Context, type Effect, Schema } from "effect"
import type { PaymentPayload } from "../x402/PaymentPayload.ts"
import type { PaymentRequirements } from "../x402/PaymentRequirements.ts"
import type { SettlementResponse, SupportedResponse } from "../x402/SettlementResponse.ts"

/** The facilitator said the payment is not acceptable (bad signature, expired, insufficient funds, ...). */
export class PaymentRejected extends Schema.TaggedError<PaymentRejected>()("PaymentRejected", {
  reason: Schema.String,
  message: Schema.String
}) {}

/** The facilitator could not be asked (network, timeout, 5xx). Nothing is known about the payment. */
export class FacilitatorUnavailable extends Schema.TaggedError<FacilitatorUnavailable>()("FacilitatorUnavailable", {
  message: Schema.String
}) {}

/** Settlement definitively did not happen: the authorization was not used and no charge was made. */
export class SettlementRejected extends Schema.TaggedError<SettlementRejected>()("SettlementRejected", {
  reason: Schema.String,
  message: Schema.String
}) {}

/**
 * The settlement outcome is not known: a timeout, a lost answer, a broadcast without a receipt, or a
 * facilitator's `settlement_pending`. Never answered with 402: the chain decides later (reconciliation).
 */
export class SettlementUnknown extends Schema.TaggedError<SettlementUnknown>()("SettlementUnknown", {
  reason: Schema.String,
  message: Schema.String,
  transaction: Schema.optionalKey(Schema.String)
}) {}

/** A verified payment: who pays. */
export interface Verified {
  readonly payer: string
}

/** What the chain says about an authorization: used (by whichever transaction) or still unused. */
export type AuthorizationState =
  | { readonly _tag: "Used"; readonly transaction: string | null }
  | { readonly _tag: "Unused" }

/** The Facilitator port: verification and settlement of x402 `exact` payments, and the chain's view of them. */
export class Facilitator extends Context.Service<
  Facilitator,
  {
    readonly supported: () => Effect.Effect<SupportedResponse, FacilitatorUnavailable>
    readonly verify: (
      payment: PaymentPayload,
      requirements: PaymentRequirements
    ) => Effect.Effect<Verified, PaymentRejected | FacilitatorUnavailable>
    readonly settle: (
      payment: PaymentPayload,
      requirements: PaymentRequirements
    ) => Effect.Effect<SettlementResponse, SettlementRejected | SettlementUnknown>
    /** On EVM: `authorizationState(from, nonce)` on the token, with the transaction that used it when found. */
    readonly authorizationState: (payment: PaymentPayload) => Effect.Effect<AuthorizationState, FacilitatorUnavailable>
  }
>()("@evidence-pack/core/ports/Facilitator") {}
