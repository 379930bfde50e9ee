import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { DevMemoryRun } from "./DevMemory.ts"
import type { InFlightRun } from "./InFlight.ts"
import type { LatencySummary } from "./Latencies.ts"
import type { LongRun } from "./LongRun.ts"
import type { OpenLoopRun } from "./OpenLoop.ts"
import type { RoundTrips } from "./RoundTrips.ts"
import type { RunRecord, Scenario } from "./Scenario.ts"
import type { Settings } from "./Settings.ts"
import { max, median, min, sum } from "./Stats.ts"
import type { Target } from "./Targets.ts"
import type { ValidatorRounds } from "./Validator.ts"
import type { ValidatorRound } from "./ValidatorBench.ts"

export interface Range {
  readonly median: number
  readonly min: number
  readonly max: number
}

export interface ScenarioSummary {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly rounds: number
  readonly rps: Range
  /** Medians over rounds of each round's p50 and p99; `p99Max` is the worst round. */
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly p99Max: number }
  readonly serverCpuMicrosPerRequest: number | undefined
  /** Server CPU seconds per wall second during the rounds (1 = the whole pinned core). */
  readonly serverCpuShare: number | undefined
  readonly peakRssMiB: number | undefined
  /** Share of all cores used by other processes during the rounds (see RunRecord.otherCpuShare). */
  readonly otherCpuShare: Range
  /** Every run, warm-up included. */
  readonly responses: number
  readonly statuses: Readonly<Record<string, number>>
  /** Responses other than 200, socket errors and timeouts, warm-up included (must be 0 for our app). */
  readonly non200: number
  readonly replayResponses: number
  /** Fresh-purchase requests that reused an authorization because the pool ran out (must be 0). */
  readonly reusedAuthorizations: number
  readonly redisRoundTripsPerRequest: number | undefined
  /** 1e6 / server CPU µs per request: req/s with the pinned core fully used (robust to other load). */
  readonly requestsPerCpuSecond: number | undefined
  readonly ratios: {
    readonly rpsVsA: number | undefined
    readonly rpsVsC: number | undefined
    /** The same ratios by CPU cost per request (requests per CPU second). */
    readonly cpuVsA: number | undefined
    readonly cpuVsC: number | undefined
    readonly p99VsC: number | undefined
    readonly rssVsC: number | undefined
  }
  readonly runs: ReadonlyArray<RunRecord>
}

export interface ValidatorSummary {
  readonly candidatesPerSecond: Range
  readonly candidatesPerCpuSecond: Range
  readonly cpuMicrosPerSet: number
  readonly setsPerSecond: number
  readonly rounds: ReadonlyArray<ValidatorRound>
  /** CPU per set whose texts the validator has never seen (median of the fresh rounds): what a purchase pays. */
  readonly freshCpuMicrosPerSet: number
  readonly freshRounds: ReadonlyArray<ValidatorRound>
}

export interface BenchReport {
  readonly startedAt: string
  readonly totalSeconds: number
  readonly environment: Readonly<Record<string, unknown>>
  readonly settings: Omit<Settings, "scenarios"> & { readonly scenarios: ReadonlyArray<string> }
  readonly pool: Readonly<Record<string, number>>
  readonly scenarios: ReadonlyArray<ScenarioSummary>
  readonly validator: ValidatorSummary | undefined
  readonly targets: ReadonlyArray<Target>
  readonly serverMemory: Readonly<Record<string, Readonly<Record<string, number>>>>
  /** Exact Redis commands per purchase and per replay, counted without load (every request complete). */
  readonly redisRoundTrips: { readonly purchase: RoundTrips; readonly replay: RoundTrips } | undefined
  readonly openLoop: ReadonlyArray<OpenLoopRun>
  readonly inFlight: InFlightRun | undefined
  readonly longRun: LongRun | undefined
  readonly devMemory: DevMemoryRun | undefined
  readonly redisKeysDeleted: number | undefined
  readonly notes: ReadonlyArray<string>
}

const range = (values: ReadonlyArray<number>): Range => ({ median: median(values), min: min(values), max: max(values) })

const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0 ? undefined : a / b

const mergeStatuses = (runs: ReadonlyArray<RunRecord>): Record<string, number> => {
  const merged: Record<string, number> = {}
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.load.statuses)) merged[status] = (merged[status] ?? 0) + count
  }
  return merged
}

/** Per-scenario figures from the rounds (warm-up excluded, except for the error and status counts). */
export const summarize = (
  scenarios: ReadonlyArray<Scenario>,
  records: ReadonlyMap<string, ReadonlyArray<RunRecord>>,
  peakRss: ReadonlyMap<string, number | undefined>
): Array<ScenarioSummary> => {
  const base = scenarios.flatMap((scenario) => {
    const runs = records.get(scenario.id) ?? []
    const rounds = runs.filter((run) => run.round > 0)
    if (rounds.length === 0) return []
    const statuses = mergeStatuses(runs)
    const socketErrors = sum(runs.map((r) => r.load.errors.connect + r.load.errors.read + r.load.errors.write))
    const timeouts = sum(runs.map((r) => r.load.errors.timeout))
    const non200 = scenario.countStatuses
      ? sum(Object.entries(statuses).map(([status, count]) => (status === "200" ? 0 : count)))
      : sum(runs.map((r) => r.load.errors.status))
    const cpu = rounds.flatMap((r) => (r.serverCpuMicrosPerRequest === undefined ? [] : [r.serverCpuMicrosPerRequest]))
    const share = rounds.flatMap((r) => (r.serverCpuSeconds === undefined ? [] : [r.serverCpuSeconds / r.load.seconds]))
    const commands = rounds.flatMap((r) => (r.redisCommands === undefined ? [] : [r.redisCommands]))
    return [
      {
        id: scenario.id,
        name: scenario.name,
        description: scenario.description,
        rounds: rounds.length,
        rps: range(rounds.map((r) => r.load.rps)),
        latencyMs: {
          p50: median(rounds.map((r) => r.load.latencyMs.p50)),
          p99: median(rounds.map((r) => r.load.latencyMs.p99)),
          p99Max: max(rounds.map((r) => r.load.latencyMs.p99))
        },
        serverCpuMicrosPerRequest: cpu.length === 0 ? undefined : median(cpu),
        requestsPerCpuSecond: cpu.length === 0 ? undefined : 1e6 / median(cpu),
        serverCpuShare: share.length === 0 ? undefined : median(share),
        peakRssMiB: peakRss.get(scenario.server),
        otherCpuShare: range(rounds.map((r) => r.otherCpuShare)),
        responses: sum(runs.map((r) => r.load.requests)),
        statuses,
        non200: non200 + socketErrors + timeouts,
        replayResponses: sum(runs.map((r) => r.load.replays)),
        reusedAuthorizations: sum(runs.map((r) => r.load.reused)),
        // Every request wrk sent reaches its end on the server, answered or not (wrk builds one extra at start).
        redisRoundTripsPerRequest:
          commands.length === 0 ? undefined : sum(commands) / sum(rounds.map((r) => Math.max(1, r.load.sent - 1))),
        runs
      }
    ]
  })
  const a = base.find((s) => s.id === "ceiling")
  const c = base.find((s) => s.id === "reference")
  return base.map((s) => ({
    ...s,
    ratios: {
      rpsVsA: ratio(s.rps.median, a?.rps.median),
      rpsVsC: ratio(s.rps.median, c?.rps.median),
      cpuVsA: ratio(s.requestsPerCpuSecond, a?.requestsPerCpuSecond),
      cpuVsC: ratio(s.requestsPerCpuSecond, c?.requestsPerCpuSecond),
      p99VsC: ratio(s.latencyMs.p99, c?.latencyMs.p99),
      rssVsC: ratio(s.peakRssMiB, c?.peakRssMiB)
    }
  }))
}

export const summarizeValidator = ({ rounds, freshRounds }: ValidatorRounds): ValidatorSummary => ({
  candidatesPerSecond: range(rounds.map((r) => r.candidatesPerSecond)),
  candidatesPerCpuSecond: range(rounds.map((r) => r.candidatesPerCpuSecond)),
  cpuMicrosPerSet: median(rounds.map((r) => r.cpuMicrosPerSet)),
  setsPerSecond: median(rounds.map((r) => r.setsPerSecond)),
  rounds,
  freshCpuMicrosPerSet: median(freshRounds.map((r) => r.cpuMicrosPerSet)),
  freshRounds
})

const int = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? "–" : Math.round(n).toLocaleString("en-US")
const fixed = (n: number | undefined, digits = 2) => (n === undefined || !Number.isFinite(n) ? "–" : n.toFixed(digits))
const times = (n: number | undefined) => (n === undefined ? "–" : `${n.toFixed(2)}x`)

const callers = (trips: RoundTrips) =>
  `store ${fixed(trips.store)}, economic guards ${fixed(trips.guards)}, rate limiter ${fixed(trips.rateLimiter)}` +
  (trips.other > 0 ? `, other ${fixed(trips.other)}` : "")

const latencies = (l: LatencySummary) =>
  `${fixed(l.p50)} | ${fixed(l.p90)} | ${fixed(l.p99)} | ${fixed(l.p999)} | ${fixed(l.max)}`

/** Every answer that was not a 200, by status; requests with no answer by their socket error. */
const notOk = (run: {
  readonly statuses: Readonly<Record<string, number>>
  readonly errors: Readonly<Record<string, number>>
}) =>
  [
    ...Object.entries(run.statuses)
      .filter(([status]) => status !== "200" && status !== "0")
      .map(([status, count]) => `${count} x ${status}`),
    ...Object.entries(run.errors).map(([code, count]) => `${count} x ${code} (no answer)`)
  ].join(", ") || "0"

const openLoopSection = (runs: ReadonlyArray<OpenLoopRun>): Array<string> => {
  const first = runs[0]
  if (first === undefined) return []
  return [
    "",
    `Open loop: fresh purchases sent on a fixed schedule of ${int(first.rate)}/s whatever the answers (a Node ` +
      `generator pinned to the load CPU), ${first.seconds} s measured after a warm-up; latency counts from when each ` +
      "request was due, so a server that falls behind shows its whole queue (service p99: from the actual send, as " +
      "a closed-loop tool would report it; send lag: how late the generator itself sent).",
    "",
    "| Server | sent /s | answered /s | p50 ms | p90 ms | p99 ms | p99.9 ms | max ms | service p99 ms | send lag p99 ms | " +
      "max in flight | drain s | server CPU µs/answer | server CPU share | other load % | not 200 |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...runs.map(
      (r) =>
        `| ${r.server} | ${int(r.sentPerSecond)} | ${int(r.answeredPerSecond)} | ${latencies(r.latencyMs)} | ` +
        `${fixed(r.serviceMs.p99)} | ${fixed(r.sendLagMs.p99)} | ${int(r.maxInFlight)} | ${fixed(r.drainSeconds, 1)} | ` +
        `${int(r.serverCpuMicrosPerAnswer)} | ${fixed(r.usage.serverCpuShare)} | ` +
        `${fixed(r.usage.otherCpuShare * 100, 0)} | ${notOk(r)} |`
    )
  ]
}

const inFlightSection = (run: InFlightRun | undefined): Array<string> =>
  run === undefined
    ? []
    : [
        "",
        `In flight: ${int(run.clients)} clients each buying back to back from a server of its own whose fakes ` +
          `answer after ${run.providerDelayMillis} ms (provider) and ${run.settleDelayMillis} ms (settle); ` +
          `${int(run.answered)} purchases in ${fixed(run.seconds, 1)} s, at most ${int(run.maxInFlight)} in flight, ` +
          `${int(run.answeredPerSecond)}/s; not 200: ${notOk(run)}. Latency of the ${int(run.latencyMs.count)} ` +
          `purchases sent after the ramp, minus the injected ${run.providerDelayMillis + run.settleDelayMillis} ms: ` +
          `p50 ${fixed(run.addedMs.p50)}, p90 ${fixed(run.addedMs.p90)}, p99 ${fixed(run.addedMs.p99)}, max ` +
          `${fixed(run.addedMs.max)} ms. Server peak RSS ${fixed(run.peakRssMiB, 0)} MiB; server CPU share ` +
          `${fixed(run.usage.serverCpuShare)} (1 = its core), other load ${fixed(run.usage.otherCpuShare * 100, 0)} %.`
      ]

const longRunSection = (run: LongRun | undefined): Array<string> => {
  if (run === undefined) return []
  const at = (share: number) => run.samples[Math.min(run.samples.length - 1, Math.floor(share * run.samples.length))]
  const points = [0.1, 0.25, 0.5, 0.75, 1].flatMap((share) => {
    const sample = at(share)
    return sample === undefined ? [] : [`${int(sample.answered)}: ${fixed(sample.rssMiB, 0)} MiB`]
  })
  return [
    "",
    `Long run: ${int(run.answered)} purchases (of ${int(run.purchasesAsked)} asked) on one memory-store server in ` +
      `${fixed(run.seconds, 0)} s (${int(run.answeredPerSecond)}/s, ${int(run.serverCpuMicrosPerPurchase)} µs CPU per ` +
      `purchase, other load ${fixed(run.usage.otherCpuShare * 100, 0)} %); not 200: ${notOk(run)}. Peak ` +
      `RSS ${fixed(run.peakRssMiB, 0)} MiB; RSS after n purchases: ${points.join(", ")}. The store keeps at most ` +
      `${int(run.storeCap)} purchases; ` +
      (run.growthMiBPer100k === undefined
        ? "the run did not go far enough past that cap to measure a growth."
        : `in the second half of the run past that cap, RSS grew ${fixed(run.growthMiBPer100k, 1)} MiB per 100,000 ` +
          `purchases (least squares)${run.projectedPeakMiB === undefined ? "" : `: about ${fixed(run.projectedPeakMiB, 0)} MiB at 1,000,000 if that went on`}.`)
  ]
}

const devMemorySection = (run: DevMemoryRun | undefined): Array<string> =>
  run === undefined
    ? []
    : [
        "",
        `\`pnpm dev\`: ready in ${fixed(run.startSeconds, 1)} s with ${fixed(run.idleRssMiB, 0)} MiB resident ` +
          `(corpus index built); ${int(run.purchasesAsked)} packs asked for with real payments by the official x402 ` +
          `client in ${fixed(run.buySeconds, 1)} s (statuses ${JSON.stringify(run.statuses)}); steady ` +
          `${fixed(run.steadyRssMiB, 0)} MiB (median over the quiet window after them), peak ${fixed(run.peakRssMiB, 0)} ` +
          `MiB. anvil, a process of its own, held ${fixed(run.anvilRssMiB, 0)} MiB.`
      ]

export const renderMarkdown = (report: BenchReport): string => {
  const s = report.settings
  const env = report.environment
  const lines: Array<string> = []
  lines.push("# evidence-pack benchmark: the paid flow, the ceiling and the x402 reference")
  lines.push("")
  lines.push(
    `${report.startedAt} · commit ${env.commit} (+${env.uncommittedFiles} uncommitted files in apps/, packages/) · ` +
      `Node ${env.node} · ${env.loadGenerator} · ${env.cpu} (${env.cores} cores) · ` +
      `servers pinned to CPU ${s.serverCpu}, load generator to CPU ${s.loadCpu} · ${s.connections} connections · ` +
      `POST /v1/evidence · warm-up ${s.warmupSeconds} s, then ${s.rounds} rounds x ${s.roundSeconds} s per ` +
      `scenario, interleaved · load average ${env.loadAverageStart} at start, ${env.loadAverageEnd} at end · ` +
      `\`pnpm bench\` took ${Math.round(report.totalSeconds)} s`
  )
  lines.push("")
  lines.push(
    "| Scenario | req/s median (min–max) | vs A | vs C | p50 ms | p99 ms (worst) | server CPU µs/req " +
      "(req per CPU-s) | CPU vs A | CPU vs C | peak RSS MiB | non-200 | Redis round trips/req | other load % |"
  )
  lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
  for (const x of report.scenarios) {
    lines.push(
      `| ${x.name} | ${int(x.rps.median)} (${int(x.rps.min)}–${int(x.rps.max)}) | ${times(x.ratios.rpsVsA)} | ` +
        `${times(x.ratios.rpsVsC)} | ${fixed(x.latencyMs.p50)} | ${fixed(x.latencyMs.p99)} (${fixed(x.latencyMs.p99Max)}) | ` +
        `${int(x.serverCpuMicrosPerRequest)} (${int(x.requestsPerCpuSecond)}) | ${times(x.ratios.cpuVsA)} | ` +
        `${times(x.ratios.cpuVsC)} | ${fixed(x.peakRssMiB, 0)} | ${int(x.non200)} | ` +
        `${fixed(x.redisRoundTripsPerRequest)} | ${fixed(x.otherCpuShare.median * 100, 0)} (max ` +
        `${fixed(x.otherCpuShare.max * 100, 0)}) |`
    )
  }
  if (report.validator !== undefined) {
    const v = report.validator
    lines.push("")
    lines.push(
      `Validator alone (\`validateEvidence\`, 20-candidate sets, in process, pinned): ` +
        `**${int(v.candidatesPerSecond.median)} candidates/s** (${int(v.candidatesPerSecond.min)}–` +
        `${int(v.candidatesPerSecond.max)}), ${int(v.setsPerSecond)} sets/s; per CPU second ` +
        `${int(v.candidatesPerCpuSecond.median)} candidates (${int(v.candidatesPerCpuSecond.min)}–` +
        `${int(v.candidatesPerCpuSecond.max)}), **${int(v.cpuMicrosPerSet)} µs CPU per set**; over sets whose ` +
        `texts it has never seen (each set fresh, as a live search's), **${int(v.freshCpuMicrosPerSet)} µs CPU per set**.`
    )
  }
  const memory = Object.entries(report.serverMemory)
  if (memory.length > 0) {
    lines.push("")
    lines.push(
      "| Server memory at the end, MiB | RSS | V8 heap total | heap used | live heap after a full GC | external |"
    )
    lines.push("|---|---|---|---|---|---|")
    for (const [id, m] of memory) {
      lines.push(
        `| ${id} | ${fixed(m.rssMiB, 0)} | ${fixed(m.heapTotalMiB, 0)} | ${fixed(m.heapUsedMiB, 0)} | ` +
          `${fixed(m.heapUsedAfterGcMiB, 0)} | ${fixed(m.externalMiB, 0)} |`
      )
    }
  }
  if (report.redisRoundTrips !== undefined) {
    lines.push("")
    lines.push(
      `Redis round trips, counted exactly without load (${s.replayKeys} requests each, all complete): ` +
        `**${fixed(report.redisRoundTrips.purchase.total)} per purchase, ${fixed(report.redisRoundTrips.replay.total)} ` +
        `per replay** (by caller: ${callers(report.redisRoundTrips.purchase)} per purchase; ` +
        `${callers(report.redisRoundTrips.replay)} per replay). The table's column divides the commands of each ` +
        "round (stragglers included) by the requests wrk sent in it."
    )
  }
  lines.push(...openLoopSection(report.openLoop))
  lines.push(...inFlightSection(report.inFlight))
  lines.push(...longRunSection(report.longRun))
  lines.push(...devMemorySection(report.devMemory))
  if (report.targets.length > 0) {
    lines.push("")
    lines.push("| Target (performance issue) | Scenario | Measured | Target | Met |")
    lines.push("|---|---|---|---|---|")
    for (const t of report.targets) {
      lines.push(`| ${t.target} | ${t.scenario} | ${t.figure} | ${t.limit} | ${t.met ? "yes" : "**no**"} |`)
    }
  }
  lines.push("")
  for (const note of report.notes) lines.push(`- ${note}`)
  lines.push("")
  return lines.join("\n")
}

export const writeReport = (dir: string, report: BenchReport): { readonly md: string; readonly json: string } => {
  mkdirSync(dir, { recursive: true })
  const md = join(dir, "latest.md")
  const json = join(dir, "latest.json")
  writeFileSync(md, renderMarkdown(report))
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`)
  return { md, json }
}
