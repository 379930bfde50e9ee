import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { FacilitatorConfig } from "../src/FacilitatorConfig.ts"

const GAS_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"

const read = (env: Record<string, string>) =>
  Effect.gen(function* () {
    return yield* FacilitatorConfig
  }).pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })))

describe("FacilitatorConfig", () => {
  it.effect("FACILITATOR_PRIVATE_KEY chooses the local facilitator, on NETWORK's chain", () =>
    Effect.gen(function* () {
      const choice = yield* read({
        FACILITATOR_PRIVATE_KEY: GAS_KEY,
        RPC_URL: "http://127.0.0.1:8545",
        NETWORK: "eip155:84532",
        FACILITATOR_URL: "https://facilitator.example"
      })
      assert.strictEqual(choice._tag, "local")
      assert.strictEqual(choice._tag === "local" ? choice.chainId : 0, 84532)
    })
  )

  it.effect("without a key: the HTTP facilitator, RPC_URL optional", () =>
    Effect.gen(function* () {
      const choice = yield* read({ FACILITATOR_URL: "https://facilitator.example" })
      assert.deepStrictEqual(choice, {
        _tag: "http",
        url: "https://facilitator.example",
        apiKey: undefined,
        cdpApiKey: undefined,
        rpcUrl: undefined
      })
    })
  )

  it.effect("a key without RPC_URL fails start-up naming RPC_URL, never falling back to FACILITATOR_URL", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        read({ FACILITATOR_PRIVATE_KEY: GAS_KEY, NETWORK: "eip155:8453", FACILITATOR_URL: "https://f.example" })
      )
      assert.include(String(error), "RPC_URL")
      assert.notInclude(String(error), GAS_KEY)
    })
  )

  it.effect("neither a key nor FACILITATOR_URL fails naming FACILITATOR_URL", () =>
    Effect.gen(function* () {
      assert.include(String(yield* Effect.flip(read({}))), "FACILITATOR_URL")
    })
  )
})
