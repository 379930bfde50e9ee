import { ReconcilerConfig } from "@evidence-pack/runtime/ReconcilerConfig"
import { Config } from "effect"

/** The worker's own settings; everything else comes from the same environment as `pnpm start`. */
export const WorkerConfig = Config.all({
  /** Port of the worker's /metrics and /healthz (0 = none). */
  port: Config.Port("WORKER_PORT").pipe(Config.withDefault(0)),
  /** Polled, not signalled: lease expiry is a score in a sorted set, and Redis emits no event when time passes it. */
  reconciler: ReconcilerConfig("WORKER", { intervalMillis: 500, batch: 100, expiryMarginSeconds: 60 })
})
