import { randomUUID } from "node:crypto"
import type { EconomicCounters } from "@evidence-pack/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as MemoryCounters from "../../guards/memory/index.ts"
import * as RedisCounters from "../../guards/redis/index.ts"
import { awaitReady, makeClient, type RedisConnection } from "../../redis/index.ts"

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
/** Every key of this run starts with RUN; afterAll deletes them. */
const RUN = `ep-test-guards-${randomUUID().slice(0, 8)}`
let namespaces = 0

/** Two clients, as two service instances would have: nothing is shared but the Redis server. */
const clientA = makeClient({ url: REDIS_URL })
const clientB = makeClient({ url: REDIS_URL })

const keysOfRun = async (client: RedisConnection): Promise<Array<string>> => {
  const keys: Array<string> = []
  let cursor = "0"
  do {
    const [next, batch] = (await client.call("scan", cursor, "MATCH", `${RUN}*`, "COUNT", "1000")) as [string, string[]]
    cursor = next
    keys.push(...batch)
  } while (cursor !== "0")
  return keys
}

beforeAll(() => Effect.runPromise(Effect.all([awaitReady(clientA, 5_000), awaitReady(clientB, 5_000)])))

afterAll(async () => {
  for (const key of await keysOfRun(clientA)) await clientA.del(key)
  clientA.disconnect()
  clientB.disconnect()
})

type Counters = EconomicCounters["Service"]

/** Two views of one set of counters: two instances on one Redis, or one process twice. */
const adapters: ReadonlyArray<readonly [string, () => readonly [Counters, Counters]]> = [
  [
    "memory",
    () => {
      const one = MemoryCounters.make()
      return [one, one]
    }
  ],
  [
    "redis (two clients)",
    () => {
      const prefix = `${RUN}-${++namespaces}:`
      return [RedisCounters.make({ redis: clientA, prefix }), RedisCounters.make({ redis: clientB, prefix })]
    }
  ]
]

const HOUR = 3_600_000
const HOLD = 30_000
const T0 = 1_800_000_000_000
const PAYER = "0x00000000000000000000000000000000000000aa"
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

describe.each(adapters)("EconomicCounters: %s", (_, make) => {
  it("hands out at most `limit` payer slots to concurrent takers across instances, per payer", async () => {
    const [a, b] = make()
    const taken = await run(
      Effect.forEach(
        Array.from({ length: 30 }, (_, i) => i),
        (i) =>
          (i % 2 === 0 ? a : b).takePayerSlot({ payer: PAYER, slot: `s${i}`, limit: 10, holdMillis: HOLD, now: T0 }),
        { concurrency: "unbounded" }
      )
    )
    expect(taken.filter(Boolean)).toHaveLength(10)
    const other = await run(a.takePayerSlot({ payer: `${PAYER}bb`, slot: "s0", limit: 10, holdMillis: HOLD, now: T0 }))
    expect(other).toBe(true)
  })

  it("keeps a rejected purchase's slot for the window, frees others, and lets an abandoned hold lapse", async () => {
    const [a, b] = make()
    const take = (slot: string, now: number) => a.takePayerSlot({ payer: PAYER, slot, limit: 2, holdMillis: HOLD, now })
    const keep = (slot: string, now: number) => b.keepPayerSlot({ payer: PAYER, slot, windowMillis: HOUR, now })
    expect(await run(take("rejected", T0))).toBe(true)
    await run(keep("rejected", T0 + 1_000))
    expect(await run(take("crashed", T0 + 1_000))).toBe(true)
    expect(await run(take("third", T0 + 2_000))).toBe(false)
    // Taking a slot already live does not count it twice.
    expect(await run(take("crashed", T0 + 2_000))).toBe(true)
    // The crashed purchase never came back: its hold lapses, the rejection stays.
    expect(await run(take("third", T0 + 2_000 + HOLD + 1))).toBe(true)
    expect(await run(take("fourth", T0 + 2_000 + HOLD + 2))).toBe(false)
    await run(b.freePayerSlot(PAYER, "third"))
    expect(await run(take("fourth", T0 + 2_000 + HOLD + 3))).toBe(true)
    await run(a.freePayerSlot(PAYER, "fourth"))
    expect(await run(take("fifth", T0 + HOUR))).toBe(true)
    expect(await run(take("sixth", T0 + HOUR + 1))).toBe(false)
    // The rejection (kept at T0 + 1 s) has left the rolling hour.
    expect(await run(take("sixth", T0 + HOUR + 1_001))).toBe(true)
  })

  it("reserves spend up to the window's limit across instances, and starts over in the next window", async () => {
    const [a, b] = make()
    const reserve = (counters: Counters, microUsd: number, now: number) =>
      counters.reserveSpend({ microUsd, limitMicroUsd: 50_000, windowMillis: HOUR, now })
    const start = Math.floor(T0 / HOUR) * HOUR
    const granted = await run(
      Effect.forEach(
        Array.from({ length: 20 }, (_, i) => i),
        (i) => reserve(i % 2 === 0 ? a : b, 7_000, start + i),
        { concurrency: "unbounded" }
      )
    )
    expect(granted.filter(Boolean)).toHaveLength(7)
    expect(await run(reserve(a, 1_000, start + 10))).toBe(true)
    expect(await run(reserve(b, 1, start + 10))).toBe(false)
    expect(await run(reserve(b, 7_000, start + HOUR))).toBe(true)
  })
})
