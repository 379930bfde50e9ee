/**
 * @evidence-pack/core: the paid evidence purchase as a library. Schemas of the HTTP contract and the x402 v2 wire,
 * the ports an embedding server implements (store, facilitator, provider, page fetcher), the `purchase` and
 * `reconcile` programs, the evidence validator, and the error union with its HTTP status table. Pure: it depends
 * on `effect` only and reads time through Effect's `Clock`.
 *
 * This file is the published surface; `etc/core.api.txt` records it and a test fails when it changes by accident
 * (`pnpm api:report` rewrites the record after a deliberate change).
 */

// The HTTP contract: request, response, error body, price.
export * from "./api/ErrorBody.ts"
export * from "./api/ErrorStatus.ts"
export * from "./api/EvidenceRequest.ts"
export * from "./api/EvidenceResponse.ts"
export * from "./api/Formats.ts"
export * from "./api/JsonSchema.ts"
export * from "./api/Price.ts"
// Evidence validation and its options.
export { builtinHostClassifier, type HostClass, type HostClassifier } from "./evidence/HostClassifier.ts"
export { PackRejectionReason, RejectionReason } from "./evidence/RejectionReason.ts"
export { type CheckedUrl, checkUrl, type UrlPolicy, type UrlVerdict } from "./evidence/UrlCheck.ts"
export {
  defaultValidationOptions,
  resolveValidationOptions,
  type ValidationOptions,
  type ValidationThresholds
} from "./evidence/ValidationOptions.ts"
export * from "./evidence/validateEvidence.ts"
// Ports: what an embedding server implements.
export * from "./ports/EconomicCounters.ts"
export * from "./ports/Facilitator.ts"
export * from "./ports/IdempotencyStore.ts"
export * from "./ports/PageFetcher.ts"
export * from "./ports/Provider.ts"
// The purchase state machine: the paid request, the worker's reconciliation, their errors and records.
export * from "./purchase/EconomicGuardSettings.ts"
export * from "./purchase/EconomicGuards.ts"
export * from "./purchase/LeaseHeartbeat.ts"
export * from "./purchase/Purchase.ts"
export * from "./purchase/PurchaseError.ts"
export * from "./purchase/PurchaseKey.ts"
export * from "./purchase/PurchasePolicy.ts"
export * from "./purchase/PurchaseRecord.ts"
export * from "./purchase/Reconcile.ts"
export * from "./purchase/ReconcileLoop.ts"
// A store's `claimExpired` hands each record it takes over to its new owner with this transition.
export { reclaim } from "./purchase/Transitions.ts"
// x402 v2 wire schemas and header codec.
export * from "./x402/HeaderCodec.ts"
export * from "./x402/PaymentIdentifier.ts"
export * from "./x402/PaymentPayload.ts"
export * from "./x402/PaymentRequirements.ts"
export * from "./x402/SettlementResponse.ts"
