import type { StoreUnavailable } from "@evidence-pack/core"
import { type Config, Effect, Layer, type Scope } from "effect"
import { RateLimiter, Redis } from "effect/persistence"
import * as IoRedisService from "../../redis/IoRedisService.ts"
import { checkPrefix, DEFAULT_PREFIX } from "../../redis/KeyPrefix.ts"
import { acquireClient, type RedisConnection } from "../../redis/RedisClient.ts"
import { RedisConfig } from "../../redis/RedisConfig.ts"

/**
 * Rate limits shared by every instance on one Redis (standalone or Cluster): Effect's own Redis RateLimiterStore
 * (`RateLimiter.makeStoreRedis`: one atomic Lua script per check) over the ioredis-backed `Redis` service.
 *
 * Key layout: `<prefix>{rl:<limiter key>}` (the token bucket adds `…:refill`, the adaptive limiter `…:adaptive`).
 * The braces are a hash tag, so every key of one limiter key lives in one slot: the token-bucket script touches two
 * keys and would fail with CROSSSLOT on a Cluster otherwise. The `rl:` inside the braces keeps the tag non-empty
 * whatever the limiter key holds (an empty tag `{}` would hash the whole name). Each key expires with its window.
 */
export interface RedisRateLimiterStoreOptions {
  /** The caller's client; the layer never closes it. */
  readonly redis: RedisConnection
  /** Namespace of every key (default `evidence-pack:`, as the IdempotencyStore); must not contain `{` or `}`. */
  readonly prefix?: string
}

/** The Redis key holding a fixed-window counter (and the token count of a token bucket) for `key`. */
export const keyOf = (prefix: string, key: string): string => `${prefix}${tagged(key)}`

const tagged = (key: string): string => `{rl:${key}}`

/** Effect's store with every limiter key wrapped in its hash tag. */
const sameSlot = (store: RateLimiter.RateLimiterStore["Service"]): RateLimiter.RateLimiterStore["Service"] =>
  RateLimiter.RateLimiterStore.of({
    fixedWindow: (options) => store.fixedWindow({ ...options, key: tagged(options.key) }),
    tokenBucket: (options) => store.tokenBucket({ ...options, key: tagged(options.key) }),
    adaptiveConsume: (options) => store.adaptiveConsume({ ...options, key: tagged(options.key) }),
    adaptiveFeedback: (options) => store.adaptiveFeedback({ ...options, key: tagged(options.key) })
  })

/**
 * The store on a client the caller owns. An unreachable Redis fails each check with `RateLimiterError` whose reason
 * is `RateLimitStoreError` (as fast as the client gives up: about a second with the store's clients).
 */
export const make = (
  options: RedisRateLimiterStoreOptions & IoRedisService.IoRedisServiceOptions
): Effect.Effect<RateLimiter.RateLimiterStore["Service"], never, Scope.Scope> =>
  Effect.gen(function* () {
    const prefix = checkPrefix(options.prefix ?? DEFAULT_PREFIX)
    const redis = yield* IoRedisService.make(options.redis, options)
    const store = yield* RateLimiter.makeStoreRedis({ prefix }).pipe(Effect.provideService(Redis.Redis, redis))
    return sameSlot(store)
  })

/** `RateLimiterStore` on a client the caller owns (and closes); provide it to `RateLimiter.layer`. */
export const layerStore = (options: RedisRateLimiterStoreOptions): Layer.Layer<RateLimiter.RateLimiterStore> =>
  Layer.effect(RateLimiter.RateLimiterStore, make(options))

/**
 * `RateLimiterStore` on a client of its own, closed with the layer; start-up fails with StoreUnavailable when Redis
 * is not ready within 5 s.
 */
export const layerStoreConnect = (config: RedisConfig): Layer.Layer<RateLimiter.RateLimiterStore, StoreUnavailable> =>
  Layer.effect(
    RateLimiter.RateLimiterStore,
    Effect.gen(function* () {
      const redis = yield* acquireClient(config.client)
      return yield* make({ redis, prefix: config.keyPrefix })
    })
  )

/**
 * `layerStoreConnect` from the environment, as the IdempotencyStore reads it: `REDIS_URL` (a comma-separated list
 * means a Cluster), `REDIS_CLUSTER`, `REDIS_KEY_PREFIX`.
 */
export const layerStoreConfig: Layer.Layer<RateLimiter.RateLimiterStore, StoreUnavailable | Config.ConfigError> =
  Layer.unwrap(
    Effect.gen(function* () {
      return layerStoreConnect(yield* RedisConfig)
    })
  )
