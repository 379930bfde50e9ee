import { assert, describe, it } from "@effect/vitest"
import { PageFetcher } from "@evidence-pack/core"
import { ConfigProvider, Effect, Option } from "effect"
import * as HttpPageFetcher from "../../../page/http/index.ts"

/** Runs with the layer built from these environment variables only; answers the PageFetcher, if any. */
const withEnv = (env: Record<string, string>) =>
  Effect.serviceOption(PageFetcher).pipe(
    Effect.provide(HttpPageFetcher.layerConfig),
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))
  )

describe("HttpPageFetcher.layerConfig", () => {
  it.effect("is off by default and when LIVE_CHECK=off: no PageFetcher, so no live check", () =>
    Effect.gen(function* () {
      assert.isTrue(Option.isNone(yield* withEnv({})))
      assert.isTrue(Option.isNone(yield* withEnv({ LIVE_CHECK: "off", LIVE_CHECK_CONCURRENCY: "3" })))
    })
  )

  it.effect("LIVE_CHECK=on provides a PageFetcher with the configured concurrency (default 8)", () =>
    Effect.gen(function* () {
      const configured = yield* withEnv({ LIVE_CHECK: "on", LIVE_CHECK_CONCURRENCY: "3" })
      assert.strictEqual(Option.getOrThrow(configured).concurrency, 3)
      assert.strictEqual(Option.getOrThrow(yield* withEnv({ LIVE_CHECK: "on" })).concurrency, 8)
    })
  )

  it.effect("refuses nonsense at start-up", () =>
    Effect.gen(function* () {
      for (const env of [
        { LIVE_CHECK: "yes" },
        { LIVE_CHECK: "on", LIVE_CHECK_TIMEOUT_MS: "0" },
        { LIVE_CHECK: "on", LIVE_CHECK_MAX_BYTES: "lots" },
        { LIVE_CHECK: "on", LIVE_CHECK_CONCURRENCY: "-1" }
      ]) {
        const error = yield* Effect.flip(withEnv(env))
        assert.strictEqual(error._tag, "ConfigError", JSON.stringify(env))
      }
    })
  )
})
