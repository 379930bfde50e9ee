import type { EconomicCounters, Facilitator, IdempotencyStore, Provider, PurchasePolicy } from "@evidence-pack/core"
import { Effect, Layer } from "effect"
import { HttpRouter, type HttpServer } from "effect/http"
import type { RateLimiter } from "effect/persistence"
import { EveryResponse } from "./edge/EveryResponse.ts"
import type { HttpSettings } from "./edge/HttpSettings.ts"
import { notFoundResponse } from "./edge/NotFound.ts"
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

/** Unknown paths get the spec's error shape too. */
const NotFound = HttpRouter.add("*", "*", Effect.sync(notFoundResponse))

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
 * All routes and global middleware of the service. The services they use at request time (the ports, the
 * policy) are requirements of the server layer that serves this app, so the caller provides them to
 * `HttpRouter.serve` (or merges them into a web handler's layer) once: every request fiber starts with them in
 * its context, and nothing is provided per request. The caller builds them before the server listens, so no
 * connection is ever accepted without a handler behind it.
 */
export const appLayer = Layer.mergeAll(
  EvidenceRoute,
  McpRoute,
  DiscoveryRoutes,
  FrontDoorRoutes,
  HealthRoutes,
  NotFound,
  // Global middleware added first wraps the rest: it must see the CORS preflights Cors answers itself.
  EveryResponse,
  Cors
)
