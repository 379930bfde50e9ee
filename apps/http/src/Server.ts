import * as CorpusProvider from "@evidence-pack/adapters/provider/corpus"
import { reconcileLoop } from "@evidence-pack/core"
import { baseUrlOf, offerFromConfig } from "@evidence-pack/runtime/ServiceConfig"
import { servicesLayer } from "@evidence-pack/runtime/ServiceLayers"
import { Effect, Layer } from "effect"
import { layerHttpSettings, makeHttpSettings } from "./edge/HttpSettings.ts"
import type { HttpAppConfig } from "./HttpAppConfig.ts"
import { serveApp } from "./NodeServer.ts"

/**
 * A reconciler inside the HTTP process: with the memory store there is no other process to resolve purchases a
 * timeout left pending; with Redis it is one more worker (leases keep several workers safe).
 */
const inProcessReconciler = ({ batch, expiryMarginSeconds, intervalMillis }: HttpAppConfig["reconciler"]) =>
  Layer.effectDiscard(
    Effect.forkScoped(
      reconcileLoop({ owner: `http-${process.pid}`, limit: batch, expiryMarginSeconds, intervalMillis })
    )
  )

/** What the edge needs beyond the ports: limits, the offer and its precomputed 402 header. */
const httpSettingsLayer = (config: HttpAppConfig) =>
  layerHttpSettings(
    makeHttpSettings({
      baseUrl: baseUrlOf(config),
      offer: offerFromConfig(config),
      maxBodyBytes: config.maxBodyBytes,
      unpaidPerMinute: config.unpaidPerMinute,
      paidPerMinute: config.paidPerMinute,
      trustProxy: config.trustProxy,
      exampleQuery: CorpusProvider.EXAMPLE_QUERY
    })
  )

/**
 * The whole service on a Node HTTP server, from one validated configuration. Services (store connection,
 * facilitator check, provider index) are built first; only then does the server listen, so no connection is
 * accepted without a handler behind it.
 */
export const serverLayer = (
  config: HttpAppConfig,
  services: ReturnType<typeof servicesLayer> = servicesLayer(config)
) =>
  Layer.mergeAll(
    serveApp({ port: config.port, host: config.host }),
    inProcessReconciler(config.reconciler),
    Layer.effectDiscard(
      Effect.logInfo(`evidence-pack listening on http://${config.host}:${config.port}`).pipe(
        Effect.annotateLogs({ base_url: baseUrlOf(config) })
      )
    )
  ).pipe(Layer.provide(Layer.merge(services, httpSettingsLayer(config))))
