import type { ClosedLoopJob, ClosedLoopResult } from "./ClosedLoopGenerator.ts"
import { runGenerator } from "./GeneratorProcess.ts"
import type { LatencySummary } from "./Latencies.ts"
import type { PaymentPool } from "./PaymentPool.ts"
import { oursSpec } from "./Scenario.ts"
import { ServerProcess } from "./ServerProcess.ts"
import { type Usage, withUsage } from "./ServerUsage.ts"
import type { Settings } from "./Settings.ts"

const GENERATOR = new URL("./ClosedLoopGenerator.ts", import.meta.url).pathname

export interface InFlightRun extends ClosedLoopResult {
  /** Purchases kept in flight (one per client), and the delays the fakes add to each. */
  readonly clients: number
  readonly providerDelayMillis: number
  readonly settleDelayMillis: number
  /** The latency percentiles minus the injected delays: what the server adds while that many purchases wait. */
  readonly addedMs: LatencySummary
  /** The server's own peak resident set (VmHWM): it served nothing else. */
  readonly peakRssMiB: number | undefined
  readonly usage: Usage
}

/**
 * Purchases kept in flight against slow fakes (the provider answers after 1 s, settlement after 2 s): our app with
 * the memory store on a server of its own (so its peak RSS is this scenario's), `clients` clients each buying
 * signed pool purchases back to back, started evenly over one purchase's length. Purchases sent during that ramp
 * (a cold server, in-flight count still climbing) count for the statuses, not for the latency figures.
 */
export const runInFlight = async (pool: PaymentPool, settings: Settings): Promise<InFlightRun> => {
  const { purchases: clients, seconds, providerDelayMillis, settleDelayMillis } = settings.inFlight
  const injected = providerDelayMillis + settleDelayMillis
  const ramp = injected / 1000
  // A fresh store: the pool from its first line. Each client buys about seconds / injected purchases.
  const lines = Math.ceil(clients * ((seconds * 1000) / Math.max(1, injected) + 2))
  await pool.ensure(lines)
  const server = await ServerProcess.start(
    oursSpec("ours-in-flight", {
      BENCH_PROVIDER_DELAY_MS: String(providerDelayMillis),
      BENCH_SETTLE_DELAY_MS: String(settleDelayMillis),
      BENCH_HTTP_LOG: settings.httpLog ? "1" : "0"
    }),
    settings.serverCpu
  )
  try {
    const job: ClosedLoopJob = {
      port: server.port,
      clients,
      rampSeconds: ramp,
      measureAfterSeconds: ramp,
      purchases: lines,
      seconds,
      source: { kind: "pool", file: pool.file, from: { line: 0, byte: 0 }, lines },
      timeoutSeconds: 60,
      progressMillis: 0
    }
    const { result, usage } = await withUsage(server, () =>
      runGenerator<ClosedLoopResult>(settings.loadCpu, process.execPath, [GENERATOR, JSON.stringify(job)])
    )
    const added = (ms: number) => ms - injected
    const l = result.latencyMs
    return {
      ...result,
      clients,
      providerDelayMillis,
      settleDelayMillis,
      addedMs: {
        count: l.count,
        p50: added(l.p50),
        p90: added(l.p90),
        p99: added(l.p99),
        p999: added(l.p999),
        max: added(l.max)
      },
      peakRssMiB: server.peakRssMiB(),
      usage
    }
  } finally {
    await server.stop()
  }
}
