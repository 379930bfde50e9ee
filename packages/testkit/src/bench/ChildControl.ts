/**
 * The control channel between the bench (bench/) and a child it started (Node IPC): the servers it measures, ours
 * (apps/http/test/support/BenchService.ts) among them, and its validator run. The child says when it is ready,
 * answers stats requests, and exits as soon as the bench goes away, so a crashed bench leaves no orphan. Both sides
 * import it from here, since neither may import the other.
 */
export type ChildStats = Readonly<Record<string, number>>

export interface ChildMessage {
  readonly type: "ready" | "stats" | "result"
  readonly payload?: unknown
}

const send = (message: ChildMessage) => {
  if (process.send !== undefined) process.send(message)
}

export const announceReady = (payload?: unknown) => send({ type: "ready", payload })

export const reportResult = (payload: unknown) => send({ type: "result", payload })

const MIB = 1024 * 1024

const heapUsed = () => process.memoryUsage().heapUsed / MIB

/** The V8 heap and what lives outside it, in MiB: what the resident set is made of. */
const memory = (): ChildStats => {
  const usage = process.memoryUsage()
  return {
    "memory.rssMiB": usage.rss / MIB,
    "memory.heapTotalMiB": usage.heapTotal / MIB,
    "memory.heapUsedMiB": usage.heapUsed / MIB,
    "memory.externalMiB": usage.external / MIB,
    "memory.arrayBuffersMiB": usage.arrayBuffers / MIB
  }
}

/** Answers `{ type: "stats", gc? }` with the counters (and memory), and `{ type: "stop" }` by running `stop` then exiting. */
export const serveControl = (options: {
  readonly stats?: () => ChildStats
  readonly stop?: () => Promise<void> | void
}) => {
  let stopping = false
  const exit = async () => {
    if (stopping) return
    stopping = true
    try {
      await options.stop?.()
    } finally {
      process.exit(0)
    }
  }
  process.on("message", (message: { readonly type?: string; readonly gc?: boolean }) => {
    if (message.type === "stop") return void exit()
    if (message.type !== "stats") return
    const before = memory()
    // After the runs: a full collection (the bench starts servers with --expose-gc) shows the live heap.
    const gc = (globalThis as { readonly gc?: () => void }).gc
    if (message.gc === true && gc !== undefined) gc()
    const after = message.gc === true && gc !== undefined ? { "memory.heapUsedAfterGcMiB": heapUsed() } : {}
    send({ type: "stats", payload: { ...options.stats?.(), ...before, ...after } })
  })
  process.on("disconnect", () => void exit())
  process.on("SIGTERM", () => void exit())
  process.on("SIGINT", () => void exit())
}

export const portFromEnv = (): number => {
  const port = Number(process.env.BENCH_PORT)
  if (!Number.isInteger(port) || port <= 0) throw new Error("BENCH_PORT is required")
  return port
}
