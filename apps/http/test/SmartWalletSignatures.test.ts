import { encodeHeader, MAX_HEADER_BYTES, type PaymentPayload, SIGNATURE_MAX_BYTES } from "@evidence-pack/core"
import { afterEach, describe, expect, it } from "vitest"
import { makeTestApp, type TestApp } from "./support/TestApp.ts"

/** ERC-6492 wraps (factory, factory calldata, inner signature) and ends with this 32-byte magic suffix. */
const ERC6492_MAGIC = "6492".repeat(16)

/** A signature of `bytes` bytes shaped like an ERC-6492 wrapper (the fake facilitator does not check its math). */
const smartWalletSignature = (bytes: number) => `0x${"ab".repeat(bytes - 32)}${ERC6492_MAGIC}`

let app: TestApp
afterEach(async () => {
  await app.dispose()
})

const body = JSON.stringify({ query: "what is the evidence for the claim" })
const withSignature = (payment: PaymentPayload, signature: string): PaymentPayload => ({
  ...payment,
  payload: { ...payment.payload, signature }
})

describe("smart-wallet payers (ERC-1271 / ERC-6492 signatures)", () => {
  for (const bytes of [65, 66, 700, 2048, SIGNATURE_MAX_BYTES]) {
    it(`accepts a ${bytes}-byte signature, and its header fits the cap`, async () => {
      app = makeTestApp()
      const payment = withSignature(app.sign(), smartWalletSignature(bytes))
      expect(encodeHeader(payment).length).toBeLessThanOrEqual(MAX_HEADER_BYTES)
      const response = await app.post({ body, key: `sw-${bytes}`, payment })
      expect(response.status).toBe(200)
      expect(app.facilitator.settleCalls).toHaveLength(1)
    })
  }

  it(`refuses a signature over the documented cap (${SIGNATURE_MAX_BYTES} bytes) with a clear 400, calling nothing`, async () => {
    app = makeTestApp()
    const payment = withSignature(app.sign(), smartWalletSignature(SIGNATURE_MAX_BYTES + 1))
    const response = await app.post({ body, key: "sw-over", payment })
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: { code: string; message: string } }
    expect(json.error.code).toBe("payment_invalid")
    expect(json.error.message).toMatch(/signature/)
    expect(app.provider.calls).toHaveLength(0)
    expect(app.facilitator.settleCalls).toHaveLength(0)
  })
})
