/**
 * The browser agent: bundled with esbuild into the test page, it buys one pack with the official x402 fetch
 * wrapper from another origin, so every request goes through the browser's CORS checks.
 */
import { x402Client } from "@x402/core/client"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import { decodePaymentResponseHeader, wrapFetchWithPayment } from "@x402/fetch"
import type { Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"

export interface BrowserPurchase {
  readonly url: string
  readonly privateKey: Hex
  readonly network: `${string}:${string}`
  readonly asset: string
  readonly idempotencyKey: string
  readonly body: unknown
}

export interface BrowserOutcome {
  readonly status: number
  readonly body: unknown
  /** What script sees of PAYMENT-RESPONSE: null when CORS hides it. */
  readonly paymentResponse: unknown
}

const buy = async (purchase: BrowserPurchase): Promise<BrowserOutcome> => {
  const client = new x402Client().register(
    purchase.network,
    new ExactEvmScheme(privateKeyToAccount(purchase.privateKey))
  )
  client.setSpendControls({
    allowedAssets: [{ network: purchase.network, asset: purchase.asset, maxAmountPerPayment: "15000" }]
  })
  const response = await wrapFetchWithPayment(fetch, client)(purchase.url, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": purchase.idempotencyKey },
    body: JSON.stringify(purchase.body)
  })
  const header = response.headers.get("payment-response")
  return {
    status: response.status,
    body: await response.json(),
    paymentResponse: header === null ? null : decodePaymentResponseHeader(header)
  }
}

Object.assign(globalThis, { buy })
