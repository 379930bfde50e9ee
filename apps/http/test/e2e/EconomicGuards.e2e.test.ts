import { randomUUID } from "node:crypto"
import { fileURLToPath } from "node:url"
import { createChainWalletClient, type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import type { PaymentPayload } from "@x402/core/types"
import { Redis } from "ioredis"
import { type Address, type LocalAccount, parseAbi } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * The attack, on the devnet with real payments: 20 funded throwaway wallets each send 30 paid requests
 * built to fail validation, then a fresh honest payer buys a pack. The rejection budget (default: 10 per payer per
 * rolling hour) bounds the provider calls; later requests get 422 `economic_guard` before the provider; nothing is
 * charged; the honest payer is served. Once on one instance (memory counters), once across two instances on one
 * Redis (shared counters), where each payer's 30 requests arrive at once, split across both.
 */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
const PREFIX = `ep-e2e-guards-${randomUUID().slice(0, 8)}:`
const CORPUS_PATH = fileURLToPath(new URL("../fixtures/corpus.jsonl", import.meta.url))
const PRICE = 15_000n
const PAYERS = 20
const REQUESTS_PER_PAYER = 30
const DEFAULT_REJECTION_BUDGET = 10
/** Nothing in the corpus is about this: every answer is a validation rejection, after a provider call. */
const failing = (i: number) => ({ query: `Zanzibar ferry timetable for route ${i} in monsoon season`, max_sources: 5 })
const HONEST = { query: "How does HTTP caching with Cache-Control work?", max_sources: 5 }

let devnet: Devnet | undefined
const services: Array<ServiceProcess> = []
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
const chain = () => devnet!

const transferAbi = parseAbi(["function transfer(address to, uint256 value) returns (bool)"])

/** Fresh wallets, each funded with one price (all an attacker needs per wallet), from devnet payer #9. */
const fundedWallets = async (count: number): Promise<Array<LocalAccount>> => {
  const funder = createChainWalletClient({ rpcUrl: chain().rpcUrl, chainId: chain().chainId }, devnetAccount(9).account)
  const wallets = Array.from({ length: count }, () => privateKeyToAccount(generatePrivateKey()))
  for (const wallet of wallets) {
    const hash = await funder.writeContract({
      address: chain().asset,
      abi: transferAbi,
      functionName: "transfer",
      args: [wallet.address, PRICE]
    })
    await funder.waitForTransactionReceipt({ hash })
  }
  return wallets
}

/** Provider searches this instance ran so far (the provider latency histogram counts every one). */
const providerCalls = async (service: ServiceProcess): Promise<number> => {
  const text = await (await fetch(`${service.baseUrl}/metrics`)).text()
  const line = text.split("\n").find((l) => l.startsWith("evidence_pack_provider_search_duration_ms_count"))
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(" ") + 1))
}

const guardRefusals = async (service: ServiceProcess): Promise<number> => {
  const text = await (await fetch(`${service.baseUrl}/metrics`)).text()
  const line = text
    .split("\n")
    .find((l) => l.startsWith("evidence_pack_economic_guard_refusals_total") && l.includes("payer_rejection"))
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(" ") + 1))
}

interface Answer {
  readonly status: number
  readonly code: string
  readonly reasons: ReadonlyArray<string>
  readonly message: string
}

const answerOf = async (response: Response): Promise<Answer> => {
  const body = (await response.json()) as { error?: { code: string; message: string; reasons?: Array<string> } }
  const { code = "", message = "", reasons = [] } = body.error ?? {}
  return { status: response.status, code, message, reasons }
}

/**
 * One attacker: probes once, signs all its authorizations up front (one per request, fresh nonces), then sends
 * them, one after the other or all at once, spread over `targets`.
 */
const attack = async (wallet: LocalAccount, targets: ReadonlyArray<ServiceProcess>, atOnce: boolean) => {
  const agents = targets.map((service) => makeAgent(chain(), service.baseUrl, wallet))
  const tag = randomUUID().slice(0, 8)
  const required = await agents[0]!.probe(`${tag}-probe`, failing(0))
  const payments: Array<PaymentPayload> = await Promise.all(
    Array.from({ length: REQUESTS_PER_PAYER }, () => agents[0]!.sign(required))
  )
  const send = (i: number) => agents[i % agents.length]!.post(`${tag}-${i}`, failing(i), payments[i]).then(answerOf)
  if (atOnce) return Promise.all(payments.map((_, i) => send(i)))
  const answers: Array<Answer> = []
  for (let i = 0; i < payments.length; i++) answers.push(await send(i))
  return answers
}

/** Runs the whole scenario against `targets` and checks everything the issue asks. */
const scenario = async (targets: ReadonlyArray<ServiceProcess>, atOnce: boolean) => {
  const wallets = await fundedWallets(PAYERS + 1)
  const attackers = wallets.slice(0, PAYERS)
  const honest = wallets[PAYERS]!
  const balance = (address: Address) => chain().token.balanceOf(address)
  const payeeBefore = await balance(chain().payTo)
  const callsBefore = (await Promise.all(targets.map(providerCalls))).reduce((a, b) => a + b, 0)

  // Payers side by side, each sending one request after the other; or, to race the shared counters, one payer at a
  // time with its 30 requests all in flight at once (600 at once would measure the machine's limits instead).
  const answers: Array<ReadonlyArray<Answer>> = []
  if (atOnce) for (const wallet of attackers) answers.push(await attack(wallet, targets, true))
  else answers.push(...(await Promise.all(attackers.map((wallet) => attack(wallet, targets, false)))))

  const callsAfterAttack = (await Promise.all(targets.map(providerCalls))).reduce((a, b) => a + b, 0)
  for (const perPayer of answers) {
    const rejected = perPayer.filter((a) => a.status === 422 && a.code === "evidence_rejected")
    const refused = perPayer.filter(
      (a) => a.status === 422 && a.code === "economic_guard" && a.reasons.includes("payer_rejection_budget_exhausted")
    )
    expect(rejected.length + refused.length, JSON.stringify(perPayer)).toBe(REQUESTS_PER_PAYER)
    expect(rejected.length).toBe(DEFAULT_REJECTION_BUDGET)
    if (!atOnce) {
      expect(perPayer.slice(0, DEFAULT_REJECTION_BUDGET).map((a) => a.code)).toEqual(
        Array(DEFAULT_REJECTION_BUDGET).fill("evidence_rejected")
      )
    }
  }
  // Provider calls: exactly the rejection budget per payer; every later request was refused before the provider.
  expect(callsAfterAttack - callsBefore).toBe(PAYERS * DEFAULT_REJECTION_BUDGET)
  const charged = (await Promise.all(attackers.map((w) => balance(w.address)))).reduce(
    (sum, left) => sum + PRICE - left,
    0n
  )
  expect(charged).toBe(0n)
  expect(await balance(chain().payTo)).toBe(payeeBefore)

  const buyer = makeAgent(chain(), targets[targets.length - 1]!.baseUrl, honest)
  const { response } = await buyer.buy(`honest-${randomUUID()}`, HONEST)
  expect(response.status, await response.clone().text()).toBe(200)
  const honestCharged = PRICE - (await balance(honest.address))
  expect(honestCharged).toBe(PRICE)
  expect(await balance(chain().payTo)).toBe(payeeBefore + PRICE)
  const refusals = (await Promise.all(targets.map(guardRefusals))).reduce((a, b) => a + b, 0)
  expect(refusals).toBeGreaterThanOrEqual(PAYERS * (REQUESTS_PER_PAYER - DEFAULT_REJECTION_BUDGET))
  const refused = answers.flat().filter((a) => a.code === "economic_guard").length
  console.log(
    `economic guards on ${targets.length} instance(s): ${PAYERS} payers x ${REQUESTS_PER_PAYER} failing paid requests -> ` +
      `${callsAfterAttack - callsBefore} provider calls (max ${DEFAULT_REJECTION_BUDGET} per payer), ${refused} refused 422 economic_guard, ` +
      `${charged} charged to them; honest payer served, charged ${honestCharged}`
  )
}

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

beforeAll(async () => {
  await redis.connect()
  devnet = await startDevnet()
  const shared = { ...devnet.env, CORPUS_PATH }
  const started = await Promise.allSettled([
    startService(shared),
    startService({ ...shared, REDIS_URL, REDIS_KEY_PREFIX: PREFIX }),
    startService({ ...shared, REDIS_URL, REDIS_KEY_PREFIX: PREFIX })
  ])
  for (const outcome of started) if (outcome.status === "fulfilled") services.push(outcome.value)
  const failed = started.find((outcome) => outcome.status === "rejected")
  if (failed !== undefined) throw failed.reason
}, 180_000)

afterAll(async () => {
  await Promise.allSettled(services.map((service) => service.stop()))
  await devnet?.stop()
  for (const key of await keysOfRun().catch(() => [])) await redis.del(key)
  redis.disconnect()
})

describe("economic guards against paid requests built to fail validation", () => {
  it("one instance: 20 payers x 30 failing requests cost 10 provider calls each, nothing charged; an honest payer is served", async () => {
    await scenario([services[0]!], false)
  }, 240_000)

  it("two instances on one Redis: the same bound holds with each payer's 30 requests at once across both", async () => {
    await scenario([services[1]!, services[2]!], true)
    // The counters live in Redis under the store's prefix, hash-tagged per payer.
    expect((await keysOfRun()).filter((key) => key.includes("{eg:payer:")).length).toBeGreaterThanOrEqual(PAYERS)
  }, 240_000)
})
