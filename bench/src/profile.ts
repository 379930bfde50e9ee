import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { installCleanup, killAll, onInterrupt } from "./ChildProcesses.ts"
import { type RequestFeed, runLoad, wrkVersion } from "./LoadGenerator.ts"
import { QUERIES, requestBody } from "./Offer.ts"
import { PaymentPool } from "./PaymentPool.ts"
import { type Primed, primeReplays } from "./Priming.ts"
import { type ProfileWindow, renderProfile, summarizeProfile } from "./ProfileSummary.ts"
import { type ServerId, serverSpecs } from "./Scenario.ts"
import { ServerProcess } from "./ServerProcess.ts"
import { readSettings } from "./Settings.ts"

/**
 * `pnpm --filter @evidence-pack/bench run profile`: our paid flow (fresh purchases) under the bench load with
 * `node --cpu-prof`, then the top costs by function and by area. BENCH_PROFILE_STORE=redis profiles the Redis
 * store, BENCH_PROFILE_FEED=replay the replay path (the fixed cost of a request without evidence work),
 * BENCH_PROFILE_SECONDS the measured run (after a warm-up of BENCH_WARMUP_SECONDS, left out of the summary).
 * Writes bench/results/profile-<server>[-replay].md; the raw .cpuprofile stays in bench/results/profiles/.
 */
installCleanup()
const settings = readSettings()
const seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 8)
const id: ServerId = process.env.BENCH_PROFILE_STORE === "redis" ? "ours-redis" : "ours-memory"
const replay = process.env.BENCH_PROFILE_FEED === "replay"
const profileDir = join(settings.outDir, "profiles")
const runDir = join(settings.outDir, "run", `profile-${process.pid}`)
mkdirSync(profileDir, { recursive: true })
mkdirSync(runDir, { recursive: true })
const bodiesFile = join(runDir, "bodies.txt")
writeFileSync(bodiesFile, `${QUERIES.map((_, i) => requestBody(i)).join("\n")}\n`)
const prefix = `evidence-pack-bench-profile-${process.pid}:`
const before = new Set(readdirSync(profileDir))
onInterrupt(async () => {
  rmSync(runDir, { recursive: true, force: true })
  if (id === "ours-redis") await (await import("./RedisCleanup.ts")).deleteKeys(settings.redisUrl, prefix)
})

const pool = new PaymentPool({
  dir: settings.cacheDir,
  payers: settings.payers,
  threads: settings.signThreads,
  reuse: settings.reusePool
})
const spec = serverSpecs({ packFile: "", redisUrl: settings.redisUrl, redisPrefix: prefix, httpLog: settings.httpLog })[
  id
]
const server = await ServerProcess.start(
  {
    ...spec,
    nodeArgs: [...(spec.nodeArgs ?? []), "--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=500"]
  },
  settings.serverCpu
)
let result: Awaited<ReturnType<typeof runLoad>>
let window: ProfileWindow
try {
  const cursor = { line: 0, byte: 0 }
  let primed: Primed | undefined
  const run = async (duration: number) => {
    await pool.ensure(cursor.line + Math.ceil(settings.rpsGuess * duration * 1.3) + 2_000)
    const feed: RequestFeed =
      primed === undefined
        ? { mode: "stream", line: cursor.line, byte: cursor.byte }
        : { mode: "cycle", line: primed.from.line, byte: primed.from.byte, lines: primed.count }
    const load = await runLoad(
      {
        url: server.url,
        connections: settings.connections,
        seconds: duration,
        cpu: settings.loadCpu,
        poolFile: pool.file,
        bodiesFile,
        feed,
        countStatuses: true
      },
      settings.generator ?? (wrkVersion() === undefined ? "autocannon" : "wrk")
    )
    if (feed.mode === "stream") {
      cursor.line += load.sent
      cursor.byte += load.consumedBytes
    }
    return load
  }
  await run(settings.warmupSeconds)
  if (replay) {
    await pool.ensure(cursor.line + settings.replayKeys)
    primed = await primeReplays(pool, { ...cursor }, server.port, settings.replayKeys)
    await run(Math.min(3, settings.warmupSeconds))
  }
  const started = performance.now()
  result = await run(seconds)
  // The profile's clock starts with the process: keep the measured run only, trimmed at both ends.
  window = {
    fromMicros: (started - server.spawnedAt + 200) * 1000,
    toMicros: (performance.now() - server.spawnedAt - 200) * 1000
  }
} finally {
  await server.stop(30_000)
  killAll()
  rmSync(runDir, { recursive: true, force: true })
  if (id === "ours-redis") {
    const { deleteKeys } = await import("./RedisCleanup.ts")
    await deleteKeys(settings.redisUrl, prefix)
  }
}
const written = readdirSync(profileDir).filter((file) => file.endsWith(".cpuprofile") && !before.has(file))
if (written.length === 0) throw new Error("the server wrote no .cpuprofile")
const file = join(profileDir, written[0]!)
const header =
  `# CPU profile of our paid flow (${id}, ${replay ? `replays of ${settings.replayKeys} purchases` : "fresh purchases"})\n\n` +
  `${new Date().toISOString()} · ${settings.warmupSeconds} s warm-up + ${seconds} s at ${settings.connections} ` +
  `connections; the server process profiled (--cpu-prof, 500 µs sampling; profiling slows it), the measured run ` +
  `only · ` +
  `${Math.round(result.rps)} req/s during the profiled run, statuses ${JSON.stringify(result.statuses)} · ` +
  `raw profile: ${file.replace(/^.*\/bench\//, "bench/")}`
const markdown = renderProfile(summarizeProfile(file, window), header)
writeFileSync(join(settings.outDir, `profile-${id}${replay ? "-replay" : ""}.md`), markdown)
process.stdout.write(markdown)
