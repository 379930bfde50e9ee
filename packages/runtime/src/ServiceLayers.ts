import * as HttpFacilitator from "@evidence-pack/adapters/facilitator/http"
import * as LocalFacilitator from "@evidence-pack/adapters/facilitator/local"
import * as MemoryCounters from "@evidence-pack/adapters/guards/memory"
import * as RedisCounters from "@evidence-pack/adapters/guards/redis"
import * as HttpPageFetcher from "@evidence-pack/adapters/page/http"
import * as Registry from "@evidence-pack/adapters/provider/registry"
import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import * as RedisStore from "@evidence-pack/adapters/store/redis"
import * as TldtsHosts from "@evidence-pack/adapters/url/tldts"
import {
  defaultEconomicGuards,
  type Facilitator,
  layerPurchasePolicy,
  makePurchasePolicy,
  type Provider
} from "@evidence-pack/core"
import { Effect, Layer, Option } from "effect"
import { requireFacilitatorSupport } from "./FailClosed.ts"
import { observedFacilitator, observedProvider } from "./Observed.ts"
import { rateLimiterLayer } from "./RateLimiterLayer.ts"
import { offerFromConfig, type ServiceConfig } from "./ServiceConfig.ts"

/** REDIS_URL set: the shared Redis store (many instances); unset: the memory store (one instance only). */
export const storeLayer = (config: ServiceConfig) =>
  Option.match(config.redis, {
    onSome: (redis) => RedisStore.layerConnect({ ...redis.client, keyPrefix: redis.keyPrefix }),
    onNone: () =>
      Layer.unwrap(
        Effect.logWarning(
          "REDIS_URL is not set: in-memory store, single instance only (state is lost on restart)"
        ).pipe(Effect.as(MemoryStore.layer))
      )
  })

/** The economic guards' counters live beside the store: in Redis (shared by every instance) or in memory. */
export const countersLayer = (config: ServiceConfig) =>
  Option.match(config.redis, {
    onSome: (redis) => RedisCounters.layerConnect({ ...redis.client, keyPrefix: redis.keyPrefix }),
    onNone: () => MemoryCounters.layer
  })

/** FACILITATOR_PRIVATE_KEY set: this process settles itself (local facilitator); else the HTTP facilitator. */
export const facilitatorLayer = (config: ServiceConfig): Layer.Layer<Facilitator> =>
  config.facilitator._tag === "local"
    ? LocalFacilitator.layer(config.facilitator)
    : HttpFacilitator.layerChecked(config.facilitator)

/** Ports given instead of the configured ones: the benchmark's instant fakes (apps/http/test/support/BenchService.ts). */
export interface PortLayers {
  readonly provider?: Layer.Layer<Provider>
  readonly facilitator?: Layer.Layer<Facilitator>
}

/**
 * Every service a purchase needs (ports, policy, rate limiter), from one validated configuration. The HTTP app adds
 * its edge settings; tests that must wrap a port (the crash suite) layer their wrapper over this one, and the
 * benchmark gives its own provider and facilitator (`ports`), observed and checked like the configured ones.
 */
export const servicesLayer = (config: ServiceConfig, ports: PortLayers = {}) => {
  const offer = offerFromConfig(config)
  const facilitator = observedFacilitator(ports.facilitator ?? facilitatorLayer(config), config.settlementFee)
  return Layer.mergeAll(
    observedProvider(ports.provider ?? Registry.layerFromConfig),
    facilitator,
    storeLayer(config),
    layerPurchasePolicy(
      makePurchasePolicy({
        requirements: offer.requirements,
        resource: offer.resource,
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
    rateLimiterLayer(config),
    requireFacilitatorSupport(offer.requirements).pipe(Layer.provide(facilitator))
  )
}
