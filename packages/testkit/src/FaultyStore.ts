import { IdempotencyStore, StoreUnavailable } from "@evidence-pack/core"
import { Effect, Layer } from "effect"
import { Crash } from "./Crash.ts"
import type { FaultPlan } from "./FaultPlan.ts"

export type StoreFault =
  /** The store cannot be reached; nothing is written. */
  | "unavailable"
  /** The process dies before the write. */
  | "crash_before"
  /** The write lands, then the process dies before seeing the answer. */
  | "crash_after"

/**
 * Wraps any IdempotencyStore with faults per operation. Update faults are keyed by the stage written
 * (`update:settling`, `update:fulfilled`, ...), so a plan can kill the process right around a chosen transition.
 */
export const faultyStore = (inner: IdempotencyStore["Service"], faults: FaultPlan<StoreFault>) => {
  const inject = <A, E, R>(operation: string, effect: Effect.Effect<A, E, R>) =>
    Effect.suspend((): Effect.Effect<A, E | StoreUnavailable, R> => {
      const fault = faults.next(operation)
      if (fault === "unavailable")
        return Effect.fail(new StoreUnavailable({ message: `fake store down (${operation})` }))
      if (fault === "crash_before") return Effect.die(new Crash(`before ${operation}`))
      if (fault === "crash_after") return Effect.andThen(effect, Effect.die(new Crash(`after ${operation}`)))
      return effect
    })
  return IdempotencyStore.of({
    get: (key) => inject("get", inner.get(key)),
    create: (record) => inject("create", inner.create(record)),
    update: (previous, next, nonce) => inject(`update:${next._tag}`, inner.update(previous, next, nonce)),
    release: (record) => inject("release", inner.release(record)),
    renewLease: (key, lease) => inject("renewLease", inner.renewLease(key, lease)),
    claimExpired: (request) => inject("claimExpired", inner.claimExpired(request)),
    pendingStats: (now) => inject("pendingStats", inner.pendingStats(now)),
    ping: () => inject("ping", inner.ping())
  })
}

export const layerFaultyStore = (inner: IdempotencyStore["Service"], faults: FaultPlan<StoreFault>) =>
  Layer.succeed(IdempotencyStore, faultyStore(inner, faults))
