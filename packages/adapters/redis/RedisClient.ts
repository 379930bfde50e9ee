import { StoreUnavailable } from "@evidence-pack/core"
import { Config, Effect, Redacted, type Scope } from "effect"
import { Cluster, Redis } from "ioredis"

/** A standalone client or a Cluster client: the store runs on either (every script stays in one slot). */
export type RedisConnection = Redis | Cluster

export interface RedisClientOptions {
  /**
   * `redis://[user:password@]host:port[/db]` (`rediss://` for TLS), or a comma-separated list of such URLs naming
   * seed nodes of a Redis Cluster (percent-encode a comma in a password). Credentials and TLS of a cluster come from
   * the first URL.
   */
  readonly url: string | Redacted.Redacted<string>
  /** Use the Cluster client even when the URL names one seed node. A list of several nodes implies it. */
  readonly cluster?: boolean
  /** A command without a reply fails after this long (default 1000 ms). */
  readonly commandTimeoutMillis?: number
  /** Connecting to a node fails after this long (default 1000 ms). */
  readonly connectTimeoutMillis?: number
}

/**
 * Fail fast: during an outage every command must fail within about a second (the store maps that failure to
 * StoreUnavailable, the app to 503) rather than queue until Redis returns. So no offline queue, one retry of a
 * command cut by a disconnect, and a command timeout. ioredis keeps reconnecting in the background.
 * A command that timed out may still have run on the server; callers treat StoreUnavailable as "unknown outcome"
 * (the purchase flow answers 503, and a record left in flight is reclaimed by the worker).
 */
const failFast = (options: RedisClientOptions) => ({
  commandTimeout: options.commandTimeoutMillis ?? 1_000,
  connectTimeout: options.connectTimeoutMillis ?? 1_000,
  maxRetriesPerRequest: 1
})

const urlsOf = (options: RedisClientOptions): ReadonlyArray<string> => {
  const raw = Redacted.isRedacted(options.url) ? Redacted.value(options.url) : options.url
  return raw
    .split(",")
    .map((url) => url.trim())
    .filter((url) => url.length > 0)
}

/** Parses `host:port` or a full URL (a bare `host:port` is read as `redis://host:port`). */
const parseNode = (url: string): URL => new URL(url.includes("://") ? url : `redis://${url}`)

const clusterClient = (urls: ReadonlyArray<string>, options: RedisClientOptions): Cluster => {
  const nodes = urls.map(parseNode)
  const first = nodes[0]
  const redisOptions = {
    ...failFast(options),
    ...(first !== undefined && first.username !== "" ? { username: decodeURIComponent(first.username) } : {}),
    ...(first !== undefined && first.password !== "" ? { password: decodeURIComponent(first.password) } : {}),
    ...(first?.protocol === "rediss:" ? { tls: {} } : {})
  }
  return new Cluster(
    nodes.map((node) => ({ host: node.hostname, port: node.port === "" ? 6379 : Number(node.port) })),
    { enableOfflineQueue: false, redisOptions }
  )
}

const standaloneClient = (url: string, options: RedisClientOptions): Redis =>
  new Redis(url.includes("://") ? url : `redis://${url}`, { ...failFast(options), enableOfflineQueue: false })

/**
 * Builds a client that connects in the background. Connection errors are not logged here: each operation that
 * meets them fails with StoreUnavailable, which is where they are seen (the listener also keeps ioredis from
 * printing every reconnect attempt).
 */
export const makeClient = (options: RedisClientOptions): RedisConnection => {
  const urls = urlsOf(options)
  const [first] = urls
  if (first === undefined) throw new RangeError("Redis URL is empty")
  const client =
    options.cluster === true || urls.length > 1 ? clusterClient(urls, options) : standaloneClient(first, options)
  client.on("error", () => {})
  return client
}

export const isCluster = (client: RedisConnection): client is Cluster => client instanceof Cluster

const describe = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** Resolves when the client is ready (for a cluster: slots known and `cluster_state:ok`), or fails after `millis`. */
export const awaitReady = (client: RedisConnection, millis: number): Effect.Effect<void, StoreUnavailable> =>
  Effect.callback<void, StoreUnavailable>((resume) => {
    if (client.status === "ready") return resume(Effect.void)
    let lastError = "no connection"
    const onError = (error: unknown) => {
      lastError = describe(error)
    }
    const onReady = () => {
      cleanup()
      resume(Effect.void)
    }
    const timer = setTimeout(() => {
      cleanup()
      resume(Effect.fail(new StoreUnavailable({ message: `Redis not ready after ${millis} ms: ${lastError}` })))
    }, millis)
    const cleanup = () => {
      clearTimeout(timer)
      client.off("ready", onReady)
      client.off("error", onError)
    }
    client.on("ready", onReady)
    client.on("error", onError)
    return Effect.sync(cleanup)
  })

/** QUIT lets replies in flight arrive; a client that cannot reach Redis is simply disconnected. */
const close = (client: RedisConnection) =>
  Effect.tryPromise(() => client.quit()).pipe(
    Effect.timeout("1 second"),
    Effect.ignore,
    Effect.ensuring(Effect.sync(() => client.disconnect()))
  )

/**
 * A connected client owned by the scope. Start-up fails closed: when Redis is not ready within
 * `startupTimeoutMillis` (default 5000), acquisition fails with StoreUnavailable (a wrong REDIS_URL surfaces at
 * start, not at the first purchase). After start, outages fail operations and ioredis reconnects by itself.
 */
export const acquireClient = (
  options: RedisClientOptions & { readonly startupTimeoutMillis?: number }
): Effect.Effect<RedisConnection, StoreUnavailable, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.try({
      try: () => makeClient(options),
      catch: (cause) => new StoreUnavailable({ message: describe(cause) })
    }),
    (client) => close(client)
  ).pipe(Effect.tap((client) => awaitReady(client, options.startupTimeoutMillis ?? 5_000)))

/**
 * The client's environment: `REDIS_URL` (redacted; a comma-separated list means a cluster) and `REDIS_CLUSTER`
 * (`true` to use the Cluster client with a single seed URL).
 */
export const RedisClientConfig = Config.all({
  url: Config.Redacted("REDIS_URL"),
  cluster: Config.Boolean("REDIS_CLUSTER").pipe(Config.withDefault(false))
})
