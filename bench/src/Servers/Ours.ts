import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import * as MemoryCounters from "@evidence-pack/adapters/guards/memory"
import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import * as RedisStore from "@evidence-pack/adapters/store/redis"
import {
  defaultEconomicGuards,
  Facilitator,
  layerPurchasePolicy,
  makePurchasePolicy,
  Provider
} from "@evidence-pack/core"
import { appLayer } from "@evidence-pack/http/App"
import { layerHttpSettings, makeHttpSettings } from "@evidence-pack/http/edge/HttpSettings"
import { observedFacilitator, observedProvider } from "@evidence-pack/runtime/Observed"
import { offerOf } from "@evidence-pack/runtime/Offer"
import { Effect, Fiber, Layer, Logger } from "effect"
import { HttpRouter } from "effect/http"
import { RateLimiter } from "effect/persistence"
import { QUERIES, requirements, resource } from "../Offer.ts"
import { portFromEnv, serveControl } from "./ChildControl.ts"
import { instantFacilitator } from "./InstantFacilitator.ts"
import { instantProvider } from "./InstantProvider.ts"

/**
 * Our HTTP app as `pnpm start` serves it (apps/http/src/Server.ts: the same routes and global middleware, the
 * same Node server options, the request logger and JSON console logger on), over zero-latency fake ports: the
 * instant provider (20 candidates) and facilitator, wrapped in the production latency metrics; the memory store
 * or, with BENCH_STORE=redis, the Redis store on its own key prefix (BENCH_REDIS_PREFIX), counting commands.
 * Rate limits stay on (memory limiter, as Server.ts without REDIS_URL) with limits no run reaches. The in-process reconciler is left out: it
 * serves no request, and its Redis polling would blur the round-trip count.
 */
const port = portFromEnv()
const storeKind = process.env.BENCH_STORE === "redis" ? "redis" : "memory"
const httpLog = process.env.BENCH_HTTP_LOG !== "0"
const commands = new Map<string, number>()
let commandTotal = 0

/** The Redis store as `pnpm start` builds it (its fail-fast client, closed with the layer), counting commands. */
const storeLayer =
  storeKind === "memory"
    ? MemoryStore.layer
    : RedisStore.layerConnect({
        url: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
        keyPrefix: process.env.BENCH_REDIS_PREFIX ?? "evidence-pack-bench:",
        onCommand: (command) => {
          commandTotal++
          commands.set(command, (commands.get(command) ?? 0) + 1)
        }
      })

const UNLIMITED = 1_000_000_000

const services = Layer.mergeAll(
  observedProvider(Layer.succeed(Provider, instantProvider())),
  observedFacilitator(Layer.succeed(Facilitator, instantFacilitator())),
  storeLayer,
  // The bench measures the paid flow, not the guards: a few payers run many purchases at once here.
  layerPurchasePolicy(
    makePurchasePolicy({
      requirements,
      resource,
      economicGuards: { ...defaultEconomicGuards, payerRejections: UNLIMITED }
    })
  ),
  MemoryCounters.layer,
  layerHttpSettings(
    makeHttpSettings({
      baseUrl: `http://127.0.0.1:${port}`,
      offer: offerOf(requirements, resource),
      maxBodyBytes: 16 * 1024,
      unpaidPerMinute: UNLIMITED,
      paidPerMinute: UNLIMITED,
      trustProxy: false,
      exampleQuery: QUERIES[0]!
    })
  ),
  RateLimiter.layer.pipe(Layer.provide(RateLimiter.layerStoreMemory))
)

/** As apps/http/src/Server.ts: the services are built first, then the server listens with the app behind it. */
const server = HttpRouter.serve(appLayer, { disableListenLog: true, disableLogger: !httpLog }).pipe(
  Layer.provide(NodeHttpServer.layer(createServer, { port, host: "127.0.0.1", gracefulShutdownTimeout: "2 seconds" })),
  Layer.provide(services)
)

const fiber = Effect.runFork(Layer.launch(server).pipe(Effect.provide(Logger.layer([Logger.consoleJson]))))

serveControl({
  stats: () => ({
    redisCommands: commandTotal,
    ...Object.fromEntries([...commands].map(([k, v]) => [`redis.${k}`, v]))
  }),
  stop: () => Effect.runPromise(Fiber.interrupt(fiber))
})
