import {
  type ClaimRequest,
  type CreateResult,
  IdempotencyStore,
  isInFlight,
  type LeaseRenewal,
  nonceOf,
  type PurchaseKey,
  type PurchaseRecord,
  purchaseKeyString,
  Transitions,
  type UpdateResult
} from "@evidence-pack/core"
import { Effect, Layer } from "effect"

/**
 * The reference IdempotencyStore: one process, no persistence. Every operation runs synchronously inside one
 * `Effect.sync`, which is atomic on Node's single thread; the Redis store gives the same guarantees with one
 * Lua script per operation. Single instance only: two processes with memory stores are two services.
 */
export const make = (): IdempotencyStore["Service"] => {
  const records = new Map<string, PurchaseRecord>()
  /** `payer:nonce` -> idempotency key that nonce pays for. */
  const nonces = new Map<string, string>()

  const keyOf = (record: PurchaseKey) => purchaseKeyString(record)
  const nonceKey = (payer: string, nonce: string) => `${payer}:${nonce.toLowerCase()}`

  const bindNonce = (payer: string, nonce: string, idempotencyKey: string): string | undefined => {
    const bound = nonces.get(nonceKey(payer, nonce))
    if (bound !== undefined && bound !== idempotencyKey) return bound
    nonces.set(nonceKey(payer, nonce), idempotencyKey)
    return undefined
  }

  return IdempotencyStore.of({
    get: (key) => Effect.sync(() => records.get(keyOf(key))),
    create: (record) =>
      Effect.sync((): CreateResult => {
        const existing = records.get(keyOf(record))
        if (existing !== undefined) return { _tag: "Exists", record: existing }
        const taken = bindNonce(record.payer, nonceOf(record.payment), record.idempotencyKey)
        if (taken !== undefined) return { _tag: "NonceTaken", idempotencyKey: taken }
        records.set(keyOf(record), record)
        return { _tag: "Created" }
      }),
    update: (previous, next, nonce) =>
      Effect.sync((): UpdateResult => {
        const current = records.get(keyOf(previous))
        if (current === undefined || current.version !== previous.version) return { _tag: "Stale", current }
        if (nonce !== undefined) {
          const taken = bindNonce(previous.payer, nonce, previous.idempotencyKey)
          if (taken !== undefined) return { _tag: "NonceTaken", idempotencyKey: taken }
        }
        records.set(keyOf(previous), next)
        return { _tag: "Updated" }
      }),
    release: (record) =>
      Effect.sync(() => {
        const current = records.get(keyOf(record))
        if (current === undefined || current.version !== record.version) return false
        records.delete(keyOf(record))
        return true
      }),
    renewLease: (key, lease) =>
      Effect.sync((): LeaseRenewal => {
        const current = records.get(keyOf(key))
        if (current === undefined) return "Lost"
        if (!isInFlight(current)) return "Ended"
        if (current.lease.owner !== lease.owner) return "Lost"
        records.set(keyOf(key), { ...current, lease })
        return "Renewed"
      }),
    claimExpired: (request: ClaimRequest) =>
      Effect.sync(() => {
        const expired = [...records.values()]
          .filter(isInFlight)
          .filter((record) => record.lease.expiresAt <= request.now)
          .sort((a, b) => a.lease.expiresAt - b.lease.expiresAt)
          .slice(0, request.limit)
        return expired.map((record) => {
          const claimed = Transitions.reclaim(record, {
            owner: request.owner,
            expiresAt: request.now + request.leaseMillis
          })
          records.set(keyOf(record), claimed)
          return claimed
        })
      }),
    pendingStats: (now) =>
      Effect.sync(() => {
        const inFlight = [...records.values()].filter(isInFlight)
        const oldest = Math.min(...inFlight.map((record) => record.createdAt))
        return { count: inFlight.length, oldestAgeMillis: inFlight.length === 0 ? 0 : Math.max(0, now - oldest) }
      }),
    ping: () => Effect.void
  })
}

export const layer = Layer.sync(IdempotencyStore, make)
