import { Clock, Effect } from "effect"
import { IdempotencyStore } from "../ports/IdempotencyStore.ts"
import type { PurchaseKey } from "./PurchaseKey.ts"
import { PurchasePolicy } from "./PurchasePolicy.ts"
import type { Lease } from "./PurchaseRecord.ts"

/** A lease good for one more `leaseMillis` from now, for `owner`. */
export const freshLease = (owner: string) =>
  Effect.gen(function* () {
    const policy = yield* PurchasePolicy
    const now = yield* Clock.currentTimeMillis
    return { owner, expiresAt: now + policy.leaseMillis } satisfies Lease
  })

/**
 * Renews the lease every `leaseRenewMillis` until the lease is lost (another owner holds the record, or it was
 * released: then it returns) or the record left flight (then it waits forever: the work it guards, which wrote
 * that last stage, decides the outcome). A store that cannot
 * be reached is tried again on the next beat: if the lease runs out meanwhile, a worker may take the record over,
 * and the next renewal that reaches the store reports it lost.
 */
const heartbeat = (key: PurchaseKey, owner: string) =>
  Effect.gen(function* () {
    const policy = yield* PurchasePolicy
    const store = yield* IdempotencyStore
    while (true) {
      yield* Effect.sleep(policy.leaseRenewMillis)
      const renewal = yield* store
        .renewLease(key, yield* freshLease(owner))
        .pipe(
          Effect.catchTag("StoreUnavailable", (e) =>
            Effect.as(
              Effect.logWarning("lease renewal failed; retrying on the next beat", e.message),
              "Renewed" as const
            )
          )
        )
      if (renewal === "Lost") return
      if (renewal === "Ended") return yield* Effect.never
    }
  })

/**
 * Runs `work` (the provider call, validation, settlement) while renewing `owner`'s lease on the record at `key`.
 * The lease can then be short: it only has to outlive a few missed beats, and a crashed owner's purchase is
 * taken over within one lease. When the renewal finds another owner, the work is interrupted (a worker holds the
 * record; every write the old owner would make is a stale compare-and-set anyway, and it must not call the
 * facilitator for a record it no longer owns) and `onLost` answers instead.
 */
export const holdingLease = <A, E, R, B, E2, R2>(
  key: PurchaseKey,
  owner: string,
  work: Effect.Effect<A, E, R>,
  onLost: Effect.Effect<B, E2, R2>
): Effect.Effect<A | B, E | E2, R | R2 | IdempotencyStore | PurchasePolicy> =>
  Effect.raceFirst(work, Effect.andThen(heartbeat(key, owner), onLost))
