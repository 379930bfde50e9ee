import { type ChildProcess, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { type Devnet, startDevnet } from "@evidence-pack/devnet"
import { freePort } from "@evidence-pack/testkit/redis/RedisServer"
import { afterAll, beforeAll, expect, it } from "vitest"

/**
 * `pnpm worker` as an operator runs it: from the same environment as `pnpm start` (a devnet's offer and
 * facilitator, the machine's Redis under a key prefix of its own), its /healthz and /metrics on WORKER_PORT, and a
 * clean exit on SIGTERM. What it resolves is proven end to end by the crash suite (apps/http/test/e2e/Crash).
 */
const WORKER = fileURLToPath(new URL("../src/main.ts", import.meta.url))
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"

let devnet: Devnet
let worker: ChildProcess
let output = ""
let baseUrl: string

const answering = async (url: string, deadline: number): Promise<void> => {
  while (Date.now() < deadline) {
    if (worker.exitCode !== null) throw new Error(`the worker exited early:\n${output}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the worker did not answer ${url}:\n${output}`)
}

beforeAll(async () => {
  devnet = await startDevnet()
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  worker = spawn(process.execPath, [WORKER], {
    env: {
      PATH: process.env.PATH ?? "",
      ...devnet.env,
      REDIS_URL,
      REDIS_KEY_PREFIX: `evidence-pack-worker-test-${process.pid}:`,
      WORKER_PORT: String(port),
      WORKER_INTERVAL_MS: "100"
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  worker.stdout?.on("data", (chunk: Buffer) => {
    output += chunk
  })
  worker.stderr?.on("data", (chunk: Buffer) => {
    output += chunk
  })
  await answering(`${baseUrl}/healthz`, Date.now() + 60_000)
}, 120_000)

afterAll(async () => {
  if (worker !== undefined && worker.exitCode === null) worker.kill("SIGKILL")
  await devnet?.stop()
})

it("publishes the pending gauges of its passes on /metrics", async () => {
  // The gauges appear after the first pass over the (empty) pending index.
  const deadline = Date.now() + 10_000
  let metrics = ""
  while (Date.now() < deadline && !metrics.includes("evidence_pack_worker_purchases_pending")) {
    metrics = await (await fetch(`${baseUrl}/metrics`)).text()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(metrics).toMatch(/^evidence_pack_worker_purchases_pending(\{[^}]*\})? 0$/m)
  expect(metrics).toMatch(/^evidence_pack_worker_purchases_oldest_pending_seconds(\{[^}]*\})? 0$/m)
  expect(output).toContain("worker started")
})

it("stops by itself on SIGTERM, its loop interrupted (not killed by the signal)", { timeout: 30_000 }, async () => {
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    worker.once("exit", (code, signal) => resolve({ code, signal }))
  )
  worker.kill("SIGTERM")
  // NodeRuntime.runMain exits with 130 when a signal interrupted the program, as `pnpm start` does.
  expect(await exited).toEqual({ code: 130, signal: null })
})
