import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import { installCleanup, killAll, onInterrupt } from "./ChildProcesses.ts"
import { wrkVersion } from "./LoadGenerator.ts"
import { QUERIES, requestBody } from "./Offer.ts"
import { makePack } from "./Pack.ts"
import { PaymentPool } from "./PaymentPool.ts"
import { deleteKeys, redisAnswers } from "./RedisCleanup.ts"
import {
  type BenchReport,
  renderMarkdown,
  summarize,
  summarizeValidator,
  targetsOf,
  type ValidatorSummary,
  writeReport
} from "./Report.ts"
import { Runner } from "./Runner.ts"
import { SCENARIOS, type ServerId, serverSpecs } from "./Scenario.ts"
import { ServerProcess } from "./ServerProcess.ts"
import { readSettings } from "./Settings.ts"
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
const serverIds = [...new Set(chosen.map((scenario) => scenario.server))]
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
    for (const scenario of chosen) report(scenario.id, round, await runner.run(scenario, round, settings.roundSeconds))
  }
  if (settings.scenarios.has("validator")) {
    log("validator alone")
    validator = summarizeValidator(await runValidator(settings.serverCpu, settings.rounds, settings.validatorSeconds))
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
  killAll()
  rmSync(runDir, { recursive: true, force: true })
}

const summaries = summarize(chosen, runner?.records ?? new Map(), peakRss)
const memory = summaries.find((s) => s.id === "ours-memory")
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
  targets: targetsOf(summaries),
  serverMemory,
  redisRoundTrips: runner?.exactRoundTrips.get("ours-redis"),
  redisKeysDeleted,
  notes: [
    "Every paid request is a fresh purchase: its own Idempotency-Key and its own EIP-3009 authorization (random " +
      "nonce), signed for real (secp256k1 over the EIP-712 TransferWithAuthorization digest, USD Coin v2, chain " +
      "31337) before any load runs, in the x402 v2 payload the official client sends. C, ours-memory and ours-redis " +
      "each read the pool from its start (they share no store); lines signed by earlier runs are kept in " +
      `bench/.cache (${pool?.reusedLines ?? 0} kept, ${pool?.signedThisRun ?? 0} signed this run in ` +
      `${Math.round(pool?.signingSeconds ?? 0)} s).`,
    "Replays send the same Idempotency-Key, body and payment as a purchase made before the scenario " +
      `(${settings.replayKeys} purchases per store, cycled); each answer must be the stored 200 with X-Idempotent-Replay.`,
    "Our app runs as `pnpm start` serves it (apps/http: same routes, middleware, request logger and JSON console " +
      "logger with stdout to /dev/null, latency metrics, rate limiter with limits out of reach), over zero-latency " +
      "fakes; the in-process reconciler is left out. C has no logger.",
    "Server CPU µs/req is the server process's user + system CPU time per response; with the pinned core fully " +
      "used, 1e6 / (µs/req) is the req/s it can reach. Other processes on the machine inflate it less than they " +
      "cut req/s, but they do (cache and scheduler interference).",
    "CPU vs A and CPU vs C compare requests per CPU second (1e6 / server CPU µs per request): the ratios a quiet " +
      "machine would show with every server saturating its core. The req/s ratios also carry whatever other load " +
      "hit each round.",
    "Other load % is the CPU that processes other than the server and wrk used during the rounds, as a share of " +
      "all cores (median, max): near 0 on a quiet machine; rounds with high values are less trustworthy.",
    "At 50 connections in a closed loop, mean latency = 50 / req/s (Little's law): p99 <= 5 ms needs well over " +
      "10,000 req/s.",
    ...(memory !== undefined
      ? [
          `The memory store keeps every record for the life of the process (${memory.responses.toLocaleString("en-US")} ` +
            "purchases plus replays by the end of this run), so its peak RSS grows with the length of the run."
        ]
      : []),
    ...(Number(loadAverageStart) > 1.5 || Number(load1()) > 1.5
      ? [
          `The machine was busy with other work (load average ${loadAverageStart} at start, ${load1()} at end on ` +
            `${cpus().length} cores): req/s and latency are noisy; compare the ratios and CPU µs/req.`
        ]
      : [])
  ]
}
const files = writeReport(settings.outDir, benchReport)
process.stdout.write(renderMarkdown(benchReport))
log(`wrote ${files.md} and ${files.json}`)
