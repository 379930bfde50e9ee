import type * as Http from "node:http"
import { createRequire } from "node:module"
import { hostname } from "node:os"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { layerPurchasePolicy, makePurchasePolicy, reconcileLoop } from "@evidence-pack/core"
import { JsonLogs } from "@evidence-pack/runtime/Logging"
import { offerFromConfig, ServiceConfig } from "@evidence-pack/runtime/ServiceConfig"
import { facilitatorLayer, storeLayer } from "@evidence-pack/runtime/ServiceLayers"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { PrometheusMetrics } from "effect/observability"
import { WorkerConfig } from "./WorkerConfig.ts"

/** `node:http` through `require`: imported as ESM it evaluates its lazy WebSocket exports, which load undici (~10 MB). */
const { createServer } = createRequire(import.meta.url)("node:http") as typeof Http

/** /metrics (pending count, oldest pending age, resolutions by kind) and /healthz, when WORKER_PORT is set. */
const metricsServer = (port: number) =>
  port === 0
    ? Layer.empty
    : HttpRouter.serve(
        Layer.mergeAll(
          PrometheusMetrics.layerHttp({ path: "/metrics", prefix: "evidence_pack_worker" }),
          HttpRouter.add("GET", "/healthz", HttpServerResponse.jsonUnsafe({ status: "ok" }))
        ),
        { disableLogger: true }
      ).pipe(Layer.provide(NodeHttpServer.layer(createServer, { port, host: "127.0.0.1" })))

/**
 * `pnpm worker`: the reconciler, from the same environment as `pnpm start`. It takes over purchases whose lease
 * expired and resolves each from the chain (RPC_URL) and the facilitator. Run as many as you like: leases make
 * each record one worker's at a time.
 */
const main = Effect.gen(function* () {
  const config = yield* ServiceConfig
  const worker = yield* WorkerConfig
  const offer = offerFromConfig(config)
  const services = Layer.mergeAll(
    storeLayer(config),
    facilitatorLayer(config),
    layerPurchasePolicy(
      makePurchasePolicy({
        requirements: offer.requirements,
        resource: offer.resource,
        leaseMillis: config.leaseSeconds * 1000
      })
    )
  )
  const owner = `worker-${hostname()}-${process.pid}`
  const { intervalMillis, batch, expiryMarginSeconds } = worker.reconciler
  yield* Effect.logInfo("worker started", { owner, interval_ms: intervalMillis })
  const loop = reconcileLoop({ owner, limit: batch, expiryMarginSeconds, intervalMillis })
  return yield* Layer.launch(
    Layer.mergeAll(Layer.effectDiscard(Effect.forkScoped(loop)), metricsServer(worker.port)).pipe(
      Layer.provide(services)
    )
  )
})

main.pipe(Effect.provide(JsonLogs), NodeRuntime.runMain)
