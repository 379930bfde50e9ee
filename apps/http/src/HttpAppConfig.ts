import { ReconcilerConfig } from "@evidence-pack/runtime/ReconcilerConfig"
import { positiveInt, ServiceConfig } from "@evidence-pack/runtime/ServiceConfig"
import { Config } from "effect"

/** What only the HTTP app reads: the edge's limits and the in-process reconciler. */
export const EdgeConfig = Config.all({
  maxBodyBytes: positiveInt("MAX_BODY_BYTES", 16 * 1024),
  /** Unpaid requests (402 probes and bad input) per client address per minute. */
  unpaidPerMinute: positiveInt("RATE_LIMIT_UNPAID_PER_MINUTE", 120),
  /** Paid requests per payer address per minute. */
  paidPerMinute: positiveInt("RATE_LIMIT_PAID_PER_MINUTE", 60),
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  trustProxy: Config.Boolean("TRUST_PROXY").pipe(Config.withDefault(false)),
  /** The HTTP process's own reconciler (the only one with the memory store); `pnpm worker` reads WORKER_*. */
  reconciler: ReconcilerConfig("RECONCILER", { intervalMillis: 500, batch: 50, expiryMarginSeconds: 60 })
})

/** The HTTP app's whole configuration: the service's, read once, plus the edge's. */
export const HttpAppConfig = Config.all([ServiceConfig, EdgeConfig]).pipe(
  Config.map(([service, edge]) => ({ ...service, ...edge }))
)

export type HttpAppConfig = Config.Success<typeof HttpAppConfig>
