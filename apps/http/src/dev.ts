import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { type Devnet, startDevnet } from "@evidence-pack/devnet"
import { devnetPortsFromEnv } from "@evidence-pack/devnet/DevnetPorts"
import { JsonLogs } from "@evidence-pack/runtime/Logging"
import { baseUrlOf } from "@evidence-pack/runtime/ServiceConfig"
import { ConfigProvider, Console, Effect } from "effect"
import { HttpAppConfig } from "./HttpAppConfig.ts"
import { serve } from "./main.ts"

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
  Effect.promise(() => {
    const ports = devnetPortsFromEnv()
    return startDevnet({ ...ports, rpcPort: ports.rpcPort ?? DEFAULT_DEVNET_RPC_PORT })
  }),
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

/** The devnet decides the payment terms; PORT, BASE_URL and the rest stay the operator's. process.env is not written. */
const environmentWith = (chain: Devnet): Record<string, string> => {
  const operator = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined)
  return { ...Object.fromEntries(operator), ...chain.env }
}

/** The service on the operator's environment with the devnet's payment terms laid over it. */
const serveOn = (chain: Devnet) =>
  Effect.gen(function* () {
    const config = yield* HttpAppConfig
    yield* Console.log(banner(chain, baseUrlOf(config)))
    return yield* serve(config)
  }).pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env: environmentWith(chain) })))

const program = Effect.gen(function* () {
  yield* refuseProduction
  return yield* serveOn(yield* devnet)
})

program.pipe(Effect.scoped, Effect.provide(JsonLogs), NodeRuntime.runMain)
