import type { DevMemoryRun } from "./DevMemory.ts"
import type { InFlightRun } from "./InFlight.ts"
import { type LongRun, MILLION } from "./LongRun.ts"
import type { OpenLoopRun } from "./OpenLoop.ts"
import type { ScenarioSummary } from "./Report.ts"
import type { RoundTrips } from "./RoundTrips.ts"
import { sum } from "./Stats.ts"

/** One target of the performance issue, as measured in this run. */
export interface Target {
  /** The issue's number for it (1-6) and what it asks. */
  readonly target: string
  readonly scenario: string
  /** The measured figure, with what it is made of. */
  readonly figure: string
  readonly limit: string
  readonly value: number | undefined
  readonly met: boolean
}

/** What a run measured, for the targets (absent scenarios give no rows). */
export interface Measured {
  readonly scenarios: ReadonlyArray<ScenarioSummary>
  readonly redisRoundTrips: { readonly purchase: RoundTrips; readonly replay: RoundTrips } | undefined
  readonly openLoop: ReadonlyArray<OpenLoopRun>
  readonly inFlight: InFlightRun | undefined
  readonly longRun: LongRun | undefined
  readonly devMemory: DevMemoryRun | undefined
}

const TARGET_RATE = 1_000
const TARGET_IN_FLIGHT = 2_000

const x = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? "–" : `${n.toFixed(2)}x`)
const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? "–" : `${n.toFixed(2)} ms`)
const mib = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? "–" : `${Math.round(n)} MiB`)
const int = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? "–" : Math.round(n).toLocaleString("en-US")
const atMost = (value: number | undefined, limit: number) => value !== undefined && value <= limit
const atLeast = (value: number | undefined, limit: number) => value !== undefined && value >= limit
const non200 = (statuses: Readonly<Record<string, number>>) =>
  sum(Object.entries(statuses).map(([status, count]) => (status === "200" ? 0 : count)))

const perCpuVsC = (s: ScenarioSummary, c: ScenarioSummary | undefined, limit: number, target: string): Target => ({
  target,
  scenario: s.id,
  figure: `${x(s.ratios.cpuVsC)} C (${int(s.requestsPerCpuSecond)} vs ${int(c?.requestsPerCpuSecond)} req per CPU-s)`,
  limit: `>= ${limit.toFixed(2)}x C`,
  value: s.ratios.cpuVsC,
  met: atLeast(s.ratios.cpuVsC, limit)
})

const redisVsMemory = (redis: ScenarioSummary, memory: ScenarioSummary): Target => {
  const ratio =
    redis.requestsPerCpuSecond === undefined || memory.requestsPerCpuSecond === undefined
      ? undefined
      : redis.requestsPerCpuSecond / memory.requestsPerCpuSecond
  return {
    target: "3. Redis store within 25% of the memory store, per CPU-second",
    scenario: `${redis.id} vs ${memory.id}`,
    figure: `${x(ratio)} (${int(redis.requestsPerCpuSecond)} vs ${int(memory.requestsPerCpuSecond)} req per CPU-s)`,
    limit: ">= 0.75x",
    value: ratio,
    met: atLeast(ratio, 0.75)
  }
}

/**
 * The target counts the store's round trips, as the issue's "4 per purchase, 1 per replay" did; the economic
 * guards' payer slot (take, then free: added since) and the rate limiter (on Redis with REDIS_URL, as before) are
 * shown beside it, and their total is reported in the row after.
 */
const roundTrips = (what: "purchase" | "replay", trips: RoundTrips, limit: number): Target => ({
  target: `3. Redis round trips of the store per ${what}`,
  scenario: "ours-redis, counted without load",
  figure:
    `${trips.store.toFixed(2)} (beside it: guards ${trips.guards.toFixed(2)}, rate limiter ` +
    `${trips.rateLimiter.toFixed(2)}${trips.other > 0 ? `, other ${trips.other.toFixed(2)}` : ""}; ` +
    `${trips.total.toFixed(2)} in all)`,
  limit: `<= ${limit}`,
  value: trips.store,
  met: trips.store <= limit
})

const openLoopRows = (run: OpenLoopRun): Array<Target> => {
  const scenario = `open loop, ${run.server}`
  const rate = `${int(run.rate)}/s offered${run.rate < TARGET_RATE ? ` (the target is at ${int(TARGET_RATE)}/s)` : ""}`
  const bad = non200(run.statuses)
  return [
    {
      target: `4. p99 latency at ${int(TARGET_RATE)} purchases/s offered, from the intended send time`,
      scenario,
      figure: `${ms(run.latencyMs.p99)} (${rate}; ${int(run.answeredPerSecond)}/s answered)`,
      limit: "<= 5 ms",
      value: run.latencyMs.p99,
      met: run.rate >= TARGET_RATE && atMost(run.latencyMs.p99, 5)
    },
    {
      target: "4. every response 200 under that load",
      scenario,
      figure: `${int(bad)} of ${int(run.sent)} not 200`,
      limit: "0",
      value: bad,
      met: bad === 0 && run.answered === run.sent
    }
  ]
}

const inFlightRows = (run: InFlightRun): Array<Target> => {
  const scenario = `in flight, ${int(run.clients)} purchases (fakes ${run.providerDelayMillis} + ${run.settleDelayMillis} ms)`
  const enough = run.clients >= TARGET_IN_FLIGHT
  const bad = non200(run.statuses)
  return [
    {
      target: `5. every one of ${int(TARGET_IN_FLIGHT)} concurrent purchases a 200`,
      scenario,
      figure: `${int(bad)} of ${int(run.answered)} not 200 (at most ${int(run.maxInFlight)} in flight)`,
      limit: "0",
      value: bad,
      met: enough && bad === 0 && run.answered === run.sent
    },
    {
      target: "5. p99 added latency over the injected delays",
      scenario,
      figure: `${ms(run.addedMs.p99)} (p50 ${ms(run.addedMs.p50)}, max ${ms(run.addedMs.max)})`,
      limit: "<= 10 ms",
      value: run.addedMs.p99,
      met: enough && atMost(run.addedMs.p99, 10)
    },
    {
      target: "5. peak RSS",
      scenario,
      figure: mib(run.peakRssMiB),
      limit: "<= 300 MiB",
      value: run.peakRssMiB,
      met: enough && atMost(run.peakRssMiB, 300)
    }
  ]
}

const longRunRow = (run: LongRun): Target => {
  const full = run.answered >= MILLION
  const worst = full ? run.peakRssMiB : Math.max(run.peakRssMiB ?? Number.NaN, run.projectedPeakMiB ?? Number.NaN)
  return {
    target: `6. peak RSS over ${int(MILLION)} purchases, memory store`,
    scenario: "long run, ours-memory",
    figure: full
      ? `${mib(run.peakRssMiB)} over ${int(run.answered)} purchases`
      : `${mib(run.peakRssMiB)} over ${int(run.answered)} purchases (a shortened run: its peak is a lower bound; ` +
        `projected at ${int(MILLION)}: ${mib(run.projectedPeakMiB)})`,
    limit: "<= 150 MiB",
    value: run.peakRssMiB,
    met: non200(run.statuses) === 0 && atMost(worst, 150)
  }
}

const devRow = (run: DevMemoryRun): Target => ({
  target: "6. `pnpm dev` steady RSS, corpus loaded",
  scenario: `pnpm dev, ${int(run.statuses["200"] ?? 0)} packs bought`,
  figure:
    `${mib(run.steadyRssMiB)} (idle after start ${mib(run.idleRssMiB)}, peak ${mib(run.peakRssMiB)}; ` +
    `anvil ${mib(run.anvilRssMiB)} beside it)`,
  limit: "<= 250 MiB",
  value: run.steadyRssMiB,
  met: atMost(run.steadyRssMiB, 250) && (run.statuses["200"] ?? 0) > 0
})

/** The performance issue's targets, from whatever this run measured. */
export const targetsOf = (measured: Measured): Array<Target> => {
  const byId = (id: string) => measured.scenarios.find((s) => s.id === id)
  const c = byId("reference")
  const memory = byId("ours-memory")
  const redis = byId("ours-redis")
  const replayMemory = byId("replay-memory")
  const replayRedis = byId("replay-redis")
  const paid = measured.scenarios.filter((s) => s.id !== "ceiling" && s.id !== "reference")
  return [
    ...(memory === undefined || c === undefined
      ? []
      : [perCpuVsC(memory, c, 1, "1. Fresh purchase, memory store, 20-candidate validation, per CPU-second")]),
    ...[replayMemory, replayRedis].flatMap((s) =>
      s === undefined || c === undefined ? [] : [perCpuVsC(s, c, 3, "2. Replay, per CPU-second")]
    ),
    ...(redis === undefined || memory === undefined ? [] : [redisVsMemory(redis, memory)]),
    ...(replayRedis === undefined || replayMemory === undefined ? [] : [redisVsMemory(replayRedis, replayMemory)]),
    ...(measured.redisRoundTrips === undefined
      ? []
      : [
          roundTrips("purchase", measured.redisRoundTrips.purchase, 4),
          roundTrips("replay", measured.redisRoundTrips.replay, 1)
        ]),
    ...measured.openLoop.filter((run) => run.server.startsWith("ours")).flatMap(openLoopRows),
    ...(measured.inFlight === undefined ? [] : inFlightRows(measured.inFlight)),
    ...(measured.longRun === undefined ? [] : [longRunRow(measured.longRun)]),
    ...(measured.devMemory === undefined ? [] : [devRow(measured.devMemory)]),
    ...(paid.length === 0
      ? []
      : [
          {
            target: "every paid response 200 in the throughput runs (warm-ups included)",
            scenario: paid.map((s) => s.id).join(", "),
            figure: `${int(sum(paid.map((s) => s.non200)))} not 200, ${int(sum(paid.map((s) => s.reusedAuthorizations)))} reused authorizations`,
            limit: "0",
            value: sum(paid.map((s) => s.non200 + s.reusedAuthorizations)),
            met: paid.every((s) => s.non200 === 0 && s.reusedAuthorizations === 0)
          }
        ])
  ]
}
