import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { EvidencePack } from "../../src/api/EvidenceResponse.ts"
import { decodeRecord, encodeRecord, PurchaseRecord } from "../../src/purchase/PurchaseRecord.ts"
import * as Transitions from "../../src/purchase/Transitions.ts"
import type { PaymentPayload } from "../../src/x402/PaymentPayload.ts"

const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`)).map((h) => `0x${h}`)
const text = fc.string({ unit: "grapheme", maxLength: 30 })
/** Any JSON value as a decoded payload holds it (it came from JSON.parse: no -0, no undefined). */
const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown)
const uint = fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String)

const payment: fc.Arbitrary<PaymentPayload> = fc.record(
  {
    x402Version: fc.constant(2 as const),
    resource: fc.record({ url: fc.webUrl(), description: text }, { requiredKeys: ["url"] }),
    accepted: fc.record({
      scheme: fc.constant("exact"),
      network: fc.constant("eip155:8453"),
      amount: uint,
      asset: hex(40),
      payTo: hex(40),
      maxTimeoutSeconds: fc.integer({ min: 1, max: 600 }),
      extra: fc.dictionary(fc.string(), json)
    }),
    payload: fc.record({
      signature: hex(130),
      authorization: fc.record({
        from: hex(40),
        to: hex(40),
        value: uint,
        validAfter: uint,
        validBefore: uint,
        nonce: hex(64)
      })
    }),
    extensions: fc.dictionary(fc.string(), json)
  },
  { requiredKeys: ["x402Version", "accepted", "payload"] }
)

const pack: fc.Arbitrary<EvidencePack> = fc.record({
  answer: text,
  sources: fc.array(
    fc.record({
      title: text,
      url: fc.webUrl(),
      snippet: text,
      published_at: fc.option(fc.constant("2026-01-01T00:00:00.000Z"), { nil: null }),
      updated_at: fc.option(fc.constant("2026-02-01T00:00:00.000Z"), { nil: null })
    }),
    { minLength: 3, maxLength: 10 }
  ),
  freshness: fc.record({
    required: fc.boolean(),
    satisfied: fc.boolean(),
    newest_timestamp: fc.option(fc.constant("2026-02-01T00:00:00.000Z"), { nil: null })
  }),
  evidence: fc.record({
    source_count: fc.integer({ min: 3, max: 50 }),
    distinct_source_count: fc.integer({ min: 1, max: 50 }),
    validated: fc.constant(true as const)
  })
})

/** A record of every stage, as the transitions build them. */
const record: fc.Arbitrary<PurchaseRecord> = fc
  .record({
    payment,
    again: payment,
    pack,
    text,
    now: fc.integer({ min: 0, max: 4_102_444_800_000 }),
    stage: fc.constantFrom("executing", "settling", "fulfilled", "rejected", "unpaid", "resumed")
  })
  .map(({ payment, again, pack, text, now, stage }): PurchaseRecord => {
    const lease = { owner: text, expiresAt: now + 4_000 }
    const executing = Transitions.start({
      payer: payment.payload.authorization.from,
      idempotencyKey: `key-${text}`,
      fingerprint: JSON.stringify([text, 5, null]),
      query: text,
      requestId: "00000000-0000-4000-8000-000000000001",
      payment,
      lease,
      now
    })
    const settling = Transitions.storeEvidence(executing, pack)
    const unpaid = Transitions.markUnpaid(settling, "insufficient_funds")
    switch (stage) {
      case "executing":
        return executing
      case "settling":
        return settling
      case "fulfilled":
        return Transitions.fulfil(settling, { body: text, paymentResponse: "e30=", transaction: "0x1", now })
      case "rejected":
        return Transitions.reject(executing, ["off_topic:3", text])
      case "unpaid":
        return unpaid
      case "resumed":
        return Transitions.resume(unpaid, again, lease)
    }
  })

const encodeWithSchema = Schema.encodeSync(PurchaseRecord)

describe("a record at rest", () => {
  it("is the JSON the schema's encoder writes, and reads back as the same record", () => {
    fc.assert(
      fc.property(record, (r) => {
        const json = encodeRecord(r)
        expect(JSON.parse(json)).toEqual(encodeWithSchema(r))
        expect(decodeRecord(json)).toEqual(r)
      }),
      { numRuns: 500 }
    )
  })
})
