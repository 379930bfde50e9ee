import { EXAMPLE_QUERY } from "@evidence-pack/adapters/provider/corpus"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import type { PaymentPayload } from "@x402/core/types"
import type { Address, Hex } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { connectMcp, errorBodyOf, makeMcpPayer, PAYMENT_RESPONSE_META_KEY } from "../support/McpAgent.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * The paid tool end to end with real money: anvil with Circle's FiatTokenV2_2, the devnet facilitator, the
 * service as `pnpm start` runs it, the official MCP client over streamable HTTP, and the official x402 client
 * signing the PaymentRequired the tool returned (x402 ships no MCP client on npm, so the test carries the
 * payload in `_meta["x402/payment"]` itself, as the transport spec says). Every test asserts on-chain balances.
 */
const QUESTION = { query: EXAMPLE_QUERY, max_sources: 5 }
const PRICE = 15_000n

let devnet: Devnet
let service: ServiceProcess
let keys = 0
const key = () => `mcp-e2e-${++keys}-${Date.now()}`

beforeAll(async () => {
  devnet = await startDevnet()
  service = await startService({ ...devnet.env })
}, 60_000)

afterAll(async () => {
  await service?.stop()
  await devnet?.stop()
})

const balance = (address: Address) => devnet.token.balanceOf(address)

/** Runs `act` and returns how much the payer and the payee moved on chain meanwhile. */
const moved = async <A>(payer: Address, act: () => Promise<A>) => {
  const [payerBefore, payeeBefore] = [await balance(payer), await balance(devnet.payTo)]
  const result = await act()
  return { result, payer: payerBefore - (await balance(payer)), payee: (await balance(devnet.payTo)) - payeeBefore }
}

const packText = (result: CallToolResult) => {
  expect(result.isError ?? false, JSON.stringify(result)).toBe(false)
  const first = result.content[0]
  if (first?.type !== "text") throw new Error("expected the pack as text")
  return first.text
}

const authorizationOf = (payment: PaymentPayload) =>
  (payment.payload as { authorization: { from: Address; nonce: Hex } }).authorization

describe("the evidence_pack MCP tool on the devnet", () => {
  it("unpaid: the requirements, nothing charged; paid: the pack, 15000 once; again: the same pack, nothing", async () => {
    const account = devnetAccount(5)
    const mcp = await connectMcp(service.baseUrl)
    const payer = makeMcpPayer(devnet, account.account)
    const args = { ...QUESTION, idempotency_key: key() }

    const unpaid = await moved(account.address, () => mcp.callEvidence(args))
    expect(unpaid.payer).toBe(0n)
    expect(unpaid.payee).toBe(0n)
    const payment = await payer.sign(unpaid.result)
    expect(payment.accepted).toMatchObject({ amount: "15000", payTo: devnet.payTo, network: devnet.network })
    // The official client echoes the tool's Bazaar declaration, so a facilitator can catalog the tool.
    expect(payment.extensions?.bazaar).toMatchObject({ info: { input: { type: "mcp", toolName: "evidence_pack" } } })

    const paid = await moved(account.address, () => mcp.callEvidence(args, payment))
    const text = packText(paid.result)
    const pack = JSON.parse(text) as { status: string; sources: Array<unknown> }
    expect(pack.status).toBe("fulfilled")
    expect(pack.sources.length).toBeGreaterThanOrEqual(3)
    expect(paid.result.structuredContent).toEqual(pack)
    expect(paid.result._meta?.[PAYMENT_RESPONSE_META_KEY]).toMatchObject({ success: true, network: devnet.network })
    expect(paid.payer).toBe(PRICE)
    expect(paid.payee).toBe(PRICE)
    const { from, nonce } = authorizationOf(payment)
    expect(await devnet.token.authorizationState(from, nonce)).toBe(true)

    const again = await moved(account.address, () => mcp.callEvidence(args, payment))
    expect(packText(again.result)).toBe(text)
    expect(again.result._meta?.[PAYMENT_RESPONSE_META_KEY]).toEqual(paid.result._meta?.[PAYMENT_RESPONSE_META_KEY])
    expect(again.payer).toBe(0n)
    await mcp.close()
  })

  it("an unanswerable question is an evidence_rejected tool error and charges nothing", async () => {
    const account = devnetAccount(6)
    const mcp = await connectMcp(service.baseUrl)
    const payer = makeMcpPayer(devnet, account.account)
    const args = { query: "zzqx blorfnak quantum tapioca", idempotency_key: key() }
    const payment = await payer.sign(await mcp.callEvidence(args))
    const { result, payer: spent, payee } = await moved(account.address, () => mcp.callEvidence(args, payment))
    expect(result.isError).toBe(true)
    expect(result.structuredContent).not.toHaveProperty("accepts")
    expect(errorBodyOf(result).error.code).toBe("evidence_rejected")
    expect(errorBodyOf(result).error.reasons?.length).toBeGreaterThan(0)
    expect(spent).toBe(0n)
    expect(payee).toBe(0n)
    await mcp.close()
  })

  it("one key over MCP and over HTTP is one purchase: one settlement, one pack", async () => {
    const account = devnetAccount(7)
    const mcp = await connectMcp(service.baseUrl)
    const payer = makeMcpPayer(devnet, account.account)
    const http = makeAgent(devnet, service.baseUrl, account.account)
    const k = key()

    // Paid over MCP first, then fetched over HTTP with the same key and authorization.
    const { result, payer: spent } = await moved(account.address, async () => {
      const payment = await payer.sign(await mcp.callEvidence({ ...QUESTION, idempotency_key: k }))
      const overMcp = await mcp.callEvidence({ ...QUESTION, idempotency_key: k }, payment)
      const overHttp = await http.post(k, QUESTION, payment)
      return { overMcp, overHttp, httpText: await overHttp.text() }
    })
    expect(result.overHttp.status).toBe(200)
    expect(result.overHttp.headers.get("x-idempotent-replay")).toBe("true")
    expect(result.httpText).toBe(packText(result.overMcp))
    expect(spent).toBe(PRICE)

    // Paid over HTTP first, then asked over MCP: the replay, nothing more moves.
    const k2 = key()
    const bought = await moved(account.address, () => http.buy(k2, QUESTION))
    expect(bought.result.response.status).toBe(200)
    expect(bought.payer).toBe(PRICE)
    const httpText = await bought.result.response.text()
    const replay = await moved(account.address, () =>
      mcp.callEvidence({ ...QUESTION, idempotency_key: k2 }, bought.result.payment)
    )
    expect(packText(replay.result)).toBe(httpText)
    expect(replay.result._meta?.["evidence-pack/idempotent-replay"]).toBe(true)
    expect(replay.payer).toBe(0n)
    await mcp.close()
  })
})
