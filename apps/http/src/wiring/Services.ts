import * as HttpFacilitator from "@evidence-pack/adapters/facilitator/http"
import * as LocalFacilitator from "@evidence-pack/adapters/facilitator/local"
import * as MemoryCounters from "@evidence-pack/adapters/guards/memory"
import * as RedisCounters from "@evidence-pack/adapters/guards/redis"
import * as HttpPageFetcher from "@evidence-pack/adapters/page/http"
import * as CorpusProvider from "@evidence-pack/adapters/provider/corpus"
import * as Registry from "@evidence-pack/adapters/provider/registry"
import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import * as RedisStore from "@evidence-pack/adapters/store/redis"
import * as TldtsHosts from "@evidence-pack/adapters/url/tldts"
import { defaultEconomicGuards, layerPurchasePolicy, makePurchasePolicy } from "@evidence-pack/core"
import { Effect, Layer, Option } from "effect"
import { type AppConfig, baseUrlOf } from "../config/AppConfig.ts"
import { termsOf } from "../config/Terms.ts"
import { layerHttpSettings, makeHttpSettings } from "../http/HttpSettings.ts"
import { type CrashPoint, crashHook } from "./CrashHooks.ts"
import { requireFacilitatorSupport } from "./FailClosed.ts"
import { observedFacilitator, observedProvider } from "./Observed.ts"
import { rateLimiterLayer } from "./RateLimiterLayer.ts"

/** REDIS_URL set: the shared Redis store (many instances); unset: the memory store (one instance only). */
export const storeLayer = (config: AppConfig) =>
  Option.isSome(config.redisUrl)
    ? RedisStore.layerConfig()
    : Layer.unwrap(
        Effect.logWarning(
          "REDIS_URL is not set: in-memory store, single instance only (state is lost on restart)"
        ).pipe(Effect.as(MemoryStore.layer))
      )

/** The economic guards' counters live beside the store: in Redis (shared by every instance) or in memory. */
export const countersLayer = (config: AppConfig) =>
  Option.isSome(config.redisUrl) ? RedisCounters.layerConfig : MemoryCounters.layer

/** Wraps one port's layer in the test-only crash hook when EVIDENCE_PACK_CRASH_AT names a step of that port. */
const hooked = <A, E, R>(config: AppConfig, points: ReadonlyArray<CrashPoint>, layer: Layer.Layer<A, E, R>) =>
  Option.match(config.crashAt, {
    onNone: () => layer,
    onSome: (point) =>
      points.includes(point) ? (crashHook(point) as unknown as Layer.Layer<A>).pipe(Layer.provide(layer)) : layer
  })

/** FACILITATOR_PRIVATE_KEY set: this process settles itself (local facilitator); else the HTTP facilitator. */
export const facilitatorLayer = (config: AppConfig) =>
  Option.isSome(config.facilitatorPrivateKey) ? LocalFacilitator.layerConfig : HttpFacilitator.layerConfig

/** Every service the app needs, from one validated configuration. */
export const servicesLayer = (config: AppConfig) => {
  const terms = termsOf(config)
  const facilitator = hooked(
    config,
    ["during_settle", "after_settle"],
    observedFacilitator(facilitatorLayer(config), config.settlementFee)
  )
  return Layer.mergeAll(
    hooked(config, ["after_provider"], observedProvider(Registry.layerFromConfig)),
    facilitator,
    hooked(config, ["after_evidence_stored"], storeLayer(config)),
    layerPurchasePolicy(
      makePurchasePolicy({
        requirements: terms.requirements,
        resource: terms.resource,
        leaseMillis: config.leaseSeconds * 1000,
        economicGuards: {
          ...defaultEconomicGuards,
          payerRejections: config.payerRejectionsPerHour,
          spendLimitMicroUsd: Option.getOrUndefined(config.providerSpendPerHour)
        },
        // Public-suffix aware host checks (tldts, ipaddr.js) instead of core's built-in rules.
        validation: {
          classifyHost: TldtsHosts.classifyHost,
          blockedDomains: config.blockedDomains,
          allowedDomains: config.allowedDomains
        }
      })
    ),
    countersLayer(config),
    // LIVE_CHECK=on: every candidate page is fetched (SSRF-safe) and checked before validation.
    HttpPageFetcher.layerConfig,
    layerHttpSettings(
      makeHttpSettings({
        baseUrl: baseUrlOf(config),
        terms,
        maxBodyBytes: config.maxBodyBytes,
        unpaidPerMinute: config.unpaidPerMinute,
        paidPerMinute: config.paidPerMinute,
        trustProxy: config.trustProxy,
        exampleQuery: CorpusProvider.EXAMPLE_QUERY
      })
    ),
    rateLimiterLayer(config),
    requireFacilitatorSupport(terms.requirements).pipe(Layer.provide(facilitator))
  )
}
