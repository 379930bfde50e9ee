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
     * Takes one of `payer`'s `limit` slots in the rolling window `(now - windowMillis, now]`, named `slot` (one per
     * purchase). `false`, and nothing taken, when all are in use. A slot is held while its provider call runs and
     * kept when the evidence was rejected: the window then counts the payer's recent validation rejections.
     */
    readonly takePayerSlot: (input: {
      readonly payer: string
      readonly slot: string
      readonly limit: number
      readonly windowMillis: number
      readonly now: number
    }) => Effect.Effect<boolean, StoreUnavailable>
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
