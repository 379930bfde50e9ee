import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { WorkerConfig } from "../src/WorkerConfig.ts"

const read = (env: Record<string, string>) =>
  Effect.gen(function* () {
    return yield* WorkerConfig
  }).pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })))

describe("WorkerConfig", () => {
  it.effect("runs without a metrics port, polling every 500 ms, by default", () =>
    Effect.gen(function* () {
      const config = yield* read({})
      assert.deepStrictEqual(config, {
        port: 0,
        reconciler: { intervalMillis: 500, batch: 100, expiryMarginSeconds: 60 }
      })
    })
  )

  it.effect("reads WORKER_* and ignores the HTTP process's RECONCILER_* settings", () =>
    Effect.gen(function* () {
      const config = yield* read({ WORKER_PORT: "9464", WORKER_BATCH: "7", RECONCILER_BATCH: "999" })
      assert.strictEqual(config.port, 9464)
      assert.strictEqual(config.reconciler.batch, 7)
    })
  )

  it.effect("refuses a port that is not one, naming the variable", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(read({ WORKER_PORT: "70000" }))
      assert.include(String(error), "WORKER_PORT")
    })
  )
})
