import { spawnSync } from "node:child_process"
import { runGenerator } from "./GeneratorProcess.ts"
import { PATH } from "./Offer.ts"

/** What to send: fresh purchases from the pool (`stream`) or the pool's first `lines` over and over (`cycle`). */
export type RequestFeed =
  | { readonly mode: "stream"; readonly line: number; readonly byte: number }
  | { readonly mode: "cycle"; readonly line: number; readonly byte: number; readonly lines: number }

export interface LoadRun {
  readonly url: string
  readonly connections: number
  readonly seconds: number
  readonly cpu: number
  readonly poolFile: string
  readonly bodiesFile: string
  readonly feed: RequestFeed
  /** Count every status and replay header (costs the generator a little; off for the ceiling). */
  readonly countStatuses: boolean
}

export interface LoadResult {
  /** Responses received. */
  readonly requests: number
  readonly seconds: number
  readonly rps: number
  readonly latencyMs: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number }
  /** Socket errors and timeouts (wrk's own counters) and responses >= 400. */
  readonly errors: {
    readonly connect: number
    readonly read: number
    readonly write: number
    readonly timeout: number
    readonly status: number
  }
  /** Responses by status (when counted). */
  readonly statuses: Readonly<Record<string, number>>
  /** Responses carrying X-Idempotent-Replay (when counted). */
  readonly replays: number
  /** Requests built (>= responses: some are in flight when time is up; one is built by wrk's start-up check). */
  readonly sent: number
  readonly consumedBytes: number
  /** Stream requests that wrapped to the start of the pool: already-used authorizations (must be 0). */
  readonly reused: number
  /** CPU seconds wrk used (read every 200 ms while it ran, so up to 200 ms short). */
  readonly generatorCpuSeconds: number
}

const SCRIPT = new URL("./wrk/purchases.lua", import.meta.url).pathname
const AUTOCANNON = new URL("./AutocannonRun.ts", import.meta.url).pathname

/** wrk when installed (C, LuaJIT: it saturates far later), else autocannon (already a dependency). */
export type Generator = "wrk" | "autocannon"

interface WrkReport {
  readonly requests: number
  readonly durationMicros: number
  readonly errors: LoadResult["errors"]
  readonly latencyMicros: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number }
  readonly sent: number
  readonly consumedBytes: number
  readonly reused: number
  readonly replays: number
  readonly statuses: Readonly<Record<string, number>>
}

export const wrkVersion = (): string | undefined => {
  const probe = spawnSync("wrk", ["-v"], { encoding: "utf8" })
  if (probe.error !== undefined) return undefined
  return `${probe.stdout}${probe.stderr}`.split("\n")[0]?.trim()
}

const wrkArgs = (run: LoadRun): Array<string> => {
  const lines = run.feed.mode === "cycle" ? run.feed.lines : 0
  return [
    "-t1",
    `-c${run.connections}`,
    `-d${run.seconds}s`,
    "--timeout",
    "10s",
    "-s",
    SCRIPT,
    `${run.url}${PATH}`,
    "--",
    run.poolFile,
    run.feed.mode,
    String(run.feed.line),
    String(run.feed.byte),
    String(lines),
    run.bodiesFile,
    run.countStatuses ? "1" : "0"
  ]
}

/**
 * One load run, pinned to the load CPU: wrk (one thread, `connections` keep-alive connections, purchases.lua
 * feeding it requests from the pool file) or autocannon (AutocannonRun.ts, fed the same way). Both print one
 * BENCH_RESULT line.
 */
export const runLoad = async (run: LoadRun, generator: Generator): Promise<LoadResult> => {
  const { result: report, cpuSeconds } =
    generator === "wrk"
      ? await runGenerator<WrkReport>(run.cpu, "wrk", wrkArgs(run))
      : await runGenerator<WrkReport>(run.cpu, process.execPath, [AUTOCANNON, JSON.stringify(run)])
  const seconds = report.durationMicros / 1e6
  return {
    requests: report.requests,
    seconds,
    rps: report.requests / seconds,
    latencyMs: {
      p50: report.latencyMicros.p50 / 1000,
      p90: report.latencyMicros.p90 / 1000,
      p99: report.latencyMicros.p99 / 1000,
      max: report.latencyMicros.max / 1000
    },
    errors: report.errors,
    statuses: report.statuses,
    replays: report.replays,
    sent: report.sent,
    consumedBytes: report.consumedBytes,
    reused: report.reused,
    generatorCpuSeconds: cpuSeconds
  }
}
