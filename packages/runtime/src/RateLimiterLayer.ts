import * as RedisRateLimit from "@evidence-pack/adapters/ratelimit/redis"
import type { StoreUnavailable } from "@evidence-pack/core"
import { Layer, Option } from "effect"
import { RateLimiter } from "effect/persistence"
import type { ServiceConfig } from "./ServiceConfig.ts"

/**
 * REDIS_URL set: limits shared by every instance on that Redis (same REDIS_KEY_PREFIX namespace as the store; its
 * own client, and start-up fails when Redis is not ready, as the store's does); unset: per-process memory.
 * At request time an unreachable Redis fails open (see apps/http/src/edge/RateLimits.ts).
 */
export const rateLimiterLayer = (config: ServiceConfig): Layer.Layer<RateLimiter.RateLimiter, StoreUnavailable> => {
  const store: Layer.Layer<RateLimiter.RateLimiterStore, StoreUnavailable> = Option.match(config.redis, {
    onSome: RedisRateLimit.layerStoreConnect,
    onNone: () => RateLimiter.layerStoreMemory
  })
  // A layer of its own rather than the shared `RateLimiter.layer` value: layers are memoized by identity within one
  // build, so another `RateLimiter.layer` in the same build (over another store) would otherwise stand in for this one.
  return Layer.effect(RateLimiter.RateLimiter, RateLimiter.make).pipe(Layer.provide(store))
}
