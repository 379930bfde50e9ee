import { loadavg } from "node:os"
import { type Generator, type RequestFeed, runLoad } from "./LoadGenerator.ts"
import { cpuTimes, otherCpuShare, waitForQuiet } from "./MachineLoad.ts"
import type { PaymentPool } from "./PaymentPool.ts"
import type { PoolCursor } from "./PoolLines.ts"
import { type Primed, primeReplays, replayOnce } from "./Priming.ts"
import { perRequest, type RoundTrips, roundTripsOf } from "./RoundTrips.ts"
import type { RunRecord, Scenario, ServerId } from "./Scenario.ts"
import type { ServerProcess } from "./ServerProcess.ts"
import type { Settings } from "./Settings.ts"
import { max } from "./Stats.ts"

/** Requests the ceiling cycles through (it ignores what they carry). */
const STATIC_LINES = 1_000
/** Headroom over the expected request count when topping up the pool before a run. */
const POOL_MARGIN = 1.5

/**
 * Runs scenarios against their servers, one load run at a time. Before each run that sends fresh purchases it
 * tops up the pool (the load never waits for a signature); each server has its own cursor into the pool, moved
 * past every line the run built.
 */
export class Runner {
  readonly records = new Map<string, Array<RunRecord>>()
  private readonly cursors = new Map<ServerId, PoolCursor>()
  private readonly primed = new Map<ServerId, Primed>()
  private readonly settings: Settings
  private readonly pool: PaymentPool
  private readonly servers: ReadonlyMap<ServerId, ServerProcess>
  private readonly bodiesFile: string
  private readonly generator: Generator

  constructor(
    settings: Settings,
    pool: PaymentPool,
    servers: ReadonlyMap<ServerId, ServerProcess>,
    bodiesFile: string,
    generator: Generator
  ) {
    this.settings = settings
    this.pool = pool
    this.servers = servers
    this.bodiesFile = bodiesFile
    this.generator = generator
  }

  private server(id: ServerId): ServerProcess {
    const server = this.servers.get(id)
    if (server === undefined) throw new Error(`server ${id} is not running`)
    return server
  }

  /** The server's stream cursor: where its next fresh purchase is in the pool (the open loop reads it too). */
  cursor(id: ServerId): PoolCursor {
    let cursor = this.cursors.get(id)
    if (cursor === undefined) {
      cursor = this.pool.newCursor()
      this.cursors.set(id, cursor)
    }
    return cursor
  }

  /** The highest req/s seen for the scenario so far, or the configured guess. */
  private expectedRps(scenario: Scenario): number {
    const seen = (this.records.get(scenario.id) ?? []).map((record) => record.load.rps)
    return seen.length === 0 ? this.settings.rpsGuess : max(seen)
  }

  /**
   * Exact Redis round trips of a purchase and of a replay (Redis store), counted without load: the commands the
   * server sent while the replay purchases were bought, and while each was replayed once, over their number.
   */
  readonly exactRoundTrips = new Map<ServerId, { readonly purchase: RoundTrips; readonly replay: RoundTrips }>()

  private async redisCommands(id: ServerId): Promise<number> {
    return (await this.server(id).stats()).redisCommands ?? 0
  }

  private async redisCounts(id: ServerId): Promise<RoundTrips> {
    return roundTripsOf(await this.server(id).stats())
  }

  /**
   * The server's Redis command count once it stops moving: requests still in flight when wrk stops run to their
   * end on the server (a purchase survives a client disconnect), and their commands belong to that run.
   */
  private async quietCommands(id: ServerId): Promise<number> {
    let last = await this.redisCommands(id)
    const deadline = performance.now() + 5_000
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const now = await this.redisCommands(id)
      if (now === last || performance.now() > deadline) return now
      last = now
    }
  }

  /** Buys the purchases a replay scenario will send again (after the server's warm-up), and replays each once. */
  async primeReplays(scenario: Scenario): Promise<void> {
    const cursor = this.cursor(scenario.server)
    const server = this.server(scenario.server)
    const counts = scenario.server === "ours-redis"
    await this.pool.ensure(cursor.line + this.settings.replayKeys)
    if (counts) await this.quietCommands(scenario.server)
    const before = counts ? await this.redisCounts(scenario.server) : undefined
    const primed = await primeReplays(this.pool, cursor, server.port, this.settings.replayKeys)
    const bought = counts ? await this.redisCounts(scenario.server) : undefined
    await replayOnce(this.pool, primed, server.port)
    const replayed = counts ? await this.redisCounts(scenario.server) : undefined
    if (before !== undefined && bought !== undefined && replayed !== undefined) {
      this.exactRoundTrips.set(scenario.server, {
        purchase: perRequest(before, bought, primed.count),
        replay: perRequest(bought, replayed, primed.count)
      })
    }
    this.primed.set(scenario.server, primed)
    this.cursors.set(scenario.server, { ...primed.next })
  }

  private async feedFor(scenario: Scenario, seconds: number): Promise<RequestFeed> {
    switch (scenario.feed) {
      case "static":
        await this.pool.ensure(STATIC_LINES)
        return { mode: "cycle", line: 0, byte: 0, lines: STATIC_LINES }
      case "replay": {
        const primed = this.primed.get(scenario.server)
        if (primed === undefined) throw new Error(`${scenario.id}: no primed purchases`)
        return { mode: "cycle", line: primed.from.line, byte: primed.from.byte, lines: primed.count }
      }
      case "fresh": {
        const cursor = this.cursor(scenario.server)
        const expected = Math.ceil(this.expectedRps(scenario) * seconds * POOL_MARGIN) + 2_000
        await this.pool.ensure(cursor.line + expected)
        return { mode: "stream", line: cursor.line, byte: cursor.byte }
      }
    }
  }

  /** One load run of `seconds`; round 0 is a warm-up. */
  async run(scenario: Scenario, round: number, seconds: number): Promise<RunRecord> {
    const server = this.server(scenario.server)
    const feed = await this.feedFor(scenario, seconds)
    const countsRedis = scenario.server === "ours-redis"
    const commandsBefore = countsRedis ? await this.quietCommands(scenario.server) : 0
    const quiet = await waitForQuiet(this.settings.quietBelow, this.settings.quietWaitSeconds)
    const loadBefore = loadavg()[0]!
    const machineBefore = cpuTimes()
    const cpuBefore = server.cpuSeconds()
    const load = await runLoad(
      {
        url: server.url,
        connections: this.settings.connections,
        seconds,
        cpu: this.settings.loadCpu,
        poolFile: this.pool.file,
        bodiesFile: this.bodiesFile,
        feed,
        countStatuses: scenario.countStatuses
      },
      this.generator
    )
    const cpuAfter = server.cpuSeconds()
    const machineAfter = cpuTimes()
    const loadAfter = loadavg()[0]!
    if (!server.alive) throw new Error(`${server.name} died during ${scenario.id}:\n${server.stderrTail()}`)
    const commandsAfter = countsRedis ? await this.quietCommands(scenario.server) : 0
    if (feed.mode === "stream") {
      const cursor = this.cursor(scenario.server)
      if (load.reused > 0) {
        // The run went past the end of the pool: every line was used on this server; start after the end.
        this.cursors.set(scenario.server, { line: this.pool.size, byte: this.pool.bytes })
      } else {
        cursor.line += load.sent
        cursor.byte += load.consumedBytes
      }
    }
    const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined
    const record: RunRecord = {
      round,
      load,
      serverCpuSeconds: cpu,
      serverCpuMicrosPerRequest: cpu !== undefined && load.requests > 0 ? (cpu * 1e6) / load.requests : undefined,
      redisCommands: countsRedis ? commandsAfter - commandsBefore : undefined,
      loadAverage: [loadBefore, loadAfter],
      otherCpuShare: otherCpuShare(machineBefore, machineAfter, (cpu ?? 0) + load.generatorCpuSeconds, load.seconds),
      busyBefore: quiet.busy,
      waitedSeconds: quiet.waitedSeconds
    }
    const list = this.records.get(scenario.id) ?? []
    list.push(record)
    this.records.set(scenario.id, list)
    return record
  }
}
