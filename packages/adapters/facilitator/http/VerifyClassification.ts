import {
  FacilitatorUnavailable,
  type PaymentPayload,
  PaymentRejected,
  payerOf,
  type Verified,
  VerifyResponse
} from "@evidence-pack/core"
import { Effect, Schema } from "effect"
import type { Answer, NoAnswer } from "./HttpExchange.ts"

const decodeVerdict = Schema.decodeUnknownEffect(VerifyResponse)

/**
 * What a `/verify` answer means. The verdict is the body's `isValid`, whatever the HTTP status: facilitators
 * differ (some refuse with 400, some with 200). Without a verdict nothing is known about the payment, so the
 * facilitator counts as unavailable and the client is asked to retry, never told that its payment is bad.
 */
export const classifyVerify = (
  payment: PaymentPayload,
  answer: Answer
): Effect.Effect<Verified, PaymentRejected | FacilitatorUnavailable> =>
  decodeVerdict(answer.json).pipe(
    Effect.matchEffect({
      onFailure: () => Effect.fail(noVerdict(answer)),
      onSuccess: (verdict) =>
        verdict.isValid
          ? Effect.succeed({ payer: verdict.payer ?? payerOf(payment) })
          : Effect.fail(rejected(verdict.invalidReason, verdict.invalidMessage))
    })
  )

/** Timeout or connection failure: verification did not happen. */
export const verifyWithoutAnswer = (error: NoAnswer): FacilitatorUnavailable =>
  new FacilitatorUnavailable({ message: error.message })

const rejected = (invalidReason: string | undefined, invalidMessage: string | undefined): PaymentRejected => {
  const reason = invalidReason ?? "invalid_payment"
  return new PaymentRejected({ reason, message: invalidMessage ?? reason })
}

const noVerdict = (answer: Answer): FacilitatorUnavailable =>
  new FacilitatorUnavailable({
    message: `facilitator /verify answered HTTP ${answer.status} without a verdict: ${answer.excerpt}`
  })
