import { DateTime, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type EvidencePack, EvidenceResponse } from "../../src/api/EvidenceResponse.ts"
import { renderResponseBody } from "../../src/purchase/Fulfilment.ts"
import type { Settling } from "../../src/purchase/PurchaseRecord.ts"

const encodeResponse = Schema.encodeSync(EvidenceResponse)
const decodeResponse = Schema.decodeUnknownSync(Schema.fromJsonString(EvidenceResponse))

const timestamp = fc
  .integer({ min: 0, max: 4_102_444_800_000 })
  .map((ms) => DateTime.formatIso(DateTime.makeUnsafe(ms)))
const text = fc.string({ unit: "grapheme", maxLength: 40 })

// Sources carry a stray field, as an object built elsewhere might: the body must not.
const source = fc.record({
  title: text,
  url: fc.webUrl(),
  snippet: text,
  published_at: fc.option(timestamp, { nil: null }),
  updated_at: fc.option(timestamp, { nil: null }),
  score: fc.double()
})

const pack: fc.Arbitrary<EvidencePack> = fc.record({
  answer: text,
  sources: fc.array(source, { minLength: 3, maxLength: 10 }),
  freshness: fc.record({
    required: fc.boolean(),
    satisfied: fc.boolean(),
    newest_timestamp: fc.option(timestamp, { nil: null })
  }),
  evidence: fc.record({
    source_count: fc.integer({ min: 3, max: 50 }),
    distinct_source_count: fc.integer({ min: 1, max: 50 }),
    validated: fc.constant(true as const)
  })
})

const settling = (p: EvidencePack, query: string, requestId: string) => ({ query, requestId, pack: p }) as Settling

describe("the 200 body", () => {
  it("is the exact bytes the response schema's encoder writes, and decodes as a response", () => {
    fc.assert(
      fc.property(pack, text, fc.uuid(), fc.integer({ min: 0, max: 4_102_444_800_000 }), (p, query, id, now) => {
        const record = settling(p, query, id)
        const body = renderResponseBody(record, now)
        const expected = JSON.stringify(
          encodeResponse({
            status: "fulfilled",
            query,
            answer: p.answer,
            sources: p.sources,
            freshness: p.freshness,
            evidence: p.evidence,
            fulfilled_at: DateTime.formatIso(DateTime.makeUnsafe(now)),
            request_id: id
          })
        )
        expect(body).toBe(expected)
        expect(decodeResponse(body).request_id).toBe(id)
      }),
      { numRuns: 300 }
    )
  })
})
