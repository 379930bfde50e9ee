import { createHash } from "node:crypto"
import { Effect, Layer, type Scope } from "effect"
import { Redis } from "effect/persistence"
import { awaitReady, isCluster, type RedisConnection } from "./RedisClient.ts"

/**
 * Effect's `Redis` service (`effect/persistence/Redis`) over an ioredis client, standalone or Cluster: what
 * `RateLimiter.layerStoreRedis` (and `CircuitBreaker.layerStoreRedis`) need.
 *
 * Scripts. `Redis.make` loads a script with `SCRIPT LOAD` and runs it with `EVALSHA`. On a Cluster, ioredis sends
 * the keyless `SCRIPT LOAD` to a random node while `EVALSHA` goes to the node owning the key's slot, so the script
 * would be missing there more often than not (`Redis.make` retries once, through another random node). So `send`
 * answers `SCRIPT LOAD` itself (the SHA-1 of the source, computed here; no round trip) and keeps the source, and
 * an `EVALSHA` that meets NOSCRIPT (first use on that node, a restarted or flushed Redis) is sent again once as
 * `EVAL` with the source, which also caches it on that node. Steady state: one `EVALSHA` per script call.
 *
 * Failures. Every failure (connection refused, command timeout, reply error) is a `RedisError` in the error
 * channel. The client decides how fast an outage fails; the store's clients (RedisClient.ts) fail within about a
 * second and reconnect in the background.
 */
export interface IoRedisServiceOptions {
  /** Dedicated connections behind `Redis.reserve` (duplicates of the client, opened on demand). */
  readonly pool?: Redis.PoolOptions
  /** A new dedicated or subscriber connection fails after this long without becoming ready (default 5000 ms). */
  readonly connectTimeoutMillis?: number
}

type Send = <A = unknown>(command: string, ...args: ReadonlyArray<string>) => Effect.Effect<A, Redis.RedisError>

/** Lua sources by SHA-1, shared by every connection of one service. */
type ScriptSources = Map<string, string>

const sha1 = (text: string): string => createHash("sha1").update(text).digest("hex")

const isNoScript = (cause: unknown): boolean => cause instanceof Error && cause.message.startsWith("NOSCRIPT")

const dispatch = async (
  client: RedisConnection,
  sources: ScriptSources,
  command: string,
  args: ReadonlyArray<string>
): Promise<unknown> => {
  const name = command.toLowerCase()
  const [first, second] = args
  if (name === "script" && first?.toLowerCase() === "load" && second !== undefined && args.length === 2) {
    const sha = sha1(second)
    sources.set(sha, second)
    return sha
  }
  if (name === "evalsha" && first !== undefined) {
    try {
      return await client.call(command, ...args)
    } catch (cause) {
      const lua = sources.get(first.toLowerCase())
      if (lua === undefined || !isNoScript(cause)) throw cause
      return await client.call("eval", lua, ...args.slice(1))
    }
  }
  return client.call(command, ...args)
}

const sendWith =
  (client: RedisConnection, sources: ScriptSources): Send =>
  <A = unknown>(command: string, ...args: ReadonlyArray<string>) =>
    Effect.tryPromise({
      try: () => dispatch(client, sources, command, args) as Promise<A>,
      catch: (cause) => new Redis.RedisError({ cause })
    })

/**
 * A duplicate of the client (same options), ready for commands: the store's clients have no offline queue, so a
 * command sent before the connection is up would fail at once.
 */
const openDuplicate = (client: RedisConnection, millis: number): Effect.Effect<RedisConnection, Redis.RedisError> =>
  Effect.gen(function* () {
    const connection = yield* Effect.try({
      try: (): RedisConnection => (isCluster(client) ? client.duplicate() : client.duplicate()),
      catch: (cause) => new Redis.RedisError({ cause })
    })
    // Errors surface through the commands that meet them; without a listener ioredis prints every reconnect.
    connection.on("error", () => {})
    yield* awaitReady(connection, millis).pipe(
      Effect.mapError((cause) => new Redis.RedisError({ cause })),
      Effect.onError(() => Effect.sync(() => connection.disconnect()))
    )
    return connection
  })

/** The service over `client`, which the caller owns; the dedicated and subscriber connections close with the scope. */
export const make = (
  client: RedisConnection,
  options: IoRedisServiceOptions = {}
): Effect.Effect<Redis.Redis["Service"], never, Scope.Scope> => {
  const sources: ScriptSources = new Map()
  const connectMillis = options.connectTimeoutMillis ?? 5_000
  return Redis.make({
    send: sendWith(client, sources),
    // ioredis rejects the commands in flight on a connection it disconnects, as `Redis.make` requires of `close`.
    connect: Effect.map(openDuplicate(client, connectMillis), (connection) => ({
      send: sendWith(connection, sources),
      close: Effect.sync(() => connection.disconnect())
    })),
    // ioredis resubscribes by itself after a reconnect; the listener fails only when the connection ends for good.
    subscribe: (channel, onMessage) =>
      Effect.gen(function* () {
        const subscriber = yield* Effect.acquireRelease(openDuplicate(client, connectMillis), (connection) =>
          Effect.sync(() => connection.disconnect())
        )
        subscriber.on("message", (from: string, message: string) => onMessage({ channel: from, message }))
        yield* Effect.tryPromise({
          try: () => subscriber.subscribe(channel),
          catch: (cause) => new Redis.RedisError({ cause })
        })
        return Effect.callback<void, Redis.RedisError>((resume) => {
          const onEnd = () =>
            resume(Effect.fail(new Redis.RedisError({ cause: new Error(`Redis subscriber of ${channel} closed`) })))
          subscriber.once("end", onEnd)
          return Effect.sync(() => {
            subscriber.off("end", onEnd)
          })
        })
      }),
    ...(options.pool === undefined ? {} : { pool: options.pool })
  })
}

/** The `Redis` service over a client the caller owns (and closes). */
export const layer = (client: RedisConnection, options?: IoRedisServiceOptions): Layer.Layer<Redis.Redis> =>
  Layer.effect(Redis.Redis, make(client, options))
