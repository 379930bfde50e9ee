import { Clock, Effect } from "effect"
import { type EvidenceRequest, requestFingerprint } from "../api/EvidenceRequest.ts"
import { liveCheckCandidates } from "../evidence/LiveSourceCheck.ts"
import { validateEvidence } from "../evidence/validateEvidence.ts"
import type { EconomicCounters } from "../ports/EconomicCounters.ts"
import { Facilitator } from "../ports/Facilitator.ts"
import { IdempotencyStore, type StoreUnavailable } from "../ports/IdempotencyStore.ts"
import { Provider } from "../ports/Provider.ts"
import { paymentIdBinding, paymentIdOf } from "../x402/PaymentIdentifier.ts"
import { nonceOf, type PaymentPayload, payerOf, samePayment } from "../x402/PaymentPayload.ts"
import { sameRequirements } from "../x402/PaymentRequirements.ts"
import { withEconomicGuards } from "./EconomicGuards.ts"
import { freshLease, holdingLease } from "./LeaseHeartbeat.ts"
import {
  EconomicGuardRefused,
  EvidenceRejected,
  IdempotencyConflict,
  PaymentInvalid,
  ProviderFailed,
  type PurchaseError,
  PurchasePending,
  ServiceUnavailable,
  SettlementFailed
} from "./PurchaseError.ts"
import type { PurchaseKey } from "./PurchaseKey.ts"
import { PurchasePolicy, type PurchasePolicyShape } from "./PurchasePolicy.ts"
import type { Executing, Fulfilled, PurchaseRecord, Settling, Unpaid } from "./PurchaseRecord.ts"
import { type SettleOutcome, settleRecord } from "./Settlement.ts"
import { bindPaymentId, reject, resume, start, storeEvidence } from "./Transitions.ts"

/** One paid request, decoded: the body, its Idempotency-Key and the PAYMENT-SIGNATURE payload. */
export interface PurchaseInput {
  readonly request: EvidenceRequest
  readonly idempotencyKey: string
  readonly payment: PaymentPayload
  /** This request's id; becomes the purchase's id if the request creates it. */
  readonly requestId: string
}

/** A 200: a fresh fulfilment, or a replay of an earlier one (byte-identical body). */
export interface PurchaseSuccess {
  readonly _tag: "Fulfilled" | "Replay"
  readonly body: string
  readonly paymentResponse: string
  readonly requestId: string
}

const STORE_RETRY_AFTER_SECONDS = 5

/** What the purchase program reads from its context. */
type Services = Facilitator | IdempotencyStore | Provider | PurchasePolicy | EconomicCounters

/**
 * One paid request, in the spec's fixed order: authorization -> economic guards -> provider -> validation ->
 * settlement -> fulfilment. Every end other than a 200 is a typed error (PurchaseError).
 */
export const purchase = Effect.fn("purchase")(
  function* (input: PurchaseInput) {
    const policy = yield* PurchasePolicy
    const store = yield* IdempotencyStore
    const offerRefusal = refuseOffer(input.payment, policy)
    if (offerRefusal !== undefined) return yield* Effect.fail(offerRefusal)
    const key: PurchaseKey = { payer: payerOf(input.payment), idempotencyKey: input.idempotencyKey }
    const fingerprint = requestFingerprint(input.request)
    const existing = yield* store.get(key)
    if (existing !== undefined) return yield* continueExisting(existing, input, fingerprint)
    yield* guardSettleWindow(input.payment)
    const racedBy = yield* verifyOrFindRace(key, input.payment)
    if (racedBy !== undefined) return yield* continueExisting(racedBy, input, fingerprint)
    const now = yield* Clock.currentTimeMillis
    const record = start({
      ...key,
      fingerprint,
      query: input.request.query,
      requestId: input.requestId,
      payment: input.payment,
      lease: { owner: input.requestId, expiresAt: now + policy.leaseMillis },
      now
    })
    const created = yield* store.create(record)
    if (created._tag === "Exists") return yield* continueExisting(created.record, input, fingerprint)
    if (created._tag === "NonceTaken") return yield* nonceTaken()
    const named = yield* claimPaymentId(record, input.payment)
    if (named._tag === "Other") return yield* continueExisting(named.record, input, fingerprint)
    return yield* holdingLease(
      key,
      record.lease.owner,
      withEconomicGuards(named.record, input.request, execute(named.record, input.request)),
      pending(policy.pendingRetryAfterSeconds)
    )
  },
  Effect.catchTag("StoreUnavailable", (e) =>
    Effect.fail(new ServiceUnavailable({ retryAfterSeconds: STORE_RETRY_AFTER_SECONDS, message: e.message }))
  )
)

/**
 * A payment id names one purchase of this payer, like an authorization nonce: bound to the first record that
 * claims it, in the same store bindings. A later request naming it under another Idempotency-Key gives up its
 * fresh record (nothing was called yet) and gets that purchase: its stored 200 (never a second charge), its
 * pending state, or 409 idempotency_conflict for a different body. If that purchase released its record (the
 * provider failed) the id stays with it and this request simply proceeds unnamed.
 */
const claimPaymentId = (record: Executing, payment: PaymentPayload) =>
  Effect.gen(function* () {
    const store = yield* IdempotencyStore
    const policy = yield* PurchasePolicy
    const lookup = paymentIdOf(payment)
    if (lookup._tag !== "Id") return { _tag: "Own", record } as const
    const named = bindPaymentId(record)
    const written = yield* store.update(record, named, paymentIdBinding(lookup.id))
    if (written._tag === "Updated") return { _tag: "Own", record: named } as const
    if (written._tag === "Stale") return yield* pending(policy.pendingRetryAfterSeconds)
    const other = yield* store.get({ payer: record.payer, idempotencyKey: written.idempotencyKey })
    if (other === undefined) return { _tag: "Own", record } as const
    yield* store.release(record)
    return { _tag: "Other", record: other } as const
  })

/** The payment must pay for our one offer: same requirements, our payee, our amount. Why not, if it does not. */
const refuseOffer = (payment: PaymentPayload, { requirements }: PurchasePolicyShape): PaymentInvalid | undefined => {
  const authorization = payment.payload.authorization
  if (!sameRequirements(payment.accepted, requirements)) {
    return new PaymentInvalid({
      reason: "requirements_mismatch",
      message: "the payment's accepted requirements are not this offer"
    })
  }
  if (authorization.to.toLowerCase() !== requirements.payTo.toLowerCase()) {
    return new PaymentInvalid({
      reason: "payee_mismatch",
      message: "the authorization does not pay this service's payee"
    })
  }
  if (authorization.value !== requirements.amount) {
    return new PaymentInvalid({
      reason: "amount_mismatch",
      message: `the authorization must be for exactly ${requirements.amount}`
    })
  }
  if (paymentIdOf(payment)._tag === "Malformed") {
    return new PaymentInvalid({
      reason: "payment_identifier_invalid",
      message: "a payment-identifier id is 16-128 of [A-Za-z0-9_-]"
    })
  }
  return undefined
}

const invalid = (reason: string, message: string) => Effect.fail(new PaymentInvalid({ reason, message }))

/** Economic guard: an authorization that expires before a settlement could land is refused up front. */
const guardSettleWindow = (payment: PaymentPayload) =>
  Effect.gen(function* () {
    const policy = yield* PurchasePolicy
    const nowSeconds = Math.floor((yield* Clock.currentTimeMillis) / 1000)
    const validBefore = Number(payment.payload.authorization.validBefore)
    if (validBefore - nowSeconds < policy.minSettleWindowSeconds) {
      return yield* Effect.fail(
        new EconomicGuardRefused({
          reasons: ["authorization_expires_too_soon"],
          message: `the authorization must stay valid for at least ${policy.minSettleWindowSeconds}s to be settled`
        })
      )
    }
  })

const nonceTaken = () =>
  Effect.fail(
    new EconomicGuardRefused({
      reasons: ["nonce_bound_to_other_purchase"],
      message: "this authorization already pays for another purchase; sign a new one"
    })
  )

const verify = (payment: PaymentPayload) =>
  Effect.gen(function* () {
    const facilitator = yield* Facilitator
    const { requirements } = yield* PurchasePolicy
    return yield* facilitator.verify(payment, requirements).pipe(
      Effect.catchTags({
        PaymentRejected: (e) => invalid(e.reason, e.message),
        FacilitatorUnavailable: (e) =>
          Effect.fail(new ServiceUnavailable({ retryAfterSeconds: STORE_RETRY_AFTER_SECONDS, message: e.message }))
      })
    )
  })

/**
 * Verifies a payment for a key that had no record when we looked. A concurrent duplicate of this very request
 * may have created the record and settled meanwhile, and then the facilitator refuses the now-used
 * authorization: that is not an invalid payment but a replay (or a pending purchase), so look again before
 * answering 402. Returns the record that appeared, if any.
 */
const verifyOrFindRace = (key: PurchaseKey, payment: PaymentPayload) =>
  verify(payment).pipe(
    Effect.as(undefined),
    Effect.catchTag("PaymentInvalid", (invalid) =>
      Effect.gen(function* () {
        const store = yield* IdempotencyStore
        const appeared = yield* store.get(key)
        return appeared === undefined ? yield* Effect.fail(invalid) : appeared
      })
    )
  )

/** A request for a key that already has a record: conflict, replay, pending, the stored rejection, or resume. */
const continueExisting = (record: PurchaseRecord, input: PurchaseInput, fingerprint: string) =>
  Effect.flatMap(
    PurchasePolicy,
    (policy): Effect.Effect<PurchaseSuccess, PurchaseError | StoreUnavailable, Services> => {
      if (record.fingerprint !== fingerprint) {
        return Effect.fail(
          new IdempotencyConflict({ message: "this Idempotency-Key was used with a different request body" })
        )
      }
      switch (record._tag) {
        case "fulfilled":
          return replay(record, input.payment)
        case "rejected":
          return Effect.fail(new EvidenceRejected({ reasons: record.reasons }))
        case "unpaid":
          return resumeUnpaid(record, input.payment)
        default:
          return pending(policy.pendingRetryAfterSeconds)
      }
    }
  )

/** Built only when a request does end pending: every purchase holds one for the case its lease is lost. */
const pending = (retryAfterSeconds: number) =>
  Effect.failSync(
    () =>
      new PurchasePending({
        retryAfterSeconds,
        message: "this purchase is in progress; retry with the same Idempotency-Key and payment"
      })
  )

/** A replay is served to the original payment, or to a fresh authorization of the same payer that verifies. */
const replay = (record: Fulfilled, payment: PaymentPayload) => {
  const success: PurchaseSuccess = {
    _tag: "Replay",
    body: record.body,
    paymentResponse: record.paymentResponse,
    requestId: record.requestId
  }
  return samePayment(record.payment, payment) ? Effect.succeed(success) : Effect.as(verify(payment), success)
}

/** Provider -> validation -> store evidence -> settle. The record is ours (fresh lease). */
const execute = (record: Executing, request: EvidenceRequest) =>
  Effect.gen(function* () {
    const provider = yield* Provider
    const policy = yield* PurchasePolicy
    const store = yield* IdempotencyStore
    const candidates = yield* provider
      .search({
        query: request.query,
        maxCandidates: policy.candidatesFor(request.max_sources),
        freshnessSeconds: request.freshness_seconds
      })
      .pipe(
        Effect.catchTag("ProviderError", (e) =>
          store.release(record).pipe(
            Effect.andThen(
              Effect.fail(
                new ProviderFailed({
                  kind: e.kind,
                  message: e.message,
                  ...(e.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: e.retryAfterSeconds })
                })
              )
            )
          )
        ),
        Effect.flatMap((found) => liveCheckCandidates(found, request.query, policy.validation))
      )
    const now = yield* Clock.currentTimeMillis
    const outcome = validateEvidence({
      query: request.query,
      maxSources: request.max_sources,
      freshnessSeconds: request.freshness_seconds,
      candidates,
      now,
      options: policy.validation
    })
    if (outcome._tag === "Rejected") {
      const written = yield* store.update(record, reject(record, outcome.reasons))
      if (written._tag !== "Updated") return yield* pending(policy.pendingRetryAfterSeconds)
      return yield* Effect.fail(new EvidenceRejected({ reasons: outcome.reasons }))
    }
    const settling = storeEvidence(record, outcome.pack, yield* freshLease(record.lease.owner))
    const written = yield* store.update(record, settling)
    if (written._tag !== "Updated") return yield* pending(policy.pendingRetryAfterSeconds)
    return yield* settleAndAnswer(settling)
  })

/** Evidence kept from a failed settlement, paid by a fresh authorization: no second provider call. */
const resumeUnpaid = (record: Unpaid, payment: PaymentPayload) =>
  Effect.gen(function* () {
    const policy = yield* PurchasePolicy
    const store = yield* IdempotencyStore
    yield* guardSettleWindow(payment)
    yield* verify(payment)
    const lease = yield* freshLease(`resume:${nonceOf(payment)}`)
    const settling = resume(record, payment, lease)
    const written = yield* store.update(record, settling, nonceOf(payment))
    if (written._tag === "NonceTaken") return yield* nonceTaken()
    if (written._tag === "Stale") return yield* pending(policy.pendingRetryAfterSeconds)
    return yield* holdingLease(record, lease.owner, settleAndAnswer(settling), pending(policy.pendingRetryAfterSeconds))
  })

/** Settles and answers; a lost store write after the settle stays pending for the worker, never a failure. */
const settleAndAnswer = (record: Settling) =>
  Effect.gen(function* () {
    const policy = yield* PurchasePolicy
    const outcome: SettleOutcome = yield* settleRecord(record).pipe(
      Effect.catchTag("StoreUnavailable", () =>
        Effect.succeed({ _tag: "Unknown", reason: "store_unavailable" } as const)
      )
    )
    switch (outcome._tag) {
      case "Fulfilled":
        return {
          _tag: "Fulfilled",
          body: outcome.record.body,
          paymentResponse: outcome.record.paymentResponse,
          requestId: outcome.record.requestId
        } as PurchaseSuccess
      case "Unpaid":
        return yield* Effect.fail(new SettlementFailed({ reason: outcome.reason, message: outcome.message }))
      default:
        return yield* pending(policy.pendingRetryAfterSeconds)
    }
  })
