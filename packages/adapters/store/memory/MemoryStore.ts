import {
  type ClaimRequest,
  type CreateResult,
  IdempotencyStore,
  isInFlight,
  type LeaseRenewal,
  nonceOf,
  type PaymentPayload,
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
   * The most memory the kept purchases may take, estimated (`purchaseBytes`). Past it the least recently used
   * settled purchases are dropped first (written, or served as a replay: a purchase a client is still replaying
   * stays), as Redis does under an LRU maxmemory policy; their replays are lost early. In-flight purchases are
   * never dropped, and a new purchase is refused (503) only when the in-flight ones alone fill the budget.
   */
  readonly maxBytes?: number
  /** A cap on the count as well (none by default: the byte budget is the bound). */
  readonly maxPurchases?: number
}

/**
 * 32 MiB: about 7,000 purchases of a 5-source pack (a 2.7 KB body, ~4.2 KB each in all on the V8 heap), fewer
 * for larger packs. The budget bounds the process whatever the packs' size; a replay is served as long as its
 * purchase is among the most recently used ones that fit.
 */
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024

/**
 * What a purchase costs beyond the text it stores, measured on the V8 heap (bench/results/request-path.md: ~1.25
 * KB) with a margin: the record and its payment payload as objects (shared parts once), its keys, its entry and
 * nonce binding.
 */
const PURCHASE_OVERHEAD_BYTES = 1_536

/** A pack held as objects (settling, unpaid): about its rendered body. */
const PACK_BYTES = 3_072

/**
 * The estimated memory of one purchase at its stage: its overhead, its signature (a smart wallet's runs to KBs)
 * and the text it stores (a pack held as objects weighs about its JSON).
 */
export const purchaseBytes = (record: PurchaseRecord | undefined): number => {
  if (record === undefined) return PURCHASE_OVERHEAD_BYTES
  switch (record._tag) {
    case "executing":
      return PURCHASE_OVERHEAD_BYTES + record.payment.payload.signature.length
    case "settling":
      return PURCHASE_OVERHEAD_BYTES + record.payment.payload.signature.length + PACK_BYTES
    case "fulfilled":
      return (
        PURCHASE_OVERHEAD_BYTES +
        record.payment.payload.signature.length +
        record.body.length +
        record.paymentResponse.length
      )
    case "unpaid":
      return PURCHASE_OVERHEAD_BYTES + record.lastPayment.payload.signature.length + PACK_BYTES
    case "rejected":
      return PURCHASE_OVERHEAD_BYTES
  }
}

/**
 * The parts of a payment payload every purchase repeats (the offer it accepted, the resource, extensions a client
 * echoes from the 402, which run to kilobytes), held once: values equal as JSON share one object, so a kept
 * purchase pays for its own authorization and signature only (~0.5 KB less each with a bare payload, several KB
 * with echoed extensions). Returned records stay deep-equal to what was written.
 */
const makeSharedPayments = () => {
  const parts = new Map<string, object>()
  const shared = <A extends object>(value: A): A => {
    const json = JSON.stringify(value)
    const found = parts.get(json)
    if (found !== undefined) return found as A
    // Clients may vary these; a handful of shapes is the norm, so a full table just starts over.
    if (parts.size >= 64) parts.clear()
    parts.set(json, value)
    return value
  }
  const compacted = new WeakMap<PaymentPayload, PaymentPayload>()
  /** The same payment with its repeated parts shared (computed once per payload object: its stages reuse it). */
  const compact = (payment: PaymentPayload): PaymentPayload => {
    let found = compacted.get(payment)
    if (found === undefined) {
      found = {
        ...payment,
        accepted: shared(payment.accepted),
        ...(payment.resource === undefined ? {} : { resource: shared(payment.resource) }),
        ...(payment.extensions === undefined ? {} : { extensions: shared(payment.extensions) })
      }
      compacted.set(payment, found)
    }
    return found
  }
  return (record: PurchaseRecord): PurchaseRecord => {
    switch (record._tag) {
      case "rejected":
        return record
      case "unpaid":
        return { ...record, lastPayment: compact(record.lastPayment) }
      default:
        return { ...record, payment: compact(record.payment) }
    }
  }
}

/** Writes between two sweeps of expired purchases: an amortized O(1) per write instead of a scan each time. */
const SWEEP_EVERY = 1_024

/** One purchase: its record (absent once released) and the nonce bindings that live and die with it. */
interface Entry {
  record: PurchaseRecord | undefined
  /** Epoch ms after which the purchase is gone; undefined while in flight (the worker resolves it). */
  expiresAt: number | undefined
  /** Its nonce bindings (`payer:nonce` keys): one, two with a payment id or a resumed authorization. */
  readonly nonces: Array<string>
  /** `purchaseBytes` of its record, as counted in the store's total. */
  bytes: number
}

/** What the store holds right now: the bound the tests check. */
export interface MemoryFootprint {
  readonly purchases: number
  readonly nonceBindings: number
  /** The estimated memory of the kept purchases (`purchaseBytes`), held within `maxBytes`. */
  readonly bytes: number
}

/**
 * The reference IdempotencyStore: one process, no persistence. Every operation reads the Clock and then runs
 * synchronously, which is atomic on Node's single thread; the Redis store gives the same guarantees with one Lua
 * script per operation. Single instance only: two processes with memory stores are two services.
 *
 * Memory is bounded like Redis: a purchase expires with its stage's retention (expired entries are invisible at
 * once and swept every SWEEP_EVERY writes), and the purchases kept fit in `maxBytes` (least recently used
 * settled ones dropped first).
 */

export const make = (
  options: MemoryStoreOptions = {}
): IdempotencyStore["Service"] & { readonly footprint: () => MemoryFootprint } => {
  const retention = makeRetention(options.retention)
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const maxPurchases = options.maxPurchases ?? Number.POSITIVE_INFINITY
  if (!(maxBytes >= PURCHASE_OVERHEAD_BYTES)) throw new RangeError(`maxBytes must be >= ${PURCHASE_OVERHEAD_BYTES}`)
  if (!(maxPurchases >= 1)) throw new RangeError("maxPurchases must be >= 1")
  /** Purchase key -> entry, least recently used first (a write or a replay re-inserts), so the cap drops those. */
  const entries = new Map<string, Entry>()
  /** `payer:nonce` -> idempotency key that nonce pays for. */
  const nonces = new Map<string, string>()
  let bytes = 0
  let writes = 0
  const sharingPayments = makeSharedPayments()

  const keyOf = (record: PurchaseKey) => purchaseKeyString(record)
  const nonceKey = (payer: string, nonce: string) => `${payer}:${nonce.toLowerCase()}`
  const isLive = (entry: Entry, now: number) => entry.expiresAt === undefined || entry.expiresAt > now

  const drop = (key: string, entry: Entry) => {
    entries.delete(key)
    bytes -= entry.bytes
    for (const nonce of entry.nonces) nonces.delete(nonce)
  }

  /** The live entry of a key; an expired one is dropped on sight. */
  const entryOf = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key)
    if (entry === undefined || isLive(entry, now)) return entry
    drop(key, entry)
    return undefined
  }

  /** Makes this entry the most recently used one. */
  const touch = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
  }

  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (!isLive(entry, now)) drop(key, entry)
  }

  const fits = (more: number, count: number) => bytes + more <= maxBytes && count <= maxPurchases

  /**
   * Makes room for `more` bytes (and `added` more purchases) beside `keep`, from the least recently used end:
   * settled purchases (expired or not) are dropped until it fits; in-flight ones never are. Whether it all fits
   * now. One pass from the front, not a sweep of the whole store: a full store makes room on every write.
   */
  const makeRoom = (more: number, added: number, keep?: Entry): boolean => {
    for (const [key, entry] of entries) {
      if (fits(more, entries.size + added)) return true
      if (entry !== keep && (entry.record === undefined || !isInFlight(entry.record))) drop(key, entry)
    }
    return fits(more, entries.size + added)
  }

  /** Stores `record` as the entry's latest write, with its stage's lifetime, within the budget. */
  const write = (key: string, entry: Entry, record: PurchaseRecord, now: number) => {
    const ttl = ttlOf(retention, record)
    const size = purchaseBytes(record)
    // A write is never refused (it records what already happened, a settlement included): room is made for it.
    makeRoom(size - entry.bytes, entries.has(key) ? 0 : 1, entry)
    bytes += size - entry.bytes
    entry.bytes = size
    entry.record = sharingPayments(record)
    entry.expiresAt = ttl === 0 ? undefined : now + ttl * 1000
    touch(key, entry)
    if (++writes % SWEEP_EVERY === 0) sweep(now)
  }

  const bindNonce = (entry: Entry, payer: string, nonce: string, idempotencyKey: string): string | undefined => {
    const key = nonceKey(payer, nonce)
    const bound = nonces.get(key)
    if (bound !== undefined && bound !== idempotencyKey) return bound
    nonces.set(key, idempotencyKey)
    if (!entry.nonces.includes(key)) entry.nonces.push(key)
    return undefined
  }

  const inFlight = () =>
    [...entries.values()].flatMap((entry) =>
      entry.record !== undefined && isInFlight(entry.record) ? [{ entry, record: entry.record }] : []
    )

  /** Runs `operation` atomically at the Clock's current time. */
  const at = <A>(operation: (now: number) => A) => Effect.map(Clock.currentTimeMillis, operation)

  const full = () =>
    new StoreUnavailable({
      message: `memory store full: ${entries.size} purchases in flight fill its budget (maxBytes ${maxBytes}, maxPurchases ${maxPurchases})`
    })

  const store = IdempotencyStore.of({
    get: (key) =>
      at((now) => {
        const id = keyOf(key)
        const entry = entryOf(id, now)
        // A settled purchase served again (a replay) is in use: it moves to the back of the eviction order.
        if (entry?.record !== undefined && !isInFlight(entry.record)) touch(id, entry)
        return entry?.record
      }),
    create: (record) =>
      Effect.flatMap(
        at((now): CreateResult | StoreUnavailable => {
          const key = keyOf(record)
          const existing = entryOf(key, now)
          if (existing?.record !== undefined) return { _tag: "Exists", record: existing.record }
          if (existing === undefined && !makeRoom(purchaseBytes(record), 1)) return full()
          const entry: Entry = existing ?? { record: undefined, expiresAt: undefined, nonces: [], bytes: 0 }
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
        bytes += purchaseBytes(undefined) - entry.bytes
        entry.bytes = purchaseBytes(undefined)
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
  return { ...store, footprint: () => ({ purchases: entries.size, nonceBindings: nonces.size, bytes }) }
}

export const layer = Layer.sync(IdempotencyStore, () => make())

/** The store with explicit bounds (retention, budget). */
export const layerWith = (options: MemoryStoreOptions) => Layer.sync(IdempotencyStore, () => make(options))
