import { randomUUID } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as RedisStore from "@evidence-pack/adapters/store/redis"
import { IdempotencyStore, nonceOf, StoreUnavailable } from "@evidence-pack/core"
import * as Transitions from "@evidence-pack/core/purchase/Transitions"
import { ConfigProvider, Effect, Exit, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makePayment, nonceFor, payerAddress } from "../../src/Payments.ts"
import { sampleExecuting, samplePack } from "../../src/Records.ts"
import { freePort, type RedisServer, startRedisServer } from "../../src/redis/RedisServer.ts"
import { storeConformance } from "../../src/StoreConformance.ts"

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
const RUN = `ep-test-${randomUUID().slice(0, 8)}`
const NOW = 1_800_000_000_000
let stores = 0
/** A fresh namespace per store: the conformance suite wants an empty store for every test. */
const nextPrefix = () => `${RUN}-${++stores}:`

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const client = RedisStore.makeClient({ url: REDIS_URL })

/** Every key this run wrote (SCAN is fine in tests; the store itself never scans). */
const keysOf = async (prefix: string): Promise<Array<string>> => {
  const keys: Array<string> = []
  let cursor = "0"
  do {
    const [next, batch] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000)
    cursor = next
    keys.push(...batch)
  } while (cursor !== "0")
  return keys
}

const deleteKeys = async (prefix: string) => {
  for (const key of await keysOf(prefix)) await client.del(key)
}

beforeAll(async () => {
  await run(RedisStore.awaitReady(client, 5_000))
})

afterAll(async () => {
  await deleteKeys(RUN)
  await client.quit()
})

storeConformance("redis", {
  make: async () => RedisStore.make({ redis: client, keyPrefix: nextPrefix() }),
  teardown: () => deleteKeys(RUN)
})

describe("RedisStore", () => {
  const retention = { fulfilledSeconds: 1_000, rejectedSeconds: 2_000, unpaidSeconds: 3_000, releasedSeconds: 4_000 }

  const setup = () => {
    const keyPrefix = nextPrefix()
    const space = RedisStore.RedisKeys.makeKeySpace(keyPrefix, RedisStore.RedisKeys.DEFAULT_SHARDS)
    let commands = 0
    const store = RedisStore.make({ redis: client, keyPrefix, retention, onCommand: () => commands++ })
    return { store, space, keyPrefix, commands: () => commands }
  }

  /** TTLs of a purchase's record, its nonce set and one of its nonce bindings (-1: none, -2: no key). */
  const ttls = async (
    space: RedisStore.RedisKeys.KeySpace,
    record: ReturnType<typeof sampleExecuting>,
    nonce: string
  ) => {
    const keys = RedisStore.RedisKeys.purchaseKeys(space, record)
    const nonceKey = RedisStore.RedisKeys.nonceKey(space, record.payer, nonce)
    return Promise.all([client.ttl(keys.record), client.ttl(keys.nonces), client.ttl(nonceKey)])
  }

  /** Each TTL was set to `seconds` moments ago. */
  const expectRetained = (ttls: ReadonlyArray<number | undefined>, seconds: number) => {
    for (const ttl of ttls) expect(ttl).toSatisfy((t: number) => t > seconds - 10 && t <= seconds)
  }

  it("keeps in-flight records and their nonces without TTL, and expires settled ones with their nonces", async () => {
    const { store, space } = setup()
    const executing = sampleExecuting({ key: "fulfil" })
    const nonce = nonceOf(executing.payment)
    await run(store.create(executing))
    expect(await ttls(space, executing, nonce)).toEqual([-1, -1, -1])
    const settling = Transitions.storeEvidence(executing, samplePack)
    await run(store.update(executing, settling))
    expect(await ttls(space, executing, nonce)).toEqual([-1, -1, -1])
    await run(
      store.update(
        settling,
        Transitions.fulfil(settling, { body: "{}", paymentResponse: "e30=", transaction: "0x1", now: NOW })
      )
    )
    expectRetained(await ttls(space, executing, nonce), 1_000)

    const rejecting = sampleExecuting({ key: "reject", nonce: 2 })
    await run(store.create(rejecting))
    await run(store.update(rejecting, Transitions.reject(rejecting, ["off_topic"])))
    expectRetained(await ttls(space, rejecting, nonceFor(2)), 2_000)
  })

  it("gives unpaid records their retention and takes it away again on resume, for every nonce bound", async () => {
    const { store, space } = setup()
    const executing = sampleExecuting({ key: "unpaid", nonce: 1 })
    await run(store.create(executing))
    const settling = Transitions.storeEvidence(executing, samplePack)
    await run(store.update(executing, settling))
    const unpaid = Transitions.markUnpaid(settling, "insufficient_funds")
    await run(store.update(settling, unpaid))
    expectRetained(await ttls(space, executing, nonceFor(1)), 3_000)
    const fresh = makePayment({ payer: payerAddress(1), nonce: nonceFor(5), validBefore: 2e9 })
    const resumed = Transitions.resume(unpaid, fresh, { owner: "resume", expiresAt: NOW + 30_000 })
    expect(await run(store.update(unpaid, resumed, nonceOf(fresh)))).toEqual({ _tag: "Updated" })
    expect(await ttls(space, executing, nonceFor(1))).toEqual([-1, -1, -1])
    expect(await ttls(space, executing, nonceFor(5))).toEqual([-1, -1, -1])
    expect(await run(store.pendingStats(NOW))).toEqual({ count: 1, oldestAgeMillis: 0 })
  })

  it("keeps a released purchase's nonce bound for the released retention", async () => {
    const { store, space } = setup()
    const executing = sampleExecuting()
    await run(store.create(executing))
    expect(await run(store.release(executing))).toBe(true)
    const [record, nonces, nonce] = await ttls(space, executing, nonceFor(1))
    expect(record).toBe(-2)
    expectRetained([nonces, nonce], 4_000)
    expect(await run(store.pendingStats(NOW))).toEqual({ count: 0, oldestAgeMillis: 0 })
  })

  it("puts every key of one payer's purchases under one hash tag, whatever the idempotency key holds", async () => {
    const { store, space, keyPrefix } = setup()
    const odd = sampleExecuting({ key: "a:{b}:c}{", nonce: 1 })
    await run(store.create(odd))
    const settling = Transitions.storeEvidence(odd, samplePack)
    await run(store.update(odd, settling))
    await run(store.update(settling, Transitions.markUnpaid(settling, "x")))
    await run(store.create(sampleExecuting({ key: "other", nonce: 2 })))
    expect(await run(store.get(odd))).toEqual(Transitions.markUnpaid(settling, "x"))
    const keys = await keysOf(keyPrefix)
    expect(keys.length).toBeGreaterThanOrEqual(6)
    const tag = `{ep:${RedisStore.RedisKeys.shardOf(space, odd.payer)}}`
    // Redis Cluster hashes the first {...} of a key: it must be the store's shard tag, for every key.
    for (const key of keys) expect(key.slice(keyPrefix.length, key.indexOf("}") + 1)).toBe(tag)
  })

  it("spreads payers over the shards", () => {
    const space = RedisStore.RedisKeys.makeKeySpace("p:", 16)
    const shards = new Set(Array.from({ length: 200 }, (_, i) => RedisStore.RedisKeys.shardOf(space, payerAddress(i))))
    expect(shards.size).toBe(16)
  })

  it("claims the oldest expired leases across shards first", async () => {
    const { store } = setup()
    // Payers spread over shards; lease expiry decreases with i, so the highest i are the oldest.
    const records = Array.from({ length: 20 }, (_, i) =>
      sampleExecuting({ payer: i, key: `k${i}`, nonce: i + 1, leaseMillis: 1_000 - i })
    )
    for (const record of records) await run(store.create(record))
    const claimed = await run(store.claimExpired({ now: NOW + 5_000, owner: "w", leaseMillis: 10_000, limit: 5 }))
    expect(claimed.map((record) => record.idempotencyKey)).toEqual(["k19", "k18", "k17", "k16", "k15"])
  })

  it("hands records of many shards to concurrent workers exactly once", async () => {
    const { store } = setup()
    for (let i = 0; i < 40; i++)
      await run(store.create(sampleExecuting({ payer: i, key: `k${i}`, nonce: 1, leaseMillis: 1 })))
    const claim = (owner: string) => store.claimExpired({ now: NOW + 10, owner, leaseMillis: 10_000, limit: 15 })
    const rounds = await run(
      Effect.all([claim("w0"), claim("w1"), claim("w2"), claim("w3")], { concurrency: "unbounded" })
    )
    const late = await run(claim("w4")) // anything contention left behind
    const keys = [...rounds.flat(), ...late].map((record) => `${record.payer}:${record.idempotencyKey}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBe(40)
  })

  it("costs 4 commands for a fresh purchase and 1 for a replay", async () => {
    const { store, commands } = setup()
    const purchase = async (key: string, nonce: number) => {
      const executing = sampleExecuting({ key, nonce })
      expect(await run(store.get(executing))).toBeUndefined()
      await run(store.create(executing))
      const settling = Transitions.storeEvidence(executing, samplePack)
      await run(store.update(executing, settling))
      const fulfilled = Transitions.fulfil(settling, {
        body: "{}",
        paymentResponse: "e30=",
        transaction: "0x1",
        now: NOW
      })
      await run(store.update(settling, fulfilled))
      return fulfilled
    }
    await purchase("warm-up", 1) // loads the scripts (EVALSHA answered NOSCRIPT, then EVAL) if this Redis lacks them
    const before = commands()
    const fulfilled = await purchase("fresh", 2)
    expect(commands() - before).toBe(4)
    const replayed = commands()
    expect(await run(store.get(fulfilled))).toEqual(fulfilled)
    expect(commands() - replayed).toBe(1)
  })

  it("rejects a key prefix with braces", () => {
    expect(() => RedisStore.make({ redis: client, keyPrefix: "a{b}:" })).toThrow(RangeError)
  })

  it("builds from the environment and closes its client with the layer", async () => {
    const keyPrefix = nextPrefix()
    const env = ConfigProvider.fromEnvRecord({ REDIS_URL, REDIS_KEY_PREFIX: keyPrefix })
    const record = sampleExecuting()
    const program = Effect.gen(function* () {
      const store = yield* IdempotencyStore
      yield* store.ping()
      yield* store.create(record)
      return yield* store.get(record)
    })
    const layer = RedisStore.layerConfig().pipe(Layer.provide(ConfigProvider.layer(env)))
    expect(await run(program.pipe(Effect.provide(layer)))).toEqual(record)
    expect(await keysOf(keyPrefix)).not.toHaveLength(0)
    const braces = RedisStore.layerConfig().pipe(
      Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({ REDIS_URL, REDIS_KEY_PREFIX: "{x}" })))
    )
    const exit = await Effect.runPromiseExit(program.pipe(Effect.provide(braces)))
    expect(Exit.isFailure(exit)).toBe(true)
  })
})

describe("RedisStore outages", () => {
  const record = sampleExecuting()
  const settling = Transitions.storeEvidence(record, samplePack)
  const operations = (
    store: IdempotencyStore["Service"]
  ): Array<[string, Effect.Effect<unknown, StoreUnavailable>]> => [
    ["get", store.get(record)],
    ["create", store.create(record)],
    ["update", store.update(record, settling)],
    ["release", store.release(record)],
    ["renewLease", store.renewLease(record, record.lease)],
    ["claimExpired", store.claimExpired({ now: NOW, owner: "w", leaseMillis: 1_000, limit: 10 })],
    ["pendingStats", store.pendingStats(NOW)],
    ["ping", store.ping()]
  ]

  /** Every operation fails, in the error channel and with StoreUnavailable, within 2 s. */
  const expectUnavailable = async (store: IdempotencyStore["Service"]) => {
    for (const [name, operation] of operations(store)) {
      const started = performance.now()
      const exit = await Effect.runPromiseExit(Effect.flip(operation))
      const elapsed = performance.now() - started
      expect(Exit.isSuccess(exit), `${name} must fail, not succeed or die`).toBe(true)
      if (Exit.isSuccess(exit)) expect(exit.value, name).toBeInstanceOf(StoreUnavailable)
      expect(elapsed, `${name} took ${elapsed} ms`).toBeLessThan(2_000)
    }
  }

  let dir: string
  let server: RedisServer | undefined
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "ep-redis-outage-"))
  })
  afterAll(async () => {
    await server?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it("fails fast with StoreUnavailable when nothing listens", async () => {
    const dead = RedisStore.makeClient({ url: `redis://127.0.0.1:${await freePort()}` })
    try {
      await expectUnavailable(RedisStore.make({ redis: dead, keyPrefix: nextPrefix() }))
    } finally {
      dead.disconnect()
    }
  })

  it("fails the connecting layer with StoreUnavailable instead of hanging", async () => {
    const layer = RedisStore.layerConnect({ url: `redis://127.0.0.1:${await freePort()}`, startupTimeoutMillis: 300 })
    const exit = await Effect.runPromiseExit(Effect.flip(Effect.scoped(Layer.build(layer))))
    expect(Exit.isSuccess(exit) && exit.value).toBeInstanceOf(StoreUnavailable)
  })

  it("fails fast while Redis hangs or is gone, and recovers when it answers again", async () => {
    server = await startRedisServer({ dir })
    const own = RedisStore.makeClient({ url: server.url, commandTimeoutMillis: 250 })
    try {
      await run(RedisStore.awaitReady(own, 5_000))
      const store = RedisStore.make({ redis: own, keyPrefix: nextPrefix() })
      expect(await run(store.create(record))).toEqual({ _tag: "Created" })
      server.signal("SIGSTOP") // the connection stays open, replies never come: only the command timeout helps
      await expectUnavailable(store)
      server.signal("SIGCONT")
      expect(await run(store.get(record))).toEqual(record)
      await server.stop() // the connection drops: commands fail at once, without an offline queue
      await expectUnavailable(store)
    } finally {
      own.disconnect()
    }
  })
})
