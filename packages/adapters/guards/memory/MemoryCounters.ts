import { EconomicCounters } from "@evidence-pack/core"
import { Effect, Layer } from "effect"

/**
 * EconomicCounters for one process (no REDIS_URL). Per payer: each live slot and when it lapses; per spend window:
 * the micro-USD reserved. Lapsed entries are dropped as they are met, so memory follows the active payers.
 */
export const make = (): EconomicCounters["Service"] => {
  const slots = new Map<string, Map<string, number>>()
  const spend = new Map<number, number>()

  const live = (payer: string, now: number): Map<string, number> => {
    const held = slots.get(payer) ?? new Map<string, number>()
    for (const [slot, lapsesAt] of held) if (lapsesAt <= now) held.delete(slot)
    slots.set(payer, held)
    return held
  }

  return EconomicCounters.of({
    takePayerSlot: ({ payer, slot, limit, holdMillis, now }) =>
      Effect.sync(() => {
        const held = live(payer, now)
        if (!held.has(slot) && held.size >= limit) return false
        held.set(slot, now + holdMillis)
        return true
      }),
    keepPayerSlot: ({ payer, slot, windowMillis, now }) =>
      Effect.sync(() => {
        live(payer, now).set(slot, now + windowMillis)
      }),
    freePayerSlot: (payer, slot) =>
      Effect.sync(() => {
        const held = slots.get(payer)
        held?.delete(slot)
        if (held?.size === 0) slots.delete(payer)
      }),
    reserveSpend: ({ microUsd, limitMicroUsd, windowMillis, now }) =>
      Effect.sync(() => {
        const window = Math.floor(now / windowMillis)
        for (const old of spend.keys()) if (old < window) spend.delete(old)
        const spent = spend.get(window) ?? 0
        if (spent + microUsd > limitMicroUsd) return false
        spend.set(window, spent + microUsd)
        return true
      })
  })
}

export const layer: Layer.Layer<EconomicCounters> = Layer.sync(EconomicCounters, make)
