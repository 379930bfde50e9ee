import { assert, it } from "@effect/vitest"
import { type PaymentPayload, validateEvidence } from "@evidence-pack/core"
import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { BENCH_NETWORK, benchRequirements } from "../../src/bench/BenchOffer.ts"
import { instantFacilitator } from "../../src/bench/InstantFacilitator.ts"
import { instantProvider } from "../../src/bench/InstantProvider.ts"

const NOW = Date.UTC(2026, 0, 15)
const QUERY = "When was the Eiffel Tower built?"

const payment = (from: string): PaymentPayload => ({
  x402Version: 2,
  payload: {
    authorization: {
      from,
      to: benchRequirements.payTo,
      value: benchRequirements.amount,
      validAfter: "0",
      validBefore: "9999999999",
      nonce: `0x${"1".repeat(64)}`
    },
    signature: `0x${"2".repeat(130)}`
  },
  accepted: benchRequirements
})

// The bench measures validation on these candidates: a provider whose answers the validator refused would measure
// a 422 path instead of a purchase.
it.effect("the instant provider answers what was asked with candidates the validator sells", () =>
  Effect.gen(function* () {
    const provider = instantProvider({ now: NOW })
    const full = yield* provider.search({ query: QUERY, maxCandidates: 30 })
    const five = yield* provider.search({ query: QUERY, maxCandidates: 5 })
    assert.strictEqual(full.length, 20)
    assert.strictEqual(five.length, 5)
    assert.strictEqual(yield* provider.search({ query: QUERY, maxCandidates: 20 }), full, "an answer is built once")
    const outcome = validateEvidence({ query: QUERY, maxSources: 5, candidates: full, now: NOW })
    assert.strictEqual(outcome._tag, "Accepted")
  })
)

it.effect("the delayed fakes answer only after their delay", () =>
  Effect.gen(function* () {
    const search = yield* Effect.forkChild(
      instantProvider({ now: NOW, delay: "1 second" }).search({ query: QUERY, maxCandidates: 20 })
    )
    const settle = yield* Effect.forkChild(
      instantFacilitator({ settleDelay: "2 seconds" }).settle(payment("0xAbC"), benchRequirements)
    )
    yield* TestClock.adjust("999 millis")
    assert.isUndefined(search.pollUnsafe())
    yield* TestClock.adjust("1 milli")
    assert.strictEqual((yield* Fiber.join(search)).length, 20)
    yield* TestClock.adjust("999 millis")
    assert.isUndefined(settle.pollUnsafe())
    yield* TestClock.adjust("1 milli")
    const settled = yield* Fiber.join(settle)
    assert.deepStrictEqual([settled.success, settled.network, settled.payer], [true, BENCH_NETWORK, "0xabc"])
  })
)

it.effect("the instant facilitator accepts any payer and settles each payment with its own transaction", () =>
  Effect.gen(function* () {
    const facilitator = instantFacilitator()
    const verified = yield* facilitator.verify(payment("0xDEF"), benchRequirements)
    const first = yield* facilitator.settle(payment("0xDEF"), benchRequirements)
    const second = yield* facilitator.settle(payment("0xDEF"), benchRequirements)
    assert.strictEqual(verified.payer, "0xdef")
    assert.notStrictEqual(first.transaction, second.transaction)
    assert.match(first.transaction ?? "", /^0x[0-9a-f]{64}$/)
  })
)
