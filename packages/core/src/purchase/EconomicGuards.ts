import { Cause, Clock, Effect, Exit, Option, Schema } from "effect"
import type { EvidenceRequest } from "../api/EvidenceRequest.ts"
import { EconomicCounters } from "../ports/EconomicCounters.ts"
import { IdempotencyStore } from "../ports/IdempotencyStore.ts"
import { Provider, type UpstreamCost } from "../ports/Provider.ts"
import { EconomicGuardRefused } from "./PurchaseError.ts"
import { PurchasePolicy, searchRequestOf } from "./PurchasePolicy.ts"
import type { Executing } from "./PurchaseRecord.ts"

/**
 * Every reason a 422 `economic_guard` may carry: a closed set, part of the public contract (README, /skill.md).
 * The first two are checked before the record exists (Purchase.ts), the last two here, just before the provider.
 */
export const EconomicGuardReason = Schema.Literals([
  "authorization_expires_too_soon",
  "nonce_bound_to_other_purchase",
  "payer_rejection_budget_exhausted",
  "provider_spend_budget_exhausted"
])
export type EconomicGuardReason = typeof EconomicGuardReason.Type

const refuse = (reason: EconomicGuardReason, message: string) =>
  Effect.fail(new EconomicGuardRefused({ reasons: [reason], message }))

export const totalMicroUsd = (costs: ReadonlyArray<UpstreamCost>): number =>
  costs.reduce((sum, cost) => sum + cost.microUsd, 0)

const rejectedByValidation = <A, E>(exit: Exit.Exit<A, E>): boolean =>
  Exit.isFailure(exit) &&
  Option.match(Cause.findErrorOption(exit.cause), {
    onNone: () => false,
    onSome: (error) => (error as { readonly _tag?: unknown })._tag === "EvidenceRejected"
  })

/**
 * The payer's slot: a payer whose recent purchases keep failing validation is refused before the provider is
 * called again. The slot is taken before the call (held for a lease, so a crash does not pin it), so a burst of
 * concurrent requests cannot all slip through before the first rejection is counted; a validation rejection keeps
 * it for the rolling window, any other end gives it back.
 */
const takePayerSlot = (record: Executing) =>
  Effect.gen(function* () {
    const { economicGuards, leaseMillis } = yield* PurchasePolicy
    const counters = yield* EconomicCounters
    const now = yield* Clock.currentTimeMillis
    const taken = yield* counters.takePayerSlot({
      payer: record.payer,
      slot: record.idempotencyKey,
      limit: economicGuards.payerRejections,
      holdMillis: leaseMillis,
      now
    })
    if (!taken) {
      return yield* refuse(
        "payer_rejection_budget_exhausted",
        `this payer had ${economicGuards.payerRejections} requests refused by validation within ${Math.round(economicGuards.payerWindowMillis / 60_000)} minutes; try again later`
      )
    }
  })

/** The spend budget: what this search would cost upstream must fit in the window's remaining budget. */
const reserveSpend = (request: EvidenceRequest) =>
  Effect.gen(function* () {
    const policy = yield* PurchasePolicy
    const limit = policy.economicGuards.spendLimitMicroUsd
    if (limit === undefined) return
    const provider = yield* Provider
    // A cache hit quotes nothing: it is free and always allowed.
    const cost = totalMicroUsd(
      provider.quote === undefined ? [] : yield* provider.quote(searchRequestOf(request, policy))
    )
    if (cost === 0) return
    const counters = yield* EconomicCounters
    const now = yield* Clock.currentTimeMillis
    const reserved = yield* counters.reserveSpend({
      microUsd: cost,
      limitMicroUsd: limit,
      windowMillis: policy.economicGuards.spendWindowMillis,
      now
    })
    if (!reserved) {
      return yield* refuse(
        "provider_spend_budget_exhausted",
        "the service's upstream search budget for this hour is used up; try again later"
      )
    }
  })

/**
 * Runs `work` (provider, validation, settlement) behind the economic guards. A refusal releases the record, as a
 * provider failure does: nothing was called, nothing is charged, and the same key may be retried later.
 */
export const withEconomicGuards = <A, E, R>(
  record: Executing,
  request: EvidenceRequest,
  work: Effect.Effect<A, E, R>
) =>
  Effect.gen(function* () {
    const counters = yield* EconomicCounters
    const store = yield* IdempotencyStore
    const { economicGuards } = yield* PurchasePolicy
    const freeSlot = counters.freePayerSlot(record.payer, record.idempotencyKey).pipe(Effect.ignore)
    const keepSlot = Clock.currentTimeMillis.pipe(
      Effect.flatMap((now) =>
        counters.keepPayerSlot({
          payer: record.payer,
          slot: record.idempotencyKey,
          windowMillis: economicGuards.payerWindowMillis,
          now
        })
      ),
      Effect.ignore
    )
    yield* takePayerSlot(record).pipe(Effect.tapError(() => store.release(record)))
    yield* reserveSpend(request).pipe(Effect.tapError(() => Effect.andThen(freeSlot, store.release(record))))
    return yield* work.pipe(Effect.onExit((exit) => (rejectedByValidation(exit) ? keepSlot : freeSlot)))
  })
