import { makeMemoryStore, runScenario, scenarioArbitrary, storeConformance } from "@evidence-pack/testkit"
import fc from "fast-check"
import { expect, it } from "vitest"

// Your adapter's factory: a fresh, empty store on every call. Here the reference memory store stands in.
const makeStore = () => makeMemoryStore()

// The semantics every IdempotencyStore must have (the memory and Redis stores run the same suite).
storeConformance("my store", { make: async () => makeStore() })

// The five purchase invariants over generated scenarios (concurrent and duplicate requests, crashes, provider,
// facilitator and store faults at every step), with your store holding the records.
it("purchase invariants hold on my store", { timeout: 600_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(scenarioArbitrary, async (scenario) => {
      const result = await runScenario(scenario, makeStore)
      expect(result.violations).toEqual([])
    }),
    { numRuns: Number(process.env.PROPERTY_RUNS ?? 1_000) }
  )
})
