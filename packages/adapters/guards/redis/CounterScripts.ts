import { define } from "../../redis/index.ts"

/** The slots key lives as long as its latest-lapsing slot. */
const expireWithLastSlot = `
local last = redis.call("ZRANGE", KEYS[1], -1, -1, "WITHSCORES")
if last[2] then redis.call("PEXPIREAT", KEYS[1], math.ceil(tonumber(last[2]))) end
`

/**
 * KEYS[1] payer slots (zset: slot -> when it lapses, epoch ms); ARGV now, holdMillis, limit, slot. Drops lapsed
 * slots, then takes `slot` until now + holdMillis unless `limit` are live (a slot already live is not counted
 * twice). Returns 1 when taken.
 */
export const takePayerSlot = define(
  "takePayerSlot",
  `
local now = tonumber(ARGV[1])
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", now)
if redis.call("ZSCORE", KEYS[1], ARGV[4]) == false and redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call("ZADD", KEYS[1], now + tonumber(ARGV[2]), ARGV[4])
${expireWithLastSlot}
return 1
`
)

/** KEYS[1] payer slots; ARGV lapsesAt, slot. A rejected purchase's slot stays live for the rolling window. */
export const keepPayerSlot = define(
  "keepPayerSlot",
  `
redis.call("ZADD", KEYS[1], tonumber(ARGV[1]), ARGV[2])
${expireWithLastSlot}
return 1
`
)

/** KEYS[1] spend of one window; ARGV microUsd, limit, ttlMillis. Adds unless the limit would be passed. */
export const reserveSpend = define(
  "reserveSpend",
  `
local spent = tonumber(redis.call("GET", KEYS[1]) or "0")
local cost = tonumber(ARGV[1])
if spent + cost > tonumber(ARGV[2]) then return 0 end
redis.call("INCRBY", KEYS[1], cost)
redis.call("PEXPIRE", KEYS[1], ARGV[3])
return 1
`
)
