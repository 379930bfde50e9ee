import { randomUUID } from "node:crypto"
import { fileURLToPath } from "node:url"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import type { PaymentPayload } from "@x402/core/types"
import { Redis } from "ioredis"
import type { Address, Hex } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { connectMcp, errorBodyOf, makeMcpPayer } from "../support/McpAgent.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * One service, two processes: two `pnpm start` instances on one Redis (the machine's) and one devnet, as behind a
 * load balancer. Requests are split across both; the chain says what was charged.
 */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
/** This file's namespace in the shared Redis; every key under it is deleted afterwards. */
const PREFIX = `ep-e2e-multi-${randomUUID().slice(0, 8)}:`
const CORPUS_PATH = fileURLToPath(new URL("../fixtures/corpus.jsonl", import.meta.url))
const QUESTION = { query: "How does HTTP caching with Cache-Control work?", max_sources: 5 }
const PRICE = 15_000n

let devnet: Devnet | undefined
const services: Array<ServiceProcess> = []
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
let keys = 0
const key = () => `multi-${++keys}-${Date.now()}`

const chain = () => devnet!
const [first, second] = [() => services[0]!, () => services[1]!]

/** Every key of this file (SCAN is fine in a test). */
const keysOfRun = async (): Promise<Array<string>> => {
  const found: Array<string> = []
  let cursor = "0"
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", `${PREFIX}*`, "COUNT", 1000)
    cursor = next
    found.push(...batch)
  } while (cursor !== "0")
  return found
}

const deleteKeys = async () => {
  for (const found of await keysOfRun()) await redis.del(found)
}

beforeAll(async () => {
  await redis.connect()
  devnet = await startDevnet()
  const env = { ...devnet.env, REDIS_URL, REDIS_KEY_PREFIX: PREFIX, CORPUS_PATH }
  // Both settle before the hook goes on, so afterAll stops whichever did start. startService gives up (and kills
  // its child) after 90 s, within this hook's timeout.
  const started = await Promise.allSettled([0, 1].map(() => startService(env)))
  for (const outcome of started) if (outcome.status === "fulfilled") services.push(outcome.value)
  const failed = started.find((outcome) => outcome.status === "rejected")
  if (failed !== undefined) throw failed.reason
}, 120_000)

afterAll(async () => {
  await Promise.allSettled(services.map((service) => service.stop()))
  await devnet?.stop()
  await deleteKeys().catch(() => {})
  redis.disconnect()
})

const balance = (address: Address) => chain().token.balanceOf(address)
const authorizationOf = (payment: PaymentPayload) =>
  (payment.payload as { authorization: { from: Address; nonce: Hex } }).authorization

/** Runs `act` and returns how much the payer and the payee moved on chain meanwhile. */
const moved = async <A>(payer: Address, act: () => Promise<A>) => {
  const [payerBefore, payeeBefore] = [await balance(payer), await balance(chain().payTo)]
  const result = await act()
  return { result, payer: payerBefore - (await balance(payer)), payee: (await balance(chain().payTo)) - payeeBefore }
}

const settlementOf = (header: string | null) =>
  JSON.parse(Buffer.from(header ?? "", "base64").toString("utf8")) as { success: boolean; transaction: string }

/** Status, body bytes and the headers a replay must repeat. */
const read = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
  paymentResponse: response.headers.get("payment-response"),
  replay: response.headers.get("x-idempotent-replay")
})

describe("two instances on one Redis behave as one service", () => {
  it("settles 20 concurrent requests with one key and one signature once; both instances replay the same body", async () => {
    const account = devnetAccount(5)
    const agents = services.map((service) => makeAgent(chain(), service.baseUrl, account.account))
    const k = key()
    const payment = await agents[0]!.sign(await agents[0]!.probe(k, QUESTION))
    const { result, payer, payee } = await moved(account.address, () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => agents[i % 2]!.post(k, QUESTION, payment).then(read)))
    )
    // 200 (the purchase or its replay) or 409 (in progress) is the contract; never a 402 for a paid purchase.
    for (const r of result) expect([200, 409], r.body).toContain(r.status)
    const fulfilled = result.filter((r) => r.status === 200)
    expect(fulfilled.length).toBeGreaterThanOrEqual(1)
    expect(payer).toBe(PRICE)
    expect(payee).toBe(PRICE)
    const { from, nonce } = authorizationOf(payment)
    expect(await chain().token.authorizationState(from, nonce)).toBe(true)

    const original = fulfilled[0]!
    const replays = await Promise.all(agents.map((agent) => agent.post(k, QUESTION, payment).then(read)))
    for (const replay of replays) {
      expect(replay.status).toBe(200)
      expect(replay.replay).toBe("true")
      expect(replay.body).toBe(original.body)
      expect(replay.paymentResponse).toBe(original.paymentResponse)
    }
    for (const other of fulfilled) expect(other.body).toBe(original.body)
    const pack = JSON.parse(original.body) as { sources: Array<{ url: string }> }
    expect(new Set(pack.sources.map((s) => new URL(s.url).host)).size).toBeGreaterThanOrEqual(3)
  })

  it("settles 10 distinct purchases spread across both instances once each, and either instance replays any", async () => {
    const account = devnetAccount(6)
    const agents = services.map((service) => makeAgent(chain(), service.baseUrl, account.account))
    const purchases = Array.from({ length: 10 }, (_, i) => ({ i, k: key() }))
    const { result, payer, payee } = await moved(account.address, () =>
      Promise.all(
        purchases.map(async ({ i, k }) => {
          const { payment, response } = await agents[i % 2]!.buy(k, QUESTION)
          return { i, k, payment, answer: await read(response) }
        })
      )
    )
    expect(result.map((r) => r.answer.status)).toEqual(Array(10).fill(200))
    expect(payer).toBe(10n * PRICE)
    expect(payee).toBe(10n * PRICE)
    const transactions = result.map((r) => settlementOf(r.answer.paymentResponse).transaction)
    expect(new Set(transactions).size).toBe(10)

    // Each purchase, replayed on the instance that did not sell it: the same bytes, nothing moves.
    const replays = await moved(account.address, () =>
      Promise.all(result.map(({ i, k, payment }) => agents[(i + 1) % 2]!.post(k, QUESTION, payment).then(read)))
    )
    expect(replays.payer).toBe(0n)
    replays.result.forEach((replay, index) => {
      expect(replay.status).toBe(200)
      expect(replay.body).toBe(result[index]!.answer.body)
    })
  })

  it("refuses on one instance an authorization already used on the other, moving nothing", async () => {
    const account = devnetAccount(7)
    const onFirst = makeAgent(chain(), first().baseUrl, account.account)
    const onSecond = makeAgent(chain(), second().baseUrl, account.account)
    const { payment, response } = await onFirst.buy(key(), QUESTION)
    expect(response.status).toBe(200)
    const { result, payer, payee } = await moved(account.address, () => onSecond.post(key(), QUESTION, payment))
    expect(result.status, await result.clone().text()).toBeGreaterThanOrEqual(400)
    expect(result.status).toBeLessThan(500)
    expect(payer).toBe(0n)
    expect(payee).toBe(0n)
  })

  it("lets one authorization sent to both instances at once under two keys pay for one purchase only", async () => {
    const account = devnetAccount(8)
    const agents = services.map((service) => makeAgent(chain(), service.baseUrl, account.account))
    const payment = await agents[0]!.sign(await agents[0]!.probe(key(), QUESTION))
    const { result, payer } = await moved(account.address, () =>
      Promise.all([0, 1].map((i) => agents[i]!.post(key(), QUESTION, payment).then(read)))
    )
    const statuses = result.map((r) => r.status).sort()
    expect(statuses[0]).toBe(200)
    expect(statuses[1], result.map((r) => r.body).join("\n")).toBeGreaterThanOrEqual(400)
    expect(statuses[1]).toBeLessThan(500)
    expect(payer).toBe(PRICE)
  })

  it("keeps its records in Redis under REDIS_KEY_PREFIX", async () => {
    const records = (await keysOfRun()).filter((found) => found.includes(":rec:"))
    // 1 + 10 + 1 + 1 purchases above, each one record (a refused key stores nothing).
    expect(records.length).toBeGreaterThanOrEqual(13)
  })
})

describe("the MCP tool on two instances", () => {
  it("one key and one signature over MCP on one instance and HTTP on the other, at once: one settlement", async () => {
    const account = devnetAccount(9)
    const mcp = await connectMcp(first().baseUrl)
    const http = makeAgent(chain(), second().baseUrl, account.account)
    const args = { ...QUESTION, idempotency_key: key() }
    const payment = await makeMcpPayer(chain(), account.account).sign(await mcp.callEvidence(args))
    const { result, payer, payee } = await moved(account.address, () =>
      Promise.all([
        Promise.all(Array.from({ length: 4 }, () => mcp.callEvidence(args, payment))),
        Promise.all(Array.from({ length: 4 }, () => http.post(args.idempotency_key, QUESTION, payment).then(read)))
      ])
    )
    expect(payer).toBe(PRICE)
    expect(payee).toBe(PRICE)
    // Each answer is the pack or "in progress"; none asks to sign again.
    const [overMcp, overHttp] = result
    for (const answer of overHttp) expect([200, 409], answer.body).toContain(answer.status)
    for (const answer of overMcp.filter((a) => a.isError === true)) {
      expect(errorBodyOf(answer).error.code).toBe("purchase_pending")
    }
    const pack = (await http.post(args.idempotency_key, QUESTION, payment).then(read)).body
    const onSecond = await connectMcp(second().baseUrl)
    const replay = await onSecond.callEvidence(args, payment)
    expect((replay.content[0] as { text: string }).text).toBe(pack)
    await Promise.all([mcp.close(), onSecond.close()])
  })
})
