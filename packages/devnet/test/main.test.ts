import type { ChildProcessByStdio } from "node:child_process"
import { spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import type { Readable } from "node:stream"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { isProcessAlive } from "../src/index.ts"

const MAIN = fileURLToPath(new URL("../src/main.ts", import.meta.url))

type Main = ChildProcessByStdio<null, Readable, Readable>
const running = new Set<Main>()

afterAll(() => {
  // A failed assertion must not leave a devnet behind (a SIGKILLed main.ts still takes anvil down with it).
  for (const child of running) child.kill("SIGKILL")
})

/** Parent pid of every process, from /proc (Linux): the devnet's anvil is a grandchild of main.ts. */
const parents = (): Map<number, number> => {
  const map = new Map<number, number>()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      map.set(Number(entry), ppid)
    } catch {
      // Exited while we looked.
    }
  }
  return map
}

const descendants = (pid: number): number[] => {
  const map = parents()
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    const current = queue.pop()
    for (const [child, parent] of map) {
      if (parent === current) {
        found.push(child)
        queue.push(child)
      }
    }
  }
  return found
}

const startMain = (): Main => {
  const child = spawn(process.execPath, [MAIN], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DEVNET_RPC_PORT: "0", DEVNET_FACILITATOR_PORT: "0" }
  })
  running.add(child)
  return child
}

/** Resolves with the parsed `DEVNET {json}` line and all stdout seen so far. */
const announcement = (child: Main): Promise<{ json: Record<string, unknown>; stdout: () => string }> =>
  new Promise((resolve, reject) => {
    let stdout = ""
    let stderr = ""
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8")
    })
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8")
      const line = /^DEVNET (.*)\n/m.exec(stdout)?.[1]
      if (line !== undefined) resolve({ json: JSON.parse(line) as Record<string, unknown>, stdout: () => stdout })
    })
    child.once("exit", (code) => reject(new Error(`main.ts exited (${code}) before announcing: ${stderr}`)))
  })

const exitOf = (child: Main): Promise<{ code: number | null; signal: NodeJS.Signals | null }> =>
  new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })))

const rpcAnswers = async (rpcUrl: string): Promise<boolean> => {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      signal: AbortSignal.timeout(2_000)
    })
    return ((await response.json()) as { result?: string }).result === "0x7a69"
  } catch {
    return false
  }
}

const waitUntil = async (condition: () => boolean, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return true
}

// Concurrent: each test is dominated by main.ts's start-up (node, imports, devnet), which can overlap.
describe.concurrent("main.ts (pnpm devnet)", () => {
  it("prints one DEVNET line, serves, and exits 0 on SIGTERM leaving no process behind", async () => {
    const child = startMain()
    const { json, stdout } = await announcement(child)
    expect(Object.keys(json).sort()).toEqual(["asset", "env", "facilitator_url", "network", "pay_to", "rpc_url"])
    expect(json.network).toBe("eip155:31337")
    expect(json.env).toMatchObject({ NETWORK: "eip155:31337", ASSET: json.asset, RPC_URL: json.rpc_url })
    expect(await rpcAnswers(String(json.rpc_url))).toBe(true)
    const spawned = descendants(child.pid!)
    expect(spawned.length).toBeGreaterThan(0)

    const exited = exitOf(child)
    child.kill("SIGTERM")
    expect(await exited).toEqual({ code: 0, signal: null })
    expect(stdout().trim().split("\n")).toHaveLength(1)
    expect(spawned.filter(isProcessAlive)).toEqual([])
    expect(await rpcAnswers(String(json.rpc_url))).toBe(false)
  })

  it("takes anvil down with it even when SIGKILLed", async () => {
    const child = startMain()
    const { json } = await announcement(child)
    const spawned = descendants(child.pid!)
    const exited = exitOf(child)
    child.kill("SIGKILL")
    await exited
    expect(await waitUntil(() => spawned.every((pid) => !isProcessAlive(pid)), 3_000)).toBe(true)
    expect(await rpcAnswers(String(json.rpc_url))).toBe(false)
  })
})
