import type { EvidencePack } from "../api/EvidenceResponse.ts"
import type { PaymentPayload } from "../x402/PaymentPayload.ts"
import type { Executing, Fulfilled, Lease, PurchaseRecord, Rejected, Settling, Unpaid } from "./PurchaseRecord.ts"

/**
 * The pure transitions of the purchase state machine. Each returns the next record with `version + 1`; stores
 * apply it only if the stored version is still the previous one (compare-and-set), so two processes can never
 * both advance one record.
 *
 *   (none) -start-> executing -storeEvidence-> settling -fulfil-> fulfilled
 *                   executing -reject-> rejected      settling -markUnpaid-> unpaid -resume-> settling
 *                   executing -release-> (none)       executing|settling -reclaim-> same stage, new lease
 */

export interface StartInput {
  readonly payer: string
  readonly idempotencyKey: string
  readonly fingerprint: string
  readonly query: string
  readonly requestId: string
  readonly payment: PaymentPayload
  readonly lease: Lease
  readonly now: number
}

export const start = (input: StartInput): Executing => ({
  _tag: "executing",
  payer: input.payer,
  idempotencyKey: input.idempotencyKey,
  fingerprint: input.fingerprint,
  query: input.query,
  requestId: input.requestId,
  createdAt: input.now,
  version: 1,
  lease: input.lease,
  payment: input.payment
})

/** The same executing record, one version on: the write that binds a payment id to it. */
export const bindPaymentId = (record: Executing): Executing => ({ ...record, version: record.version + 1 })

/** `lease` is the owner's renewed lease: the one the executing record was created with may be long past. */
export const storeEvidence = (record: Executing, pack: EvidencePack, lease: Lease = record.lease): Settling => ({
  ...record,
  _tag: "settling",
  version: record.version + 1,
  lease,
  pack
})

export interface Settlement {
  readonly body: string
  readonly paymentResponse: string
  readonly transaction: string
  readonly now: number
}

export const fulfil = (record: Settling, settlement: Settlement): Fulfilled => ({
  _tag: "fulfilled",
  ...commonOf(record),
  version: record.version + 1,
  payment: record.payment,
  body: settlement.body,
  paymentResponse: settlement.paymentResponse,
  transaction: settlement.transaction,
  fulfilledAt: settlement.now
})

export const reject = (record: Executing, reasons: ReadonlyArray<string>): Rejected => ({
  _tag: "rejected",
  ...commonOf(record),
  version: record.version + 1,
  reasons: [...reasons]
})

export const markUnpaid = (record: Settling, reason: string): Unpaid => ({
  _tag: "unpaid",
  ...commonOf(record),
  version: record.version + 1,
  pack: record.pack,
  lastPayment: record.payment,
  reason
})

/** A fresh authorization for kept evidence: back to settling, no second provider call. */
export const resume = (record: Unpaid, payment: PaymentPayload, lease: Lease): Settling => ({
  _tag: "settling",
  ...commonOf(record),
  version: record.version + 1,
  lease,
  payment,
  pack: record.pack
})

/** A worker takes over an in-flight record whose lease expired. */
export const reclaim = <R extends Executing | Settling>(record: R, lease: Lease): R => ({
  ...record,
  version: record.version + 1,
  lease
})

const commonOf = (record: PurchaseRecord) => ({
  payer: record.payer,
  idempotencyKey: record.idempotencyKey,
  fingerprint: record.fingerprint,
  query: record.query,
  requestId: record.requestId,
  createdAt: record.createdAt
})
