import * as LocalFacilitator from "@evidence-pack/adapters/facilitator/local"
import type { PaymentPayload, PaymentRequirements } from "@evidence-pack/core"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import { x402Client } from "@x402/core/client"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * The in-process facilitator against a real devnet: verify, settle and authorizationState with the official
 * client's signatures, on Circle's USDC. Account #3 is the devnet's own facilitator; #1 pays gas here.
 */
let devnet: Devnet
let facilitator: ReturnType<typeof LocalFacilitator.make>
let requirements: PaymentRequirements

beforeAll(async () => {
  devnet = await startDevnet()
  facilitator = LocalFacilitator.make({
    rpcUrl: devnet.rpcUrl,
    gasPrivateKey: Redacted.make(devnetAccount(1).privateKey),
    chainId: devnet.chainId
  })
  requirements = {
    scheme: "exact",
    network: devnet.network,
    amount: "15000",
    asset: devnet.asset,
    payTo: devnet.payTo,
    maxTimeoutSeconds: 60,
    extra: { name: devnet.assetName, version: devnet.assetVersion }
  }
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const sign = async (index: number): Promise<PaymentPayload> => {
  const client = new x402Client().register(devnet.network, new ExactEvmScheme(devnetAccount(index).account))
  client.setSpendControls({
    allowedAssets: [{ network: devnet.network, asset: devnet.asset, maxAmountPerPayment: "15000" }]
  })
  return (await client.createPaymentPayload({
    x402Version: 2,
    resource: { url: "http://127.0.0.1/v1/evidence" },
    accepts: [requirements as never]
  })) as unknown as PaymentPayload
}

describe("LocalFacilitator", () => {
  it("supports exact on the devnet network", async () => {
    const supported = await Effect.runPromise(facilitator.supported())
    expect(supported.kinds.some((k) => k.scheme === "exact" && k.network === devnet.network)).toBe(true)
  })

  it("verifies and settles a real payment once; the chain shows it used", async () => {
    const payment = await sign(5)
    const payer = devnetAccount(5).address
    const before = await devnet.token.balanceOf(payer)
    expect((await Effect.runPromise(facilitator.verify(payment, requirements))).payer.toLowerCase()).toBe(
      payer.toLowerCase()
    )
    expect(await Effect.runPromise(facilitator.authorizationState(payment))).toEqual({ _tag: "Unused" })
    const settled = await Effect.runPromise(facilitator.settle(payment, requirements))
    expect(settled.success).toBe(true)
    expect(before - (await devnet.token.balanceOf(payer))).toBe(15_000n)
    const state = await Effect.runPromise(facilitator.authorizationState(payment))
    expect(state).toEqual({ _tag: "Used", transaction: settled.transaction })
    const again = await Effect.runPromise(Effect.flip(facilitator.settle(payment, requirements)))
    expect(again._tag).toBe("SettlementRejected")
    expect(before - (await devnet.token.balanceOf(payer))).toBe(15_000n)
  })

  it("refuses an unfunded payer at verify", async () => {
    const error = await Effect.runPromise(Effect.flip(facilitator.verify(await sign(4), requirements)))
    expect(error._tag).toBe("PaymentRejected")
  })
})
