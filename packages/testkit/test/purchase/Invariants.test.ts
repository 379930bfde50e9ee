import fc from "fast-check"
import { expect, it } from "vitest"
import { runScenario } from "../../src/ScenarioRunner.ts"
import { scenarioArbitrary } from "../../src/Scenarios.ts"

/**
 * The five invariants of DESIGN.md over generated scenarios: concurrent same-key requests, duplicate deliveries,
 * stolen and fresh authorizations, conflicts, provider/facilitator/store faults and crashes at every step, then
 * the reconciler. Replay a failure with PROPERTY_SEED (and PROPERTY_PATH, printed by fast-check).
 */
const runs = Number(process.env.PROPERTY_RUNS ?? 10_000)
const seed =
  process.env.PROPERTY_SEED === undefined
    ? (Date.now() ^ (Math.random() * 2 ** 31)) | 0
    : Number(process.env.PROPERTY_SEED)
const path = process.env.PROPERTY_PATH

it(`purchase invariants hold over ${runs} generated scenarios`, { timeout: 600_000 }, async () => {
  const tally = new Map<string, number>()
  let settlements = 0
  console.log(`purchase invariants: ${runs} scenarios, seed ${seed} (replay with PROPERTY_SEED=${seed})`)
  await fc.assert(
    fc.asyncProperty(scenarioArbitrary, async (scenario) => {
      const result = await runScenario(scenario)
      for (const outcome of result.outcomes) tally.set(outcome, (tally.get(outcome) ?? 0) + 1)
      settlements += result.settlements
      if (result.violations.length > 0) throw new Error(result.violations.join("\n"))
    }),
    { numRuns: runs, seed, ...(path === undefined ? {} : { path }), endOnFailure: true }
  )
  const summary = [...tally.entries()].sort(([a], [b]) => a.localeCompare(b))
  console.log(`purchase invariants: ${runs} scenarios passed, ${settlements} settlements, outcomes:`)
  console.log(summary.map(([outcome, n]) => `  ${outcome}: ${n}`).join("\n"))
  // The generator must actually reach every branch, or the invariants were checked on easy paths only.
  if (runs >= 1_000) {
    for (const outcome of [
      "200:Fulfilled",
      "200:Replay",
      "crash",
      "EvidenceRejected",
      "ProviderFailed",
      "SettlementFailed",
      "PurchasePending",
      "IdempotencyConflict",
      "EconomicGuardRefused",
      "PaymentInvalid",
      "ServiceUnavailable"
    ]) {
      expect(tally.get(outcome) ?? 0, `outcome ${outcome} never happened`).toBeGreaterThan(0)
    }
  }
})
