import { randomUUID } from "node:crypto"
import { tmpdir } from "node:os"
import { ConfigProvider, Context, Duration, Effect, Exit, Layer, Queue, type Scope } from "effect"
import { RateLimiter, Redis } from "effect/persistence"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
// Test-only reuse of the testkit's throwaway cluster (node builtins only; adapters do not depend on testkit).
import { type RedisCluster, startRedisCluster } from "../../../../testkit/src/redis/RedisCluster.ts"
import { type RedisServer, startRedisServer } from "../../../../testkit/src/redis/RedisServer.ts"
import * as RateLimitRedis from "../../../ratelimit/redis/index.ts"
import { awaitReady, makeClient, type RedisConnection } from "../../../redis/RedisClient.ts"

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
/** Every key of this run starts with RUN; afterAll deletes them. */
const RUN = `ep-test-rl-${randomUUID().slice(0, 8)}`
let namespaces = 0
const nextPrefix = () => `${RUN}-${++namespaces}:`

/** Two clients, as two service instances would have: nothing is shared but the Redis server. */
const clientA = makeClient({ url: REDIS_URL })
const clientB = makeClient({ url: REDIS_URL })
/** A port nothing listens on: connection refused at once. */
const unreachable = makeClient({ url: "redis://127.0.0.1:1" })

const run = <A, E>(effect: Effect.Effect<A, E, Scope.Scope>) => Effect.runPromise(Effect.scoped(effect))

const keysOf = async (client: RedisConnection, pattern: string): Promise<Array<string>> => {
  const keys: Array<string> = []
  let cursor = "0"
  do {
    const [next, batch] = (await client.call("scan", cursor, "MATCH", pattern, "COUNT", "1000")) as [string, string[]]
    cursor = next
    keys.push(...batch)
  } while (cursor !== "0")
  return keys
}

beforeAll(async () => {
  await run(Effect.all([awaitReady(clientA, 5_000), awaitReady(clientB, 5_000)]))
})

afterAll(async () => {
  for (const key of await keysOf(clientA, `${RUN}*`)) await clientA.del(key)
  await Promise.all([clientA.quit(), clientB.quit()])
  unreachable.disconnect()
})

/** A RateLimiter over its own store instance, living in the current scope. */
const limiterOn = (redis: RedisConnection, prefix: string) =>
  Layer.build(RateLimiter.layer.pipe(Layer.provide(RateLimitRedis.layerStore({ redis, prefix })))).pipe(
    Effect.map((context) => Context.get(context, RateLimiter.RateLimiter))
  )

type Consume = Parameters<RateLimiter.RateLimiter["consume"]>[0]

/** The outcome of one check: allowed, exceeded (with retryAfter in ms) or a store failure. */
const check = (limiter: RateLimiter.RateLimiter, options: Consume) =>
  limiter.consume(options).pipe(
    Effect.map((result) => ({ _tag: "Allowed" as const, remaining: result.remaining })),
    Effect.catchTag("RateLimiterError", (error) =>
      Effect.succeed(
        error.reason._tag === "RateLimitExceeded"
          ? { _tag: "Exceeded" as const, retryAfterMillis: Duration.toMillis(error.reason.retryAfter) }
          : { _tag: "StoreError" as const, message: error.reason.message }
      )
    )
  )

describe("Redis RateLimiterStore (standalone)", () => {
  it("two limiter instances on one Redis share one fixed-window budget; retryAfter is the window", async () => {
    const prefix = nextPrefix()
    const outcomes = await run(
      Effect.gen(function* () {
        const a = yield* limiterOn(clientA, prefix)
        const b = yield* limiterOn(clientB, prefix)
        const options = { key: "paid:0xabc", limit: 5, window: "10 seconds", algorithm: "fixed-window" } as const
        const results = []
        // 3 on A and 2 on B use the whole budget, interleaved; then both instances refuse.
        for (const limiter of [a, b, a, b, a, b, a]) results.push(yield* check(limiter, options))
        return results
      })
    )
    expect(outcomes.slice(0, 5).map((o) => o._tag)).toEqual(Array(5).fill("Allowed"))
    expect(outcomes.slice(0, 5).map((o) => (o._tag === "Allowed" ? o.remaining : -1))).toEqual([4, 3, 2, 1, 0])
    for (const refused of outcomes.slice(5)) {
      expect(refused._tag).toBe("Exceeded")
      // Five tokens of a 5-per-10 s window: the counter lives ~10 s more (never more than the window).
      if (refused._tag === "Exceeded") {
        expect(refused.retryAfterMillis).toBeGreaterThan(8_000)
        expect(refused.retryAfterMillis).toBeLessThanOrEqual(10_000)
      }
    }
  })

  it("keeps distinct keys apart, and its keys sit under the prefix with a hash tag and a TTL within the window", async () => {
    const prefix = nextPrefix()
    const outcomes = await run(
      Effect.gen(function* () {
        const a = yield* limiterOn(clientA, prefix)
        const b = yield* limiterOn(clientB, prefix)
        const options = (key: string) => ({ key, limit: 1, window: "1 minute", algorithm: "fixed-window" }) as const
        return [
          yield* check(a, options("unpaid:127.0.0.1")),
          yield* check(b, options("unpaid:127.0.0.2")),
          yield* check(b, options("unpaid:127.0.0.1"))
        ]
      })
    )
    expect(outcomes.map((o) => o._tag)).toEqual(["Allowed", "Allowed", "Exceeded"])
    const keys = (await keysOf(clientA, `${prefix}*`)).sort()
    expect(keys).toEqual([
      RateLimitRedis.keyOf(prefix, "unpaid:127.0.0.1"),
      RateLimitRedis.keyOf(prefix, "unpaid:127.0.0.2")
    ])
    expect(keys[0]).toBe(`${prefix}{rl:unpaid:127.0.0.1}`)
    const ttl = await clientA.pttl(keys[0]!)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it("lets the budget refill when the window has passed", async () => {
    const prefix = nextPrefix()
    const outcomes = await run(
      Effect.gen(function* () {
        const a = yield* limiterOn(clientA, prefix)
        const b = yield* limiterOn(clientB, prefix)
        const options = { key: "k", limit: 2, window: "300 millis", algorithm: "fixed-window" } as const
        const first = [yield* check(a, options), yield* check(b, options), yield* check(a, options)]
        yield* Effect.sleep("350 millis")
        return [...first, yield* check(b, options)]
      })
    )
    expect(outcomes.map((o) => o._tag)).toEqual(["Allowed", "Allowed", "Exceeded", "Allowed"])
  })

  it("shares a token bucket (a two-key script) between instances", async () => {
    const prefix = nextPrefix()
    const outcomes = await run(
      Effect.gen(function* () {
        const a = yield* limiterOn(clientA, prefix)
        const b = yield* limiterOn(clientB, prefix)
        const options = { key: "bucket", limit: 3, window: "30 seconds", algorithm: "token-bucket" } as const
        return [yield* check(a, options), yield* check(b, options), yield* check(a, options), yield* check(b, options)]
      })
    )
    expect(outcomes.map((o) => o._tag)).toEqual(["Allowed", "Allowed", "Allowed", "Exceeded"])
    const refused = outcomes[3]
    // One token refills every 10 s.
    if (refused?._tag === "Exceeded") {
      expect(refused.retryAfterMillis).toBeGreaterThan(9_000)
      expect(refused.retryAfterMillis).toBeLessThanOrEqual(10_000)
    }
    const keys = (await keysOf(clientA, `${prefix}*`)).sort()
    expect(keys).toEqual([`${prefix}{rl:bucket}`, `${prefix}{rl:bucket}:refill`])
  })

  it("fails every check with RateLimitStoreError, quickly, when Redis is unreachable", async () => {
    const started = Date.now()
    const outcomes = await run(
      Effect.gen(function* () {
        const limiter = yield* limiterOn(unreachable, nextPrefix())
        return [
          yield* check(limiter, { key: "k", limit: 5, window: "1 minute", algorithm: "fixed-window" }),
          yield* check(limiter, { key: "k", limit: 5, window: "1 minute", algorithm: "token-bucket" })
        ]
      })
    )
    expect(outcomes.map((o) => o._tag)).toEqual(["StoreError", "StoreError"])
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it("refuses a key prefix with braces (it would move every key into one slot)", async () => {
    const exit = await Effect.runPromiseExit(
      Effect.scoped(limiterOn(clientA, "bad{prefix}:")).pipe(Effect.asVoid) as Effect.Effect<void>
    )
    expect(Exit.isFailure(exit)).toBe(true)
  })

  it("layerStoreConfig reads REDIS_URL and REDIS_KEY_PREFIX, and fails at start when Redis is not there", async () => {
    const prefix = nextPrefix()
    const fromEnv = (env: Record<string, string>) =>
      RateLimiter.layer.pipe(
        Layer.provide(RateLimitRedis.layerStoreConfig),
        Layer.provide(ConfigProvider.layer(ConfigProvider.fromUnknown(env)))
      )
    const outcome = await run(
      Effect.gen(function* () {
        const context = yield* Layer.build(fromEnv({ REDIS_URL, REDIS_KEY_PREFIX: prefix }))
        const limiter = Context.get(context, RateLimiter.RateLimiter)
        return yield* check(limiter, { key: "env", limit: 1, window: "1 minute" })
      })
    )
    expect(outcome._tag).toBe("Allowed")
    expect(await keysOf(clientA, `${prefix}*`)).toEqual([`${prefix}{rl:env}`])

    const failed = await Effect.runPromiseExit(
      Effect.scoped(Layer.build(fromEnv({ REDIS_URL: "redis://127.0.0.1:1", REDIS_KEY_PREFIX: prefix }))).pipe(
        Effect.timeout("10 seconds")
      )
    )
    expect(Exit.isFailure(failed)).toBe(true)
    if (Exit.isFailure(failed)) expect(String(failed.cause)).toContain("StoreUnavailable")
  })
})

describe("Redis RateLimiterStore (a Redis server of its own)", () => {
  let server: RedisServer | undefined
  let client: RedisConnection | undefined

  beforeAll(async () => {
    server = await startRedisServer({ dir: tmpdir() })
    client = makeClient({ url: server.url })
    await run(awaitReady(client, 5_000))
  }, 30_000)

  afterAll(async () => {
    server?.signal("SIGCONT")
    client?.disconnect()
    await server?.stop()
  })

  it("fails checks within about a second while Redis is frozen, and serves again when it thaws", async () => {
    const options = { key: "frozen", limit: 2, window: "1 minute", algorithm: "fixed-window" } as const
    const outcomes = await run(
      Effect.gen(function* () {
        const limiter = yield* limiterOn(client!, nextPrefix())
        const before = yield* check(limiter, options)
        server!.signal("SIGSTOP")
        const [took, during] = yield* Effect.timed(check(limiter, options))
        server!.signal("SIGCONT")
        const after = yield* check(limiter, options)
        return { before, during, tookMillis: Duration.toMillis(took), after }
      })
    )
    expect(outcomes.before._tag).toBe("Allowed")
    expect(outcomes.during._tag).toBe("StoreError")
    expect(outcomes.tookMillis).toBeLessThan(2_500)
    // The frozen command still ran once Redis thawed (a timeout is an unknown outcome): 2 of 2 used, or 3 > 2.
    expect(["Allowed", "Exceeded"]).toContain(outcomes.after._tag)
  })

  it("runs its scripts again after Redis lost them (SCRIPT FLUSH, as after a restart)", async () => {
    const options = { key: "flushed", limit: 2, window: "1 minute", algorithm: "fixed-window" } as const
    const outcomes = await run(
      Effect.gen(function* () {
        const limiter = yield* limiterOn(client!, nextPrefix())
        const first = yield* check(limiter, options)
        yield* Effect.promise(() => client!.call("script", "flush"))
        const second = yield* check(limiter, options)
        const third = yield* check(limiter, options)
        return [first, second, third]
      })
    )
    expect(outcomes.map((o) => o._tag)).toEqual(["Allowed", "Allowed", "Exceeded"])
  })
})

describe("IoRedisService (Effect's Redis service over ioredis)", () => {
  it("sends commands, runs cached scripts, reserves a connection and delivers pub/sub messages", async () => {
    const channel = `${RUN}-channel`
    const result = await run(
      Effect.gen(function* () {
        const redis = yield* RateLimitRedis.IoRedisService.make(clientA)
        const pong = yield* redis.send<string>("PING")
        const script = Redis.script((key: string, value: string) => [key, value], {
          numberOfKeys: 1,
          lua: `redis.call("SET", KEYS[1], ARGV[1], "PX", 10000) return redis.call("GET", KEYS[1])`
        }).withReturnType<string>()
        const run = redis.eval(script)
        const first = yield* run(`${RUN}-script`, "one")
        const second = yield* run(`${RUN}-script`, "two")
        const reserved = yield* Effect.scoped(
          Effect.gen(function* () {
            const connection = yield* redis.reserve
            return yield* connection.eval(script)(`${RUN}-script`, "three")
          })
        )
        const messages = yield* redis.subscribe(channel)
        yield* Effect.promise(() => clientB.publish(channel, "hello"))
        const message = yield* Queue.take(messages).pipe(Effect.timeout("3 seconds"))
        return { pong, first, second, reserved, message }
      })
    )
    expect(result).toEqual({
      pong: "PONG",
      first: "one",
      second: "two",
      reserved: "three",
      message: { channel, message: "hello" }
    })
  })

  it("fails with RedisError, not a defect, on a reply error", async () => {
    const exit = await run(
      Effect.gen(function* () {
        const redis = yield* RateLimitRedis.IoRedisService.make(clientA)
        return yield* redis.send("NO-SUCH-COMMAND").pipe(Effect.exit)
      })
    )
    expect(Exit.isFailure(exit)).toBe(true)
    if (Exit.isFailure(exit)) expect(String(exit.cause)).toContain("RedisError")
  })
})

describe("Redis RateLimiterStore (Redis Cluster, three masters)", () => {
  let cluster: RedisCluster | undefined
  const clusterClients: Array<RedisConnection> = []
  const clusterClient = () => {
    const client = makeClient({ url: cluster!.url })
    clusterClients.push(client)
    return client
  }

  beforeAll(async () => {
    cluster = await startRedisCluster(3)
  }, 30_000)

  afterAll(async () => {
    for (const client of clusterClients) client.disconnect()
    await cluster?.stop()
  })

  it("shares fixed-window and token-bucket budgets across instances, for keys spread over every node", async () => {
    const prefix = nextPrefix()
    const a = clusterClient()
    const b = clusterClient()
    await run(Effect.all([awaitReady(a, 10_000), awaitReady(b, 10_000)]))
    const keys = Array.from({ length: 12 }, (_, i) => `paid:0x${i.toString(16).padStart(40, "0")}`)
    const outcomes = await run(
      Effect.gen(function* () {
        const limiterA = yield* limiterOn(a, prefix)
        const limiterB = yield* limiterOn(b, prefix)
        const all = []
        for (const key of keys) {
          for (const algorithm of ["fixed-window", "token-bucket"] as const) {
            const options = { key: `${algorithm}:${key}`, limit: 2, window: "1 minute", algorithm } as const
            all.push([
              yield* check(limiterA, options),
              yield* check(limiterB, options),
              yield* check(limiterA, options)
            ])
          }
        }
        return all
      })
    )
    for (const triple of outcomes) expect(triple.map((o) => o._tag)).toEqual(["Allowed", "Allowed", "Exceeded"])
    // The keys really are spread: each master holds some of them.
    const perNode = await Promise.all(
      cluster!.ports.map(async (port) => {
        const node = makeClient({ url: `redis://127.0.0.1:${port}` })
        clusterClients.push(node)
        await run(awaitReady(node, 5_000))
        return (await keysOf(node, `${prefix}*`)).length
      })
    )
    expect(perNode.reduce((x, y) => x + y, 0)).toBe(keys.length * 3)
    expect(perNode.every((count) => count > 0)).toBe(true)
  })
})
