import { Config } from "effect"
import { DEFAULT_PREFIX, KeyPrefix } from "./KeyPrefix.ts"
import { RedisClientConfig } from "./RedisClient.ts"

/**
 * `REDIS_URL` (redacted; a comma-separated list means a cluster), `REDIS_CLUSTER`, `REDIS_KEY_PREFIX`: one Redis
 * for the store and the rate limiter, each with a client of its own in the same key namespace.
 */
export const RedisConfig = Config.all({
  client: RedisClientConfig,
  keyPrefix: Config.schema(KeyPrefix, "REDIS_KEY_PREFIX").pipe(Config.withDefault(DEFAULT_PREFIX))
})

export type RedisConfig = Config.Success<typeof RedisConfig>
