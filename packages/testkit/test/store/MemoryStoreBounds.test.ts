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

/** A purchase created now and carried to its final stage (fulfilled or rejected). */
const settle = (store: Store, n: number, stage: "fulfilled" | "rejected", now: number) =>
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
      Transitions.fulfil(settling, { body: "{}", paymentResponse: "e30=", transaction: "0x1", now })
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
        expect(store.footprint()).toEqual({ purchases: 0, nonceBindings: 0 })
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
})
