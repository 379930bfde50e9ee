import * as HttpFacilitator from "@evidence-pack/adapters/facilitator/http"
import * as CorpusProvider from "@evidence-pack/adapters/provider/corpus"
import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import * as RedisStore from "@evidence-pack/adapters/store/redis"
import { layerPurchasePolicy, makePurchasePolicy, Provider } from "@evidence-pack/core"
import { Effect, Layer, Option } from "effect"
import { RateLimiter } from "effect/persistence"
import { type AppConfig, baseUrlOf } from "../config/AppConfig.ts"
import { termsOf } from "../config/Terms.ts"
import { layerHttpSettings, makeHttpSettings } from "../http/HttpSettings.ts"
import { requireFacilitatorSupport } from "./FailClosed.ts"
import { observedFacilitator, observedProvider } from "./Observed.ts"

/** The provider named by EVIDENCE_PROVIDER; the offline corpus is the embedded default. */
const providerLayer = (config: AppConfig) => {
  const names = config.evidenceProvider.split(",").map((name) => name.trim().toLowerCase())
  if (names.length === 1 && names[0] === "corpus") return CorpusProvider.layerConfig
  return Layer.effect(
    Provider,
    Effect.die(new Error(`EVIDENCE_PROVIDER=${config.evidenceProvider}: unknown provider (known: corpus)`))
  )
}

/** REDIS_URL set: the shared Redis store (many instances); unset: the memory store (one instance only). */
export const storeLayer = (config: AppConfig) =>
  Option.isSome(config.redisUrl)
    ? RedisStore.layerConfig()
    : Layer.unwrap(
        Effect.logWarning(
          "REDIS_URL is not set: in-memory store, single instance only (state is lost on restart)"
        ).pipe(Effect.as(MemoryStore.layer))
      )

/** Every service the app needs, from one validated configuration. */
export const servicesLayer = (config: AppConfig) => {
  const terms = termsOf(config)
  const facilitator = observedFacilitator(HttpFacilitator.layerConfig)
  return Layer.mergeAll(
    observedProvider(providerLayer(config)),
    facilitator,
    storeLayer(config),
    layerPurchasePolicy(
      makePurchasePolicy({
        requirements: terms.requirements,
        resource: terms.resource,
        leaseMillis: config.leaseSeconds * 1000
      })
    ),
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
    RateLimiter.layer.pipe(Layer.provide(RateLimiter.layerStoreMemory)),
    requireFacilitatorSupport(terms.requirements).pipe(Layer.provide(facilitator))
  )
}
