import { Context, type Effect } from "effect"
import type { StoreUnavailable } from "./IdempotencyStore.ts"

/**
 * The counters behind the economic guards, shared by every instance when they live in Redis. Both operations are
 * atomic check-and-take: two instances racing for the last slot or the last cent cannot both win. Time is the
 * caller's (`now`, epoch ms from `Clock`), so the counters never read a clock of their own.
 */
export class EconomicCounters extends Context.Service<
  EconomicCounters,
  {
    /**
     * Takes one of `payer`'s `limit` slots, named `slot` (one per purchase), until `now + holdMillis`. `false`, and
     * nothing taken, when `limit` slots are live. A slot is held while its purchase runs (and lapses on its own if
     * the process dies), kept for the rolling window when the evidence was rejected, freed otherwise: the live
     * slots are the payer's purchases in flight plus its recent validation rejections.
     */
    readonly takePayerSlot: (input: {
      readonly payer: string
      readonly slot: string
      readonly limit: number
      readonly holdMillis: number
      readonly now: number
    }) => Effect.Effect<boolean, StoreUnavailable>
    /** The purchase ended in a validation rejection: its slot stays live until `now + windowMillis`. */
    readonly keepPayerSlot: (input: {
      readonly payer: string
      readonly slot: string
      readonly windowMillis: number
      readonly now: number
    }) => Effect.Effect<void, StoreUnavailable>
    /** Gives a slot back: the purchase did not end in a validation rejection. */
    readonly freePayerSlot: (payer: string, slot: string) => Effect.Effect<void, StoreUnavailable>
    /**
     * Adds `microUsd` to the spend of the fixed window holding `now` if that keeps it at or under `limitMicroUsd`.
     * `false`, and nothing added, otherwise.
     */
    readonly reserveSpend: (input: {
      readonly microUsd: number
      readonly limitMicroUsd: number
      readonly windowMillis: number
      readonly now: number
    }) => Effect.Effect<boolean, StoreUnavailable>
  }
>()("@evidence-pack/core/ports/EconomicCounters") {}
