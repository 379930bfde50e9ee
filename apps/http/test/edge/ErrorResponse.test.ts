import {
  EconomicGuardRefused,
  EvidenceRejected,
  IdempotencyConflict,
  PaymentInvalid,
  ProviderFailed,
  type PurchaseError,
  PurchasePending,
  purchaseErrorStatus,
  ServiceUnavailable,
  SettlementFailed
} from "@evidence-pack/core"
import { expect, it } from "vitest"
import { purchaseErrorAnswer } from "../../src/edge/ErrorResponse.ts"

const oneOfEach: { readonly [Tag in PurchaseError["_tag"]]: PurchaseError } = {
  PaymentInvalid: new PaymentInvalid({ reason: "invalid_signature", message: "m" }),
  IdempotencyConflict: new IdempotencyConflict({ message: "m" }),
  PurchasePending: new PurchasePending({ retryAfterSeconds: 2, message: "m" }),
  EconomicGuardRefused: new EconomicGuardRefused({ reasons: ["authorization_expires_too_soon"], message: "m" }),
  EvidenceRejected: new EvidenceRejected({ reasons: ["too_few_valid_sources"] }),
  ProviderFailed: new ProviderFailed({ kind: "timeout", message: "m" }),
  SettlementFailed: new SettlementFailed({ reason: "insufficient_funds", message: "m" }),
  ServiceUnavailable: new ServiceUnavailable({ retryAfterSeconds: 5, message: "m" })
}

// Embedders answer with the core's published table; this service must answer exactly the same.
it.each(Object.entries(oneOfEach))("answers %s as the core's status table says", (tag, error) => {
  const answer = purchaseErrorAnswer(error)
  const expected = purchaseErrorStatus[tag as PurchaseError["_tag"]]
  expect({
    status: answer.status,
    code: answer.code,
    retryAfter: answer.headers?.["retry-after"] !== undefined
  }).toEqual(expected)
})
