import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Facilitator } from "@evidence-pack/core"
import { ConfigProvider, Effect } from "effect"
import * as HttpFacilitator from "../../../facilitator/http/index.ts"
import { type FacilitatorServer, json, startFacilitatorServer } from "./FacilitatorServer.ts"
import { API_KEY, payment, requirements } from "./Fixtures.ts"

let server: FacilitatorServer

beforeAll(async () => {
  server = await startFacilitatorServer()
})
afterAll(() => server.close())

/** Builds the port from these environment variables only, and runs `use` with it. */
const withEnv = <A, E>(env: Record<string, string>, use: (port: Facilitator["Service"]) => Effect.Effect<A, E>) =>
  Facilitator.use(use).pipe(
    Effect.provide(HttpFacilitator.layerConfig),
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))
  )

describe("HttpFacilitator.layerConfig", () => {
  it.effect("reads FACILITATOR_URL and sends FACILITATOR_API_KEY as a bearer token", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: true }))
      yield* withEnv({ FACILITATOR_URL: server.url, FACILITATOR_API_KEY: API_KEY }, (port) =>
        port.verify(payment, requirements)
      )
      assert.strictEqual(server.received[0]?.headers.authorization, `Bearer ${API_KEY}`)
    })
  )

  it.effect("a blank FACILITATOR_API_KEY means no key; without RPC_URL the chain cannot be asked", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: true }))
      const error = yield* withEnv({ FACILITATOR_URL: server.url, FACILITATOR_API_KEY: " ", RPC_URL: "" }, (port) =>
        port.verify(payment, requirements).pipe(Effect.andThen(Effect.flip(port.authorizationState(payment))))
      )
      assert.isUndefined(server.received[0]?.headers.authorization)
      assert.include(error.message, "RPC_URL")
    })
  )

  it.effect("a missing or non-http FACILITATOR_URL fails at start-up", () =>
    Effect.gen(function* () {
      for (const env of [{}, { FACILITATOR_URL: "" }, { FACILITATOR_URL: "ftp://facilitator.example" }]) {
        const error = yield* Effect.flip(withEnv(env, () => Effect.void))
        assert.strictEqual(error._tag, "ConfigError")
      }
    })
  )

  it.effect("the API key is not in a start-up error either", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        withEnv({ FACILITATOR_URL: "nope", FACILITATOR_API_KEY: API_KEY }, () => Effect.void)
      )
      assert.notInclude(`${String(error)} ${error.message}`, API_KEY)
    })
  )
})
