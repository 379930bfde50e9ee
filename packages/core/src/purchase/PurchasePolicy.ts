import { Context, Layer } from "effect"
import type { EvidenceRequest } from "../api/EvidenceRequest.ts"
import type { ValidationOptions } from "../evidence/ValidationOptions.ts"
import type { SearchRequest } from "../ports/Provider.ts"
import type { PaymentRequirements, ResourceInfo } from "../x402/PaymentRequirements.ts"
import { defaultEconomicGuards, type EconomicGuardSettings } from "./EconomicGuardSettings.ts"

/** The terms and limits one deployment sells under. Apps build it from configuration. */
export interface PurchasePolicyShape {
  /** The one offer we accept: a payment's `accepted` must equal it. */
  readonly requirements: PaymentRequirements
  readonly resource: ResourceInfo
  /**
   * How long an in-flight record belongs to its process before a worker may take it over. The owner renews it
   * every `leaseRenewMillis` while it works, so it can be short: it bounds how long a crashed purchase waits.
   */
  readonly leaseMillis: number
  /** The owner's heartbeat; well under `leaseMillis`, so a slow renewal or two does not lose the lease. */
  readonly leaseRenewMillis: number
  /** Economic guard: an authorization must leave at least this long to settle (validBefore - now). */
  readonly minSettleWindowSeconds: number
  /** Inline settle attempts when the outcome is unknown, before the record is left to the worker. */
  readonly settleAttempts: number
  readonly settleRetryDelayMillis: number
  /** Retry-After for 409 purchase_pending. */
  readonly pendingRetryAfterSeconds: number
  /** How many candidates to ask the provider for, given max_sources (more, so validation has room). */
  readonly candidatesFor: (maxSources: number) => number
  readonly validation?: Partial<ValidationOptions> | undefined
  /** The payer rejection budget and the upstream spend budget (EconomicGuards.ts). */
  readonly economicGuards: EconomicGuardSettings
}

/** The service holding the deployment's `PurchasePolicyShape`. */
export class PurchasePolicy extends Context.Service<PurchasePolicy, PurchasePolicyShape>()(
  "@evidence-pack/core/purchase/PurchasePolicy"
) {}

/** Candidates asked for by default: three per source sold, at least 20. */
export const defaultCandidatesFor = (maxSources: number): number => Math.max(20, maxSources * 3)

export const DEFAULT_LEASE_MILLIS = 4_000

/** Four renewals per lease: three may be late or lost before a live owner's lease runs out. */
export const leaseRenewMillisFor = (leaseMillis: number): number => Math.max(1, Math.floor(leaseMillis / 4))

/** A policy from your offer, with the service's defaults for every limit you do not set. */
export const makePurchasePolicy = (
  options: Pick<PurchasePolicyShape, "requirements" | "resource"> & Partial<PurchasePolicyShape>
): PurchasePolicyShape => {
  const leaseMillis = options.leaseMillis ?? DEFAULT_LEASE_MILLIS
  return {
    leaseMillis,
    leaseRenewMillis: leaseRenewMillisFor(leaseMillis),
    minSettleWindowSeconds: 10,
    settleAttempts: 3,
    settleRetryDelayMillis: 250,
    pendingRetryAfterSeconds: 2,
    candidatesFor: defaultCandidatesFor,
    economicGuards: defaultEconomicGuards,
    ...options
  }
}

/** The search one purchase sends to the provider (as `execute` in Purchase.ts builds it), for the guards' quote. */
export const searchRequestOf = (request: EvidenceRequest, policy: PurchasePolicyShape): SearchRequest => ({
  query: request.query,
  maxCandidates: policy.candidatesFor(request.max_sources),
  freshnessSeconds: request.freshness_seconds
})

/** The policy as a layer. */
export const layerPurchasePolicy = (policy: PurchasePolicyShape) => Layer.succeed(PurchasePolicy, policy)
