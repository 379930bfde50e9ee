import { Clock, Effect } from "effect"
import { Facilitator } from "../ports/Facilitator.ts"
import { IdempotencyStore } from "../ports/IdempotencyStore.ts"
import { holdingLease } from "./LeaseHeartbeat.ts"
import { PurchasePolicy } from "./PurchasePolicy.ts"
import type { Executing, Settling } from "./PurchaseRecord.ts"
import { chainSettlement, fulfilSettled, recordUnpaid, type SettleOutcome, settleRecord } from "./Settlement.ts"

/** How the worker resolved one record. */
export type Resolution =
  /** An executing record whose process died: no evidence, no charge; the key is free again. */
  | "released"
  /** The chain shows the authorization used: the stored evidence becomes the fulfilled pack. */
  | "fulfilled"
  /** The authorization was unused and still valid: the worker settled it and fulfilled the record. */
  | "resettled"
  /** The authorization expired unused (or was refused): evidence kept, a new authorization may settle it. */
  | "unpaid"
  /** Not decidable now (facilitator unreachable, outcome still unknown): tried again after the lease. */
  | "deferred"
  /** Another process advanced the record first. */
  | "lost"

/** How one reconciliation pass runs. */
export interface ReconcileOptions {
  /** Identifies this worker in the leases it takes. */
  readonly owner: string
  readonly limit: number
  /**
   * An authorization counts as expired only this long after `validBefore`: block time may lag our clock, and a
   * broadcast settle could still land until the chain's time passes `validBefore`.
   */
  readonly expiryMarginSeconds: number
}

/** What one pass claimed and how it resolved each record. */
export interface ReconcileReport {
  readonly claimed: number
  readonly resolutions: Readonly<Record<Resolution, number>>
}

/**
 * The worker's program: take over in-flight records whose lease expired and resolve each from the chain's truth.
 * Safe to run in several workers at once: each claim is a compare-and-set that hands out a new lease.
 */
export const reconcile = Effect.fn("reconcile")(function* (options: ReconcileOptions) {
  const store = yield* IdempotencyStore
  const policy = yield* PurchasePolicy
  const now = yield* Clock.currentTimeMillis
  const claimed = yield* store.claimExpired({
    now,
    owner: options.owner,
    leaseMillis: policy.leaseMillis,
    limit: options.limit
  })
  const resolutions: Record<Resolution, number> = {
    released: 0,
    fulfilled: 0,
    resettled: 0,
    unpaid: 0,
    deferred: 0,
    lost: 0
  }
  for (const record of claimed) {
    // A settle can outlast a short lease (facilitator timeouts, inline retries): the worker renews it too.
    const resolution = yield* holdingLease(
      record,
      record.lease.owner,
      resolve(record, options),
      Effect.succeed("lost" as const)
    )
    resolutions[resolution]++
    yield* Effect.logInfo("purchase reconciled").pipe(
      Effect.annotateLogs({ resolution, stage: record._tag, request_id: record.requestId })
    )
  }
  return { claimed: claimed.length, resolutions } satisfies ReconcileReport
})

const resolve = (record: Executing | Settling, options: ReconcileOptions) =>
  record._tag === "executing" ? release(record) : resolveSettling(record, options)

const release = (record: Executing) =>
  Effect.gen(function* () {
    const store = yield* IdempotencyStore
    return (yield* store.release(record)) ? ("released" as const) : ("lost" as const)
  })

const resolveSettling = (record: Settling, options: ReconcileOptions) =>
  Effect.gen(function* () {
    const facilitator = yield* Facilitator
    const policy = yield* PurchasePolicy
    const state = yield* facilitator.authorizationState(record.payment).pipe(Effect.option)
    if (state._tag === "None") return "deferred" as const
    if (state.value._tag === "Used") {
      const settled = chainSettlement(record, state.value.transaction, policy.requirements.network)
      return resolutionOf(yield* fulfilSettled(record, settled), "fulfilled")
    }
    const nowSeconds = Math.floor((yield* Clock.currentTimeMillis) / 1000)
    const validBefore = Number(record.payment.payload.authorization.validBefore)
    if (validBefore + options.expiryMarginSeconds <= nowSeconds) {
      return resolutionOf(yield* recordUnpaid(record, "authorization_expired"), "unpaid")
    }
    if (validBefore - nowSeconds < policy.minSettleWindowSeconds) return "deferred" as const
    return resolutionOf(yield* settleRecord(record), "resettled")
  })

const resolutionOf = (outcome: SettleOutcome, settled: Resolution): Resolution => {
  switch (outcome._tag) {
    case "Fulfilled":
      return settled
    case "Unpaid":
      return "unpaid"
    case "Unknown":
      return "deferred"
    case "Lost":
      return "lost"
  }
}
