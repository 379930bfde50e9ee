import { loadavg } from "node:os"
import type { GeneratorOutput } from "./GeneratorProcess.ts"
import { cpuTimes, otherCpuShare } from "./MachineLoad.ts"
import type { ServerProcess } from "./ServerProcess.ts"

/** What a generator run cost the server, and what else the machine was doing meanwhile. */
export interface Usage {
  readonly wallSeconds: number
  readonly serverCpuSeconds: number | undefined
  readonly generatorCpuSeconds: number
  /** Server CPU seconds per wall second (1 = its pinned core fully used). */
  readonly serverCpuShare: number | undefined
  /** CPU of every other process as a share of all cores (other tenants of a shared machine). */
  readonly otherCpuShare: number
  /** 1-minute load average before and after. */
  readonly loadAverage: readonly [number, number]
}

/** Runs a generator against `server` and measures the server's CPU, the generator's and the rest of the machine's. */
export const withUsage = async <R>(
  server: ServerProcess,
  run: () => Promise<GeneratorOutput<R>>
): Promise<{ readonly result: R; readonly usage: Usage }> => {
  const loadBefore = loadavg()[0]!
  const machineBefore = cpuTimes()
  const cpuBefore = server.cpuSeconds()
  const started = performance.now()
  const { result, cpuSeconds } = await run()
  const wallSeconds = (performance.now() - started) / 1000
  const cpuAfter = server.cpuSeconds()
  const machineAfter = cpuTimes()
  if (!server.alive) throw new Error(`${server.name} died during the run:\n${server.stderrTail()}`)
  const serverCpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  return {
    result,
    usage: {
      wallSeconds,
      serverCpuSeconds,
      generatorCpuSeconds: cpuSeconds,
      serverCpuShare: serverCpuSeconds === undefined ? undefined : serverCpuSeconds / wallSeconds,
      otherCpuShare: otherCpuShare(machineBefore, machineAfter, (serverCpuSeconds ?? 0) + cpuSeconds, wallSeconds),
      loadAverage: [loadBefore, loadavg()[0]!]
    }
  }
}
