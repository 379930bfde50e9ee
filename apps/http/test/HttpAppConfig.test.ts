import { assert, describe, it } from "@effect/vitest"
import { ServiceConfig } from "@evidence-pack/runtime/ServiceConfig"
import { ConfigProvider, Effect } from "effect"
import { HttpAppConfig } from "../src/HttpAppConfig.ts"

const SERVICE_ENV = {
  NETWORK: "eip155:8453",
  ASSET: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
  PAY_TO: "0x1111111111111111111111111111111111111111",
  FACILITATOR_URL: "https://facilitator.example"
}

const withEnv = (env: Record<string, string>) =>
  Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))

describe("HttpAppConfig", () => {
  it.effect("the edge's variables are the HTTP app's alone: a bad one stops the app, not the worker", () =>
    Effect.gen(function* () {
      const env = { ...SERVICE_ENV, MAX_BODY_BYTES: "lots", RECONCILER_BATCH: "7" }
      const error = yield* Effect.flip(
        Effect.gen(function* () {
          return yield* HttpAppConfig
        }).pipe(withEnv(env))
      )
      assert.include(String(error), "MAX_BODY_BYTES")
      const service = yield* Effect.gen(function* () {
        return yield* ServiceConfig
      }).pipe(withEnv(env))
      assert.strictEqual(service.network, "eip155:8453")
      assert.notProperty(service, "maxBodyBytes")
    })
  )

  it.effect("the service's settings and the edge's, read once into one value", () =>
    Effect.gen(function* () {
      const config = yield* Effect.gen(function* () {
        return yield* HttpAppConfig
      }).pipe(withEnv({ ...SERVICE_ENV, RECONCILER_BATCH: "7", TRUST_PROXY: "true" }))
      assert.strictEqual(config.payTo, SERVICE_ENV.PAY_TO)
      assert.strictEqual(config.reconciler.batch, 7)
      assert.strictEqual(config.trustProxy, true)
      assert.strictEqual(config.facilitator._tag, "http")
    })
  )
})
