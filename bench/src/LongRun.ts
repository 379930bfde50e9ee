import { DEFAULT_MAX_BYTES } from "@evidence-pack/adapters/store/memory"
import type { ClosedLoopJob, ClosedLoopResult } from "./ClosedLoopGenerator.ts"
import { runGenerator } from "./GeneratorProcess.ts"
import { oursSpec } from "./Scenario.ts"
import { ServerProcess } from "./ServerProcess.ts"
import { type Usage, withUsage } from "./ServerUsage.ts"
import type { Settings } from "./Settings.ts"

const GENERATOR = new URL("./ClosedLoopGenerator.ts", import.meta.url).pathname

/** The length of run target 6 is set for. */
export const MILLION = 1_000_000
/** Samples kept in the report (evenly thinned): enough to draw the curve. */
const KEPT_SAMPLES = 200

/** The server's resident set after `answered` purchases. */
export interface MemorySample {
  readonly seconds: number
  readonly answered: number
  readonly rssMiB: number
}

export interface LongRun extends ClosedLoopResult {
  /** Purchases asked for (the run may stop earlier at BENCH_LONG_RUN_MAX_SECONDS). */
  readonly purchasesAsked: number
  /** Purchases the memory store keeps at most, estimated (STORE_CAP_PURCHASES): past it, the store stops growing. */
  readonly storeCap: number
  readonly peakRssMiB: number | undefined
  readonly samples: ReadonlyArray<MemorySample>
  /**
   * Least-squares slope of RSS over purchases in the second half of the run past the store's cap, in MiB per
   * 100,000 purchases; undefined when the run went less than a fifth of the cap past it.
   */
  readonly growthMiBPer100k: number | undefined
  /**
   * Shortened runs: the peak plus that growth (when positive) up to a million purchases. A shortened run's peak is a
   * lower bound of the full run's; the projection is a guess, needed only when that bound is within the target.
   */
  readonly projectedPeakMiB: number | undefined
  readonly usage: Usage
  readonly serverCpuMicrosPerPurchase: number | undefined
}

const slope = (points: ReadonlyArray<MemorySample>): number | undefined => {
  if (points.length < 10) return undefined
  const n = points.length
  const mx = points.reduce((s, p) => s + p.answered, 0) / n
  const my = points.reduce((s, p) => s + p.rssMiB, 0) / n
  const sxy = points.reduce((s, p) => s + (p.answered - mx) * (p.rssMiB - my), 0)
  const sxx = points.reduce((s, p) => s + (p.answered - mx) ** 2, 0)
  return sxx === 0 ? undefined : sxy / sxx
}

/**
 * Where the memory store is full: it keeps what fits its byte budget, and one of the bench's fulfilled purchases
 * (a 5-source pack of ~2.7 KB, its signature and payment response, the record's overhead) is estimated at ~4.5 KB
 * by the store's own rule (`purchaseBytes`).
 */
const STORE_CAP_PURCHASES = Math.floor(DEFAULT_MAX_BYTES / 4_500)

/** Enough purchases past the store's cap for its growth to say something (a fifth of the cap). */
const MIN_SPAN_PAST_CAP = STORE_CAP_PURCHASES / 5

/**
 * The samples whose slope is the run's growth: the second half of those past the store's cap (just past it, the
 * heap is still settling into the store's full size), or none when the run did not go far enough past the cap.
 */
const settledSamples = (samples: ReadonlyArray<MemorySample>, answered: number): ReadonlyArray<MemorySample> => {
  if (answered - STORE_CAP_PURCHASES < MIN_SPAN_PAST_CAP) return []
  const from = STORE_CAP_PURCHASES + (answered - STORE_CAP_PURCHASES) / 2
  return samples.filter((sample) => sample.answered >= from)
}

const thin = <A>(items: ReadonlyArray<A>, keep: number): ReadonlyArray<A> =>
  items.length <= keep
    ? items
    : Array.from({ length: keep }, (_, i) => items[Math.round((i * (items.length - 1)) / (keep - 1))]!)

/**
 * Many purchases on one server of our app with the memory store, its resident set read from /proc every second:
 * target 6's million purchases, or a shortened run past the store's cap by default. Each purchase has its own
 * Idempotency-Key and nonce but is not signed (UnsignedPurchases.ts: a million signatures would take longer than
 * the run itself; the instant facilitator checks none and the app never recovers one on a fresh purchase).
 */
export const runLongRun = async (settings: Settings, runId: string): Promise<LongRun> => {
  const { purchases, maxSeconds } = settings.longRun
  const server = await ServerProcess.start(
    oursSpec("ours-long-run", { BENCH_HTTP_LOG: settings.httpLog ? "1" : "0" }),
    settings.serverCpu
  )
  try {
    const job: ClosedLoopJob = {
      port: server.port,
      clients: settings.connections,
      rampSeconds: 0,
      measureAfterSeconds: 0,
      purchases,
      seconds: maxSeconds,
      source: { kind: "unsigned", runId, payers: settings.payers },
      timeoutSeconds: 60,
      progressMillis: 1_000
    }
    const samples: Array<MemorySample> = []
    const started = performance.now()
    const { result, usage } = await withUsage(server, () =>
      runGenerator<ClosedLoopResult>(
        settings.loadCpu,
        process.execPath,
        [GENERATOR, JSON.stringify(job)],
        (progress) => {
          const rssMiB = server.rssMiB()
          const { answered } = progress as { readonly answered: number }
          if (rssMiB !== undefined) samples.push({ seconds: (performance.now() - started) / 1000, answered, rssMiB })
        }
      )
    )
    const peakRssMiB = server.peakRssMiB()
    const perPurchase = slope(settledSamples(samples, result.answered))
    const growthMiBPer100k = perPurchase === undefined ? undefined : perPurchase * 100_000
    const remaining = Math.max(0, MILLION - result.answered)
    return {
      ...result,
      purchasesAsked: purchases,
      storeCap: STORE_CAP_PURCHASES,
      peakRssMiB,
      samples: thin(samples, KEPT_SAMPLES),
      growthMiBPer100k,
      projectedPeakMiB:
        remaining === 0 || peakRssMiB === undefined || growthMiBPer100k === undefined
          ? undefined
          : peakRssMiB + Math.max(0, growthMiBPer100k) * (remaining / 100_000),
      usage,
      serverCpuMicrosPerPurchase:
        usage.serverCpuSeconds === undefined || result.answered === 0
          ? undefined
          : (usage.serverCpuSeconds * 1e6) / result.answered
    }
  } finally {
    await server.stop()
  }
}
