import { fileURLToPath } from "node:url"
import * as RedisStore from "@evidence-pack/adapters/store/redis"
import type { PurchaseRecord } from "@evidence-pack/core"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import type { PaymentPayload } from "@x402/core/types"
import { Effect } from "effect"
import { Redis } from "ioredis"
import type { Address, Hex } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { type ServiceProcess, startService, startWorker } from "../support/ServiceProcess.ts"

/**
 * Crash safety against the real stack: devnet (anvil + USDC + facilitator), Redis, `pnpm start` and
 * `pnpm worker` as processes. The app is SIGKILLed at each step of a purchase (a test-only hook) and at random
 * times during streams of purchases; after a restart, the worker and the client's retries (same key, same
 * signature) must leave every charge as a stored, replayable pack and nobody charged twice. Leases and the worker
 * run with their defaults (LEASE_SECONDS, WORKER_INTERVAL_MS): the recovery times printed are what an operator
 * gets, and a purchase cut by the kill must reach the client's retry within 5 s of the restart (p90).
 */
const QUESTION = { query: "How does HTTP caching with Cache-Control work?", max_sources: 5 }
const PRICE = 15_000n
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 30)
const CORPUS = fileURLToPath(new URL("../fixtures/corpus.jsonl", import.meta.url))
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
const PREFIX = `ep-crash-${process.pid}-${Date.now()}:`

let devnet: Devnet
let redis: Redis
let store: ReturnType<typeof RedisStore.make>
let worker: ServiceProcess
let env: Record<string, string>
const payers = [5, 6, 7, 8, 9].map(devnetAccount)

interface Purchase {
  readonly key: string
  readonly payment: PaymentPayload
  readonly payer: (typeof payers)[number]
  readonly bodies: Array<string>
}
const purchases: Array<Purchase> = []
let keys = 0
const newKey = () => `crash-${++keys}`

beforeAll(async () => {
  devnet = await startDevnet()
  redis = new Redis(REDIS_URL, { lazyConnect: false })
  store = RedisStore.make({ redis, keyPrefix: PREFIX })
  env = {
    ...devnet.env,
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    CORPUS_PATH: CORPUS,
    // The clients here retry every 250 ms, faster than Retry-After asks: this suite is about crashes, not limits.
    RATE_LIMIT_PAID_PER_MINUTE: "100000",
    RATE_LIMIT_UNPAID_PER_MINUTE: "100000"
  }
  worker = await startWorker({ ...env, WORKER_EXPIRY_MARGIN_SECONDS: "5" })
}, 60_000)

afterAll(async () => {
  await worker?.stop()
  if (redis !== undefined) {
    const stale = await redis.keys(`${PREFIX}*`)
    if (stale.length > 0) await redis.del(...stale)
    redis.disconnect()
  }
  await devnet?.stop()
})

const authorizationOf = (payment: PaymentPayload) =>
  (payment.payload as { authorization: { from: Address; nonce: Hex } }).authorization
const recordOf = (purchase: Purchase): Promise<PurchaseRecord | undefined> =>
  Effect.runPromise(store.get({ payer: purchase.payer.address.toLowerCase(), idempotencyKey: purchase.key }))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Signs a purchase now (probe + official client), to be posted later. */
const prepare = async (baseUrl: string, payer: (typeof payers)[number]): Promise<Purchase> => {
  const agent = makeAgent(devnet, baseUrl, payer.account)
  const key = newKey()
  const payment = await agent.sign(await agent.probe(key, QUESTION))
  const purchase = { key, payment, payer, bodies: [] }
  purchases.push(purchase)
  return purchase
}

const post = (baseUrl: string, purchase: Purchase) =>
  makeAgent(devnet, baseUrl, purchase.payer.account).post(purchase.key, QUESTION, purchase.payment)

/** The client's retries: same key, same signature, until an answer that is not "pending". */
const retryUntilSettled = async (baseUrl: string, purchase: Purchase) => {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const response = await post(baseUrl, purchase).catch(() => undefined)
    if (response !== undefined && response.status !== 409 && response.status !== 503) {
      const body = await response.text()
      if (response.status === 200) purchase.bodies.push(body)
      return response.status
    }
    await sleep(250)
  }
  throw new Error(`purchase ${purchase.key} still pending after 30 s`)
}

const waitUntilNothingPending = async () => {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const stats = await Effect.runPromise(store.pendingStats(Date.now()))
    if (stats.count === 0) return
    await sleep(200)
  }
  throw new Error("records still in flight 30 s after the crash")
}

/**
 * The promise to payers, checked against the chain and the store: every used authorization belongs to a
 * fulfilled record whose replay is the pack; each payer's debit is the price times their fulfilled records.
 */
const checkInvariants = async (startBalances: Map<Address, bigint>) => {
  let fulfilled = 0
  for (const purchase of purchases) {
    const record = await recordOf(purchase)
    const { from, nonce } = authorizationOf(purchase.payment)
    const used = await devnet.token.authorizationState(from, nonce)
    // A used authorization is a charge: it must belong to a fulfilled record, and every 200 was its bytes.
    expect(record?._tag === "fulfilled", `${purchase.key}: record ${record?._tag}, authorization used ${used}`).toBe(
      used
    )
    if (record?._tag === "fulfilled") {
      fulfilled++
      for (const body of purchase.bodies) expect(body).toBe(record.body)
    }
  }
  for (const payer of payers) {
    const packs = purchases.filter((p) => p.payer.address === payer.address && p.bodies.length > 0).length
    const debit = (startBalances.get(payer.address) ?? 0n) - (await devnet.token.balanceOf(payer.address))
    expect(debit, `payer ${payer.index}`).toBe(BigInt(packs) * PRICE)
  }
  return fulfilled
}

/** Milliseconds from a restart (service ready) to the 200 on the client's retry, of purchases the kill cut. */
const recoveries: Array<number> = []
/** The same purchases, from the SIGKILL: includes the restart itself (slow on a loaded machine). */
const sinceKill: Array<number> = []

const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Retries a purchase after a restart at `restartedAt`; returns the status and how long after the restart. */
const recover = async (baseUrl: string, purchase: Purchase, restartedAt: number) => {
  const status = await retryUntilSettled(baseUrl, purchase)
  return { status, millis: Date.now() - restartedAt }
}

const balances = async () =>
  new Map(await Promise.all(payers.map(async (p) => [p.address, await devnet.token.balanceOf(p.address)] as const)))

describe("crash safety", () => {
  const points = ["after_provider", "after_evidence_stored", "during_settle", "after_settle"] as const
  for (const point of points) {
    it(`a SIGKILL ${point} ends as one charge and one stored pack`, async () => {
      const start = await balances()
      const before = purchases.length
      const crashing = await startService({ ...env, EVIDENCE_PACK_CRASH_AT: point })
      const purchase = await prepare(crashing.baseUrl, payers[0]!)
      await post(crashing.baseUrl, purchase).catch(() => undefined)
      await crashing.exited
      expect(crashing.child.signalCode, crashing.output()).toBe("SIGKILL")
      const service = await startService(env)
      try {
        const recovered = await recover(service.baseUrl, purchase, Date.now())
        expect(recovered.status).toBe(200)
        recoveries.push(recovered.millis)
        expect(await retryUntilSettled(service.baseUrl, purchase)).toBe(200)
        await waitUntilNothingPending()
        const own = purchases.slice(before)
        expect((await recordOf(purchase))?._tag).toBe("fulfilled")
        const debit = start.get(payers[0]!.address)! - (await devnet.token.balanceOf(payers[0]!.address))
        expect(debit).toBe(PRICE * BigInt(own.length))
        console.log(
          `crash point ${point}: 1 purchase, fulfilled ${recovered.millis} ms after the restart, debit ${debit}`
        )
      } finally {
        await service.stop()
      }
    }, 90_000)
  }

  it(`random SIGKILLs during streams of purchases (${ROUNDS} rounds)`, async () => {
    purchases.length = 0
    const start = await balances()
    let service = await startService(env)
    let killedMidFlight = 0
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const batch = await Promise.all(
          [0, 1, 2].map((i) => prepare(service.baseUrl, payers[(round + i) % payers.length]!))
        )
        const inFlight = batch.map((p) =>
          post(service.baseUrl, p)
            .then((r) => r.text().then((body) => ({ status: r.status, body })))
            .catch(() => undefined)
        )
        // Anywhere from before the provider answers to after the settle: a purchase takes tens of ms here.
        await sleep(Math.floor(Math.random() * 250))
        const killedAt = Date.now()
        await service.stop("SIGKILL")
        const answered = await Promise.all(inFlight)
        killedMidFlight += answered.filter((a) => a === undefined).length
        answered.forEach((answer, i) => {
          if (answer?.status === 200) batch[i]!.bodies.push(answer.body)
        })
        const t0 = Date.now()
        service = await startService(env)
        const t1 = Date.now()
        const recovered = await Promise.all(batch.map((purchase) => recover(service.baseUrl, purchase, t1)))
        for (const { status } of recovered) expect(status).toBe(200)
        const cut = recovered.filter((_, i) => answered[i]?.status !== 200).map((r) => r.millis)
        recoveries.push(...cut)
        sinceKill.push(...cut.map((millis) => millis + (t1 - killedAt)))
        console.log(`round ${round}: restart ${t1 - t0} ms, cut purchases delivered after ${cut.join(", ") || "-"} ms`)
      }
      await waitUntilNothingPending()
      const fulfilled = await checkInvariants(start)
      console.log(
        `random kills: ${ROUNDS} rounds, ${purchases.length} purchases, ${killedMidFlight} requests cut by SIGKILL, ` +
          `${fulfilled} settled and fulfilled, 0 double charges, 0 charges without a pack, 0 pending`
      )
      expect(fulfilled).toBe(purchases.length)
      const p50 = percentile(recoveries, 50)
      const p90 = percentile(recoveries, 90)
      console.log(
        `recovery after restart (${recoveries.length} cut purchases): p50 ${p50} ms, p90 ${p90} ms, ` +
          `max ${Math.max(...recoveries)} ms; from the SIGKILL (restart included): p50 ${percentile(sinceKill, 50)} ms, ` +
          `p90 ${percentile(sinceKill, 90)} ms`
      )
      expect(p90).toBeLessThanOrEqual(5_000)
    } finally {
      await service.stop()
    }
  }, 600_000)
})
