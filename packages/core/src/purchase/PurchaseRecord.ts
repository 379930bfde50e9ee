import { Schema } from "effect"
import { EvidencePack } from "../api/EvidenceResponse.ts"
import { PaymentPayload } from "../x402/PaymentPayload.ts"

/** Who may advance an in-flight record, and until when (epoch ms). Expired leases are reclaimed by the worker. */
export const Lease = Schema.Struct({ owner: Schema.String, expiresAt: Schema.Number })
export type Lease = typeof Lease.Type

/** Fields every stage carries. `version` increases on every write: stores compare-and-set on it. */
const common = {
  payer: Schema.String,
  idempotencyKey: Schema.String,
  /** Canonical request (see `requestFingerprint`): the same key with another body is a conflict. */
  fingerprint: Schema.String,
  query: Schema.String,
  /** The request id of the purchase that created the record; the 200 body carries it, replays too. */
  requestId: Schema.String,
  createdAt: Schema.Number,
  version: Schema.Int
}

/** Lease held; provider call and validation running. */
export const Executing = Schema.TaggedStruct("executing", { ...common, lease: Lease, payment: PaymentPayload })

/** Evidence validated and stored; the settle is in flight under `payment`. */
export const Settling = Schema.TaggedStruct("settling", {
  ...common,
  lease: Lease,
  payment: PaymentPayload,
  pack: EvidencePack
})

/** Settled: the exact 200 body and `PAYMENT-RESPONSE` header, served byte-identical on replay. */
export const Fulfilled = Schema.TaggedStruct("fulfilled", {
  ...common,
  payment: PaymentPayload,
  body: Schema.String,
  paymentResponse: Schema.String,
  transaction: Schema.String,
  fulfilledAt: Schema.Number
})

/** Validation failed; nothing was settled. The same key gets the same 422 reasons again. */
export const Rejected = Schema.TaggedStruct("rejected", { ...common, reasons: Schema.Array(Schema.String) })

/** Settlement definitively failed; the evidence is kept so a fresh authorization can settle it. */
export const Unpaid = Schema.TaggedStruct("unpaid", {
  ...common,
  pack: EvidencePack,
  lastPayment: PaymentPayload,
  reason: Schema.String
})

/** The purchase state machine: one tagged union, used by the code, the stores' encoding and test generators. */
export const PurchaseRecord = Schema.Union([Executing, Settling, Fulfilled, Rejected, Unpaid])
export type PurchaseRecord = typeof PurchaseRecord.Type
export type Executing = typeof Executing.Type
export type Settling = typeof Settling.Type
export type Fulfilled = typeof Fulfilled.Type
export type Rejected = typeof Rejected.Type
export type Unpaid = typeof Unpaid.Type
/** The stage of a record: executing, settling, fulfilled, rejected or unpaid. */
export type Stage = PurchaseRecord["_tag"]

/** Records a worker must resolve when their lease expires. */
export const isInFlight = (record: PurchaseRecord): record is Executing | Settling =>
  record._tag === "executing" || record._tag === "settling"

/** JSON codec for stores: the one encoding of a record at rest. */
export const PurchaseRecordJson = Schema.fromJsonString(PurchaseRecord)
/**
 * A record as JSON text, for stores that keep strings; `decodeRecord` reads it back, validating what comes from
 * outside the process. Writing needs no schema pass: every field of every stage encodes as itself (strings,
 * numbers, booleans, plain objects: no transformation), and records are built by the transitions from validated
 * parts, so `JSON.stringify` writes what the schema's encoder would, at a third of the cost (a test holds the
 * two together).
 */
export const encodeRecord = (record: PurchaseRecord): string => JSON.stringify(record)
export const decodeRecord = Schema.decodeUnknownSync(PurchaseRecordJson)
