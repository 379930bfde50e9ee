import { loadavg } from "node:os"
import { runGenerator } from "./GeneratorProcess.ts"
import type { OpenLoopJob, OpenLoopResult } from "./OpenLoopGenerator.ts"
import type { PaymentPool } from "./PaymentPool.ts"
import type { PoolCursor } from "./PoolLines.ts"
import type { ServerProcess } from "./ServerProcess.ts"
import type { Settings } from "./Settings.ts"

const GENERATOR = new URL("./OpenLoopGenerator.ts", import.meta.url).pathname

/** One open-loop run on one server, and what it cost the server. */
export interface OpenLoopRun extends OpenLoopResult {
  readonly server: string
  /** Offered requests per second and the measured seconds (after the warm-up). */
  readonly rate: number
  readonly seconds: number
  readonly generatorCpuSeconds: number
  /** Server CPU seconds per wall second during the whole run (1 = its pinned core fully used). */
  readonly serverCpuShare: number | undefined
  readonly loadAverage: readonly [number, number]
}

/**
 * Fresh purchases at a constant offered rate (OpenLoopGenerator.ts, pinned to the load CPU), whatever the server
 * answers: a server slower than the rate builds a queue, and every request's latency counts from when it should
 * have been sent. Reads the server's pool lines from `cursor` and moves it past them.
 */
export const runOpenLoop = async (
  server: ServerProcess,
  pool: PaymentPool,
  cursor: PoolCursor,
  settings: Settings
): Promise<OpenLoopRun> => {
  const { rate, warmupSeconds, seconds, connections } = settings.openLoop
  await pool.ensure(cursor.line + Math.round(rate * (warmupSeconds + seconds)))
  const job: OpenLoopJob = {
    port: server.port,
    rate,
    warmupSeconds,
    seconds,
    poolFile: pool.file,
    from: { ...cursor },
    connections,
    // A server far behind the rate answers the last requests of the run a minute or more after they were due.
    timeoutSeconds: 180
  }
  const loadBefore = loadavg()[0]!
  const cpuBefore = server.cpuSeconds()
  const started = performance.now()
  const { result, cpuSeconds } = await runGenerator<OpenLoopResult>(settings.loadCpu, process.execPath, [
    GENERATOR,
    JSON.stringify(job)
  ])
  const cpuAfter = server.cpuSeconds()
  const wall = (performance.now() - started) / 1000
  if (!server.alive) throw new Error(`${server.name} died during the open loop:\n${server.stderrTail()}`)
  cursor.line += result.lines
  cursor.byte += result.consumedBytes
  return {
    ...result,
    server: server.name,
    rate,
    seconds,
    generatorCpuSeconds: cpuSeconds,
    serverCpuShare: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / wall,
    loadAverage: [loadBefore, loadavg()[0]!]
  }
}
