import { DateTime } from "effect"
import type { EvidenceResponse, Source } from "../api/EvidenceResponse.ts"
import { encodeHeader } from "../x402/HeaderCodec.ts"
import type { SettlementResponse } from "../x402/SettlementResponse.ts"
import type { Settling } from "./PurchaseRecord.ts"
import type { Settlement } from "./Transitions.ts"

/** A source as the 200 body lists it: the schema's fields, in the schema's order, and nothing else. */
const sourceOf = (source: Source): Source => ({
  title: source.title,
  url: source.url,
  snippet: source.snippet,
  published_at: source.published_at,
  updated_at: source.updated_at
})

/**
 * The 200 body, rendered once at fulfilment and stored as bytes: replays return exactly these bytes, and its
 * `request_id` is the id of the request that created the purchase. Every part was validated when it was built
 * (the pack by `validateEvidence` or the store's decode, the id is ours), so it is written out directly rather
 * than re-encoded through `EvidenceResponse`: the same bytes the schema's encoder gives (a test holds the two
 * together), for a fraction of the cost.
 */
export const renderResponseBody = (record: Settling, now: number): string => {
  const { pack } = record
  const body: EvidenceResponse = {
    status: "fulfilled",
    query: record.query,
    answer: pack.answer,
    sources: pack.sources.map(sourceOf),
    freshness: {
      required: pack.freshness.required,
      satisfied: pack.freshness.satisfied,
      newest_timestamp: pack.freshness.newest_timestamp
    },
    evidence: {
      source_count: pack.evidence.source_count,
      distinct_source_count: pack.evidence.distinct_source_count,
      validated: pack.evidence.validated
    },
    fulfilled_at: DateTime.formatIso(DateTime.makeUnsafe(now)),
    request_id: record.requestId
  }
  return JSON.stringify(body)
}

/** Everything fulfilment stores, from a settlement the facilitator (or the chain) confirmed. */
export const settlementOf = (record: Settling, settled: SettlementResponse, now: number): Settlement => ({
  body: renderResponseBody(record, now),
  paymentResponse: encodeHeader(settled),
  transaction: settled.transaction,
  now
})
