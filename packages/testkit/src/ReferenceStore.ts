import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import type { IdempotencyStore } from "@evidence-pack/core"

/**
 * A fresh reference IdempotencyStore: the single-process memory store the service runs without Redis. A baseline
 * for your own store's tests, and the default store of `runScenario` and `makeWorld`.
 */
export const makeMemoryStore: () => IdempotencyStore["Service"] = MemoryStore.make
