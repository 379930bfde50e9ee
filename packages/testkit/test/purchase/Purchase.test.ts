import { type PaymentPayload, purchase, reconcile } from "@evidence-pack/core"
import { Cause, Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makePayment, nonceFor, testRequirements } from "../../src/Payments.ts"
import { makeWorld, WORLD_FUNDS, WORLD_START } from "../../src/World.ts"

const NOW_S = Math.floor(WORLD_START / 1000)
const PRICE = 15_000n
const rid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`

const pay = (payer: string, nonce: number, extra: Partial<Parameters<typeof makePayment>[0]> = {}) =>
  makePayment({ payer, nonce: nonceFor(nonce), validBefore: NOW_S + 120, ...extra })

const buy = (payment: PaymentPayload, key = "k1", query = "what is the evidence for x", n = 1) =>
  purchase({ request: { query, max_sources: 5 }, idempotencyKey: key, payment, requestId: rid(n) })

/** The outcome tag: the success's `_tag` or the typed error's. */
const outcome = <A extends { _tag: string }, E extends { _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.exit(effect).pipe(
    Effect.map((exit) =>
      Exit.isSuccess(exit)
        ? exit.value._tag
        : Cause.findErrorOption(exit.cause).pipe((e) => (e._tag === "Some" ? e.value._tag : "defect"))
    )
  )

describe("purchase", () => {
  it("fulfils once, then replays the same bytes without a second provider call or settlement", async () => {
    const world = makeWorld()
    const payment = pay(world.payers[0]!, 1)
    const [first, second] = await world.run(
      Effect.all([buy(payment, "k1", "q one", 1), buy(payment, "k1", "q one", 2)])
    )
    expect(first._tag).toBe("Fulfilled")
    expect(second._tag).toBe("Replay")
    expect(second.body).toBe(first.body)
    expect(JSON.parse(first.body).request_id).toBe(rid(1))
    expect(world.chain.balanceOf(world.payers[0]!)).toBe(WORLD_FUNDS - PRICE)
    expect(world.provider.calls).toHaveLength(1)
    expect(world.facilitator.settleCalls).toHaveLength(1)
  })

  it("refuses another body under the same key, before the provider", async () => {
    const world = makeWorld()
    const payment = pay(world.payers[0]!, 1)
    const result = await world.run(
      Effect.gen(function* () {
        yield* buy(payment, "k1", "first question")
        return yield* outcome(buy(payment, "k1", "second question"))
      })
    )
    expect(result).toBe("IdempotencyConflict")
    expect(world.provider.calls).toHaveLength(1)
  })

  it("answers 422 with reasons and settles nothing when evidence fails, and keeps answering it", async () => {
    const world = makeWorld()
    world.provider.faults.add("search", "junk")
    const payment = pay(world.payers[0]!, 1)
    const exit = await world.run(Effect.exit(buy(payment)))
    expect(Exit.isFailure(exit)).toBe(true)
    const error = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : undefined
    expect(error?._tag === "Some" && error.value._tag === "EvidenceRejected" && error.value.reasons).toContain(
      "insufficient_sources"
    )
    expect(await world.run(outcome(buy(payment)))).toBe("EvidenceRejected")
    expect(world.provider.calls).toHaveLength(1)
    expect(world.facilitator.settleCalls).toHaveLength(0)
    expect(world.chain.balanceOf(world.payers[0]!)).toBe(WORLD_FUNDS)
  })

  it("releases the key on a provider failure, so the same authorization can buy on retry", async () => {
    const world = makeWorld()
    world.provider.faults.add("search", "timeout")
    const payment = pay(world.payers[0]!, 1)
    expect(await world.run(outcome(buy(payment)))).toBe("ProviderFailed")
    expect(world.facilitator.settleCalls).toHaveLength(0)
    expect(await world.run(outcome(buy(payment)))).toBe("Fulfilled")
    expect(world.chain.balanceOf(world.payers[0]!)).toBe(WORLD_FUNDS - PRICE)
  })

  it("fulfils inline when the settle answer is lost but the chain shows the payment", async () => {
    const world = makeWorld()
    world.facilitator.faults.add("settle", "answer_lost")
    expect(await world.run(outcome(buy(pay(world.payers[0]!, 1))))).toBe("Fulfilled")
    expect(world.chain.transfers).toHaveLength(1)
  })

  it("answers pending (never 402) while the outcome is unknown, then the worker settles it", async () => {
    const world = makeWorld()
    world.facilitator.faults.add("settle", "timeout_not_applied", "timeout_not_applied", "timeout_not_applied")
    const payment = pay(world.payers[0]!, 1)
    const results = await world.run(
      Effect.gen(function* () {
        const first = yield* outcome(buy(payment))
        const meanwhile = yield* outcome(buy(payment))
        yield* TestClock.adjust(31_000)
        const report = yield* reconcile({ owner: "w", limit: 10, expiryMarginSeconds: 60 })
        const after = yield* outcome(buy(payment))
        return { first, meanwhile, report, after }
      })
    )
    expect(results.first).toBe("PurchasePending")
    expect(results.meanwhile).toBe("PurchasePending")
    expect(results.report.resolutions.resettled).toBe(1)
    expect(results.after).toBe("Replay")
    expect(world.chain.transfers).toHaveLength(1)
  })

  it("refuses an authorization already bound to another key, before the provider", async () => {
    const world = makeWorld()
    const payment = pay(world.payers[0]!, 1)
    world.provider.faults.add("search", "timeout")
    await world.run(outcome(buy(payment, "k1", "q1")))
    expect(await world.run(outcome(buy(payment, "k2", "q2")))).toBe("EconomicGuardRefused")
    expect(world.provider.calls).toHaveLength(1)
  })

  it("refuses an authorization that expires too soon to settle", async () => {
    const world = makeWorld()
    const payment = pay(world.payers[0]!, 1, { validBefore: NOW_S + 3 })
    expect(await world.run(outcome(buy(payment)))).toBe("EconomicGuardRefused")
    expect(world.provider.calls).toHaveLength(0)
  })

  it("refuses payments for another amount, payee or offer, and unfunded payers", async () => {
    const world = makeWorld()
    const payer = world.payers[0]!
    const cases = [
      pay(payer, 1, { value: "1" }),
      pay(payer, 2, { to: `0x${"9".repeat(40)}` }),
      pay(payer, 3, { requirements: { ...testRequirements, amount: "1" } }),
      pay(`0x${"7".repeat(40)}`, 4)
    ]
    for (const [i, payment] of cases.entries()) {
      expect(await world.run(outcome(buy(payment, `k${i}`)))).toBe("PaymentInvalid")
    }
    expect(world.provider.calls).toHaveLength(0)
    expect(world.chain.transfers).toHaveLength(0)
  })

  it("keeps evidence when settlement fails and settles it with a fresh authorization, no second search", async () => {
    const world = makeWorld()
    world.facilitator.faults.add("settle", "rejected")
    const payer = world.payers[0]!
    expect(await world.run(outcome(buy(pay(payer, 1))))).toBe("SettlementFailed")
    expect((await world.run(world.memory.get({ payer, idempotencyKey: "k1" })))?._tag).toBe("unpaid")
    expect(await world.run(outcome(buy(pay(payer, 2))))).toBe("Fulfilled")
    expect(world.provider.calls).toHaveLength(1)
    expect(world.chain.balanceOf(payer)).toBe(WORLD_FUNDS - PRICE)
  })

  it("answers unavailable and calls nothing when the store is down", async () => {
    const world = makeWorld()
    world.storeFaults.add("get", "unavailable")
    expect(await world.run(outcome(buy(pay(world.payers[0]!, 1))))).toBe("ServiceUnavailable")
    expect(world.provider.calls).toHaveLength(0)
    expect(world.facilitator.verifyCalls).toBe(0)
  })
})
