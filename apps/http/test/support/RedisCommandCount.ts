import { Redis } from "ioredis"

/** Who sent a command, read from the hash tag of its first key (store/redis/Keys.ts, guards/redis, ratelimit/redis). */
export type RedisCaller = "store" | "guards" | "rateLimiter" | "other"

const callerOf = (key: unknown): RedisCaller => {
  const text = String(key)
  if (text.includes("{ep:")) return "store"
  if (text.includes("{eg:")) return "guards"
  if (text.includes("{rl:")) return "rateLimiter"
  return "other"
}

/** A script call's first key follows the script and the key count; any other command's is its first argument. */
const firstKey = (name: string, args: ReadonlyArray<unknown>): unknown =>
  name === "evalsha" || name === "eval" ? args[2] : args[0]

/**
 * Counts every command this process sends to Redis, whichever client sends it (the store's, the economic guards'
 * and the rate limiter's each have their own), by caller and by command: the round trips of a purchase as
 * `pnpm start` makes them with REDIS_URL set. It wraps ioredis's one way out (`Redis.prototype.sendCommand`), so it
 * must be installed before the first client is built; only the bench's entry point installs it.
 */
export const countRedisCommands = (): (() => Readonly<Record<string, number>>) => {
  const counts = new Map<string, number>()
  const add = (name: string, n = 1) => counts.set(name, (counts.get(name) ?? 0) + n)
  const send = Redis.prototype.sendCommand
  Redis.prototype.sendCommand = function (this: Redis, ...args: Parameters<typeof send>) {
    const [command] = args
    const name = command.name.toLowerCase()
    add("redisCommands")
    add(`redis.${callerOf(firstKey(name, command.args))}`)
    add(`redis.command.${name}`)
    return send.apply(this, args)
  }
  return () => Object.fromEntries(counts)
}
