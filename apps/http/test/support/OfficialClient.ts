import { x402Client } from "@x402/core/client"
import type { PaymentPayload, PaymentRequired } from "@x402/core/types"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import { appendPaymentIdentifierToExtensions, PAYMENT_IDENTIFIER } from "@x402/extensions/payment-identifier"
import type { LocalAccount } from "viem"

/**
 * The official x402 client for one network and asset, optionally adding a payment-identifier id to every payload
 * with the extension's own helper (a client extension, as @x402/core runs them).
 */
export const officialClient = (
  account: LocalAccount,
  network: `${string}:${string}`,
  asset: string,
  paymentId?: () => string
) => {
  const client = new x402Client().register(network, new ExactEvmScheme(account))
  client.setSpendControls({ allowedAssets: [{ network, asset, maxAmountPerPayment: "15000" }] })
  if (paymentId !== undefined) {
    client.registerExtension({
      key: PAYMENT_IDENTIFIER,
      enrichPaymentPayload: async (payload: PaymentPayload) => ({
        ...payload,
        extensions: appendPaymentIdentifierToExtensions(structuredClone(payload.extensions ?? {}), paymentId())
      })
    })
  }
  return client
}

export const decodeHeaderJson = <A>(value: string | null): A =>
  JSON.parse(Buffer.from(value ?? "", "base64").toString("utf8")) as A

export const encodeHeaderJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64")

export type { PaymentPayload, PaymentRequired }
