import type { ChildStats } from "@evidence-pack/testkit/bench/ChildControl"

/** Redis commands our server sent, in all and by caller (apps/http/test/support/RedisCommandCount.ts). */
export interface RoundTrips {
  readonly total: number
  readonly store: number
  readonly guards: number
  readonly rateLimiter: number
  readonly other: number
}

export const roundTripsOf = (stats: ChildStats): RoundTrips => ({
  total: stats.redisCommands ?? 0,
  store: stats["redis.store"] ?? 0,
  guards: stats["redis.guards"] ?? 0,
  rateLimiter: stats["redis.rateLimiter"] ?? 0,
  other: stats["redis.other"] ?? 0
})

/** The commands sent between two readings, per request. */
export const perRequest = (before: RoundTrips, after: RoundTrips, requests: number): RoundTrips => ({
  total: (after.total - before.total) / requests,
  store: (after.store - before.store) / requests,
  guards: (after.guards - before.guards) / requests,
  rateLimiter: (after.rateLimiter - before.rateLimiter) / requests,
  other: (after.other - before.other) / requests
})
