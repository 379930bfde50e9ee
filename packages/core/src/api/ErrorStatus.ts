import type { PurchaseError } from "../purchase/PurchaseError.ts"
import type { ErrorCode } from "./ErrorBody.ts"

/** How one purchase error is answered over HTTP. */
export interface ErrorStatus {
  readonly status: number
  readonly code: ErrorCode
  /** The answer carries `Retry-After` (from the error's `retryAfterSeconds`, or a default). */
  readonly retryAfter: boolean
}

/**
 * The spec's status table (section 7) for every `PurchaseError`, as data, so an embedding server answers exactly
 * as this service does. 503 is ours: an unreachable store or facilitator, where nothing was called or charged.
 */
export const purchaseErrorStatus: { readonly [Tag in PurchaseError["_tag"]]: ErrorStatus } = {
  PaymentInvalid: { status: 402, code: "payment_invalid", retryAfter: false },
  IdempotencyConflict: { status: 409, code: "idempotency_conflict", retryAfter: false },
  PurchasePending: { status: 409, code: "purchase_pending", retryAfter: true },
  EconomicGuardRefused: { status: 422, code: "economic_guard", retryAfter: false },
  EvidenceRejected: { status: 422, code: "evidence_rejected", retryAfter: false },
  ProviderFailed: { status: 502, code: "provider_failed", retryAfter: true },
  SettlementFailed: { status: 502, code: "settlement_failed", retryAfter: false },
  ServiceUnavailable: { status: 503, code: "service_unavailable", retryAfter: true }
}
