import * as MemoryCounters from "@evidence-pack/adapters/guards/memory"
import {
  type EconomicCounters,
  Facilitator,
  IdempotencyStore,
  layerPurchasePolicy,
  makePurchasePolicy,
  Provider,
  type PurchasePolicy,
  type PurchasePolicyShape
} from "@evidence-pack/core"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { FakeChain } from "./FakeChain.ts"
import { FakeFacilitator } from "./FakeFacilitator.ts"
import { FakeProvider } from "./FakeProvider.ts"
import { FaultPlan } from "./FaultPlan.ts"
import { faultyStore, type StoreFault } from "./FaultyStore.ts"
import { payerAddress, testRequirements, testResource } from "./Payments.ts"
import { makeMemoryStore } from "./ReferenceStore.ts"

type WorldServices = Provider | Facilitator | IdempotencyStore | PurchasePolicy | EconomicCounters

export const WORLD_START = Date.UTC(2026, 10, 1)
export const WORLD_FUNDS = 1_000_000_000n

/**
 * Everything the purchase program needs, faked: a chain with three funded payers, a facilitator and a provider
 * with fault plans, a store (the memory store unless `makeStore` gives another) behind a faulty wrapper, a policy,
 * and a TestClock set to WORLD_START.
 */
export const makeWorld = (
  policy: Partial<PurchasePolicyShape> = {},
  makeStore: () => IdempotencyStore["Service"] = makeMemoryStore
) => {
  const chain = new FakeChain()
  const payers = [0, 1, 2].map(payerAddress)
  for (const payer of payers) chain.fund(payer, WORLD_FUNDS)
  const facilitator = new FakeFacilitator(chain)
  const provider = new FakeProvider()
  const memory = makeStore()
  const storeFaults = new FaultPlan<StoreFault>()
  const layer = Layer.mergeAll(
    Layer.succeed(Provider, provider.service()),
    Layer.succeed(Facilitator, facilitator.service()),
    Layer.succeed(IdempotencyStore, faultyStore(memory, storeFaults)),
    MemoryCounters.layer,
    layerPurchasePolicy(
      makePurchasePolicy({
        requirements: testRequirements,
        resource: testResource,
        settleRetryDelayMillis: 0,
        ...policy
      })
    ),
    TestClock.layer()
  )
  const run = <A, E>(effect: Effect.Effect<A, E, WorldServices>) =>
    Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(WORLD_START)
        return yield* effect
      }).pipe(Effect.provide(layer))
    )
  return { chain, payers, facilitator, provider, memory, storeFaults, layer, run }
}
