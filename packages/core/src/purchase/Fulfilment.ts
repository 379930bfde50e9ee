import { DateTime, Schema } from "effect"
import { EvidenceResponse } from "../api/EvidenceResponse.ts"
import { encodeHeader } from "../x402/HeaderCodec.ts"
import type { SettlementResponse } from "../x402/SettlementResponse.ts"
import type { Settling } from "./PurchaseRecord.ts"
import type { Settlement } from "./Transitions.ts"

const encodeResponse = Schema.encodeSync(EvidenceResponse)

/**
 * The 200 body, rendered once at fulfilment and stored as bytes: replays return exactly these bytes, and its
 * `request_id` is the id of the request that created the purchase.
 */
export const renderResponseBody = (record: Settling, now: number): string =>
  JSON.stringify(
    encodeResponse({
      status: "fulfilled",
      query: record.query,
      answer: record.pack.answer,
      sources: record.pack.sources,
      freshness: record.pack.freshness,
      evidence: record.pack.evidence,
      fulfilled_at: DateTime.formatIso(DateTime.makeUnsafe(now)),
      request_id: record.requestId
    })
  )

/** Everything fulfilment stores, from a settlement the facilitator (or the chain) confirmed. */
export const settlementOf = (record: Settling, settled: SettlementResponse, now: number): Settlement => ({
  body: renderResponseBody(record, now),
  paymentResponse: encodeHeader(settled),
  transaction: settled.transaction,
  now
})
