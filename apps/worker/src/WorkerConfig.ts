import { ReconcilerConfig } from "@evidence-pack/runtime/ReconcilerConfig"
import { Config } from "effect"

/** The worker's own settings; everything else comes from the same environment as `pnpm start`. */
export const WorkerConfig = Config.all({
  /** Port of the worker's /metrics and /healthz (0 = none). */
  port: Config.Port("WORKER_PORT").pipe(Config.withDefault(0)),
  reconciler: ReconcilerConfig("WORKER", { intervalMillis: 1_000, batch: 100, expiryMarginSeconds: 60 })
})
