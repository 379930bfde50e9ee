import { HTTPFacilitatorClient } from "@x402/core/http"
import type { Address } from "viem"
import { mnemonicToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Devnet } from "../src/index.ts"
import {
  ACCOUNT_INDEX,
  createChainPublicClient,
  DEVNET_MNEMONIC,
  devnetAccount,
  isProcessAlive,
  MULTICALL3_ADDRESS,
  PAYER_STARTING_BALANCE,
  startAnvil,
  startDevnet
} from "../src/index.ts"
import { authorizationOf, PRICE, postFacilitator, requirementsFor, signPayment } from "./payments.ts"

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  await devnet?.stop()
})

const balances = (...accounts: Address[]) => Promise.all(accounts.map((account) => devnet.token.balanceOf(account)))

describe("accounts", () => {
  it("derives anvil's well-known accounts, the same as viem's mnemonicToAccount", () => {
    expect(devnetAccount(0).address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
    for (const index of [1, 5, 9]) {
      expect(devnetAccount(index).address).toBe(mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index }).address)
    }
    expect(devnet.payerAccounts.map(({ index }) => index)).toEqual([...ACCOUNT_INDEX.payers])
  })
})

describe("startDevnet", () => {
  it("deploys USDC like Base: name, version, decimals, symbol", async () => {
    expect(await devnet.token.name()).toBe("USD Coin")
    expect(await devnet.token.version()).toBe("2")
    expect(await devnet.token.decimals()).toBe(6)
    expect(devnet.asset).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(devnet.asset).not.toBe(devnet.asset.toLowerCase())
  })

  it("funds each payer with 1,000 USDC", async () => {
    const funded = await balances(...devnet.payerAccounts.map(({ address }) => address))
    expect(funded).toEqual(devnet.payerAccounts.map(() => PAYER_STARTING_BALANCE))
    expect(await devnet.token.balanceOf(devnetAccount(ACCOUNT_INDEX.unfunded).address)).toBe(0n)
  })

  it("installs Multicall3 at its canonical address", async () => {
    const client = createChainPublicClient({ rpcUrl: devnet.rpcUrl, chainId: devnet.chainId })
    expect((await client.getCode({ address: MULTICALL3_ADDRESS }))?.length ?? 0).toBeGreaterThan(1_000)
  })

  it("describes itself as app environment variables", () => {
    expect(devnet.env).toEqual({
      NETWORK: "eip155:31337",
      ASSET: devnet.asset,
      ASSET_NAME: "USD Coin",
      ASSET_VERSION: "2",
      PAY_TO: devnet.payTo,
      FACILITATOR_URL: devnet.facilitatorUrl,
      RPC_URL: devnet.rpcUrl
    })
  })
})

describe("facilitator over HTTP", () => {
  it("lists exact on eip155:31337 with the gas account as signer, readable by HTTPFacilitatorClient", async () => {
    const supported = await new HTTPFacilitatorClient({ url: devnet.facilitatorUrl, timeoutMs: 5_000 }).getSupported()
    expect(supported.kinds).toEqual([{ x402Version: 2, scheme: "exact", network: "eip155:31337" }])
    expect(Object.values(supported.signers).flat()).toEqual([devnet.facilitatorAddress])
  })

  it("verifies and settles an official-client payment exactly once", async () => {
    const payer = devnet.payerAccounts[0]!
    const requirements = requirementsFor(devnet)
    const payload = await signPayment(devnet, payer.account)
    const { from, nonce } = authorizationOf(payload)
    const [payerBefore, payeeBefore] = await balances(payer.address, devnet.payTo)
    expect(await devnet.token.authorizationState(from, nonce)).toBe(false)

    const verified = await postFacilitator(devnet, "verify", payload, requirements)
    expect(verified).toEqual({ status: 200, body: { isValid: true, payer: payer.address } })

    const settled = await postFacilitator(devnet, "settle", payload, requirements)
    expect(settled.status).toBe(200)
    expect(settled.body).toMatchObject({ success: true, network: "eip155:31337", payer: payer.address })
    expect(settled.body.transaction).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balances(payer.address, devnet.payTo)).toEqual([payerBefore! - 15_000n, payeeBefore! + 15_000n])
    expect(await devnet.token.authorizationState(from, nonce)).toBe(true)

    const again = await postFacilitator(devnet, "settle", payload, requirements)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ success: false, errorReason: "invalid_exact_evm_nonce_already_used" })
    expect(await balances(payer.address, devnet.payTo)).toEqual([payerBefore! - 15_000n, payeeBefore! + 15_000n])
    // Multicall3 is what lets verify name the cause instead of "simulation failed".
    const reverified = await postFacilitator(devnet, "verify", payload, requirements)
    expect(reverified.body).toMatchObject({ isValid: false, invalidReason: "invalid_exact_evm_nonce_already_used" })
  })

  it("settles 10 concurrent distinct payments without nonce collisions", async () => {
    const requirements = requirementsFor(devnet)
    const payers = [...devnet.payerAccounts, ...devnet.payerAccounts]
    const payeeBefore = await devnet.token.balanceOf(devnet.payTo)
    const payloads = await Promise.all(payers.map(({ account }) => signPayment(devnet, account)))
    const results = await Promise.all(
      payloads.map((payload) => postFacilitator(devnet, "settle", payload, requirements))
    )
    expect(results.map(({ body }) => body.success)).toEqual(payers.map(() => true))
    expect(new Set(results.map(({ body }) => body.transaction)).size).toBe(10)
    expect(await devnet.token.balanceOf(devnet.payTo)).toBe(payeeBefore + 10n * BigInt(PRICE))
  })

  it("explains an unfunded payer's failure", async () => {
    const payload = await signPayment(devnet, devnetAccount(ACCOUNT_INDEX.unfunded).account)
    const verified = await postFacilitator(devnet, "verify", payload, requirementsFor(devnet))
    expect(verified.body).toMatchObject({ isValid: false, invalidReason: "invalid_exact_evm_insufficient_balance" })
  })

  it("refuses a payment to someone else than the requirements' payee", async () => {
    const payload = await signPayment(devnet, devnet.payerAccounts[1]!.account, {
      ...requirementsFor(devnet),
      payTo: devnetAccount(ACCOUNT_INDEX.unfunded).address
    })
    const settled = await postFacilitator(devnet, "settle", payload, requirementsFor(devnet))
    expect(settled.body).toMatchObject({ success: false, errorReason: "invalid_exact_evm_recipient_mismatch" })
  })

  it("answers 400 to malformed JSON or a missing envelope, 404 elsewhere, 405 to a wrong method", async () => {
    const post = (path: string, body: string) =>
      fetch(`${devnet.facilitatorUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body
      })
    expect((await post("/verify", "{not json")).status).toBe(400)
    expect((await post("/settle", JSON.stringify({ x402Version: 2 }))).status).toBe(400)
    expect((await post("/nope", "{}")).status).toBe(404)
    expect((await fetch(`${devnet.facilitatorUrl}/verify`)).status).toBe(405)
  })

  it("answers 500 when the facilitator cannot route the network", async () => {
    const payload = await signPayment(devnet, devnet.payerAccounts[2]!.account)
    const elsewhere = { ...requirementsFor(devnet), network: "eip155:1" as const }
    const verified = await postFacilitator(devnet, "verify", { ...payload, accepted: elsewhere }, elsewhere)
    expect(verified.status).toBe(500)
    expect(String(verified.body.error)).toContain("No facilitator registered")
  })
})

describe("startAnvil", () => {
  it("rejects with anvil's reason when the port is taken, leaving nothing running", async () => {
    const port = Number(new URL(devnet.rpcUrl).port)
    await expect(startAnvil({ port })).rejects.toThrow(/anvil did not start/)
  })

  it("stops anvil for good", async () => {
    const anvil = await startAnvil()
    await anvil.stop()
    expect(isProcessAlive(anvil.pid)).toBe(false)
    await anvil.stop()
  })
})
