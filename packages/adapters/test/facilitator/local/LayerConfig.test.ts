import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import * as LocalFacilitator from "../../../facilitator/local/index.ts"

const GAS_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"

const read = (env: Record<string, string>) =>
  Effect.gen(function* () {
    return yield* LocalFacilitator.LocalFacilitatorConfig
  }).pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })))

describe("LocalFacilitator.LocalFacilitatorConfig", () => {
  it.effect("takes the chain id from a CAIP-2 EVM NETWORK", () =>
    Effect.gen(function* () {
      const config = yield* read({
        FACILITATOR_PRIVATE_KEY: GAS_KEY,
        RPC_URL: "http://127.0.0.1:1",
        NETWORK: "eip155:8453"
      })
      assert.strictEqual(config.chainId, 8453)
    })
  )

  it.effect("rejects a NETWORK that is not eip155:<id>, naming the variable, never echoing the key", () =>
    Effect.gen(function* () {
      for (const network of ["solana:mainnet", "eip155:", "eip155:base", "8453"]) {
        const error = yield* Effect.flip(
          read({ FACILITATOR_PRIVATE_KEY: GAS_KEY, RPC_URL: "http://127.0.0.1:1", NETWORK: network })
        )
        assert.include(String(error), "NETWORK")
        assert.notInclude(String(error), GAS_KEY)
      }
    })
  )
})
