import { x402Client } from "@x402/core/client"
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import type { Address, Hex, LocalAccount } from "viem"
import type { Devnet } from "../src/index.ts"

export const PRICE = "15000"

/** The requirements our service publishes, pointed at the devnet. */
export const requirementsFor = (devnet: Devnet): PaymentRequirements => ({
  scheme: "exact",
  network: devnet.network,
  amount: PRICE,
  asset: devnet.asset,
  payTo: devnet.payTo,
  maxTimeoutSeconds: 60,
  extra: { name: devnet.assetName, version: devnet.assetVersion }
})

/**
 * Signs a payment with the official x402 client, exactly as an agent would. The devnet token is not one of the
 * client's known assets, so it must be allowed explicitly (with a per-payment cap).
 */
export const signPayment = async (
  devnet: Devnet,
  account: LocalAccount,
  requirements = requirementsFor(devnet)
): Promise<PaymentPayload> => {
  const client = new x402Client().register(devnet.network, new ExactEvmScheme(account))
  client.setSpendControls({
    allowedAssets: [{ network: devnet.network, asset: devnet.asset, maxAmountPerPayment: requirements.amount }]
  })
  return client.createPaymentPayload({
    x402Version: 2,
    resource: { url: "http://127.0.0.1/v1/evidence", mimeType: "application/json" },
    accepts: [requirements]
  })
}

/** The EIP-3009 authorization inside an exact-scheme payload. */
export const authorizationOf = (payload: PaymentPayload): { from: Address; nonce: Hex } => {
  const { authorization } = payload.payload as { authorization: { from: Address; nonce: Hex } }
  return authorization
}

/** POSTs a facilitator request the way HTTPFacilitatorClient does and returns status and parsed body. */
export const postFacilitator = async (
  devnet: Devnet,
  path: "verify" | "settle",
  paymentPayload: PaymentPayload,
  paymentRequirements: PaymentRequirements
): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(`${devnet.facilitatorUrl}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ x402Version: paymentPayload.x402Version, paymentPayload, paymentRequirements }),
    signal: AbortSignal.timeout(10_000)
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
