import { runGenerator } from "./GeneratorProcess.ts"
import type { OpenLoopJob, OpenLoopResult } from "./OpenLoopGenerator.ts"
import type { PaymentPool } from "./PaymentPool.ts"
import type { PoolCursor } from "./PoolLines.ts"
import type { ServerProcess } from "./ServerProcess.ts"
import { type Usage, withUsage } from "./ServerUsage.ts"
import type { Settings } from "./Settings.ts"

const GENERATOR = new URL("./OpenLoopGenerator.ts", import.meta.url).pathname

/** One open-loop run on one server, and what it cost the server. */
export interface OpenLoopRun extends OpenLoopResult {
  readonly server: string
  /** Offered requests per second and the measured seconds (after the warm-up). */
  readonly rate: number
  readonly seconds: number
  readonly usage: Usage
  /** Server CPU per answer over the whole run (warm-up and drain included). */
  readonly serverCpuMicrosPerAnswer: number | undefined
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
  const { result, usage } = await withUsage(server, () =>
    runGenerator<OpenLoopResult>(settings.loadCpu, process.execPath, [GENERATOR, JSON.stringify(job)])
  )
  cursor.line += result.lines
  cursor.byte += result.consumedBytes
  return {
    ...result,
    server: server.name,
    rate,
    seconds,
    usage,
    serverCpuMicrosPerAnswer:
      usage.serverCpuSeconds === undefined || result.answered === 0
        ? undefined
        : (usage.serverCpuSeconds * 1e6) / result.answered
  }
}
