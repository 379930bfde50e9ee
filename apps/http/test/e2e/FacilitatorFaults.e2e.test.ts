import { fileURLToPath } from "node:url"
import * as RedisStore from "@evidence-pack/adapters/store/redis"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import type { PaymentPayload } from "@x402/core/types"
import { Effect } from "effect"
import { Redis } from "ioredis"
import type { Address, Hex } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { type FacilitatorFault, type FaultyFacilitator, startFaultyFacilitator } from "../support/FaultyFacilitator.ts"
import { freePort, type ServiceProcess, startService, startWorker } from "../support/ServiceProcess.ts"

/**
 * A facilitator that rate-limits, fails, drops connections and answers `settlement_pending`, on verify and on
 * settle, before and after the settlement lands; and a worker whose RPC node is down. Against the real stack
 * (devnet chain and token, Redis, `pnpm start`, `pnpm worker`), each purchase must end as exactly one charge and
 * one stored pack, and every answer on the way must be honest: 503 while verification could not happen, 409
 * while a settlement's outcome is unknown, never 402 or 422 for a payment that is good.
 */
const QUESTION = { query: "How does HTTP caching with Cache-Control work?", max_sources: 5 }
const PRICE = 15_000n
const CORPUS = fileURLToPath(new URL("../fixtures/corpus.jsonl", import.meta.url))
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
const PREFIX = `ep-facfaults-${process.pid}-${Date.now()}:`

let devnet: Devnet
let facilitator: FaultyFacilitator
let redis: Redis
let store: ReturnType<typeof RedisStore.make>
let env: Record<string, string>
const stopping: Array<ServiceProcess> = []
let keys = 0

beforeAll(async () => {
  devnet = await startDevnet()
  facilitator = await startFaultyFacilitator(devnet.facilitatorUrl)
  redis = new Redis(REDIS_URL)
  store = RedisStore.make({ redis, keyPrefix: PREFIX })
  env = {
    ...devnet.env,
    FACILITATOR_URL: facilitator.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    CORPUS_PATH: CORPUS,
    // The clients retry every 300 ms, faster than Retry-After asks: this suite is about faults, not limits.
    RATE_LIMIT_PAID_PER_MINUTE: "100000",
    RATE_LIMIT_UNPAID_PER_MINUTE: "100000"
  }
}, 60_000)

afterAll(async () => {
  for (const process of stopping) await process.stop()
  if (redis !== undefined) {
    const stale = await redis.keys(`${PREFIX}*`)
    if (stale.length > 0) await redis.del(...stale)
    redis.disconnect()
  }
  await facilitator?.close()
  await devnet?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const authorizationOf = (payment: PaymentPayload) =>
  (payment.payload as { authorization: { from: Address; nonce: Hex } }).authorization

/** Signs one purchase, then retries it (same key, same signature) until an answer that is not 409/503. */
const purchaseThrough = async (service: ServiceProcess, payerIndex: number, deadlineMillis = 60_000) => {
  const payer = devnetAccount(payerIndex)
  const agent = makeAgent(devnet, service.baseUrl, payer.account)
  const key = `facfault-${++keys}`
  const payment = await agent.sign(await agent.probe(key, QUESTION))
  const statuses: Array<number> = []
  const deadline = Date.now() + deadlineMillis
  while (Date.now() < deadline) {
    const response = await agent.post(key, QUESTION, payment)
    const body = await response.text()
    statuses.push(response.status)
    if (response.status !== 409 && response.status !== 503) return { key, payer, payment, statuses, body }
    await sleep(300)
  }
  return { key, payer, payment, statuses, body: "" }
}

const balanceOf = (address: Address) => devnet.token.balanceOf(address)

describe("facilitator faults", () => {
  const cases: ReadonlyArray<readonly [string, "/verify" | "/settle", ReadonlyArray<FacilitatorFault>]> = [
    ["verify rate-limited (429)", "/verify", ["429"]],
    ["verify down (503 HTML)", "/verify", ["503", "503"]],
    ["verify connection dropped", "/verify", ["reset"]],
    ["settle rate-limited (429) before anything happened", "/settle", ["429", "429", "429"]],
    ["settle down (503) before anything happened", "/settle", ["503"]],
    ["settle connection dropped before the facilitator saw it", "/settle", ["reset", "reset", "reset"]],
    ["settle applied, answered settlement_pending", "/settle", ["pending_after"]],
    ["settle applied, answer hidden by a 502", "/settle", ["502_after"]],
    ["settle applied, connection dropped (a timeout)", "/settle", ["reset_after", "reset_after", "reset_after"]]
  ]

  it("ends every purchase as one charge and one pack, with honest answers on the way", async () => {
    const service = await startService(env)
    const worker = await startWorker(env)
    stopping.push(service, worker)
    const summary: Array<string> = []
    for (const [index, [name, path, faults]] of cases.entries()) {
      const payerIndex = 5 + (index % 5)
      const before = await balanceOf(devnetAccount(payerIndex).address)
      facilitator.inject(path, ...faults)
      const result = await purchaseThrough(service, payerIndex)
      summary.push(`${name}: ${result.statuses.join(" ")}`)
      expect(result.statuses.at(-1), `${name}: ${result.statuses.join(" ")} ${result.body}`).toBe(200)
      // Verification that did not happen is a 503, never a 402; an unknown settlement is a 409, never a 402.
      for (const status of result.statuses.slice(0, -1)) expect([409, 503], name).toContain(status)
      if (path === "/verify") expect(result.statuses[0], name).toBe(503)
      // The replay is the same pack, and the payer paid exactly once.
      const replay = await makeAgent(devnet, service.baseUrl, result.payer.account).post(
        result.key,
        QUESTION,
        result.payment
      )
      expect(replay.status).toBe(200)
      expect(await replay.text()).toBe(result.body)
      expect(before - (await balanceOf(result.payer.address)), name).toBe(PRICE)
      const { from, nonce } = authorizationOf(result.payment)
      expect(await devnet.token.authorizationState(from, nonce)).toBe(true)
    }
    const pending = await Effect.runPromise(store.pendingStats(Date.now()))
    expect(pending.count).toBe(0)
    console.log(`facilitator faults: ${cases.length} purchases, each one charge and one pack, 0 pending`)
    console.log(summary.map((line) => `  ${line}`).join("\n"))
    // The next test needs a world where nobody can read the chain.
    await worker.stop()
    await service.stop()
  }, 300_000)

  it("leaves a settlement pending (409, no second charge) while the worker's RPC is down, then resolves it", async () => {
    const deadRpc = `http://127.0.0.1:${await freePort()}`
    const blind = { ...env, RPC_URL: deadRpc }
    const service = await startService(blind)
    const blindWorker = await startWorker(blind)
    stopping.push(service, blindWorker)
    const payerIndex = 9
    const before = await balanceOf(devnetAccount(payerIndex).address)
    // Every inline attempt loses its answer; with no RPC nobody can tell whether it landed.
    facilitator.inject("/settle", "reset_after", "reset_after", "reset_after", "reset_after", "reset_after")
    const blindResult = await purchaseThrough(service, payerIndex, 15_000)
    expect(
      blindResult.statuses.every((status) => status === 409),
      blindResult.statuses.join(" ")
    ).toBe(true)
    expect(before - (await balanceOf(devnetAccount(payerIndex).address))).toBe(PRICE)
    const stuck = await Effect.runPromise(
      store.get({ payer: devnetAccount(payerIndex).address.toLowerCase(), idempotencyKey: blindResult.key })
    )
    expect(stuck?._tag).toBe("settling")
    // A worker that can read the chain takes over: the pack is delivered, and nothing is charged again.
    await blindWorker.stop()
    stopping.push(await startWorker(env))
    const agent = makeAgent(devnet, service.baseUrl, devnetAccount(payerIndex).account)
    let status = 0
    let seen = 0
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline && status !== 200) {
      status = (await agent.post(blindResult.key, QUESTION, blindResult.payment)).status
      seen++
      if (status !== 200) await sleep(300)
    }
    expect(status).toBe(200)
    expect(before - (await balanceOf(devnetAccount(payerIndex).address))).toBe(PRICE)
    console.log(
      `rpc down: ${blindResult.statuses.length} answers of 409 while blind, 200 after ${seen} retries once a worker ` +
        `could read the chain; one charge`
    )
  }, 180_000)
})
