import { EconomicCounters } from "@evidence-pack/core"
import { Effect, Layer } from "effect"

/**
 * EconomicCounters for one process (no REDIS_URL). Per payer: the time each held slot was taken; per spend window:
 * the micro-USD reserved. Old entries are dropped as they are met, so memory follows the active payers.
 */
export const make = (): EconomicCounters["Service"] => {
  const slots = new Map<string, Map<string, number>>()
  const spend = new Map<number, number>()

  const live = (payer: string, now: number, windowMillis: number): Map<string, number> => {
    const held = slots.get(payer) ?? new Map<string, number>()
    for (const [slot, takenAt] of held) if (takenAt <= now - windowMillis) held.delete(slot)
    slots.set(payer, held)
    return held
  }

  return EconomicCounters.of({
    takePayerSlot: ({ payer, slot, limit, windowMillis, now }) =>
      Effect.sync(() => {
        const held = live(payer, now, windowMillis)
        if (!held.has(slot) && held.size >= limit) return false
        held.set(slot, now)
        return true
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
