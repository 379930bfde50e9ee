import { Effect, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { encodeHeader, headerDecoder, MAX_HEADER_BYTES } from "../../src/x402/HeaderCodec.ts"
import { PaymentPayload } from "../../src/x402/PaymentPayload.ts"

const decode = headerDecoder("PAYMENT-SIGNATURE", PaymentPayload)
const reasonOf = (raw: string) => {
  const exit = Effect.runSyncExit(decode(raw))
  if (Exit.isSuccess(exit)) return "ok"
  const error = exit.cause.reasons[0]
  return error?._tag === "Fail" ? error.error.reason : "defect"
}

const payment = {
  x402Version: 2,
  resource: { url: "http://127.0.0.1:8402/v1/evidence" },
  accepted: {
    scheme: "exact",
    network: "eip155:31337",
    amount: "15000",
    asset: `0x${"b".repeat(40)}`,
    payTo: `0x${"a".repeat(40)}`,
    maxTimeoutSeconds: 120,
    extra: { name: "USD Coin", version: "2" }
  },
  payload: {
    signature: `0x${"1".repeat(130)}`,
    authorization: {
      from: `0x${"c".repeat(40)}`,
      to: `0x${"a".repeat(40)}`,
      value: "15000",
      validAfter: "0",
      validBefore: "1900000000",
      nonce: `0x${"d".repeat(64)}`
    }
  }
}

describe("x402 header codec", () => {
  it("round-trips a payment payload through standard base64 JSON", () => {
    expect(Effect.runSync(decode(encodeHeader(payment)))).toEqual(payment)
  })

  it("writes standard base64 of the UTF-8 JSON, non-ASCII text included, and reads it back", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: "grapheme" }), (value, text) => {
        const withText = { value, text }
        const header = encodeHeader(withText)
        expect(header).toBe(Buffer.from(JSON.stringify(withText), "utf8").toString("base64"))
        const extensions = { note: { text } }
        expect(Effect.runSync(decode(encodeHeader({ ...payment, extensions })))).toEqual({ ...payment, extensions })
      }),
      { numRuns: 500 }
    )
  })

  it("refuses each kind of bad header with a typed reason", () => {
    expect(reasonOf("")).toBe("not_base64")
    expect(reasonOf("***")).toBe("not_base64")
    // base64url alphabet is not what x402 sends
    expect(reasonOf(Buffer.from("{}>>?").toString("base64url"))).toBe("not_base64")
    expect(reasonOf(Buffer.from("not json").toString("base64"))).toBe("not_json")
    expect(reasonOf(encodeHeader({ x402Version: 1 }))).toBe("invalid_shape")
    expect(reasonOf(encodeHeader({ ...payment, payload: { ...payment.payload, signature: "nope" } }))).toBe(
      "invalid_shape"
    )
    expect(reasonOf("A".repeat(MAX_HEADER_BYTES + 4))).toBe("too_large")
  })

  it("never throws and never dies, whatever the header", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.json().map((j) => Buffer.from(j).toString("base64"))
        ),
        (raw) => {
          expect(["ok", "not_base64", "not_json", "invalid_shape", "too_large"]).toContain(reasonOf(raw))
        }
      ),
      { numRuns: 2_000 }
    )
  })
})
