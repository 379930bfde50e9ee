import * as MemoryCounters from "@evidence-pack/adapters/guards/memory"
import {
  EvidenceResponse,
  Facilitator,
  IdempotencyStore,
  layerPurchasePolicy,
  makePurchasePolicy,
  nonceOf,
  type PaymentPayload,
  Provider,
  type PurchaseKey,
  purchase,
  reconcile,
  samePayment
} from "@evidence-pack/core"
import { Cause, Effect, Exit, Layer, References, Schema } from "effect"
import { TestClock } from "effect/testing"
import { isCrash } from "./Crash.ts"
import { FakeChain } from "./FakeChain.ts"
import { FakeFacilitator } from "./FakeFacilitator.ts"
import { FakeProvider } from "./FakeProvider.ts"
import { FaultPlan } from "./FaultPlan.ts"
import { faultyStore, type StoreFault } from "./FaultyStore.ts"
import { makePayment, nonceFor, payerAddress, testRequirements, testResource } from "./Payments.ts"
import { makeMemoryStore } from "./ReferenceStore.ts"
import type { AttemptSpec, Scenario } from "./Scenarios.ts"

export const SCENARIO_START = Date.UTC(2026, 10, 1)
const LEASE_MILLIS = 30_000
const FUNDS = 1_000_000_000n
const PRICE = BigInt(testRequirements.amount)

export interface ScenarioResult {
  /** How each request ended: `200:Fulfilled`, `200:Replay`, an error tag, or `crash`. */
  readonly outcomes: ReadonlyArray<string>
  readonly violations: ReadonlyArray<string>
  readonly settlements: number
}

/** `200:<tag>` for a success, the typed error's tag, `crash` for an injected process death, else `defect`. */
const outcomeOf = (exit: Exit.Exit<{ readonly _tag: string }, { readonly _tag: string }>): string => {
  if (Exit.isSuccess(exit)) return `200:${exit.value._tag}`
  const defect = Cause.findDefect(exit.cause)
  if (defect._tag === "Success" && isCrash(defect.success)) return "crash"
  const error = Cause.findErrorOption(exit.cause)
  return error._tag === "Some" ? error.value._tag : "defect"
}

const decodeResponse = Schema.decodeUnknownSync(Schema.fromJsonString(EvidenceResponse))
const requestIdOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`

/**
 * Runs one scenario against the purchase program with fakes and a store (the memory store unless `makeStore` gives
 * another adapter, which then faces the same faults), crashing and healing as the plan says, then lets the
 * reconciler finish, and checks the five invariants of DESIGN.md against the fake chain (the ground truth of who
 * paid what).
 */
export const runScenario = (
  scenario: Scenario,
  makeStore: () => IdempotencyStore["Service"] = makeMemoryStore
): Promise<ScenarioResult> => {
  const violations: Array<string> = []
  const outcomes: Array<string> = []
  const chain = new FakeChain()
  const payers = [0, 1, 2].map(payerAddress)
  payers.forEach((payer, i) => {
    chain.fund(payer, i === scenario.unfundedPayer ? 0n : FUNDS)
  })
  const facilitator = new FakeFacilitator(chain)
  facilitator.faults.add("verify", ...scenario.verifyFaults)
  facilitator.faults.add("settle", ...scenario.settleFaults)
  facilitator.faults.add("authorizationState", ...scenario.stateFaults)
  const provider = new FakeProvider()
  provider.faults.add("search", ...scenario.providerFaults)
  const store = makeStore()
  const storeFaults = new FaultPlan<StoreFault>()
  for (const [operation, fault] of scenario.storeFaults) storeFaults.add(operation, fault)

  const keys = scenario.purchases.map(
    (spec, i): PurchaseKey => ({ payer: payers[spec.payer]!, idempotencyKey: `k${i}` })
  )
  const queryKeys = new Map<string, PurchaseKey>()
  scenario.purchases.forEach((_, i) => {
    queryKeys.set(`evidence question number ${i}`, keys[i]!)
    queryKeys.set(`evidence question number ${i} reworded`, keys[i]!)
  })

  // Invariant 2: the provider runs only for a purchase that holds an executing record (never after evidence exists).
  const providerService = provider.service()
  const checkedProvider = Provider.of({
    ...providerService,
    search: (request) =>
      Effect.gen(function* () {
        const key = queryKeys.get(request.query)
        const record = key === undefined ? undefined : yield* Effect.orDie(store.get(key))
        if (record?._tag !== "executing") {
          violations.push(`provider called for "${request.query}" while its record is ${record?._tag ?? "absent"}`)
        }
        return yield* providerService.search(request)
      })
  })
  // Invariant 3: a settle happens only for a record holding validated evidence under that very payment.
  const facilitatorService = facilitator.service()
  const records = () => keys.map((key) => store.get(key))
  const checkedFacilitator = Facilitator.of({
    ...facilitatorService,
    settle: (payment, requirements) =>
      Effect.gen(function* () {
        const current = yield* Effect.orDie(Effect.all(records()))
        const owner = current.find((r) => r?._tag === "settling" && samePayment(r.payment, payment))
        if (owner === undefined) violations.push(`settle of nonce ${nonceOf(payment)} without a settling record`)
        return yield* facilitatorService.settle(payment, requirements)
      })
  })

  const policy = makePurchasePolicy({
    requirements: testRequirements,
    resource: testResource,
    leaseMillis: LEASE_MILLIS,
    settleRetryDelayMillis: 0
  })
  const layer = Layer.mergeAll(
    Layer.succeed(Provider, checkedProvider),
    Layer.succeed(Facilitator, checkedFacilitator),
    Layer.succeed(IdempotencyStore, faultyStore(store, storeFaults)),
    layerPurchasePolicy(policy),
    MemoryCounters.layer,
    TestClock.layer(),
    // Thousands of scenarios: the reconciler's resolution logs would drown the report.
    Layer.succeed(References.MinimumLogLevel, "None")
  )

  let nonces = 0
  let requests = 0
  const signed: Array<Array<PaymentPayload>> = scenario.purchases.map(() => [])
  const sign = (i: number, nowSeconds: number) => {
    const spec = scenario.purchases[i]!
    const payment = makePayment({
      payer: payers[spec.payer]!,
      nonce: nonceFor(++nonces),
      validBefore: nowSeconds + spec.validitySeconds
    })
    signed[i]!.push(payment)
    return payment
  }
  const paymentFor = (i: number, attempt: AttemptSpec, nowSeconds: number): PaymentPayload => {
    const own = signed[i]!
    if (attempt.payment === "original" && own[0] !== undefined) return own[0]
    if (attempt.payment === "stolen") {
      const victim = signed.findIndex(
        (other, j) => j !== i && scenario.purchases[j]!.payer === scenario.purchases[i]!.payer && other[0] !== undefined
      )
      if (victim >= 0) return signed[victim]![0]!
    }
    return sign(i, nowSeconds)
  }

  const bodies = new Map<string, string>()
  const request = (i: number, attempt: AttemptSpec, payment: PaymentPayload) =>
    purchase({
      request: {
        query: `evidence question number ${i}${attempt.body === "other" ? " reworded" : ""}`,
        max_sources: 5
      },
      idempotencyKey: keys[i]!.idempotencyKey,
      payment,
      requestId: requestIdOf(++requests)
    }).pipe(
      Effect.exit,
      Effect.map((exit) => {
        const outcome = outcomeOf(exit)
        outcomes.push(outcome)
        if (Exit.isSuccess(exit)) checkBody(i, exit.value.body, exit.value.requestId)
        if (outcome === "defect")
          violations.push(`unexpected failure: ${Cause.pretty((exit as Exit.Failure<unknown, unknown>).cause)}`)
      })
    )

  // Invariant 5: every 200 body is a valid response, and every 200 for one key is the same bytes.
  const checkBody = (i: number, body: string, requestId: string) => {
    try {
      const decoded = decodeResponse(body)
      if (decoded.request_id !== requestId) violations.push(`k${i}: body request_id differs from the response's`)
    } catch (e) {
      violations.push(`k${i}: 200 body does not match the response schema: ${String(e)}`)
    }
    const first = bodies.get(keys[i]!.idempotencyKey)
    if (first !== undefined && first !== body) violations.push(`k${i}: two different 200 bodies`)
    bodies.set(keys[i]!.idempotencyKey, body)
  }

  const program = Effect.gen(function* () {
    yield* TestClock.setTime(SCENARIO_START)
    const rounds = Math.max(...scenario.purchases.map((p) => p.attempts.length))
    for (let round = 0; round < rounds; round++) {
      const nowSeconds = Math.floor(SCENARIO_START / 1000) + round * scenario.secondsBetweenRounds
      const tasks = scenario.purchases.flatMap((spec, i) => {
        const attempt = spec.attempts[round]
        if (attempt === undefined) return []
        const payment = paymentFor(i, attempt, nowSeconds)
        return Array.from({ length: attempt.copies }, () => request(i, attempt, payment))
      })
      yield* Effect.all(tasks, { concurrency: "unbounded", discard: true })
      yield* TestClock.adjust(scenario.secondsBetweenRounds * 1000)
    }
    // Heal every fault, then let the worker run until nothing is in flight.
    facilitator.faults.clear()
    provider.faults.clear()
    storeFaults.clear()
    for (let pass = 0; pass < 4; pass++) {
      yield* TestClock.adjust(pass < 2 ? LEASE_MILLIS + 1 : 3_600_000)
      yield* reconcile({ owner: `worker-${pass}`, limit: 100, expiryMarginSeconds: 60 })
    }
    const stats = yield* store.pendingStats(0)
    if (stats.count > 0) violations.push(`${stats.count} record(s) still in flight after the worker ran`)
    // The client's final retry with its first authorization: fulfilled purchases must replay.
    for (let i = 0; i < scenario.purchases.length; i++) {
      const first = signed[i]![0]
      if (first !== undefined) yield* request(i, { payment: "original", copies: 1, body: "same" }, first)
    }
    return yield* Effect.all(records())
  })

  return Effect.runPromise(program.pipe(Effect.provide(layer))).then((finals) => {
    // Invariants 1 and 4: settlements and fulfilled records match one to one; debits equal the price per pack.
    const fulfilled = finals.filter((r) => r?._tag === "fulfilled")
    for (const transfer of chain.transfers) {
      const owners = fulfilled.filter((r) => r.payer === transfer.from && nonceOf(r.payment) === transfer.nonce)
      if (owners.length !== 1) {
        violations.push(`settlement ${transfer.transaction} belongs to ${owners.length} fulfilled records`)
      }
    }
    for (const record of fulfilled) {
      const paid = chain.transfers.filter((t) => t.from === record.payer && t.nonce === nonceOf(record.payment))
      if (paid.length !== 1) violations.push(`${record.idempotencyKey} fulfilled with ${paid.length} settlements`)
    }
    payers.forEach((payer, i) => {
      const packs = BigInt(fulfilled.filter((r) => r.payer === payer).length)
      const start = i === scenario.unfundedPayer ? 0n : FUNDS
      if (start - chain.balanceOf(payer) !== packs * PRICE)
        violations.push(`payer ${i} debited for other than ${packs} packs`)
    })
    // Invariant 3 (second half): nothing answered 200 unless settled; and the replayed bytes are the stored ones.
    keys.forEach((key, i) => {
      const body = bodies.get(key.idempotencyKey)
      const record = finals[i]
      if (body === undefined) return
      if (record?._tag !== "fulfilled") violations.push(`k${i}: answered 200 but its record is ${record?._tag}`)
      else if (record.body !== body) violations.push(`k${i}: 200 body differs from the stored body`)
    })
    return { outcomes, violations, settlements: chain.transfers.length }
  })
}
