import * as MemoryCounters from "@evidence-pack/adapters/guards/memory"
import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import type { EconomicCounters, IdempotencyStore } from "@evidence-pack/core"

/**
 * A fresh reference IdempotencyStore: the single-process memory store the service runs without Redis. A baseline
 * for your own store's tests, and the default store of `runScenario` and `makeWorld`.
 */
export const makeMemoryStore: () => IdempotencyStore["Service"] = MemoryStore.make

/**
 * Fresh reference EconomicCounters for one process: what the service runs without Redis behind the economic guards
 * (the payer rejection budget, the spend budget). A baseline until you back the counters with your own store.
 */
export const makeMemoryCounters: () => EconomicCounters["Service"] = MemoryCounters.make
