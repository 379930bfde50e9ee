import { type PaymentPayload, purchase, reconcile } from "@evidence-pack/core"
import { Cause, Clock, Effect, Exit, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makePayment, nonceFor } from "../../src/Payments.ts"
import { makeWorld, WORLD_FUNDS, WORLD_START } from "../../src/World.ts"

const LEASE = 4_000
const PRICE = 15_000n
const NOW_S = Math.floor(WORLD_START / 1000)

const buy = (payment: PaymentPayload, n = 1) =>
  purchase({
    request: { query: "what is the evidence for x", max_sources: 5 },
    idempotencyKey: "k1",
    payment,
    requestId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
  })

const tagOf = <A extends { _tag: string }, E extends { _tag: string }>(exit: Exit.Exit<A, E>) => {
  if (Exit.isSuccess(exit)) return exit.value._tag
  const error = Cause.findErrorOption(exit.cause)
  return error._tag === "Some" ? error.value._tag : "defect"
}

/**
 * A purchase whose provider takes 20 s on the TestClock, with a 4 s lease, while a worker runs a reconcile pass
 * every second of it: what the heartbeat must (and must not) let the worker do.
 */
const slowPurchaseBesideWorker = (world: ReturnType<typeof makeWorld>) =>
  world.run(
    Effect.gen(function* () {
      world.provider.latencyMillis = 20_000
      const payment = makePayment({ payer: world.payers[0]!, nonce: nonceFor(1), validBefore: NOW_S + 600 })
      const owner = yield* Effect.forkChild(
        Effect.exit(buy(payment)).pipe(
          Effect.flatMap((exit) => Effect.map(Clock.currentTimeMillis, (now) => ({ exit, after: now - WORLD_START })))
        )
      )
      const claims: Array<string> = []
      for (let second = 1; second <= 25; second++) {
        yield* TestClock.adjust(1_000)
        const report = yield* reconcile({ owner: "worker", limit: 10, expiryMarginSeconds: 60 })
        for (const [resolution, n] of Object.entries(report.resolutions))
          if (n > 0) claims.push(`${second}s:${resolution}`)
      }
      const { exit, after } = yield* Fiber.join(owner)
      return { answer: tagOf(exit), answeredAfter: after, claims }
    })
  )

describe("lease heartbeat", () => {
  it("keeps a live purchase that outlasts its lease five times over: the worker never takes it", async () => {
    const world = makeWorld({ leaseMillis: LEASE })
    const { answer, claims } = await slowPurchaseBesideWorker(world)
    expect(claims).toEqual([])
    expect(answer).toBe("Fulfilled")
    expect(world.provider.calls).toHaveLength(1)
    expect(world.chain.balanceOf(world.payers[0]!)).toBe(WORLD_FUNDS - PRICE)
  })

  it("without renewals the same purchase is taken over after one lease (the control)", async () => {
    const world = makeWorld({ leaseMillis: LEASE, leaseRenewMillis: 60_000 })
    const { answer, answeredAfter, claims } = await slowPurchaseBesideWorker(world)
    expect(claims).toEqual(["4s:released"])
    // The owner ran its whole provider call (nothing told it to stop); its evidence write is a stale compare-and-set: nothing is settled for a record it no longer owns.
    expect(answer).toBe("PurchasePending")
    expect(answeredAfter).toBeGreaterThanOrEqual(20_000)
    expect(world.facilitator.settleCalls).toHaveLength(0)
  })

  it("keeps a worker's slow settle its own: a second worker never claims the record meanwhile", async () => {
    const world = makeWorld({ leaseMillis: LEASE })
    world.facilitator.faults.add("settle", "timeout_not_applied", "timeout_not_applied", "timeout_not_applied")
    const payment = makePayment({ payer: world.payers[0]!, nonce: nonceFor(1), validBefore: NOW_S + 600 })
    const result = await world.run(
      Effect.gen(function* () {
        const first = tagOf(yield* Effect.exit(buy(payment)))
        yield* TestClock.adjust(LEASE + 1)
        world.facilitator.settleLatencyMillis = 15_000
        const slow = yield* Effect.forkChild(reconcile({ owner: "worker-a", limit: 10, expiryMarginSeconds: 60 }))
        yield* Effect.yieldNow
        let claimedByB = 0
        for (let second = 1; second <= 20; second++) {
          yield* TestClock.adjust(1_000)
          claimedByB += (yield* reconcile({ owner: "worker-b", limit: 10, expiryMarginSeconds: 60 })).claimed
        }
        yield* TestClock.adjust(20_000) // whatever happened, worker A's settle is over by now
        const report = yield* Fiber.join(slow)
        world.facilitator.settleLatencyMillis = 0
        return { first, claimedByB, report, after: tagOf(yield* Effect.exit(buy(payment, 2))) }
      })
    )
    expect(result.first).toBe("PurchasePending")
    expect(result.claimedByB).toBe(0)
    expect(result.report.resolutions.resettled).toBe(1)
    expect(result.after).toBe("Replay")
    expect(world.chain.transfers).toHaveLength(1)
  })

  it("stops an owner whose renewals failed until a worker took the record: no settle, the retry buys once", async () => {
    const world = makeWorld({ leaseMillis: LEASE })
    // The store refuses the owner's first five renewals: the lease runs out at 4 s and the worker releases it.
    world.storeFaults.add("renewLease", "unavailable", "unavailable", "unavailable", "unavailable", "unavailable")
    const { answer, answeredAfter, claims } = await slowPurchaseBesideWorker(world)
    expect(claims).toEqual(["4s:released"])
    // The first renewal that reaches the store (6 s) finds the lease lost and stops the provider call mid-way.
    expect(answer).toBe("PurchasePending")
    expect(answeredAfter).toBeLessThan(8_000)
    expect(world.facilitator.settleCalls).toHaveLength(0)
    world.provider.latencyMillis = 0
    const retry = await world.run(
      Effect.exit(buy(makePayment({ payer: world.payers[0]!, nonce: nonceFor(1), validBefore: NOW_S + 600 }), 2))
    )
    expect(tagOf(retry)).toBe("Fulfilled")
    expect(world.chain.balanceOf(world.payers[0]!)).toBe(WORLD_FUNDS - PRICE)
  })
})
