import { Redis } from "ioredis"

/** Deletes every key under `prefix` (SCAN + UNLINK) and returns how many there were. */
export const deleteKeys = async (url: string, prefix: string): Promise<number> => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  try {
    await redis.connect()
    let cursor = "0"
    let deleted = 0
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000)
      cursor = next
      if (keys.length > 0) deleted += await redis.unlink(...keys)
    } while (cursor !== "0")
    return deleted
  } finally {
    redis.disconnect()
  }
}

/** True when Redis answers PING at `url`. */
export const redisAnswers = async (url: string): Promise<boolean> => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 })
  redis.on("error", () => {})
  try {
    await redis.connect()
    return (await redis.ping()) === "PONG"
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}
