import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { reconcileLoop } from "@evidence-pack/core"
import { Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { appLayer } from "./App.ts"
import { type AppConfig, baseUrlOf } from "./config/AppConfig.ts"
import { answerParserErrors } from "./http/ParserErrors.ts"
import { servicesLayer } from "./wiring/Services.ts"

/** Room for PAYMENT-SIGNATURE at its cap (MAX_HEADER_BYTES) plus every other header a client sends. */
const MAX_REQUEST_HEADER_BYTES = 32 * 1024

/**
 * A reconciler inside the HTTP process: with the memory store there is no other process to resolve purchases a
 * timeout left pending; with Redis it is one more worker (leases keep several workers safe).
 */
const inProcessReconciler = Layer.effectDiscard(
  Effect.forkScoped(
    reconcileLoop({ owner: `http-${process.pid}`, limit: 50, expiryMarginSeconds: 60, intervalMillis: 500 })
  )
)

/**
 * The whole service on a Node HTTP server, from one validated configuration. Services (store connection,
 * facilitator check, provider index) are built first; only then does the server listen, so no connection is
 * accepted without a handler behind it.
 */
export const serverLayer = (config: AppConfig) =>
  Layer.mergeAll(
    HttpRouter.serve(appLayer, { disableListenLog: true }).pipe(
      Layer.provide(
        // Node's default 16 KiB for all headers is less than one smart-wallet PAYMENT-SIGNATURE may need.
        NodeHttpServer.layer(() => answerParserErrors(createServer({ maxHeaderSize: MAX_REQUEST_HEADER_BYTES })), {
          port: config.port,
          host: config.host,
          gracefulShutdownTimeout: "10 seconds"
        })
      )
    ),
    inProcessReconciler,
    Layer.effectDiscard(
      Effect.logInfo(`evidence-pack listening on http://${config.host}:${config.port}`).pipe(
        Effect.annotateLogs({ base_url: baseUrlOf(config) })
      )
    )
  ).pipe(Layer.provide(servicesLayer(config)))
