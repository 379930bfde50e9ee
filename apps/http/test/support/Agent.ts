import type { Devnet } from "@evidence-pack/devnet"
import { x402Client } from "@x402/core/client"
import type { PaymentPayload, PaymentRequired } from "@x402/core/types"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import type { LocalAccount } from "viem"

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64")
const unb64 = <A>(value: string) => JSON.parse(Buffer.from(value, "base64").toString("utf8")) as A

/**
 * An agent with the official x402 client, driving the flow step by step (probe, sign, retry) so a test can
 * replay a signature, reuse it under another key, or tamper with the offer before signing.
 */
export const makeAgent = (devnet: Devnet, baseUrl: string, account: LocalAccount) => {
  const client = new x402Client().register(devnet.network, new ExactEvmScheme(account))
  client.setSpendControls({
    allowedAssets: [{ network: devnet.network, asset: devnet.asset, maxAmountPerPayment: "15000" }]
  })

  const post = (key: string, body: unknown, payment?: PaymentPayload) =>
    fetch(`${baseUrl}/v1/evidence`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        ...(payment === undefined ? {} : { "payment-signature": b64(payment) })
      },
      body: JSON.stringify(body)
    })

  /** The unpaid request: must be a 402 with the offer. */
  const probe = async (key: string, body: unknown): Promise<PaymentRequired> => {
    const response = await post(key, body)
    if (response.status !== 402) throw new Error(`expected 402, got ${response.status}: ${await response.text()}`)
    return unb64<PaymentRequired>(response.headers.get("payment-required") ?? "")
  }

  /** Signs the offer (optionally altered first, as a malicious or buggy client might). */
  const sign = (
    required: PaymentRequired,
    alter: (r: PaymentRequired["accepts"][number]) => PaymentRequired["accepts"][number] = (r) => r
  ) => client.createPaymentPayload({ ...required, accepts: required.accepts.map(alter) })

  /** The whole purchase: probe, sign, paid retry. */
  const buy = async (key: string, body: unknown) => {
    const payment = await sign(await probe(key, body))
    return { payment, response: await post(key, body, payment) }
  }

  return {
    post,
    probe,
    sign,
    buy,
    settlementOf: (r: Response) =>
      unb64<{ success: boolean; transaction: string }>(r.headers.get("payment-response") ?? "")
  }
}
