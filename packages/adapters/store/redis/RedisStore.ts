import {
  type ClaimRequest,
  type Executing,
  IdempotencyStore,
  type Lease,
  nonceOf,
  type PurchaseKey,
  type PurchaseRecord,
  StoreUnavailable
} from "@evidence-pack/core"
import { type Config, Effect, Layer } from "effect"
import { makeCommands } from "../../redis/Commands.ts"
import { acquireClient, type RedisClientOptions, type RedisConnection } from "../../redis/RedisClient.ts"
import { RedisConfig } from "../../redis/RedisConfig.ts"
import { makeRetention, type Retention, ttlOf } from "../Retention.ts"
import { makeKeySpace, nonceKey, purchaseKeys, type ShardKeys, shardKeys } from "./Keys.ts"
import * as Replies from "./Replies.ts"
import * as Scripts from "./Scripts.ts"
import { FIELDS, readFields, recordArgs } from "./StoredRecord.ts"

export interface RedisStoreOptions {
  /** The caller's client; `make` and `layer` never close it. */
  readonly redis: RedisConnection
  /** Namespace of every key (default `evidence-pack:`); must not contain `{` or `}`. */
  readonly keyPrefix?: string
  /** Shards of the pending index (default 16); part of the key layout, see Keys.ts. */
  readonly pendingShards?: number
  readonly retention?: Partial<Retention>
  /** Called once per command sent to Redis (a script's NOSCRIPT fallback counts twice): round-trip benchmarks. */
  readonly onCommand?: (command: string) => void
}

/** Everything but the client: for the layers that build and own it. */
export type RedisStoreSettings = Omit<RedisStoreOptions, "redis">

/** Passes of claimExpired when concurrent workers took some of the records it planned to claim. */
const MAX_CLAIM_PASSES = 4

/** A reply the store cannot read is a store it cannot trust: 503, like an outage, never a defect. */
const decode = <A>(read: () => A) =>
  Effect.try({
    try: read,
    catch: (cause) =>
      new StoreUnavailable({ message: `Redis: unreadable reply: ${cause instanceof Error ? cause.message : cause}` })
  })

/**
 * The IdempotencyStore on Redis, standalone or Cluster, with the semantics of the memory store (the conformance
 * suite in packages/testkit runs against both). Each operation is one command: `get` one HMGET, every transition
 * one Lua script (Scripts.ts); only the worker's `claimExpired` and the `pendingStats` probe walk the shards.
 * A fresh purchase costs 4 round trips (get, create, update to settling, update to fulfilled), a replay 1.
 */
export const make = (options: RedisStoreOptions): IdempotencyStore["Service"] => {
  const space = makeKeySpace(options.keyPrefix, options.pendingShards)
  const retention = makeRetention(options.retention)
  const redis = makeCommands(options.redis, options.onCommand)
  const shards = Array.from({ length: space.shards }, (_, shard) => shardKeys(space, shard))

  /** A purchase's keys, and the four every writing script takes first (see Scripts.ts). */
  const scriptKeys = (key: PurchaseKey) => {
    const keys = purchaseKeys(space, key)
    return { keys, list: [keys.record, keys.nonces, keys.pending, keys.created] }
  }

  const get = Effect.fn("RedisStore.get")(function* (key: PurchaseKey) {
    const reply = yield* redis.send("hmget", [purchaseKeys(space, key).record, ...FIELDS])
    return yield* decode(() => readFields(Replies.asArray(reply)))
  })

  const create = Effect.fn("RedisStore.create")(function* (record: Executing) {
    const { keys, list } = scriptKeys(record)
    const nonce = nonceKey(space, record.payer, nonceOf(record.payment))
    const reply = yield* redis.run(
      Scripts.create,
      [...list, nonce],
      [...recordArgs(record, keys.member), record.idempotencyKey]
    )
    return yield* decode(() => Replies.createResult(reply))
  })

  const update = Effect.fn("RedisStore.update")(function* (
    previous: PurchaseRecord,
    next: PurchaseRecord,
    bindNonce?: string
  ) {
    const { keys, list } = scriptKeys(previous)
    const nonce = bindNonce === undefined ? [] : [nonceKey(space, previous.payer, bindNonce)]
    const reply = yield* redis.run(
      Scripts.update,
      [...list, ...nonce],
      [
        String(previous.version),
        ...recordArgs(next, keys.member),
        String(ttlOf(retention, next)),
        previous.idempotencyKey
      ]
    )
    return yield* decode(() => Replies.updateResult(reply))
  })

  const release = Effect.fn("RedisStore.release")(function* (record: Executing) {
    const { keys, list } = scriptKeys(record)
    const reply = yield* redis.run(Scripts.release, list, [
      String(record.version),
      keys.member,
      String(retention.releasedSeconds)
    ])
    return reply === 1
  })

  const renewLease = Effect.fn("RedisStore.renewLease")(function* (key: PurchaseKey, lease: Lease) {
    const keys = purchaseKeys(space, key)
    const reply = yield* redis.run(
      Scripts.renew,
      [keys.record, keys.pending],
      [lease.owner, String(lease.expiresAt), keys.member]
    )
    return yield* decode(() => Replies.leaseRenewal(reply))
  })

  /** Up to `count` expired leases of one shard, oldest first. */
  const peek = (shard: ShardKeys, now: number, count: number) =>
    redis
      .send("zrangebyscore", [shard.pending, "-inf", String(now), "WITHSCORES", "LIMIT", "0", String(count)])
      .pipe(Effect.flatMap((reply) => decode(() => Replies.scores(reply).map((expiry) => ({ shard, expiry })))))

  /** How many records to claim in each shard so that the `count` oldest expired leases overall go first. */
  const plan = Effect.fnUntraced(function* (now: number, count: number) {
    const expired = yield* Effect.forEach(shards, (shard) => peek(shard, now, count), { concurrency: "unbounded" })
    const oldest = expired
      .flat()
      .sort((a, b) => a.expiry - b.expiry)
      .slice(0, count)
    const counts = new Map<ShardKeys, number>()
    for (const { shard } of oldest) counts.set(shard, (counts.get(shard) ?? 0) + 1)
    return counts
  })

  const claimIn = (shard: ShardKeys, count: number, request: ClaimRequest) => {
    const lease = { owner: request.owner, expiresAt: request.now + request.leaseMillis }
    return redis
      .run(
        Scripts.claim,
        [shard.pending, shard.created],
        [String(request.now), lease.owner, String(lease.expiresAt), shard.recordPrefix, String(count)]
      )
      .pipe(Effect.flatMap((reply) => decode(() => Replies.claimed(reply, lease))))
  }

  const claimPass = Effect.fnUntraced(function* (request: ClaimRequest, count: number) {
    const counts = yield* plan(request.now, count)
    const claimed = yield* Effect.forEach([...counts], ([shard, wanted]) => claimIn(shard, wanted, request), {
      concurrency: "unbounded"
    })
    return { wanted: [...counts.values()].reduce((a, b) => a + b, 0), claimed: claimed.flat() }
  })

  const claimExpired = Effect.fn("RedisStore.claimExpired")(function* (request: ClaimRequest) {
    const claimed: Array<Replies.Claimed> = []
    for (let pass = 0; pass < MAX_CLAIM_PASSES && claimed.length < request.limit; pass++) {
      const result = yield* claimPass(request, request.limit - claimed.length)
      claimed.push(...result.claimed)
      // Getting all it planned means nothing else had expired; getting less means other workers took some of
      // the planned records, and records further down the index may still be waiting.
      if (result.claimed.length >= result.wanted) break
    }
    return claimed.sort((a, b) => a.expiredAt - b.expiredAt).map((entry) => entry.record)
  })

  const pendingStats = Effect.fn("RedisStore.pendingStats")(function* (now: number) {
    const perShard = yield* Effect.forEach(
      shards,
      (shard) =>
        redis
          .run(Scripts.stats, [shard.pending, shard.created], [])
          .pipe(Effect.flatMap((reply) => decode(() => Replies.shardStats(reply)))),
      { concurrency: "unbounded" }
    )
    const count = perShard.reduce((sum, shard) => sum + shard.count, 0)
    const oldest = Math.min(...perShard.flatMap((shard) => shard.oldestCreatedAt ?? []))
    return { count, oldestAgeMillis: count === 0 ? 0 : Math.max(0, now - oldest) }
  })

  const ping = Effect.fn("RedisStore.ping")(function* () {
    yield* redis.send("ping", [])
  })

  return IdempotencyStore.of({
    get,
    create,
    update,
    release,
    renewLease,
    claimExpired,
    pendingStats,
    ping
  })
}

/** The store on a client the caller owns (and closes). */
export const layer = (options: RedisStoreOptions): Layer.Layer<IdempotencyStore> =>
  Layer.sync(IdempotencyStore, () => make(options))

/** Builds a client, waits until it is ready (failing with StoreUnavailable otherwise) and closes it with the layer. */
export const layerConnect = (
  options: RedisClientOptions & RedisStoreSettings & { readonly startupTimeoutMillis?: number }
): Layer.Layer<IdempotencyStore, StoreUnavailable> =>
  Layer.effect(
    IdempotencyStore,
    Effect.map(acquireClient(options), (redis) => make({ ...options, redis }))
  )

/** The store's environment: the one Redis configuration (see redis/RedisConfig.ts). */
export const RedisStoreConfig = RedisConfig

/** `layerConnect` from the environment (see RedisStoreConfig); `settings` adds what the environment does not say. */
export const layerConfig = (
  settings: Omit<RedisStoreSettings, "keyPrefix"> = {}
): Layer.Layer<IdempotencyStore, StoreUnavailable | Config.ConfigError> =>
  Layer.effect(
    IdempotencyStore,
    Effect.gen(function* () {
      const config = yield* RedisConfig
      const redis = yield* acquireClient(config.client)
      return make({ ...settings, redis, keyPrefix: config.keyPrefix })
    })
  )
