import { Clock, Effect } from "effect"
import { Facilitator } from "../ports/Facilitator.ts"
import { IdempotencyStore } from "../ports/IdempotencyStore.ts"
import { payerOf } from "../x402/PaymentPayload.ts"
import type { SettlementResponse } from "../x402/SettlementResponse.ts"
import { settlementOf } from "./Fulfilment.ts"
import { PurchasePolicy } from "./PurchasePolicy.ts"
import type { Fulfilled, Settling } from "./PurchaseRecord.ts"
import { fulfil, markUnpaid } from "./Transitions.ts"

/** Where settling a record ended. Shared by the inline purchase and the reconciler, so both decide alike. */
export type SettleOutcome =
  | { readonly _tag: "Fulfilled"; readonly record: Fulfilled }
  | { readonly _tag: "Unpaid"; readonly reason: string; readonly message: string }
  /** The chain may or may not have the payment: the record stays settling for the worker. */
  | { readonly _tag: "Unknown"; readonly reason: string }
  /** Another process advanced the record first; its current state decides. */
  | { readonly _tag: "Lost" }

/**
 * Records a confirmed settlement as the fulfilled record. A store failure here leaves the record settling (the
 * worker fulfils it from the chain), so it is reported as unknown, never as a failure that invites a re-sign.
 */
export const fulfilSettled = Effect.fn("fulfilSettled")(function* (record: Settling, settled: SettlementResponse) {
  const store = yield* IdempotencyStore
  const now = yield* Clock.currentTimeMillis
  const next = fulfil(record, settlementOf(record, settled, now))
  const result = yield* store.update(record, next)
  if (result._tag === "Updated") return { _tag: "Fulfilled", record: next } as const
  if (result._tag === "Stale" && result.current?._tag === "fulfilled") {
    return { _tag: "Fulfilled", record: result.current } as const
  }
  return { _tag: "Lost" } as const
})

/** The settlement the chain proves happened, when the facilitator's own answer was lost. */
export const chainSettlement = (record: Settling, transaction: string | null, network: string): SettlementResponse => ({
  success: true,
  transaction: transaction ?? "",
  network,
  payer: payerOf(record.payment)
})

const settleOnce = (record: Settling) =>
  Effect.gen(function* () {
    const facilitator = yield* Facilitator
    const policy = yield* PurchasePolicy
    return yield* facilitator.settle(record.payment, policy.requirements).pipe(
      Effect.map((settled) => ({ _tag: "Settled", settled }) as const),
      Effect.catchTags({
        SettlementRejected: (e) => Effect.succeed({ _tag: "Rejected", reason: e.reason, message: e.message } as const),
        SettlementUnknown: (e) => Effect.succeed({ _tag: "Unknown", reason: e.reason } as const)
      })
    )
  })

/**
 * Settles a stored settling record: a few quick attempts while the outcome is unknown (a second settle of a
 * used authorization cannot charge twice: the token refuses the nonce), then the chain is asked before anything
 * is called failed. Only an authorization the chain shows unused is ever marked unpaid.
 */
export const settleRecord = Effect.fn("settleRecord")(function* (record: Settling) {
  const policy = yield* PurchasePolicy
  const facilitator = yield* Facilitator
  let last: { readonly definitive: boolean; readonly reason: string } = { definitive: false, reason: "not_attempted" }
  for (let attempt = 1; attempt <= policy.settleAttempts; attempt++) {
    const result = yield* settleOnce(record)
    if (result._tag === "Settled") return yield* fulfilSettled(record, result.settled)
    last = { definitive: result._tag === "Rejected", reason: result.reason }
    if (last.definitive) break
    if (attempt < policy.settleAttempts && policy.settleRetryDelayMillis > 0) {
      yield* Effect.sleep(policy.settleRetryDelayMillis * attempt)
    }
  }
  const state = yield* facilitator.authorizationState(record.payment).pipe(Effect.option)
  if (state._tag === "None") return { _tag: "Unknown", reason: last.reason } as SettleOutcome
  if (state.value._tag === "Used") {
    return yield* fulfilSettled(record, chainSettlement(record, state.value.transaction, policy.requirements.network))
  }
  if (!last.definitive) return { _tag: "Unknown", reason: last.reason } as SettleOutcome
  return yield* recordUnpaid(record, last.reason)
})

/** Marks a settling record unpaid: the chain shows the authorization unused and it will not be retried. */
export const recordUnpaid = (record: Settling, reason: string) =>
  Effect.gen(function* () {
    const store = yield* IdempotencyStore
    const result = yield* store.update(record, markUnpaid(record, reason))
    if (result._tag !== "Updated") return { _tag: "Lost" } as SettleOutcome
    return { _tag: "Unpaid", reason, message: `settlement failed: ${reason}` } as SettleOutcome
  })
