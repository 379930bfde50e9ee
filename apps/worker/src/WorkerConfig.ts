import { Config } from "effect"

/** The worker's own settings; everything else comes from the same environment as `pnpm start`. */
export const WorkerConfig = Config.all({
  /** Port of the worker's /metrics and /healthz (0 = none). */
  port: Config.Port("WORKER_PORT").pipe(Config.withDefault(0)),
  /** Polled, not signalled: lease expiry is a score in a sorted set, and Redis emits no event when time passes it. */
  intervalMillis: Config.Int("WORKER_INTERVAL_MS").pipe(Config.withDefault(500)),
  /** Records claimed per pass. */
  batch: Config.Int("WORKER_BATCH").pipe(Config.withDefault(100)),
  /** An authorization counts as expired this long after validBefore (block time may lag our clock). */
  expiryMarginSeconds: Config.Int("WORKER_EXPIRY_MARGIN_SECONDS").pipe(Config.withDefault(60))
})
