import type { PaymentPayload, PaymentRequirements, ResourceInfo } from "@evidence-pack/core"

export const TEST_PAY_TO = "0x00000000000000000000000000000000000000aa"
export const TEST_ASSET = "0x00000000000000000000000000000000000000bb"
export const TEST_NETWORK = "eip155:31337"

export const testRequirements: PaymentRequirements = {
  scheme: "exact",
  network: TEST_NETWORK,
  amount: "15000",
  asset: TEST_ASSET,
  payTo: TEST_PAY_TO,
  maxTimeoutSeconds: 120,
  extra: { name: "USD Coin", version: "2" }
}

export const testResource: ResourceInfo = {
  url: "http://127.0.0.1/v1/evidence",
  description: "Validated multi-source web evidence pack",
  mimeType: "application/json"
}

/** A payer address for index `i` (lower-case, 20 bytes). */
export const payerAddress = (i: number): string => `0x${(0xc0de0000 + i).toString(16).padStart(40, "0")}`

/** A 32-byte nonce from a number. */
export const nonceFor = (n: number): string => `0x${n.toString(16).padStart(64, "0")}`

export interface PaymentOptions {
  readonly payer: string
  readonly nonce: string
  readonly validBefore: number
  readonly validAfter?: number
  readonly requirements?: PaymentRequirements
  readonly value?: string
  readonly to?: string
}

/**
 * A payment payload in the exact x402 v2 shape. Fakes check its fields, not its signature; real signatures come
 * from the official client in the end-to-end tests.
 */
export const makePayment = (options: PaymentOptions): PaymentPayload => {
  const requirements = options.requirements ?? testRequirements
  return {
    x402Version: 2,
    resource: testResource,
    accepted: requirements,
    payload: {
      signature: `0x${options.nonce.slice(2, 34)}${"ab".repeat(32)}1b`,
      authorization: {
        from: options.payer,
        to: options.to ?? requirements.payTo,
        value: options.value ?? requirements.amount,
        validAfter: String(options.validAfter ?? 0),
        validBefore: String(options.validBefore),
        nonce: options.nonce
      }
    }
  }
}
