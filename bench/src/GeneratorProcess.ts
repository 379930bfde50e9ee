import { spawnPinned } from "./ChildProcesses.ts"
import { PROGRESS_PREFIX, RESULT_PREFIX } from "./GeneratorReport.ts"
import { cpuSecondsOf } from "./ServerProcess.ts"

export interface GeneratorOutput<R> {
  readonly result: R
  /** CPU seconds the generator used (read every 200 ms while it ran, so up to 200 ms short). */
  readonly cpuSeconds: number
}

/**
 * Runs a load generator (wrk, or one of the bench's Node generators) pinned to `cpu` and returns its BENCH_RESULT
 * report; each BENCH_PROGRESS line is handed to `onProgress` as it arrives.
 */
export const runGenerator = <R>(
  cpu: number,
  command: string,
  args: ReadonlyArray<string>,
  onProgress?: (progress: unknown) => void
): Promise<GeneratorOutput<R>> =>
  new Promise((resolve, reject) => {
    const child = spawnPinned(cpu, command, args, { stdio: ["ignore", "pipe", "pipe"] })
    let cpuSeconds = 0
    const sampler = setInterval(() => {
      cpuSeconds = (child.pid === undefined ? undefined : cpuSecondsOf(child.pid)) ?? cpuSeconds
    }, 200)
    let out = ""
    let partial = ""
    let err = ""
    child.stdout?.setEncoding("utf8").on("data", (text: string) => {
      out += text
      const lines = (partial + text).split("\n")
      partial = lines.pop() ?? ""
      for (const line of lines)
        if (line.startsWith(PROGRESS_PREFIX)) onProgress?.(JSON.parse(line.slice(PROGRESS_PREFIX.length)))
    })
    child.stderr?.setEncoding("utf8").on("data", (text: string) => {
      err += text
    })
    child.on("error", reject)
    child.on("exit", (code) => {
      clearInterval(sampler)
      const line = out.split("\n").find((l) => l.startsWith(RESULT_PREFIX))
      if (code !== 0 || line === undefined) {
        return reject(new Error(`${command} exited with ${code}:\n${out.slice(-2_000)}\n${err.slice(-2_000)}`))
      }
      resolve({ result: JSON.parse(line.slice(RESULT_PREFIX.length)) as R, cpuSeconds })
    })
  })
