import * as RedisStore from "@evidence-pack/adapters/store/redis"
import { nonceOf } from "@evidence-pack/core"
import * as Transitions from "@evidence-pack/core/purchase/Transitions"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makePayment, nonceFor, payerAddress } from "../../src/Payments.ts"
import { sampleExecuting, samplePack } from "../../src/Records.ts"
import { type RedisCluster, startRedisCluster } from "../../src/redis/RedisCluster.ts"
import { storeConformance } from "../../src/StoreConformance.ts"

// A three-master Redis Cluster of our own: if it cannot start, every test here fails (never skips).
let cluster: RedisCluster | undefined
let client: RedisStore.RedisConnection | undefined
let stores = 0
const nextPrefix = () => `ep-cluster-${++stores}:`

const connected = (): RedisStore.RedisConnection => {
  if (client === undefined) throw new Error("the Redis Cluster did not start")
  return client
}

beforeAll(async () => {
  cluster = await startRedisCluster(3)
  client = RedisStore.makeClient({ url: cluster.url })
  await Effect.runPromise(RedisStore.awaitReady(client, 10_000))
}, 30_000)

afterAll(async () => {
  client?.disconnect()
  await cluster?.stop()
})

storeConformance("redis-cluster", {
  make: async () => RedisStore.make({ redis: connected(), keyPrefix: nextPrefix() })
})

describe("RedisStore on Redis Cluster", () => {
  it("is a cluster client talking to three masters", () => {
    const redis = connected()
    expect(RedisStore.isCluster(redis) && redis.nodes("master").length).toBe(3)
  })

  it("keeps every key of a purchase in one slot, and spreads the shards over the masters", async () => {
    const redis = connected()
    if (!RedisStore.isCluster(redis)) throw new Error("expected a cluster client")
    const keyPrefix = nextPrefix()
    const store = RedisStore.make({ redis, keyPrefix })
    const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
    const executing = sampleExecuting({ key: "k:{1}", nonce: 1 })
    await run(store.create(executing))
    const settling = Transitions.storeEvidence(executing, samplePack)
    await run(store.update(executing, settling))
    const unpaid = Transitions.markUnpaid(settling, "insufficient_funds")
    await run(store.update(settling, unpaid))
    const fresh = makePayment({ payer: payerAddress(1), nonce: nonceFor(2), validBefore: 2e9 })
    const resumed = Transitions.resume(unpaid, fresh, { owner: "r", expiresAt: 1 })
    expect(await run(store.update(unpaid, resumed, nonceOf(fresh)))).toEqual({ _tag: "Updated" })
    expect(await run(store.claimExpired({ now: 10, owner: "w", leaseMillis: 10, limit: 5 }))).toHaveLength(1)

    const keys: Array<string> = []
    for (const node of redis.nodes("master")) {
      const [, batch] = await node.scan("0", "MATCH", `${keyPrefix}*`, "COUNT", 10_000)
      keys.push(...batch)
    }
    expect(keys.length).toBe(6) // record, nonce set, 2 nonce bindings, 2 pending indexes
    const slots = await Promise.all(keys.map((key) => redis.cluster("KEYSLOT", key)))
    expect(new Set(slots).size).toBe(1)

    const space = RedisStore.RedisKeys.makeKeySpace(keyPrefix, RedisStore.RedisKeys.DEFAULT_SHARDS)
    const shardSlots = await Promise.all(
      Array.from({ length: space.shards }, (_, shard) =>
        redis.cluster("KEYSLOT", RedisStore.RedisKeys.shardKeys(space, shard).pending)
      )
    )
    const owners = new Set(shardSlots.map((slot) => redis.slots[slot]?.[0]))
    expect(owners.size).toBe(3)
  })
})
