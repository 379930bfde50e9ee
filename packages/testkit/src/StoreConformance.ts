import {
  decodeRecord,
  encodeRecord,
  type IdempotencyStore,
  nonceOf,
  type PurchaseRecord,
  paymentIdBinding
} from "@evidence-pack/core"
import * as Transitions from "@evidence-pack/core/purchase/Transitions"
import { Effect } from "effect"
import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { makePayment, nonceFor, payerAddress } from "./Payments.ts"
import { sampleExecuting, samplePack } from "./Records.ts"

type Store = IdempotencyStore["Service"]

export interface StoreUnderTest {
  /** A fresh, empty store (a new key prefix, a flushed database...). */
  readonly make: () => Promise<Store>
  readonly teardown?: () => Promise<void>
}

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const NOW = 1_800_000_000_000

/**
 * The IdempotencyStore conformance suite: the semantics every store adapter must have, memory and Redis alike.
 * Call it from a test file with a factory for the store under test.
 */
export const storeConformance = (name: string, subject: StoreUnderTest) =>
  describe(`IdempotencyStore conformance: ${name}`, () => {
    let store: Store
    beforeEach(async () => {
      store = await subject.make()
    })
    afterAll(async () => {
      await subject.teardown?.()
    })

    it("returns nothing for an unknown key", async () => {
      expect(await run(store.get({ payer: payerAddress(9), idempotencyKey: "nope" }))).toBeUndefined()
    })

    it("creates once, then reports the existing record", async () => {
      const record = sampleExecuting()
      expect(await run(store.create(record))).toEqual({ _tag: "Created" })
      expect(await run(store.get(record))).toEqual(record)
      const again = await run(store.create(sampleExecuting({ nonce: 2, owner: "other" })))
      expect(again).toEqual({ _tag: "Exists", record })
    })

    it("binds a nonce to one key per payer", async () => {
      await run(store.create(sampleExecuting({ key: "a", nonce: 7 })))
      expect(await run(store.create(sampleExecuting({ key: "b", nonce: 7 })))).toEqual({
        _tag: "NonceTaken",
        idempotencyKey: "a"
      })
      expect(await run(store.get({ payer: payerAddress(1), idempotencyKey: "b" }))).toBeUndefined()
      // EIP-3009 nonces are per authorizer: another payer's identical nonce is a different authorization.
      expect(await run(store.create(sampleExecuting({ payer: 2, key: "b", nonce: 7 })))).toEqual({ _tag: "Created" })
    })

    it("updates only from the stored version", async () => {
      const record = sampleExecuting()
      await run(store.create(record))
      const settling = Transitions.storeEvidence(record, samplePack)
      expect(await run(store.update(record, settling))).toEqual({ _tag: "Updated" })
      expect(await run(store.get(record))).toEqual(settling)
      const stale = await run(store.update(record, Transitions.reject(record, ["x"])))
      expect(stale).toEqual({ _tag: "Stale", current: settling })
    })

    it("reports a missing record as stale", async () => {
      const record = sampleExecuting()
      expect(await run(store.update(record, Transitions.storeEvidence(record, samplePack)))).toEqual({
        _tag: "Stale",
        current: undefined
      })
    })

    it("binds a new nonce atomically with a resume, refusing one taken by another key", async () => {
      const a = sampleExecuting({ key: "a", nonce: 1 })
      const b = sampleExecuting({ key: "b", nonce: 2 })
      await run(store.create(a))
      await run(store.create(b))
      const settling = Transitions.storeEvidence(a, samplePack)
      await run(store.update(a, settling))
      const unpaid = Transitions.markUnpaid(settling, "insufficient_funds")
      await run(store.update(settling, unpaid))
      const takenPayment = makePayment({ payer: payerAddress(1), nonce: nonceFor(2), validBefore: 2e9 })
      const lease = { owner: "resume", expiresAt: NOW + 30_000 }
      const refused = await run(
        store.update(unpaid, Transitions.resume(unpaid, takenPayment, lease), nonceOf(takenPayment))
      )
      expect(refused).toEqual({ _tag: "NonceTaken", idempotencyKey: "b" })
      expect(await run(store.get(a))).toEqual(unpaid)
      const fresh = makePayment({ payer: payerAddress(1), nonce: nonceFor(3), validBefore: 2e9 })
      const resumed = Transitions.resume(unpaid, fresh, lease)
      expect(await run(store.update(unpaid, resumed, nonceOf(fresh)))).toEqual({ _tag: "Updated" })
      // The new nonce now belongs to key "a".
      expect(await run(store.create(sampleExecuting({ key: "c", nonce: 3 })))).toEqual({
        _tag: "NonceTaken",
        idempotencyKey: "a"
      })
    })

    it("binds a payment id to an executing record like a nonce: once per payer, refused for another key", async () => {
      const a = sampleExecuting({ key: "a", nonce: 1 })
      const b = sampleExecuting({ key: "b", nonce: 2 })
      await run(store.create(a))
      await run(store.create(b))
      const id = paymentIdBinding("pay_0123456789ABCdef")
      const named = Transitions.bindPaymentId(a)
      expect(await run(store.update(a, named, id))).toEqual({ _tag: "Updated" })
      expect(await run(store.get(a))).toEqual(named)
      expect(await run(store.update(b, Transitions.bindPaymentId(b), id))).toEqual({
        _tag: "NonceTaken",
        idempotencyKey: "a"
      })
      expect(await run(store.get(b))).toEqual(b)
      // Ids are case-sensitive: a different id differing only in case is free.
      const other = paymentIdBinding("pay_0123456789abcdef")
      expect(await run(store.update(b, Transitions.bindPaymentId(b), other))).toEqual({ _tag: "Updated" })
    })

    it("releases an executing record only at its version", async () => {
      const record = sampleExecuting()
      await run(store.create(record))
      const reclaimed = Transitions.reclaim(record, { owner: "w", expiresAt: NOW })
      await run(store.update(record, reclaimed))
      expect(await run(store.release(record))).toBe(false)
      expect(await run(store.release(reclaimed))).toBe(true)
      expect(await run(store.get(record))).toBeUndefined()
      // The key is free again; the nonce stays bound to it, so the client may retry with the same authorization.
      expect(await run(store.create(sampleExecuting()))).toEqual({ _tag: "Created" })
    })

    it("claims only expired in-flight records, oldest lease first, up to the limit", async () => {
      const early = sampleExecuting({ key: "early", nonce: 1, leaseMillis: 1_000 })
      const late = sampleExecuting({ key: "late", nonce: 2, leaseMillis: 2_000 })
      const live = sampleExecuting({ key: "live", nonce: 3, leaseMillis: 60_000 })
      const done = sampleExecuting({ key: "done", nonce: 4, leaseMillis: 1_000 })
      for (const r of [early, late, live, done]) await run(store.create(r))
      await run(store.update(done, Transitions.reject(done, ["off_topic"])))
      const first = await run(store.claimExpired({ now: NOW + 5_000, owner: "w1", leaseMillis: 10_000, limit: 1 }))
      expect(first.map((r) => r.idempotencyKey)).toEqual(["early"])
      expect(first[0]?.lease).toEqual({ owner: "w1", expiresAt: NOW + 15_000 })
      expect(first[0]?.version).toBe(early.version + 1)
      expect(await run(store.get(early))).toEqual(first[0])
      const rest = await run(store.claimExpired({ now: NOW + 5_000, owner: "w2", leaseMillis: 10_000, limit: 10 }))
      expect(rest.map((r) => r.idempotencyKey)).toEqual(["late"])
      const none = await run(store.claimExpired({ now: NOW + 5_000, owner: "w3", leaseMillis: 10_000, limit: 10 }))
      expect(none).toEqual([])
      const stats = await run(store.pendingStats(NOW + 5_000))
      expect(stats).toEqual({ count: 3, oldestAgeMillis: 5_000 })
    })

    it("renews a lease only for its owner, keeping the version, so a live purchase is never claimed", async () => {
      const record = sampleExecuting({ owner: "owner-1", leaseMillis: 1_000 })
      await run(store.create(record))
      const renewed = { owner: "owner-1", expiresAt: NOW + 9_000 }
      expect(await run(store.renewLease(record, renewed))).toBe("Renewed")
      expect(await run(store.get(record))).toEqual({ ...record, lease: renewed })
      // Past the first lease, within the renewed one: no worker may take it.
      expect(await run(store.claimExpired({ now: NOW + 5_000, owner: "w", leaseMillis: 10_000, limit: 10 }))).toEqual(
        []
      )
      // The owner's next transition still applies: renewals do not move the version.
      const settling = Transitions.storeEvidence(record, samplePack, { owner: "owner-1", expiresAt: NOW + 12_000 })
      expect(await run(store.update(record, settling))).toEqual({ _tag: "Updated" })
      expect(await run(store.renewLease(record, { owner: "owner-1", expiresAt: NOW + 20_000 }))).toBe("Renewed")
      expect((await run(store.get(record)))?.version).toBe(settling.version)
      // An intruder cannot extend (or steal) the lease.
      expect(await run(store.renewLease(record, { owner: "intruder", expiresAt: NOW + 99_000 }))).toBe("Lost")
      const claimed = await run(store.claimExpired({ now: NOW + 20_000, owner: "w", leaseMillis: 10_000, limit: 10 }))
      expect(claimed.map((r) => r.lease)).toEqual([{ owner: "w", expiresAt: NOW + 30_000 }])
    })

    it("tells an owner whose record was taken over that its lease is lost", async () => {
      const record = sampleExecuting({ owner: "owner-1", leaseMillis: 1_000 })
      await run(store.create(record))
      const [claimed] = await run(store.claimExpired({ now: NOW + 2_000, owner: "w", leaseMillis: 10_000, limit: 1 }))
      expect(await run(store.renewLease(record, { owner: "owner-1", expiresAt: NOW + 30_000 }))).toBe("Lost")
      // The failed renewal changed nothing: the worker's lease stands.
      expect(await run(store.get(record))).toEqual(claimed)
    })

    it("reports a lease on a released or absent record as lost, on a settled one as ended", async () => {
      const record = sampleExecuting({ owner: "owner-1" })
      const lease = { owner: "owner-1", expiresAt: NOW + 60_000 }
      expect(await run(store.renewLease(record, lease))).toBe("Lost")
      expect(await run(store.get(record))).toBeUndefined()
      await run(store.create(record))
      const rejected = Transitions.reject(record, ["off_topic"])
      await run(store.update(record, rejected))
      expect(await run(store.renewLease(record, lease))).toBe("Ended")
      expect(await run(store.get(record))).toEqual(rejected)
      const other = sampleExecuting({ key: "other", nonce: 5, owner: "owner-1" })
      await run(store.create(other))
      await run(store.release(other))
      expect(await run(store.renewLease(other, lease))).toBe("Lost")
      expect(await run(store.get(other))).toBeUndefined()
    })

    it("lets exactly one of many concurrent creates of one key win", async () => {
      const results = await run(
        Effect.all(
          Array.from({ length: 20 }, (_, i) => store.create(sampleExecuting({ nonce: 100 + i, owner: `o${i}` }))),
          { concurrency: "unbounded" }
        )
      )
      expect(results.filter((r) => r._tag === "Created")).toHaveLength(1)
      expect(results.filter((r) => r._tag === "Exists")).toHaveLength(19)
    })

    it("lets exactly one of many concurrent updates from one version win", async () => {
      const record = sampleExecuting()
      await run(store.create(record))
      const results = await run(
        Effect.all(
          Array.from({ length: 10 }, (_, i) =>
            store.update(record, Transitions.reclaim(record, { owner: `w${i}`, expiresAt: NOW + i }))
          ),
          { concurrency: "unbounded" }
        )
      )
      expect(results.filter((r) => r._tag === "Updated")).toHaveLength(1)
    })

    it("hands each expired record to exactly one of several concurrent workers", async () => {
      for (let i = 0; i < 12; i++)
        await run(store.create(sampleExecuting({ key: `k${i}`, nonce: i + 1, leaseMillis: 1 })))
      const claims = await run(
        Effect.all(
          Array.from({ length: 4 }, (_, w) =>
            store.claimExpired({ now: NOW + 10, owner: `w${w}`, leaseMillis: 10_000, limit: 5 })
          ),
          { concurrency: "unbounded" }
        )
      )
      const keys = claims.flat().map((r) => r.idempotencyKey)
      expect(new Set(keys).size).toBe(keys.length)
      expect(keys.length).toBe(12)
    })

    it("stores every stage and returns it unchanged", async () => {
      const executing = sampleExecuting()
      const settling = Transitions.storeEvidence(executing, samplePack)
      const fulfilled = Transitions.fulfil(settling, {
        body: '{"a":1}',
        paymentResponse: "e30=",
        transaction: "0x1",
        now: NOW
      })
      const stages: Array<[PurchaseRecord, PurchaseRecord]> = [
        [executing, settling],
        [settling, fulfilled]
      ]
      await run(store.create(executing))
      for (const [previous, next] of stages) {
        expect(await run(store.update(previous, next))).toEqual({ _tag: "Updated" })
        expect(await run(store.get(next))).toEqual(next)
        expect(decodeRecord(encodeRecord(next))).toEqual(next)
      }
      expect(await run(store.ping())).toBeUndefined()
    })
  })
