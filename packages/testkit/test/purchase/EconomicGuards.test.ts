import { defaultEconomicGuards, HOUR_MILLIS, type PaymentPayload, purchase } from "@evidence-pack/core"
import { Cause, Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makePayment, nonceFor } from "../../src/Payments.ts"
import { makeWorld, WORLD_FUNDS, WORLD_START } from "../../src/World.ts"

const NOW_S = Math.floor(WORLD_START / 1000)
const rid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`

let nonces = 0
/** A fresh authorization valid for two hours (the tests move the clock by an hour). */
const pay = (payer: string) => makePayment({ payer, nonce: nonceFor(++nonces), validBefore: NOW_S + 7_200 })

const buy = (payment: PaymentPayload, key: string) =>
  purchase({
    request: { query: `question ${key}`, max_sources: 5 },
    idempotencyKey: key,
    payment,
    requestId: rid(++nonces)
  })

/** The success's `_tag`, or the typed error's with its reasons. */
const outcome = <A extends { _tag: string }, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.exit(effect).pipe(
    Effect.map((exit) => {
      if (Exit.isSuccess(exit)) return exit.value._tag
      const error = Cause.findErrorOption(exit.cause)
      if (error._tag === "None") return "defect"
      const { _tag, reasons } = error.value as { _tag: string; reasons?: ReadonlyArray<string> }
      return _tag === "EconomicGuardRefused" ? `${_tag}:${reasons?.join(",")}` : _tag
    })
  )

const REFUSED_PAYER = "EconomicGuardRefused:payer_rejection_budget_exhausted"
const REFUSED_SPEND = "EconomicGuardRefused:provider_spend_budget_exhausted"

describe("economic guards", () => {
  it("stops calling the provider for a payer after 10 validation rejections in an hour, charging nothing", async () => {
    const world = makeWorld()
    const [attacker, honest] = [world.payers[0]!, world.payers[1]!]
    world.provider.faults.add("search", ...Array<"junk">(30).fill("junk"))
    const results = await world.run(
      Effect.forEach(
        Array.from({ length: 30 }, (_, i) => i),
        (i) => outcome(buy(pay(attacker), `bad-${i}`))
      )
    )
    expect(results.slice(0, 10)).toEqual(Array(10).fill("EvidenceRejected"))
    expect(results.slice(10)).toEqual(Array(20).fill(REFUSED_PAYER))
    expect(world.provider.calls).toHaveLength(10)
    world.provider.faults.clear()
    // Another payer is not affected; nothing was settled for anyone.
    const served = await world.run(outcome(buy(pay(honest), "honest")))
    expect(served).toBe("Fulfilled")
    expect(world.facilitator.settleCalls).toHaveLength(1)
    expect(world.chain.balanceOf(attacker)).toBe(WORLD_FUNDS)
  })

  it("holds the limit against a concurrent burst: at most 10 provider calls for 30 requests at once", async () => {
    const world = makeWorld()
    world.provider.faults.add("search", ...Array<"junk">(30).fill("junk"))
    const results = await world.run(
      Effect.forEach(
        Array.from({ length: 30 }, (_, i) => i),
        (i) => outcome(buy(pay(world.payers[0]!), `burst-${i}`)),
        {
          concurrency: "unbounded"
        }
      )
    )
    expect(world.provider.calls.length).toBeLessThanOrEqual(10)
    expect(results.filter((r) => r === REFUSED_PAYER).length).toBe(30 - world.provider.calls.length)
    expect(world.facilitator.settleCalls).toHaveLength(0)
  })

  it("does not count fulfilled purchases, and forgets rejections older than the window", async () => {
    const world = makeWorld({ economicGuards: { ...defaultEconomicGuards, payerRejections: 2 } })
    const payer = world.payers[0]!
    const results = await world.run(
      Effect.gen(function* () {
        const served = yield* Effect.forEach([1, 2, 3, 4, 5], (i) => outcome(buy(pay(payer), `good-${i}`)))
        world.provider.faults.add("search", "junk", "junk")
        const rejected = yield* Effect.forEach([1, 2], (i) => outcome(buy(pay(payer), `bad-${i}`)))
        const refused = yield* outcome(buy(pay(payer), "refused"))
        yield* TestClock.adjust(HOUR_MILLIS + 1)
        // The refused key was released: the same key goes through once the window has moved on.
        const retried = yield* outcome(buy(pay(payer), "refused"))
        return { served, rejected, refused, retried }
      })
    )
    expect(results.served).toEqual(Array(5).fill("Fulfilled"))
    expect(results.rejected).toEqual(["EvidenceRejected", "EvidenceRejected"])
    expect(results.refused).toBe(REFUSED_PAYER)
    expect(results.retried).toBe("Fulfilled")
    expect(world.provider.calls).toHaveLength(8)
  })

  it("refuses before the provider once the hour's spend budget is used, and lets free searches through", async () => {
    const world = makeWorld({
      economicGuards: { ...defaultEconomicGuards, spendLimitMicroUsd: 12_000 }
    })
    world.provider.costMicroUsd = 5_000
    const payer = world.payers[0]!
    const results = await world.run(
      Effect.gen(function* () {
        const paid = yield* Effect.forEach([1, 2, 3], (i) => outcome(buy(pay(payer), `spend-${i}`)))
        world.provider.costMicroUsd = 0
        const free = yield* outcome(buy(pay(payer), "cached"))
        world.provider.costMicroUsd = 5_000
        yield* TestClock.adjust(HOUR_MILLIS)
        const nextHour = yield* outcome(buy(pay(payer), "next-hour"))
        return { paid, free, nextHour }
      })
    )
    expect(results.paid).toEqual(["Fulfilled", "Fulfilled", REFUSED_SPEND])
    expect(results.free).toBe("Fulfilled")
    expect(results.nextHour).toBe("Fulfilled")
    expect(world.provider.calls).toHaveLength(4)
    expect(world.facilitator.settleCalls).toHaveLength(4)
  })
})
