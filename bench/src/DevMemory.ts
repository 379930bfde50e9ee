import { readFileSync } from "node:fs"
import { payerAccounts } from "@evidence-pack/devnet"
import { x402Client } from "@x402/core/client"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import { wrapFetchWithPayment } from "@x402/fetch"
import { awaitExit, spawnPinned } from "./ChildProcesses.ts"
import { freePort, statusMiB } from "./ServerProcess.ts"
import type { Settings } from "./Settings.ts"
import { startNodeFlags } from "./StartFlags.ts"
import { median } from "./Stats.ts"

const REPO = new URL("../../", import.meta.url).pathname
/** What `pnpm dev` runs (the root package.json's `dev` script), started by path like every bench server. */
const DEV = new URL("../../apps/http/src/dev.ts", import.meta.url).pathname
const READY_TIMEOUT_MILLIS = 180_000
const SAMPLE_MILLIS = 500
/** Purchases in flight at once (the official client signs each in the bench process). */
const BUYERS = 4
/**
 * Purchases started per minute at most, when more are asked for: each purchase begins with the client's unpaid
 * probe, and `pnpm dev` allows 120 unpaid requests per client address per minute (RATE_LIMIT_UNPAID_PER_MINUTE).
 */
const PER_MINUTE = 100

/** Questions the embedded corpus (MDN + web-features) answers with a pack. */
const QUESTIONS = [
  "Which browsers support CSS grid-template-columns?",
  "Which browsers support the CSS :has() selector?",
  "Which browsers support CSS subgrid?",
  "Which browsers support the dialog element?",
  "Which browsers support Array.prototype.at?",
  "Which browsers support CSS container queries?"
]

export type DevPhase = "idle" | "buying" | "steady"

export interface DevMemoryRun {
  readonly purchasesAsked: number
  readonly statuses: Readonly<Record<string, number>>
  /** The service process's resident set once /readyz answers (corpus index built), before any request. */
  readonly idleRssMiB: number | undefined
  /** Median of the samples over the steady window after the purchases. */
  readonly steadyRssMiB: number | undefined
  /** The service process's own peak (VmHWM), start-up and purchases included. */
  readonly peakRssMiB: number | undefined
  /** anvil, a process of its own (the chain, not our code), at the end. */
  readonly anvilRssMiB: number | undefined
  readonly startSeconds: number
  readonly buySeconds: number
  readonly samples: ReadonlyArray<{ readonly seconds: number; readonly phase: DevPhase; readonly rssMiB: number }>
}

/** Every descendant of `pid` (children first), from /proc. */
const descendants = (pid: number): Array<number> => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean)
    return children.map(Number).flatMap((child) => [child, ...descendants(child)])
  } catch {
    return []
  }
}

const anvilOf = (pid: number): number | undefined =>
  descendants(pid).find((child) => {
    try {
      return readFileSync(`/proc/${child}/comm`, "utf8").trim() === "anvil"
    } catch {
      return false
    }
  })

const waitReady = async (baseUrl: string, alive: () => boolean): Promise<void> => {
  const deadline = Date.now() + READY_TIMEOUT_MILLIS
  while (Date.now() < deadline) {
    if (!alive()) throw new Error("pnpm dev exited before it was ready")
    const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`pnpm dev not ready within ${READY_TIMEOUT_MILLIS / 1000} s`)
}

/** The official x402 client, one per devnet payer (accounts #5-#9, 1,000 devnet USDC each), as `pnpm demo` pays. */
const payingFetches = async (baseUrl: string) => {
  const manifest = (await (await fetch(`${baseUrl}/.well-known/x402`)).json()) as {
    readonly resources: ReadonlyArray<{ readonly payment: { readonly network: `${string}:${string}`; asset: string } }>
  }
  const offer = manifest.resources[0]
  if (offer === undefined) throw new Error("pnpm dev publishes no paid resource")
  const { network, asset } = offer.payment
  return payerAccounts().map((payer) => {
    const client = new x402Client().register(network, new ExactEvmScheme(payer.account))
    client.setSpendControls({ allowedAssets: [{ network, asset, maxAmountPerPayment: "15000" }] })
    return wrapFetchWithPayment(fetch, client)
  })
}

/**
 * `pnpm dev` as a developer starts it (a clean environment but PATH and HOME, on free ports, pinned to the server
 * CPU): the devnet (anvil, USDC, facilitator), the memory store, the offline corpus and the HTTP app. Once ready,
 * packs are bought through it with real payments by the official x402 client, as `pnpm demo` does (at most 100 a
 * minute, under its unpaid-request limit); the service process's VmRSS is read every half second from start to the
 * end of a steady window after the last purchase.
 */
export const runDevMemory = async (settings: Settings): Promise<DevMemoryRun> => {
  const { purchases, steadySeconds } = settings.devMemory
  const port = await freePort()
  const rpcPort = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    PORT: String(port),
    DEVNET_RPC_PORT: String(rpcPort)
  }
  const started = performance.now()
  const child = spawnPinned(settings.serverCpu, process.execPath, [...startNodeFlags(), DEV], {
    cwd: REPO,
    env,
    stdio: "ignore"
  })
  const pid = child.pid ?? -1
  const alive = () => child.exitCode === null && child.signalCode === null
  const samples: Array<{ seconds: number; phase: DevPhase; rssMiB: number }> = []
  let phase: DevPhase = "idle"
  const sampler = setInterval(() => {
    const rssMiB = statusMiB(pid, "VmRSS")
    if (rssMiB !== undefined) samples.push({ seconds: (performance.now() - started) / 1000, phase, rssMiB })
  }, SAMPLE_MILLIS)
  try {
    await waitReady(baseUrl, alive)
    const startSeconds = (performance.now() - started) / 1000
    const idleRssMiB = statusMiB(pid, "VmRSS")
    const fetches = await payingFetches(baseUrl)
    const statuses: Record<string, number> = {}
    const buyStarted = performance.now()
    phase = "buying"
    let next = 0
    await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        for (let n = next++; n < purchases; n = next++) {
          const due = purchases <= PER_MINUTE ? 0 : buyStarted + (n * 60_000) / PER_MINUTE - performance.now()
          if (due > 0) await new Promise((resolve) => setTimeout(resolve, due))
          const response = await fetches[n % fetches.length]!(`${baseUrl}/v1/evidence`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
            body: JSON.stringify({ query: QUESTIONS[n % QUESTIONS.length], max_sources: 5 })
          }).catch(() => undefined)
          await response?.arrayBuffer()
          const status = String(response?.status ?? 0)
          statuses[status] = (statuses[status] ?? 0) + 1
        }
      })
    )
    const buySeconds = (performance.now() - buyStarted) / 1000
    phase = "steady"
    await new Promise((resolve) => setTimeout(resolve, steadySeconds * 1000))
    const anvil = anvilOf(pid)
    const steady = samples.filter((sample) => sample.phase === "steady").map((sample) => sample.rssMiB)
    return {
      purchasesAsked: purchases,
      statuses,
      idleRssMiB,
      steadyRssMiB: steady.length === 0 ? undefined : median(steady),
      peakRssMiB: statusMiB(pid, "VmHWM"),
      anvilRssMiB: anvil === undefined ? undefined : statusMiB(anvil, "VmRSS"),
      startSeconds,
      buySeconds,
      samples
    }
  } finally {
    clearInterval(sampler)
    // SIGTERM: pnpm dev stops the devnet (and its anvil) before it exits.
    if (alive()) child.kill("SIGTERM")
    await awaitExit(child, 15_000)
  }
}
