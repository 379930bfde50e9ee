import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { type Devnet, startDevnet } from "@evidence-pack/devnet"
import { JsonLogs } from "@evidence-pack/runtime/Logging"
import { ConfigProvider, Console, Effect } from "effect"
import { runService } from "./main.ts"

/**
 * `pnpm dev`: the whole service on the embedded defaults, with no configuration: a local devnet (anvil, Circle's
 * USDC, an x402 facilitator), the memory store, the offline corpus provider and the HTTP app. It signs with
 * anvil's public test keys, so it refuses to run in production.
 */
const DEFAULT_DEVNET_RPC_PORT = 8545

const refuseProduction = Effect.suspend(() =>
  process.env.NODE_ENV === "production"
    ? Effect.die(new Error("pnpm dev runs a local devnet with public test keys; refusing with NODE_ENV=production"))
    : Effect.void
)

const devnet = Effect.acquireRelease(
  Effect.promise(() => startDevnet({ rpcPort: Number(process.env.DEVNET_RPC_PORT ?? DEFAULT_DEVNET_RPC_PORT) })),
  (running) => Effect.promise(() => running.stop())
)

const banner = (chain: Devnet, baseUrl: string) =>
  [
    `evidence-pack dev: listening on ${baseUrl}`,
    `  devnet RPC ${chain.rpcUrl} (${chain.network}), USDC ${chain.asset}, facilitator ${chain.facilitatorUrl}`,
    `  pays to ${chain.payTo}; anvil accounts #5-#9 hold 1,000 devnet USDC each`,
    `  buy a pack:  pnpm demo            (official x402 client, account #5)`,
    `  discovery:   ${baseUrl}/openapi.json  ${baseUrl}/.well-known/x402  ${baseUrl}/skill.md  ${baseUrl}/docs`
  ].join("\n")

const program = Effect.gen(function* () {
  yield* refuseProduction
  const chain = yield* devnet
  // The devnet decides the payment terms; PORT and BASE_URL stay the operator's to set. The service reads this
  // environment through its ConfigProvider: the process's own environment is left as it was.
  const port = process.env.PORT ?? "8402"
  const env = { ...process.env, ...chain.env, PORT: port }
  const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${port}`
  yield* Console.log(banner(chain, baseUrl))
  return yield* runService.pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })))
})

program.pipe(Effect.scoped, Effect.provide(JsonLogs), NodeRuntime.runMain)
