import fc from "fast-check"
import type { FacilitatorFault } from "./FakeFacilitator.ts"
import type { ProviderFault } from "./FakeProvider.ts"
import type { StoreFault } from "./FaultyStore.ts"

/** One client attempt at a purchase: which authorization it sends, and how many copies arrive at once. */
export interface AttemptSpec {
  /** `original` re-sends the first authorization; `fresh` signs a new one; `stolen` sends another key's. */
  readonly payment: "original" | "fresh" | "stolen"
  /** Duplicate deliveries of the same request, concurrently. */
  readonly copies: number
  /** `other` sends a different body under the same key (a conflict). */
  readonly body: "same" | "other"
}

export interface PurchaseSpec {
  readonly payer: number
  readonly attempts: ReadonlyArray<AttemptSpec>
  /** Seconds the authorizations stay valid (short ones trip the settle-window guard or expire). */
  readonly validitySeconds: number
}

/** A whole scenario: purchases, and the faults the fakes inject in call order. */
export interface Scenario {
  readonly purchases: ReadonlyArray<PurchaseSpec>
  readonly unfundedPayer: number | null
  readonly providerFaults: ReadonlyArray<ProviderFault | "none">
  readonly verifyFaults: ReadonlyArray<FacilitatorFault | "none">
  readonly settleFaults: ReadonlyArray<FacilitatorFault | "none">
  readonly stateFaults: ReadonlyArray<FacilitatorFault | "none">
  readonly storeFaults: ReadonlyArray<readonly [string, StoreFault | "none"]>
  /** Seconds the clock moves between rounds of attempts. */
  readonly secondsBetweenRounds: number
}

const attempt: fc.Arbitrary<AttemptSpec> = fc.record({
  payment: fc.constantFrom<AttemptSpec["payment"]>("original", "original", "original", "fresh", "stolen"),
  copies: fc.integer({ min: 1, max: 3 }),
  body: fc.constantFrom<AttemptSpec["body"]>("same", "same", "same", "same", "other")
})

const purchaseSpec: fc.Arbitrary<PurchaseSpec> = fc.record({
  payer: fc.integer({ min: 0, max: 2 }),
  attempts: fc.array(attempt, { minLength: 1, maxLength: 4 }),
  validitySeconds: fc.constantFrom(5, 40, 120, 120, 600, 600)
})

const weighted = <F extends string>(faults: ReadonlyArray<F>) =>
  fc.array(fc.oneof({ arbitrary: fc.constant("none" as const), weight: 3 }, fc.constantFrom(...faults)), {
    maxLength: 6
  })

const storeOperations = [
  "get",
  "create",
  "update:settling",
  "update:fulfilled",
  "update:rejected",
  "update:unpaid",
  "release",
  "claimExpired"
] as const

export const scenarioArbitrary: fc.Arbitrary<Scenario> = fc.record({
  purchases: fc.array(purchaseSpec, { minLength: 1, maxLength: 4 }),
  unfundedPayer: fc.option(fc.integer({ min: 0, max: 2 }), { freq: 5 }),
  providerFaults: weighted<ProviderFault>(["timeout", "unavailable", "junk", "too_few", "crash"]),
  verifyFaults: weighted<FacilitatorFault>(["unavailable"]),
  settleFaults: weighted<FacilitatorFault>([
    "rejected",
    "timeout_not_applied",
    "answer_lost",
    "crash_after_apply",
    "crash_before_apply"
  ]),
  stateFaults: weighted<FacilitatorFault>(["unavailable"]),
  storeFaults: fc.array(
    fc.tuple(
      fc.constantFrom(...storeOperations),
      fc.constantFrom<StoreFault | "none">("none", "unavailable", "crash_before", "crash_after")
    ),
    { maxLength: 4 }
  ),
  secondsBetweenRounds: fc.constantFrom(1, 10, 45)
})
