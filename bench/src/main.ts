import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import { installCleanup, killAll, onInterrupt } from "./ChildProcesses.ts"
import { type DevMemoryRun, runDevMemory } from "./DevMemory.ts"
import { type InFlightRun, runInFlight } from "./InFlight.ts"
import { wrkVersion } from "./LoadGenerator.ts"
import { type LongRun, runLongRun } from "./LongRun.ts"
import { notesOf } from "./Notes.ts"
import { QUERIES, requestBody } from "./Offer.ts"
import { type OpenLoopRun, runOpenLoop } from "./OpenLoop.ts"
import { makePack } from "./Pack.ts"
import { PaymentPool } from "./PaymentPool.ts"
import { deleteKeys, redisAnswers } from "./RedisCleanup.ts"
import {
  type BenchReport,
  renderMarkdown,
  summarize,
  summarizeValidator,
  type ValidatorSummary,
  writeReport
} from "./Report.ts"
import { Runner } from "./Runner.ts"
import { SCENARIOS, type ServerId, serverSpecs } from "./Scenario.ts"
import { ServerProcess } from "./ServerProcess.ts"
import { readSettings } from "./Settings.ts"
import { targetsOf } from "./Targets.ts"
import { runValidator } from "./Validator.ts"

/**
 * `pnpm bench`: every scenario in one run. Servers start first, each in its own child pinned to the server CPU;
 * each scenario gets a warm-up, then the rounds run interleaved (A, C, ours..., A, C, ours...) so that whatever
 * else the machine does touches every scenario alike. Writes bench/results/latest.md and latest.json.
 */
const startedAt = new Date()
const t0 = performance.now()
const log = (message: string) => console.error(`[bench ${((performance.now() - t0) / 1000).toFixed(0)}s] ${message}`)
const load1 = () => loadavg()[0]!.toFixed(2)

installCleanup()
const settings = readSettings()
const wrk = wrkVersion()
if (settings.generator === "wrk" && wrk === undefined) {
  throw new Error("BENCH_LOADGEN=wrk but wrk is not installed: `apt-get install -y wrk` (Debian's package)")
}
const generator = settings.generator ?? (wrk === undefined ? "autocannon" : "wrk")
if (generator === "autocannon" && settings.generator === undefined) {
  console.error("[bench] wrk is not installed (apt-get install -y wrk): using autocannon, which caps the ceiling lower")
}
const generatorName = generator === "wrk" ? wrk!.replace(/\s*\[.*$/, "") : "autocannon 9.0.0"
const chosen = SCENARIOS.filter((scenario) => settings.scenarios.has(scenario.id))
/** The open loop runs on every paid server that is up, and needs ours (the target) and C (the baseline) at least. */
const openLoopServers: ReadonlyArray<ServerId> = settings.scenarios.has("open-loop") ? ["reference", "ours-memory"] : []
const serverIds = [...new Set([...chosen.map((scenario) => scenario.server), ...openLoopServers])]
const runId = `${startedAt.getTime().toString(36)}${process.pid.toString(36)}`
const redisPrefix = `evidence-pack-bench-${runId}:`
const usesRedis = serverIds.includes("ours-redis")
if (usesRedis && !(await redisAnswers(settings.redisUrl))) {
  throw new Error(`Redis does not answer at ${settings.redisUrl} (set REDIS_URL, or leave out the redis scenarios)`)
}

const runDir = join(settings.outDir, "run", runId)
onInterrupt(async () => {
  rmSync(runDir, { recursive: true, force: true })
  if (usesRedis) await deleteKeys(settings.redisUrl, redisPrefix)
})
const packFile = join(runDir, "pack.json")
const bodiesFile = join(runDir, "bodies.txt")
const loadAverageStart = load1()
log(`load average ${loadAverageStart}; scenarios: ${[...settings.scenarios].join(", ")}`)

const servers = new Map<ServerId, ServerProcess>()
const peakRss = new Map<string, number | undefined>()
/** Each server's heap and RSS at the end (MiB), from inside the process. */
const serverMemory: Record<string, Record<string, number>> = {}
let validator: ValidatorSummary | undefined
const openLoop: Array<OpenLoopRun> = []
let inFlight: InFlightRun | undefined
let longRun: LongRun | undefined
let devMemory: DevMemoryRun | undefined
let redisKeysDeleted: number | undefined
let pool: PaymentPool | undefined
let runner: Runner | undefined
try {
  mkdirSync(runDir, { recursive: true })
  writeFileSync(packFile, JSON.stringify(makePack()))
  writeFileSync(bodiesFile, `${QUERIES.map((_, i) => requestBody(i)).join("\n")}\n`)
  pool = new PaymentPool({
    dir: settings.cacheDir,
    payers: settings.payers,
    threads: settings.signThreads,
    reuse: settings.reusePool
  })
  log(`payment pool: ${pool.size} pre-signed purchases kept from earlier runs (${pool.file})`)

  const specs = serverSpecs({ packFile, redisUrl: settings.redisUrl, redisPrefix, httpLog: settings.httpLog })
  for (const id of serverIds) {
    servers.set(id, await ServerProcess.start(specs[id], settings.serverCpu))
    log(`started ${id} (pid ${servers.get(id)!.pid}, port ${servers.get(id)!.port})`)
  }
  runner = new Runner(settings, pool, servers, bodiesFile, generator)

  const report = (id: string, round: number, record: Awaited<ReturnType<Runner["run"]>>) =>
    log(
      `${id} ${round === 0 ? "warm-up" : `round ${round}`}: ${Math.round(record.load.rps)} req/s, ` +
        `p99 ${record.load.latencyMs.p99.toFixed(2)} ms, ${Math.round(record.serverCpuMicrosPerRequest ?? 0)} µs CPU/req, ` +
        `statuses ${JSON.stringify(record.load.statuses)}, load ${record.loadAverage[1].toFixed(2)}`
    )
  for (const scenario of chosen.filter((s) => s.feed !== "replay")) {
    report(scenario.id, 0, await runner.run(scenario, 0, settings.warmupSeconds))
  }
  for (const scenario of chosen.filter((s) => s.feed === "replay")) {
    await runner.primeReplays(scenario)
    report(scenario.id, 0, await runner.run(scenario, 0, settings.warmupSeconds))
  }
  for (let round = 1; round <= settings.rounds; round++) {
    for (const scenario of chosen) {
      // The memory store keeps what fits its byte budget (some 7,000 purchases, least recently used out first): a
      // fresh round in between would leave the replays nothing to replay, so each replay round buys its own.
      if (scenario.feed === "replay") await runner.primeReplays(scenario)
      report(scenario.id, round, await runner.run(scenario, round, settings.roundSeconds))
    }
  }
  if (settings.scenarios.has("validator")) {
    log("validator alone")
    validator = summarizeValidator(await runValidator(settings.serverCpu, settings.rounds, settings.validatorSeconds))
  }
  if (settings.scenarios.has("open-loop")) {
    for (const id of (["reference", "ours-memory", "ours-redis"] as const).filter((id) => servers.has(id))) {
      const run = await runOpenLoop(servers.get(id)!, pool, runner.cursor(id), settings)
      openLoop.push(run)
      log(
        `open loop ${id}: ${Math.round(run.sentPerSecond)}/s sent, ${Math.round(run.answeredPerSecond)}/s answered, ` +
          `p99 ${run.latencyMs.p99.toFixed(2)} ms from the intended send, statuses ${JSON.stringify(run.statuses)}`
      )
    }
  }
  for (const [id, server] of servers) {
    peakRss.set(id, server.peakRssMiB())
    const stats = await server.stats(true).catch(() => ({}) as Record<string, number>)
    serverMemory[id] = Object.fromEntries(
      Object.entries(stats)
        .filter(([key]) => key.startsWith("memory."))
        .map(([key, value]) => [key.slice("memory.".length), Math.round(value * 10) / 10])
    )
  }
} finally {
  await Promise.all([...servers.values()].map((server) => server.stop()))
  for (const [id, server] of servers) if (!peakRss.has(id)) peakRss.set(id, server.peakRssMiB())
  if (usesRedis) {
    redisKeysDeleted = await deleteKeys(settings.redisUrl, redisPrefix).catch(() => undefined)
    log(`deleted ${redisKeysDeleted ?? "?"} Redis keys under ${redisPrefix}`)
  }
  rmSync(runDir, { recursive: true, force: true })
}

// Scenarios on servers of their own, one at a time, once the shared servers are gone.
try {
  if (settings.scenarios.has("in-flight") && pool !== undefined) {
    log(`in flight: ${settings.inFlight.purchases} purchases against fakes answering after 1 s and 2 s`)
    inFlight = await runInFlight(pool, settings)
    log(
      `in flight: ${inFlight.answered} answered, statuses ${JSON.stringify(inFlight.statuses)}, p99 added ` +
        `${inFlight.addedMs.p99.toFixed(2)} ms, peak RSS ${Math.round(inFlight.peakRssMiB ?? 0)} MiB`
    )
  }
  if (settings.scenarios.has("long-run")) {
    log(`long run: ${settings.longRun.purchases} purchases (at most ${settings.longRun.maxSeconds} s)`)
    longRun = await runLongRun(settings, runId)
    log(`long run: ${longRun.answered} answered, peak RSS ${Math.round(longRun.peakRssMiB ?? 0)} MiB`)
  }
  if (settings.scenarios.has("dev-memory")) {
    log(`pnpm dev: ${settings.devMemory.purchases} packs with real payments`)
    devMemory = await runDevMemory(settings)
    log(
      `pnpm dev: steady ${Math.round(devMemory.steadyRssMiB ?? 0)} MiB, statuses ${JSON.stringify(devMemory.statuses)}`
    )
  }
} finally {
  killAll()
}

const summaries = summarize(chosen, runner?.records ?? new Map(), peakRss)
const cpuModel = cpus()[0]?.model ?? "unknown CPU"
const repoRoot = new URL("../../", import.meta.url).pathname
const git = (args: ReadonlyArray<string>) =>
  spawnSync("git", args, { cwd: repoRoot, encoding: "utf8" }).stdout?.trim() ?? ""
const benchReport: BenchReport = {
  startedAt: startedAt.toISOString(),
  totalSeconds: (performance.now() - t0) / 1000,
  environment: {
    node: process.version,
    loadGenerator: generatorName,
    commit: git(["rev-parse", "--short", "HEAD"]),
    uncommittedFiles: git(["status", "--porcelain", "--", "packages", "apps"])
      .split("\n")
      .filter((l) => l !== "").length,
    cpu: cpuModel,
    cores: cpus().length,
    kernel: readFileSync("/proc/sys/kernel/osrelease", "utf8").trim(),
    loadAverageStart,
    loadAverageEnd: load1()
  },
  settings: { ...settings, scenarios: [...settings.scenarios] },
  pool: {
    lines: pool?.size ?? 0,
    keptFromEarlierRuns: pool?.reusedLines ?? 0,
    signedThisRun: pool?.signedThisRun ?? 0,
    signingSeconds: pool?.signingSeconds ?? 0
  },
  scenarios: summaries,
  validator,
  targets: targetsOf({
    scenarios: summaries,
    redisRoundTrips: runner?.exactRoundTrips.get("ours-redis"),
    openLoop,
    inFlight,
    longRun,
    devMemory
  }),
  serverMemory,
  redisRoundTrips: runner?.exactRoundTrips.get("ours-redis"),
  openLoop,
  inFlight,
  longRun,
  devMemory,
  redisKeysDeleted,
  notes: notesOf({
    settings,
    pool,
    memoryResponses: summaries.find((s) => s.id === "ours-memory")?.responses,
    loadAverage: [loadAverageStart, load1()],
    cores: cpus().length,
    longRun
  })
}
const files = writeReport(settings.outDir, benchReport)
process.stdout.write(renderMarkdown(benchReport))
log(`wrote ${files.md} and ${files.json}`)
