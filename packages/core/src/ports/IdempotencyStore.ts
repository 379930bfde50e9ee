import { Context, type Effect, Schema } from "effect"
import type { PurchaseKey } from "../purchase/PurchaseKey.ts"
import type { Executing, Lease, PurchaseRecord, Settling } from "../purchase/PurchaseRecord.ts"

/** The store cannot be reached: nothing can be promised, so nothing is called or charged (503). */
export class StoreUnavailable extends Schema.TaggedError<StoreUnavailable>()("StoreUnavailable", {
  message: Schema.String
}) {}

/** The answer to `create`. */
export type CreateResult =
  | { readonly _tag: "Created" }
  /** A record already exists for the key (a concurrent or earlier request). */
  | { readonly _tag: "Exists"; readonly record: PurchaseRecord }
  /** The authorization nonce is already bound to another purchase of this payer. */
  | { readonly _tag: "NonceTaken"; readonly idempotencyKey: string }

/** The answer to `update`. */
export type UpdateResult =
  | { readonly _tag: "Updated" }
  /** The stored version is not the expected one: someone else advanced (or removed) the record. */
  | { readonly _tag: "Stale"; readonly current: PurchaseRecord | undefined }
  | { readonly _tag: "NonceTaken"; readonly idempotencyKey: string }

/**
 * How a lease renewal ended: `Renewed`; `Lost` when the record is in flight under another owner or gone (a
 * worker took it over or released it: the renewing process must stop); `Ended` when the record left flight
 * (fulfilled, rejected, unpaid), so there is nothing left to hold.
 */
export type LeaseRenewal = "Renewed" | "Lost" | "Ended"

/** A worker's request to take over in-flight records whose lease expired by `now`. */
export interface ClaimRequest {
  readonly now: number
  /** The new lease given to each claimed record. */
  readonly owner: string
  readonly leaseMillis: number
  readonly limit: number
}

/** Gauges of in-flight records, for metrics and readiness. */
export interface PendingStats {
  readonly count: number
  /** Age of the oldest in-flight record, in ms, or 0 when none. */
  readonly oldestAgeMillis: number
}

/**
 * The IdempotencyStore port: atomic transitions of purchase records. Every write is a compare-and-set on the
 * record's `version`; nonce bindings are per payer (EIP-3009 nonces are scoped to the authorizer). All stores
 * pass the same conformance suite (packages/testkit).
 */
export class IdempotencyStore extends Context.Service<
  IdempotencyStore,
  {
    readonly get: (key: PurchaseKey) => Effect.Effect<PurchaseRecord | undefined, StoreUnavailable>
    /** Creates an executing record and binds its authorization nonce to its key, atomically. */
    readonly create: (record: Executing) => Effect.Effect<CreateResult, StoreUnavailable>
    /**
     * Replaces `previous` with `next` if the stored version is still `previous.version`. `bindNonce` binds a new
     * authorization nonce to the key in the same atomic step (resuming an unpaid purchase).
     */
    readonly update: (
      previous: PurchaseRecord,
      next: PurchaseRecord,
      bindNonce?: string
    ) => Effect.Effect<UpdateResult, StoreUnavailable>
    /** Deletes an executing record (provider failure: no evidence, no charge) if its version still matches. */
    readonly release: (record: Executing) => Effect.Effect<boolean, StoreUnavailable>
    /**
     * Moves the lease of an in-flight record to `lease.expiresAt` if `lease.owner` still holds it: a
     * compare-and-set on the owner. The version stays, so the owner's next transition still applies.
     */
    readonly renewLease: (key: PurchaseKey, lease: Lease) => Effect.Effect<LeaseRenewal, StoreUnavailable>
    /** Takes over up to `limit` in-flight records whose lease expired, giving each a new lease. */
    readonly claimExpired: (
      request: ClaimRequest
    ) => Effect.Effect<ReadonlyArray<Executing | Settling>, StoreUnavailable>
    readonly pendingStats: (now: number) => Effect.Effect<PendingStats, StoreUnavailable>
    /** A cheap round trip for readiness probes. */
    readonly ping: () => Effect.Effect<void, StoreUnavailable>
  }
>()("@evidence-pack/core/ports/IdempotencyStore") {}
