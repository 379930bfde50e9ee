import type { EconomicCounters, Facilitator, IdempotencyStore, Provider, PurchasePolicy } from "@evidence-pack/core"
import { httpResponses } from "@evidence-pack/runtime/Metrics"
import { Effect, Layer, Metric } from "effect"
import { HttpEffect, HttpRouter, type HttpServer } from "effect/http"
import type { RateLimiter } from "effect/persistence"
import type { HttpSettings } from "./edge/HttpSettings.ts"
import { RequestIdHeader } from "./edge/RequestIdHeader.ts"
import { notFoundResponse, RouterErrors } from "./edge/RouterErrors.ts"
import { DiscoveryRoutes } from "./routes/DiscoveryRoutes.ts"
import { EvidenceRoute } from "./routes/EvidenceRoute.ts"
import { FrontDoorRoutes } from "./routes/FrontDoorRoutes.ts"
import { HealthRoutes } from "./routes/HealthRoutes.ts"
import { McpRoute } from "./routes/McpRoute.ts"

/**
 * Browser agents: allow the x402 request headers and expose the ones a client must read. `@x402/fetch` sends
 * `Access-Control-Expose-Headers` as a request header on its paid retry, so the preflight must allow it too.
 */
const Cors = HttpRouter.cors({
  allowedOrigins: ["*"],
  allowedMethods: ["GET", "POST", "OPTIONS"],
  allowedHeaders: [
    "content-type",
    "idempotency-key",
    "payment-signature",
    "access-control-expose-headers",
    "mcp-protocol-version"
  ],
  exposedHeaders: ["payment-required", "payment-response", "x-request-id", "x-idempotent-replay", "retry-after"],
  maxAge: 600
})

/** Counts every response by status, 404s and CORS preflights included. */
const ResponseMetrics = HttpRouter.middleware(
  (app) =>
    Effect.gen(function* () {
      yield* HttpEffect.appendPreResponseHandler((_request, response) =>
        Metric.update(Metric.withAttributes(httpResponses, { status: String(response.status) }), 1).pipe(
          Effect.as(response)
        )
      )
      return yield* app
    }),
  { global: true }
)

/** Unknown paths get the spec's error shape too. */
const NotFound = HttpRouter.add("*", "*", Effect.sync(notFoundResponse))

/** All routes and global middleware of the service. */
export const AppRoutes = Layer.mergeAll(
  EvidenceRoute,
  McpRoute,
  DiscoveryRoutes,
  FrontDoorRoutes,
  HealthRoutes,
  NotFound,
  // Global middleware added first wraps the rest: these must see the CORS preflights Cors answers itself.
  RequestIdHeader,
  ResponseMetrics,
  Cors,
  RouterErrors
)

/** What the routes need at request time: the ports, the purchase policy, the HTTP settings, the limiter. */
export type AppServices =
  | Provider
  | Facilitator
  | IdempotencyStore
  | PurchasePolicy
  | EconomicCounters
  | HttpSettings
  | RateLimiter.RateLimiter
  | HttpServer.HttpServer

/**
 * The app over services built by the caller: the same instances serve layer construction (discovery documents)
 * and every request (handlers), so one rate limiter and one store back the whole process. The caller builds
 * them before the server listens, so no connection is ever accepted without a handler behind it.
 */
export const appLayer = AppRoutes.pipe(
  HttpRouter.provideRequest(Layer.effectContext(Effect.context<Exclude<AppServices, HttpServer.HttpServer>>()))
)
