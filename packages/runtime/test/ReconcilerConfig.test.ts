import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { ReconcilerConfig } from "../src/ReconcilerConfig.ts"

const defaults = { intervalMillis: 2_000, batch: 50, expiryMarginSeconds: 60 }

const read = (prefix: string, env: Record<string, string>) =>
  Effect.gen(function* () {
    return yield* ReconcilerConfig(prefix, defaults)
  }).pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })))

describe("ReconcilerConfig", () => {
  it.effect("reads its own prefix only, defaulting what is unset", () =>
    Effect.gen(function* () {
      const env = { RECONCILER_BATCH: "7", RECONCILER_INTERVAL_MS: "250", WORKER_BATCH: "999" }
      assert.deepStrictEqual(yield* read("RECONCILER", env), { intervalMillis: 250, batch: 7, expiryMarginSeconds: 60 })
      assert.deepStrictEqual(yield* read("WORKER", env), { ...defaults, batch: 999 })
    })
  )

  it.effect("rejects a value that is not an integer, naming the variable", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(read("RECONCILER", { RECONCILER_INTERVAL_MS: "soon" }))
      assert.include(String(error), "RECONCILER_INTERVAL_MS")
    })
  )
})
