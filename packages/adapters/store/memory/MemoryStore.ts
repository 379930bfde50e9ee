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
  reclaim,
  StoreUnavailable,
  type UpdateResult
} from "@evidence-pack/core"
import { Clock, Effect, Layer } from "effect"
import { makeRetention, type Retention, ttlOf } from "../Retention.ts"

export interface MemoryStoreOptions {
  /** How long settled purchases are kept: the Redis store's TTLs (fulfilled 7 days, rejected and unpaid 1 day). */
  readonly retention?: Partial<Retention>
  /**
   * The most purchases kept at once. Past it the least recently written settled purchases are dropped first
   * (their replays are lost early, as under a Redis maxmemory policy); in-flight purchases are never dropped,
   * and a new purchase is refused (503) only when every kept purchase is in flight.
   */
  readonly maxPurchases?: number
}

export const DEFAULT_MAX_PURCHASES = 50_000

/** Writes between two sweeps of expired purchases: an amortized O(1) per write instead of a scan each time. */
const SWEEP_EVERY = 1_024

/** One purchase: its record (absent once released) and the nonce bindings that live and die with it. */
interface Entry {
  record: PurchaseRecord | undefined
  /** Epoch ms after which the purchase is gone; undefined while in flight (the worker resolves it). */
  expiresAt: number | undefined
  readonly nonces: Set<string>
}

/**
 * The reference IdempotencyStore: one process, no persistence. Every operation reads the Clock and then runs
 * synchronously, which is atomic on Node's single thread; the Redis store gives the same guarantees with one Lua
 * script per operation. Single instance only: two processes with memory stores are two services.
 *
 * Memory is bounded like Redis: a purchase expires with its stage's retention (expired entries are invisible at
 * once and swept every SWEEP_EVERY writes), and at most `maxPurchases` are kept.
 */
/** What the store holds right now: the bound the tests check. */
export interface MemoryFootprint {
  readonly purchases: number
  readonly nonceBindings: number
}

export const make = (
  options: MemoryStoreOptions = {}
): IdempotencyStore["Service"] & { readonly footprint: () => MemoryFootprint } => {
  const retention = makeRetention(options.retention)
  const maxPurchases = options.maxPurchases ?? DEFAULT_MAX_PURCHASES
  if (!Number.isInteger(maxPurchases) || maxPurchases < 1) throw new RangeError("maxPurchases must be >= 1")
  /** Purchase key -> entry, in order of last write (a write re-inserts), so the cap drops the stalest first. */
  const entries = new Map<string, Entry>()
  /** `payer:nonce` -> idempotency key that nonce pays for. */
  const nonces = new Map<string, string>()
  let writes = 0

  const keyOf = (record: PurchaseKey) => purchaseKeyString(record)
  const nonceKey = (payer: string, nonce: string) => `${payer}:${nonce.toLowerCase()}`
  const isLive = (entry: Entry, now: number) => entry.expiresAt === undefined || entry.expiresAt > now

  const drop = (key: string, entry: Entry) => {
    entries.delete(key)
    for (const nonce of entry.nonces) nonces.delete(nonce)
  }

  /** The live entry of a key; an expired one is dropped on sight. */
  const entryOf = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key)
    if (entry === undefined || isLive(entry, now)) return entry
    drop(key, entry)
    return undefined
  }

  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (!isLive(entry, now)) drop(key, entry)
  }

  /** Makes room for one more purchase: expired ones first, then the stalest settled ones. */
  const makeRoom = (now: number): boolean => {
    if (entries.size < maxPurchases) return true
    sweep(now)
    for (const [key, entry] of entries) {
      if (entries.size < maxPurchases) break
      if (entry.record === undefined || !isInFlight(entry.record)) drop(key, entry)
    }
    return entries.size < maxPurchases
  }

  /** Stores `record` as the entry's latest write, with its stage's lifetime. */
  const write = (key: string, entry: Entry, record: PurchaseRecord, now: number) => {
    const ttl = ttlOf(retention, record)
    entry.record = record
    entry.expiresAt = ttl === 0 ? undefined : now + ttl * 1000
    entries.delete(key)
    entries.set(key, entry)
    if (++writes % SWEEP_EVERY === 0) sweep(now)
  }

  const bindNonce = (entry: Entry, payer: string, nonce: string, idempotencyKey: string): string | undefined => {
    const key = nonceKey(payer, nonce)
    const bound = nonces.get(key)
    if (bound !== undefined && bound !== idempotencyKey) return bound
    nonces.set(key, idempotencyKey)
    entry.nonces.add(key)
    return undefined
  }

  const inFlight = () =>
    [...entries.values()].flatMap((entry) =>
      entry.record !== undefined && isInFlight(entry.record) ? [{ entry, record: entry.record }] : []
    )

  /** Runs `operation` atomically at the Clock's current time. */
  const at = <A>(operation: (now: number) => A) => Effect.map(Clock.currentTimeMillis, operation)

  const full = () =>
    new StoreUnavailable({ message: `memory store full: ${maxPurchases} purchases in flight (maxPurchases)` })

  const store = IdempotencyStore.of({
    get: (key) => at((now) => entryOf(keyOf(key), now)?.record),
    create: (record) =>
      Effect.flatMap(
        at((now): CreateResult | StoreUnavailable => {
          const key = keyOf(record)
          const existing = entryOf(key, now)
          if (existing?.record !== undefined) return { _tag: "Exists", record: existing.record }
          if (existing === undefined && !makeRoom(now)) return full()
          const entry: Entry = existing ?? { record: undefined, expiresAt: undefined, nonces: new Set() }
          const taken = bindNonce(entry, record.payer, nonceOf(record.payment), record.idempotencyKey)
          if (taken !== undefined) return { _tag: "NonceTaken", idempotencyKey: taken }
          write(key, entry, record, now)
          return { _tag: "Created" }
        }),
        (result) => (result instanceof StoreUnavailable ? Effect.fail(result) : Effect.succeed(result))
      ),
    update: (previous, next, nonce) =>
      at((now): UpdateResult => {
        const key = keyOf(previous)
        const entry = entryOf(key, now)
        const current = entry?.record
        if (entry === undefined || current === undefined || current.version !== previous.version) {
          return { _tag: "Stale", current }
        }
        if (nonce !== undefined) {
          const taken = bindNonce(entry, previous.payer, nonce, previous.idempotencyKey)
          if (taken !== undefined) return { _tag: "NonceTaken", idempotencyKey: taken }
        }
        write(key, entry, next, now)
        return { _tag: "Updated" }
      }),
    release: (record) =>
      at((now) => {
        const entry = entryOf(keyOf(record), now)
        if (entry?.record === undefined || entry.record.version !== record.version) return false
        // The key is free; its nonce bindings stay a while, so no other key can take that authorization.
        entry.record = undefined
        entry.expiresAt = now + retention.releasedSeconds * 1000
        return true
      }),
    renewLease: (key, lease) =>
      at((now): LeaseRenewal => {
        const entry = entryOf(keyOf(key), now)
        const current = entry?.record
        if (entry === undefined || current === undefined) return "Lost"
        if (!isInFlight(current)) return "Ended"
        if (current.lease.owner !== lease.owner) return "Lost"
        entry.record = { ...current, lease }
        return "Renewed"
      }),
    claimExpired: (request: ClaimRequest) =>
      Effect.sync(() =>
        inFlight()
          .filter(({ record }) => record.lease.expiresAt <= request.now)
          .sort((a, b) => a.record.lease.expiresAt - b.record.lease.expiresAt)
          .slice(0, request.limit)
          .map(({ entry, record }) => {
            const claimed = reclaim(record, {
              owner: request.owner,
              expiresAt: request.now + request.leaseMillis
            })
            entry.record = claimed
            return claimed
          })
      ),
    pendingStats: (now) =>
      Effect.sync(() => {
        const pending = inFlight()
        const oldest = Math.min(...pending.map(({ record }) => record.createdAt))
        return { count: pending.length, oldestAgeMillis: pending.length === 0 ? 0 : Math.max(0, now - oldest) }
      }),
    ping: () => Effect.void
  })
  return { ...store, footprint: () => ({ purchases: entries.size, nonceBindings: nonces.size }) }
}

export const layer = Layer.sync(IdempotencyStore, () => make())

/** The store with explicit bounds (retention, cap). */
export const layerWith = (options: MemoryStoreOptions) => Layer.sync(IdempotencyStore, () => make(options))
