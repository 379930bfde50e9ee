import { EXAMPLE_QUERY } from "@evidence-pack/adapters/provider/corpus"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import type { PaymentPayload } from "@x402/core/types"
import type { Address, Hex } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * End to end with real money on a local chain: anvil with Circle's FiatTokenV2_2, the devnet facilitator, the
 * service as `pnpm start` runs it (corpus provider, memory store), and the official x402 client. Every test
 * asserts on-chain balances.
 */
const QUESTION = { query: EXAMPLE_QUERY, max_sources: 5 }
const PRICE = 15_000n

let devnet: Devnet
let service: ServiceProcess
let keys = 0
const key = () => `e2e-${++keys}-${Date.now()}`

beforeAll(async () => {
  devnet = await startDevnet()
  service = await startService({ ...devnet.env })
}, 60_000)

afterAll(async () => {
  await service?.stop()
  await devnet?.stop()
})

const balance = (address: Address) => devnet.token.balanceOf(address)
const authorizationOf = (payment: PaymentPayload) =>
  (payment.payload as { authorization: { from: Address; nonce: Hex } }).authorization

/** Runs `act` and returns how much the payer and the payee moved on chain meanwhile. */
const moved = async <A>(payer: Address, act: () => Promise<A>) => {
  const [payerBefore, payeeBefore] = [await balance(payer), await balance(devnet.payTo)]
  const result = await act()
  return { result, payer: payerBefore - (await balance(payer)), payee: (await balance(devnet.payTo)) - payeeBefore }
}

describe("paid purchases on the devnet", () => {
  it("moves exactly 15000 from payer to payee and flips authorizationState", async () => {
    const account = devnetAccount(5)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const { result, payer, payee } = await moved(account.address, () => agent.buy(key(), QUESTION))
    expect(result.response.status).toBe(200)
    const pack = (await result.response.json()) as { sources: Array<unknown>; request_id: string }
    expect(pack.sources.length).toBeGreaterThanOrEqual(3)
    expect(agent.settlementOf(result.response)).toMatchObject({ success: true })
    expect(payer).toBe(PRICE)
    expect(payee).toBe(PRICE)
    const { from, nonce } = authorizationOf(result.payment)
    expect(await devnet.token.authorizationState(from, nonce)).toBe(true)
  })

  it("replays the stored pack for the same key and signature, moving nothing", async () => {
    const account = devnetAccount(6)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const k = key()
    const { payment, response } = await agent.buy(k, QUESTION)
    const original = await response.text()
    const { result, payer } = await moved(account.address, () => agent.post(k, QUESTION, payment))
    expect(result.status).toBe(200)
    expect(result.headers.get("x-idempotent-replay")).toBe("true")
    expect(await result.text()).toBe(original)
    expect(payer).toBe(0n)
  })

  it("settles once for 20 concurrent requests with one key and one signature", async () => {
    const account = devnetAccount(7)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const k = key()
    const payment = await agent.sign(await agent.probe(k, QUESTION))
    const { result, payer } = await moved(account.address, () =>
      Promise.all(Array.from({ length: 20 }, () => agent.post(k, QUESTION, payment)))
    )
    const statuses = result.map((r) => r.status)
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true)
    expect(payer).toBe(PRICE)
    const final = await agent.post(k, QUESTION, payment)
    expect(final.status).toBe(200)
  })

  it("settles ten times for 10 concurrent distinct purchases", async () => {
    const account = devnetAccount(8)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const { result, payer, payee } = await moved(account.address, () =>
      Promise.all(Array.from({ length: 10 }, () => agent.buy(key(), QUESTION)))
    )
    expect(result.map((r) => r.response.status)).toEqual(Array(10).fill(200))
    expect(payer).toBe(10n * PRICE)
    expect(payee).toBe(10n * PRICE)
  })
})

describe("refused payments move nothing", () => {
  it("refuses an authorization reused under another key", async () => {
    const account = devnetAccount(9)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const { payment } = await agent.buy(key(), QUESTION)
    const { result, payer } = await moved(account.address, () => agent.post(key(), QUESTION, payment))
    expect(result.status).toBeGreaterThanOrEqual(400)
    expect(result.status).toBeLessThan(500)
    expect(payer).toBe(0n)
  })

  it("refuses a wrong amount, a wrong payee, an expired authorization and an unfunded payer", async () => {
    const account = devnetAccount(9)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const required = await agent.probe(key(), QUESTION)
    const wrongAmount = await agent.sign(required, (r) => ({ ...r, amount: "1" }))
    const wrongPayee = await agent.sign(required, (r) => ({ ...r, payTo: devnetAccount(4).address }))
    const expired = await signExpired(account.account, required.accepts[0]!)
    const unfunded = await makeAgent(devnet, service.baseUrl, devnetAccount(4).account).sign(required)
    for (const payment of [wrongAmount, wrongPayee, expired, unfunded]) {
      const from = authorizationOf(payment).from
      const { result, payer } = await moved(from, () => agent.post(key(), QUESTION, payment))
      expect(result.status, await result.clone().text()).toBeGreaterThanOrEqual(400)
      expect(result.status).toBeLessThan(500)
      expect(payer).toBe(0n)
    }
  })

  it("answers 422 for a question the corpus cannot answer, and charges nothing", async () => {
    const account = devnetAccount(5)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const question = { query: "zzqx blorfnak quantum tapioca" }
    const { result, payer } = await moved(account.address, () => agent.buy(key(), question))
    expect(result.response.status).toBe(422)
    expect(((await result.response.json()) as { error: { code: string } }).error.code).toBe("evidence_rejected")
    expect(payer).toBe(0n)
  })
})

/** A real EIP-3009 signature for our exact offer, but already expired: signed directly with viem. */
const signExpired = async (
  account: ReturnType<typeof devnetAccount>["account"],
  accepted: { asset: string; payTo: string; amount: string; network: string; extra: Record<string, unknown> }
): Promise<PaymentPayload> => {
  const authorization = {
    from: account.address,
    to: accepted.payTo as Address,
    value: BigInt(accepted.amount),
    validAfter: 0n,
    validBefore: BigInt(Math.floor(Date.now() / 1000) - 60),
    nonce: `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex")}` as Hex
  }
  const signature = await account.signTypedData({
    domain: {
      name: String(accepted.extra.name),
      version: String(accepted.extra.version),
      chainId: Number(accepted.network.split(":")[1]),
      verifyingContract: accepted.asset as Address
    },
    types: {
      TransferWithAuthorization: [
        { name: "from", type: "address" },
        { name: "to", type: "address" },
        { name: "value", type: "uint256" },
        { name: "validAfter", type: "uint256" },
        { name: "validBefore", type: "uint256" },
        { name: "nonce", type: "bytes32" }
      ]
    },
    primaryType: "TransferWithAuthorization",
    message: authorization
  })
  return {
    x402Version: 2,
    accepted: accepted as PaymentPayload["accepted"],
    payload: {
      signature,
      authorization: {
        ...authorization,
        value: authorization.value.toString(),
        validAfter: "0",
        validBefore: authorization.validBefore.toString()
      }
    }
  }
}
