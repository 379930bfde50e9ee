import type { LoadResult } from "./LoadGenerator.ts"
import type { ServerSpec } from "./ServerProcess.ts"
import { startNodeFlags } from "./StartFlags.ts"

export type ServerId = "ceiling" | "reference" | "ours-memory" | "ours-redis"

/** What a scenario sends: fresh purchases, the same few requests again and again, or replays of purchases. */
export type Feed = "fresh" | "static" | "replay"

export interface Scenario {
  readonly id: string
  /** Short name in the table. */
  readonly name: string
  readonly description: string
  readonly server: ServerId
  readonly feed: Feed
  /** Count every status code (every scenario but the ceiling, where the generator must stay cheap). */
  readonly countStatuses: boolean
}

export const SCENARIOS: ReadonlyArray<Scenario> = [
  {
    id: "ceiling",
    name: "A: bare node:http",
    description: "node:http answering a prerendered 2.4 KB pack; the ceiling",
    server: "ceiling",
    feed: "static",
    countStatuses: false
  },
  {
    id: "reference",
    name: "C: @x402/express",
    description: "Express 5 + @x402/express 2.27 paymentMiddleware, instant in-process facilitator, same-size pack",
    server: "reference",
    feed: "fresh",
    countStatuses: true
  },
  {
    id: "ours-memory",
    name: "Ours, memory store",
    description: "our app, fresh purchases: decode, guards, provider (20 candidates), validation, settle, store",
    server: "ours-memory",
    feed: "fresh",
    countStatuses: true
  },
  {
    id: "ours-redis",
    name: "Ours, Redis store",
    description: "the same as with REDIS_URL: store, guards' counters and rate limiter on Redis (a fresh key prefix)",
    server: "ours-redis",
    feed: "fresh",
    countStatuses: true
  },
  {
    id: "replay-memory",
    name: "Ours replays, memory",
    description: "the same key, body and payment again: the stored 200, byte-identical",
    server: "ours-memory",
    feed: "replay",
    countStatuses: true
  },
  {
    id: "replay-redis",
    name: "Ours replays, Redis",
    description: "replays with the Redis store",
    server: "ours-redis",
    feed: "replay",
    countStatuses: true
  }
]

/**
 * Our app as `pnpm start` serves it, over testkit's instant fakes: an entry point in the app's own test support,
 * started by path (bench/ imports nothing from apps/).
 */
export const OURS = new URL("../../apps/http/test/support/BenchService.ts", import.meta.url)

/** Our app on its own server, for the scenarios that need one of their own (in flight, long run). */
export const oursSpec = (name: string, env: Readonly<Record<string, string>>): ServerSpec => ({
  name,
  entry: OURS,
  nodeArgs: startNodeFlags(),
  env: { BENCH_STORE: "memory", ...env }
})

export const serverSpecs = (options: {
  readonly packFile: string
  readonly redisUrl: string
  readonly redisPrefix: string
  readonly httpLog: boolean
}): Record<ServerId, ServerSpec> => {
  const entry = (file: string) => new URL(`./Servers/${file}`, import.meta.url)
  const ours = { BENCH_HTTP_LOG: options.httpLog ? "1" : "0" }
  return {
    ceiling: { name: "ceiling", entry: entry("Ceiling.ts"), env: { BENCH_PACK_FILE: options.packFile } },
    reference: { name: "reference", entry: entry("Reference.ts"), env: { BENCH_PACK_FILE: options.packFile } },
    "ours-memory": {
      name: "ours-memory",
      entry: OURS,
      nodeArgs: startNodeFlags(),
      env: { ...ours, BENCH_STORE: "memory" }
    },
    "ours-redis": {
      name: "ours-redis",
      entry: OURS,
      nodeArgs: startNodeFlags(),
      env: {
        ...ours,
        BENCH_STORE: "redis",
        BENCH_REDIS_URL: options.redisUrl,
        BENCH_REDIS_PREFIX: options.redisPrefix
      }
    }
  }
}

/** One load run of a scenario (round 0 is the warm-up) and what the server spent on it. */
export interface RunRecord {
  readonly round: number
  readonly load: LoadResult
  /** Server CPU seconds (user + system) during the run, and per response. */
  readonly serverCpuSeconds: number | undefined
  readonly serverCpuMicrosPerRequest: number | undefined
  /** Redis commands the server sent during the run (Redis store only). */
  readonly redisCommands: number | undefined
  /** 1-minute load average of the machine before and after the run (other tenants show here). */
  readonly loadAverage: readonly [number, number]
  /**
   * CPU the rest of the machine used during the run (everything but the server and wrk), as a share of all
   * cores: other tenants of a shared machine. Near 0 on a quiet machine.
   */
  readonly otherCpuShare: number
  /** Machine busy share over the second before the run, and how long the bench waited for quiet. */
  readonly busyBefore: number
  readonly waitedSeconds: number
}
