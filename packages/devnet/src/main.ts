/**
 * `pnpm devnet`: anvil + USDC + facilitator, until SIGINT/SIGTERM. Prints exactly one stdout line,
 * `DEVNET {json}`, for scripts and humans to pick up the URLs and the environment for the app.
 * Env: DEVNET_RPC_PORT, DEVNET_FACILITATOR_PORT (absent or 0: free ports).
 */
import type { Devnet } from "./Devnet.ts"
import { startDevnet } from "./Devnet.ts"
import { devnetPortsFromEnv } from "./DevnetPorts.ts"

const announcement = (devnet: Devnet): string =>
  `DEVNET ${JSON.stringify({
    rpc_url: devnet.rpcUrl,
    facilitator_url: devnet.facilitatorUrl,
    network: devnet.network,
    asset: devnet.asset,
    pay_to: devnet.payTo,
    env: devnet.env
  })}\n`

/**
 * Resolves on the first SIGINT/SIGTERM. Listening before the devnet starts means a signal during start-up still
 * ends in a clean stop; a second signal while stopping exits at once (the exit hook still kills anvil).
 */
const untilSignal = (): Promise<void> =>
  new Promise((resolve) => {
    let received = false
    const onSignal = (): void => {
      if (received) process.exit(1)
      received = true
      resolve()
    }
    process.on("SIGINT", onSignal)
    process.on("SIGTERM", onSignal)
  })

const main = async (): Promise<void> => {
  const signalled = untilSignal()
  const devnet = await startDevnet(devnetPortsFromEnv())
  process.stdout.write(announcement(devnet))
  await signalled
  await devnet.stop()
}

main().then(
  // Exit explicitly so that no stray handle (e.g. a kept-alive client socket) can hold the process open.
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`devnet failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  }
)
