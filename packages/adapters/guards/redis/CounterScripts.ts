import { define } from "../../store/redis/Scripts.ts"

/**
 * KEYS[1] payer slots; ARGV now, windowMillis, limit, slot. Drops slots older than the window, then takes `slot`
 * unless `limit` are already held (a slot already held is kept, not counted twice). Returns 1 when taken.
 */
export const takePayerSlot = define(
  "takePayerSlot",
  `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", now - window)
if redis.call("ZSCORE", KEYS[1], ARGV[4]) == false and redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call("ZADD", KEYS[1], now, ARGV[4])
redis.call("PEXPIRE", KEYS[1], window)
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
