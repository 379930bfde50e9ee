import type { PaymentPayload, PaymentRequirements } from "@evidence-pack/core"

export const TOKEN = "0x00000000000000000000000000000000000000bb"
export const PAYER = "0xC0De0000000000000000000000000000000000C1"
export const NONCE = `0x${"d".repeat(64)}`
export const TX = `0x${"e".repeat(64)}`

/** The server's own requirements: what every facilitator request must carry. */
export const requirements: PaymentRequirements = {
  scheme: "exact",
  network: "eip155:31337",
  amount: "15000",
  asset: TOKEN,
  payTo: `0x${"a".repeat(40)}`,
  maxTimeoutSeconds: 120,
  extra: { name: "USD Coin", version: "2" }
}

/**
 * A client's payload whose `accepted` differs from ours in a field the facilitator would not notice (the
 * timeout), so a test can tell which requirements were sent.
 */
export const payment: PaymentPayload = {
  x402Version: 2,
  resource: { url: "http://127.0.0.1:8402/v1/evidence" },
  accepted: { ...requirements, maxTimeoutSeconds: 999 },
  payload: {
    signature: `0x${"1".repeat(130)}`,
    authorization: {
      from: PAYER,
      to: requirements.payTo,
      value: "15000",
      validAfter: "0",
      validBefore: "1900000000",
      nonce: NONCE
    }
  }
}

export const API_KEY = "sk_test_facilitator_4f9c2e"
