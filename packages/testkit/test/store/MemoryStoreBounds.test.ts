import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import * as Transitions from "@evidence-pack/core/purchase/Transitions"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleExecuting, samplePack } from "../../src/Records.ts"

const START = 1_800_000_000_000
const SECOND = 1_000
const DAY = 86_400 * SECOND

/** Runs a program on the TestClock, starting at START: days pass in microseconds. */
const onTestClock = <A, E>(program: Effect.Effect<A, E>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      return yield* program
    }).pipe(Effect.provide(TestClock.layer()))
  )

type Store = ReturnType<typeof MemoryStore.make>

/** A purchase created now and carried to its final stage (fulfilled or rejected), with a body of `bodyBytes`. */
const settle = (store: Store, n: number, stage: "fulfilled" | "rejected", now: number, bodyBytes = 2) =>
  Effect.gen(function* () {
    const executing = sampleExecuting({ key: `k${n}`, nonce: n, now })
    expect(yield* store.create(executing)).toEqual({ _tag: "Created" })
    if (stage === "rejected") {
      yield* store.update(executing, Transitions.reject(executing, ["off_topic"]))
      return executing
    }
    const settling = Transitions.storeEvidence(executing, samplePack)
    yield* store.update(executing, settling)
    yield* store.update(
      settling,
      Transitions.fulfil(settling, {
        body: `"${"x".repeat(Math.max(0, bodyBytes - 2))}"`,
        paymentResponse: "e30=",
        transaction: "0x1",
        now
      })
    )
    return executing
  })

describe("memory store bounds", () => {
  it("keeps fulfilled purchases 7 days and rejected ones 1 day, like the Redis TTLs, with their nonces", () =>
    onTestClock(
      Effect.gen(function* () {
        const store = MemoryStore.make()
        const fulfilled = yield* settle(store, 1, "fulfilled", START)
        const rejected = yield* settle(store, 2, "rejected", START)
        yield* TestClock.adjust(DAY - SECOND)
        expect((yield* store.get(rejected))?._tag).toBe("rejected")
        yield* TestClock.adjust(2 * SECOND)
        expect(yield* store.get(rejected)).toBeUndefined()
        expect((yield* store.get(fulfilled))?._tag).toBe("fulfilled")
        yield* TestClock.adjust(6 * DAY - 2 * SECOND)
        expect((yield* store.get(fulfilled))?._tag).toBe("fulfilled")
        // While the record lives, its authorization pays for nothing else; after, neither is kept.
        expect(yield* store.create(sampleExecuting({ key: "other", nonce: 1 }))).toEqual({
          _tag: "NonceTaken",
          idempotencyKey: "k1"
        })
        yield* TestClock.adjust(2 * SECOND)
        expect(yield* store.get(fulfilled)).toBeUndefined()
        expect(store.footprint()).toEqual({ purchases: 0, nonceBindings: 0, bytes: 0 })
      })
    ))

  it("never drops an in-flight purchase for age", () =>
    onTestClock(
      Effect.gen(function* () {
        const store = MemoryStore.make()
        const executing = sampleExecuting({ now: START })
        yield* store.create(executing)
        yield* TestClock.adjust(30 * DAY)
        expect(yield* store.get(executing)).toEqual(executing)
        expect((yield* store.pendingStats(START + 30 * DAY)).count).toBe(1)
      })
    ))

  it("stays within a day of rejections and a week of packs over a month of steady traffic", () =>
    onTestClock(
      Effect.gen(function* () {
        const store = MemoryStore.make()
        // One purchase every 10 minutes for 30 days: alternately rejected and fulfilled.
        const every = 10 * 60 * SECOND
        const perDay = DAY / every
        let peak = 0
        for (let n = 1; n <= 30 * perDay; n++) {
          const now = START + (n - 1) * every
          yield* settle(store, n, n % 2 === 0 ? "rejected" : "fulfilled", now)
          peak = Math.max(peak, store.footprint().purchases)
          yield* TestClock.adjust(every)
        }
        // Live: a week of fulfilled (half the traffic) + a day of rejected; expired entries wait at most one sweep.
        const live = (7 * perDay) / 2 + perDay / 2
        console.log(`memory store: ${30 * perDay} purchases over 30 days, peak ${peak} kept (live bound ${live})`)
        expect(peak).toBeLessThanOrEqual(live + 1_024)
        expect(peak).toBeGreaterThanOrEqual(live)
        expect(store.footprint().nonceBindings).toBeLessThanOrEqual(store.footprint().purchases)
      })
    ))

  it("caps the count: the stalest settled purchases go first, in-flight ones never, and a full store refuses", () =>
    onTestClock(
      Effect.gen(function* () {
        const store = MemoryStore.make({ maxPurchases: 100 })
        const inFlight = sampleExecuting({ key: "busy", nonce: 10_000, now: START })
        yield* store.create(inFlight)
        for (let n = 1; n <= 1_000; n++) yield* settle(store, n, "fulfilled", START)
        expect(store.footprint().purchases).toBe(100)
        expect(yield* store.get(inFlight)).toEqual(inFlight)
        expect((yield* store.get({ payer: inFlight.payer, idempotencyKey: "k1000" }))?._tag).toBe("fulfilled")
        expect(yield* store.get({ payer: inFlight.payer, idempotencyKey: "k1" })).toBeUndefined()

        const busy = MemoryStore.make({ maxPurchases: 3 })
        for (let n = 1; n <= 3; n++) yield* busy.create(sampleExecuting({ key: `b${n}`, nonce: n, now: START }))
        const refused = yield* Effect.flip(busy.create(sampleExecuting({ key: "b4", nonce: 4, now: START })))
        expect(refused._tag).toBe("StoreUnavailable")
      })
    ))

  it("keeps what it holds within its byte budget: the least recently used settled purchases go first", () =>
    onTestClock(
      Effect.gen(function* () {
        const body = 10_000
        const perPurchase = MemoryStore.purchaseBytes(
          Transitions.fulfil(Transitions.storeEvidence(sampleExecuting(), samplePack), {
            body: "x".repeat(body),
            paymentResponse: "e30=",
            transaction: "0x1",
            now: START
          })
        )
        const store = MemoryStore.make({ maxBytes: 10 * perPurchase })
        const first = yield* settle(store, 1, "fulfilled", START, body)
        for (let n = 2; n <= 100; n++) {
          yield* settle(store, n, "fulfilled", START, body)
          // A purchase served again (a replay) stays: the others are older in use.
          expect((yield* store.get(first))?._tag).toBe("fulfilled")
          expect(store.footprint().bytes).toBeLessThanOrEqual(10 * perPurchase)
        }
        expect(store.footprint().purchases).toBe(10)
        expect((yield* store.get({ payer: first.payer, idempotencyKey: "k100" }))?._tag).toBe("fulfilled")
        expect(yield* store.get({ payer: first.payer, idempotencyKey: "k2" })).toBeUndefined()
        // A dropped purchase takes its nonce binding along; the budget's count matches what is kept.
        expect(store.footprint().nonceBindings).toBe(10)
        // Expired purchases give their room back: ten new ones replace them, all within the budget.
        yield* TestClock.adjust(8 * DAY)
        expect(yield* store.get(first)).toBeUndefined()
        for (let n = 101; n <= 110; n++) yield* settle(store, n, "fulfilled", START + 8 * DAY, body)
        expect(store.footprint()).toEqual({ purchases: 10, nonceBindings: 10, bytes: 10 * perPurchase })
      })
    ))

  it("never refuses the write of a settlement, and refuses a new purchase only when in-flight ones fill it", () =>
    onTestClock(
      Effect.gen(function* () {
        const inFlight = MemoryStore.purchaseBytes(sampleExecuting())
        const store = MemoryStore.make({ maxBytes: 3 * inFlight })
        for (let n = 1; n <= 3; n++) yield* store.create(sampleExecuting({ key: `b${n}`, nonce: n, now: START }))
        const refused = yield* Effect.flip(store.create(sampleExecuting({ key: "b4", nonce: 4, now: START })))
        expect(refused._tag).toBe("StoreUnavailable")
        // The purchases in flight finish over the budget: what happened is recorded, nothing in flight is lost.
        const executing = sampleExecuting({ key: "b1", nonce: 1, now: START })
        const settling = Transitions.storeEvidence(executing, samplePack)
        expect(yield* store.update(executing, settling)).toEqual({ _tag: "Updated" })
        const fulfilled = Transitions.fulfil(settling, {
          body: "x".repeat(50_000),
          paymentResponse: "e30=",
          transaction: "0x1",
          now: START
        })
        expect(yield* store.update(settling, fulfilled)).toEqual({ _tag: "Updated" })
        expect(yield* store.get(fulfilled)).toEqual(fulfilled)
        expect(store.footprint().purchases).toBe(3)
        // The next purchase makes room by dropping the settled one.
        expect(yield* store.create(sampleExecuting({ key: "b5", nonce: 5, now: START }))).toEqual({ _tag: "Created" })
        expect(yield* store.get(fulfilled)).toBeUndefined()
      })
    ))

  it("holds the parts every payment repeats once, and returns what was written", () =>
    onTestClock(
      Effect.gen(function* () {
        const store = MemoryStore.make()
        // Two clients' payloads: equal offers, decoded into distinct objects, as two requests would be.
        const [a, b] = [1, 2].map((n) => {
          const executing = sampleExecuting({ key: `k${n}`, nonce: n, now: START })
          const accepted = { ...executing.payment.accepted, extra: { ...executing.payment.accepted.extra } }
          return { ...executing, payment: { ...executing.payment, accepted } }
        })
        for (const record of [a!, b!]) expect(yield* store.create(record)).toEqual({ _tag: "Created" })
        const keptA = yield* store.get(a!)
        const keptB = yield* store.get(b!)
        expect(keptA).toEqual(a)
        expect(keptB).toEqual(b)
        if (keptA?._tag !== "executing" || keptB?._tag !== "executing") throw new Error("expected executing records")
        expect(keptB.payment.accepted).toBe(keptA.payment.accepted)
        expect(keptB.payment.payload).not.toBe(keptA.payment.payload)
      })
    ))
})
