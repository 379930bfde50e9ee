import { Facilitator, Provider } from "@evidence-pack/core"
import { JsonLogs } from "@evidence-pack/runtime/Logging"
import { servicesLayer } from "@evidence-pack/runtime/ServiceLayers"
import {
  BENCH_ASSET,
  BENCH_ASSET_NAME,
  BENCH_ASSET_VERSION,
  BENCH_MAX_TIMEOUT_SECONDS,
  BENCH_NETWORK,
  BENCH_PAY_TO
} from "@evidence-pack/testkit/bench/BenchOffer"
import { serveControl } from "@evidence-pack/testkit/bench/ChildControl"
import { instantFacilitator } from "@evidence-pack/testkit/bench/InstantFacilitator"
import { instantProvider } from "@evidence-pack/testkit/bench/InstantProvider"
import { Cause, Config, ConfigProvider, Effect, Fiber, Layer, References, Schema } from "effect"
import { HttpAppConfig } from "../../src/HttpAppConfig.ts"
import { serverLayer } from "../../src/Server.ts"
import { countRedisCommands } from "./RedisCommandCount.ts"

/**
 * The benchmark's entry point (bench/ spawns this file by path and imports nothing from the app): `pnpm start`
 * exactly (apps/http/src/Server.ts: routes, middleware, Node server options, parser-error handler, request log,
 * metrics, rate limiter, economic guards, in-process reconciler), with the provider and the facilitator swapped for
 * testkit's instant fakes. It speaks the bench's child-control protocol (testkit/bench/ChildControl.ts): stats
 * (Redis commands by caller, memory) and stop.
 */
const BenchConfig = Config.all({
  port: Config.Port("BENCH_PORT"),
  /** memory: the in-memory store, counters and rate limiter; redis: all three on Redis, as with REDIS_URL. */
  store: Config.schema(Schema.Literals(["memory", "redis"]), "BENCH_STORE").pipe(Config.withDefault("memory")),
  redisUrl: Config.String("BENCH_REDIS_URL").pipe(Config.withDefault("redis://127.0.0.1:6379")),
  redisPrefix: Config.String("BENCH_REDIS_PREFIX").pipe(Config.withDefault("evidence-pack-bench:")),
  /** 0: without the per-request log line (any Info log is dropped); production logs it. */
  httpLog: Config.Boolean("BENCH_HTTP_LOG").pipe(Config.withDefault(true)),
  /** The fakes answer after this long (the in-flight scenario); 0: at once. */
  providerDelayMillis: Config.Int("BENCH_PROVIDER_DELAY_MS").pipe(Config.withDefault(0)),
  settleDelayMillis: Config.Int("BENCH_SETTLE_DELAY_MS").pipe(Config.withDefault(0))
})
type BenchConfig = Config.Success<typeof BenchConfig>

/** Limits no bench run reaches: the bench measures the paid flow, not the limits (a few payers buy a lot). */
const OUT_OF_REACH = "1000000000"
/** The in-process reconciler passes once at start, then sleeps through the run: its polls would blur round trips. */
const RECONCILER_IDLE_MS = String(24 * 3_600_000)

/**
 * The service's environment as an operator would write it for the bench's offer (testkit's BenchOffer, which the
 * bench's pre-signed authorizations pay). Nothing else is read: a variable in the bench's own shell (REDIS_URL,
 * LIVE_CHECK, ...) cannot change what is measured.
 */
const serviceEnv = (bench: BenchConfig): Record<string, string> => ({
  PORT: String(bench.port),
  HOST: "127.0.0.1",
  NETWORK: BENCH_NETWORK,
  ASSET: BENCH_ASSET,
  ASSET_NAME: BENCH_ASSET_NAME,
  ASSET_VERSION: BENCH_ASSET_VERSION,
  PAY_TO: BENCH_PAY_TO,
  MAX_TIMEOUT_SECONDS: String(BENCH_MAX_TIMEOUT_SECONDS),
  // Required by the configuration, never called: the instant facilitator stands in for it.
  FACILITATOR_URL: "http://127.0.0.1:9",
  RATE_LIMIT_UNPAID_PER_MINUTE: OUT_OF_REACH,
  RATE_LIMIT_PAID_PER_MINUTE: OUT_OF_REACH,
  PAYER_REJECTIONS_PER_HOUR: OUT_OF_REACH,
  RECONCILER_INTERVAL_MS: RECONCILER_IDLE_MS,
  ...(bench.store === "redis" ? { REDIS_URL: bench.redisUrl, REDIS_KEY_PREFIX: bench.redisPrefix } : {})
})

const delay = (millis: number) => (millis > 0 ? millis : undefined)

/** testkit's instant fakes in place of the configured provider and facilitator. */
const instantPorts = (bench: BenchConfig) => {
  const providerDelay = delay(bench.providerDelayMillis)
  const settleDelay = delay(bench.settleDelayMillis)
  return {
    provider: Layer.succeed(Provider, instantProvider(providerDelay === undefined ? {} : { delay: providerDelay })),
    facilitator: Layer.succeed(Facilitator, instantFacilitator(settleDelay === undefined ? {} : { settleDelay }))
  }
}

const service = (bench: BenchConfig) =>
  Effect.gen(function* () {
    const config = yield* HttpAppConfig
    return yield* Layer.launch(serverLayer(config, servicesLayer(config, instantPorts(bench))))
  }).pipe(
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env: serviceEnv(bench) })),
    bench.httpLog ? (self) => self : Effect.provideService(References.MinimumLogLevel, "Warn")
  )

// Before any Redis client exists: every command of every client is counted.
const redisCommands = countRedisCommands()
const fiber = Effect.runFork(Effect.flatMap(BenchConfig, service).pipe(Effect.provide(JsonLogs)))
fiber.addObserver((exit) => {
  if (exit._tag === "Failure" && !Cause.hasInterruptsOnly(exit.cause)) {
    process.stderr.write(`bench service failed:\n${Cause.pretty(exit.cause)}\n`)
    process.exit(1)
  }
})
serveControl({ stats: redisCommands, stop: () => Effect.runPromise(Fiber.interrupt(fiber)) })
