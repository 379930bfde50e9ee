import { Schema } from "effect"
import { ProviderFailureKind } from "../ports/Provider.ts"

/**
 * Every way a paid request can end other than a 200. The HTTP edge maps each to one status and error code, in
 * one place; nothing here knows about HTTP.
 */

/** The payment header does not pay for this offer, or the facilitator refused it. Nothing was charged. */
export class PaymentInvalid extends Schema.TaggedError<PaymentInvalid>()("PaymentInvalid", {
  reason: Schema.String,
  message: Schema.String
}) {}

/** The key was used by this payer for another body. */
export class IdempotencyConflict extends Schema.TaggedError<IdempotencyConflict>()("IdempotencyConflict", {
  message: Schema.String
}) {}

/** The purchase is in flight (or its settlement outcome is unknown): retry the same key later. */
export class PurchasePending extends Schema.TaggedError<PurchasePending>()("PurchasePending", {
  retryAfterSeconds: Schema.Number,
  message: Schema.String
}) {}

/** An economic guard refused the request before the provider was called. */
export class EconomicGuardRefused extends Schema.TaggedError<EconomicGuardRefused>()("EconomicGuardRefused", {
  reasons: Schema.Array(Schema.String),
  message: Schema.String
}) {}

/** The evidence did not pass validation; nothing was settled. */
export class EvidenceRejected extends Schema.TaggedError<EvidenceRejected>()("EvidenceRejected", {
  reasons: Schema.Array(Schema.String)
}) {}

/** The provider failed; the record was released, nothing was charged. */
export class ProviderFailed extends Schema.TaggedError<ProviderFailed>()("ProviderFailed", {
  kind: ProviderFailureKind,
  message: Schema.String,
  /** The upstream's own hint (a 429's Retry-After, an open circuit breaker), passed on to the client. */
  retryAfterSeconds: Schema.optionalKey(Schema.Number)
}) {}

/** Settlement definitively failed; evidence kept (unpaid), nothing was charged. */
export class SettlementFailed extends Schema.TaggedError<SettlementFailed>()("SettlementFailed", {
  reason: Schema.String,
  message: Schema.String
}) {}

/** A dependency we cannot proceed without (store, facilitator verify) is unreachable. Nothing was called. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()("ServiceUnavailable", {
  retryAfterSeconds: Schema.Number,
  message: Schema.String
}) {}

/** The closed union of purchase errors; `purchaseErrorStatus` maps each to HTTP. */
export type PurchaseError =
  | PaymentInvalid
  | IdempotencyConflict
  | PurchasePending
  | EconomicGuardRefused
  | EvidenceRejected
  | ProviderFailed
  | SettlementFailed
  | ServiceUnavailable
