import { availableParallelism } from "node:os"

/** Every knob of `pnpm bench`, from the environment (README lists them). */
export interface Settings {
  readonly warmupSeconds: number
  readonly rounds: number
  readonly roundSeconds: number
  readonly connections: number
  /** Scenario ids to run (default: all). */
  readonly scenarios: ReadonlySet<string>
  readonly serverCpu: number
  readonly loadCpu: number
  /** First guess of a paid server's req/s, to size the pool before its warm-up (later runs use what was seen). */
  readonly rpsGuess: number
  readonly payers: number
  readonly signThreads: number
  /** Keep pre-signed lines between runs (bench/.cache); 0 signs a fresh pool. */
  readonly reusePool: boolean
  /** Purchases each replay scenario cycles through. */
  readonly replayKeys: number
  readonly validatorSeconds: number
  readonly redisUrl: string
  /** Our app's per-request log line (production default: on). */
  readonly httpLog: boolean
  /** Before each run, wait up to `quietWaitSeconds` for the machine to be busy less than `quietBelow` (0..1). */
  readonly quietBelow: number
  readonly quietWaitSeconds: number
  /** BENCH_LOADGEN: wrk (default when installed) or autocannon. */
  readonly generator: "wrk" | "autocannon" | undefined
  readonly outDir: string
  readonly cacheDir: string
  /** Open loop (target 4): requests per second offered on a fixed schedule, for how long, at most how many sockets. */
  readonly openLoop: {
    readonly rate: number
    readonly warmupSeconds: number
    readonly seconds: number
    readonly connections: number
  }
  /** In flight (target 5): purchases kept in flight against slow fakes, for how long. */
  readonly inFlight: {
    readonly purchases: number
    readonly seconds: number
    readonly providerDelayMillis: number
    readonly settleDelayMillis: number
  }
  /** Long run (target 6): purchases on one memory-store server, and the most seconds it may take. */
  readonly longRun: { readonly purchases: number; readonly maxSeconds: number }
  /** `pnpm dev` memory (target 6): packs bought with real payments, then seconds of steady sampling. */
  readonly devMemory: { readonly purchases: number; readonly steadySeconds: number }
}

const number = (name: string, fallback: number, min = 0): number => {
  const raw = process.env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min) throw new RangeError(`${name}=${raw}: expected a number >= ${min}`)
  return value
}

export const ALL_SCENARIOS = [
  "ceiling",
  "reference",
  "ours-memory",
  "ours-redis",
  "replay-memory",
  "replay-redis",
  "validator",
  "open-loop",
  "in-flight",
  "long-run",
  "dev-memory"
] as const

const generatorOf = (raw: string | undefined): Settings["generator"] => {
  if (raw === undefined || raw === "") return undefined
  if (raw === "wrk" || raw === "autocannon") return raw
  throw new RangeError(`BENCH_LOADGEN=${raw}: expected wrk or autocannon`)
}

export const readSettings = (): Settings => {
  const list = process.env.BENCH_SCENARIOS
  const scenarios = new Set(list === undefined || list === "" ? ALL_SCENARIOS : list.split(",").map((id) => id.trim()))
  for (const id of scenarios) {
    if (!(ALL_SCENARIOS as ReadonlyArray<string>).includes(id)) {
      throw new RangeError(`BENCH_SCENARIOS: unknown scenario ${id} (known: ${ALL_SCENARIOS.join(", ")})`)
    }
  }
  const roundSeconds = number("BENCH_DURATION_SECONDS", 10, 1)
  return {
    warmupSeconds: number("BENCH_WARMUP_SECONDS", 5, 1),
    rounds: Math.floor(number("BENCH_ROUNDS", 3, 1)),
    roundSeconds,
    connections: Math.floor(number("BENCH_CONNECTIONS", 50, 1)),
    scenarios,
    serverCpu: number("BENCH_SERVER_CPU", 0),
    loadCpu: number("BENCH_LOAD_CPU", availableParallelism() > 1 ? 1 : 0),
    rpsGuess: number("BENCH_RPS_GUESS", 10_000, 1),
    payers: Math.floor(number("BENCH_PAYERS", 20, 1)),
    signThreads: Math.floor(number("BENCH_SIGN_THREADS", availableParallelism(), 1)),
    reusePool: process.env.BENCH_REUSE_POOL !== "0",
    replayKeys: Math.floor(number("BENCH_REPLAY_KEYS", 200, 1)),
    validatorSeconds: number("BENCH_VALIDATOR_SECONDS", Math.min(5, roundSeconds), 1),
    redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    httpLog: process.env.BENCH_HTTP_LOG !== "0",
    quietBelow: number("BENCH_QUIET_BELOW", 0.1),
    quietWaitSeconds: number("BENCH_QUIET_WAIT_SECONDS", 0),
    generator: generatorOf(process.env.BENCH_LOADGEN),
    outDir: new URL("../results/", import.meta.url).pathname,
    cacheDir: new URL("../.cache/", import.meta.url).pathname,
    openLoop: {
      rate: number("BENCH_OPEN_LOOP_RATE", 1_000, 1),
      warmupSeconds: number("BENCH_OPEN_LOOP_WARMUP_SECONDS", 2),
      seconds: number("BENCH_OPEN_LOOP_SECONDS", 10, 1),
      connections: Math.floor(number("BENCH_OPEN_LOOP_CONNECTIONS", 256, 1))
    },
    inFlight: {
      purchases: Math.floor(number("BENCH_IN_FLIGHT", 2_000, 1)),
      seconds: number("BENCH_IN_FLIGHT_SECONDS", 12, 1),
      providerDelayMillis: number("BENCH_IN_FLIGHT_PROVIDER_MS", 1_000),
      settleDelayMillis: number("BENCH_IN_FLIGHT_SETTLE_MS", 2_000)
    },
    longRun: {
      purchases: Math.floor(number("BENCH_LONG_RUN_PURCHASES", 1_000_000, 1)),
      maxSeconds: number("BENCH_LONG_RUN_MAX_SECONDS", 300, 1)
    },
    devMemory: {
      purchases: Math.floor(number("BENCH_DEV_PURCHASES", 100, 1)),
      steadySeconds: number("BENCH_DEV_STEADY_SECONDS", 10, 1)
    }
  }
}
