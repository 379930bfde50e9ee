import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import type { Answer } from "../../../facilitator/http/HttpExchange.ts"
import { classifySettle, isDefinitive } from "../../../facilitator/http/SettleClassification.ts"
import { TX } from "./Fixtures.ts"

const answer = (status: number, json: unknown): Answer => ({ path: "settle", status, json, excerpt: "(test)" })

/** The outcome's tag, and the transaction an unknown outcome carries. */
const outcome = (status: number, json: unknown) => {
  const exit = Effect.runSyncExit(classifySettle(answer(status, json)))
  if (Exit.isSuccess(exit)) return { tag: "Settled" }
  const [reason] = exit.cause.reasons
  if (reason?._tag !== "Fail") return { tag: "defect" }
  const error = reason.error
  return error._tag === "SettlementUnknown"
    ? { tag: error._tag, reason: error.reason, transaction: error.transaction }
    : { tag: error._tag, reason: error.reason }
}

describe("settle classification", () => {
  // One row per rule of the table in SettleClassification.ts, across the statuses facilitators really use.
  const rows: ReadonlyArray<readonly [string, number, unknown, ReturnType<typeof outcome>]> = [
    ["success", 200, { success: true, transaction: TX, network: "eip155:8453" }, { tag: "Settled" }],
    ["success, odd status", 201, { success: true, transaction: TX, network: "eip155:8453" }, { tag: "Settled" }],
    [
      "success, empty tx",
      200,
      { success: true, transaction: " ", network: "n" },
      { tag: "SettlementUnknown", reason: "success_unconfirmed", transaction: undefined }
    ],
    [
      "pending 500 with tx",
      500,
      { success: false, errorReason: "settlement_pending", transaction: TX },
      { tag: "SettlementUnknown", reason: "settlement_pending", transaction: TX }
    ],
    [
      "pending 202 without success field",
      202,
      { status: "pending", errorReason: "Settlement Pending", transaction: TX },
      { tag: "SettlementUnknown", reason: "settlement_pending", transaction: TX }
    ],
    [
      "definitive code but a tx",
      200,
      { success: false, errorReason: "invalid_exact_evm_payload_signature", transaction: TX },
      { tag: "SettlementUnknown", reason: "invalid_exact_evm_payload_signature", transaction: TX }
    ],
    [
      "tx without success field",
      500,
      { error: "boom", transaction: TX },
      { tag: "SettlementUnknown", reason: "boom", transaction: TX }
    ],
    [
      "definitive, 200",
      200,
      { success: false, errorReason: "invalid_exact_evm_insufficient_balance", transaction: "" },
      { tag: "SettlementRejected", reason: "invalid_exact_evm_insufficient_balance" }
    ],
    [
      "definitive with detail, null tx",
      400,
      { success: false, errorReason: "invalid_exact_evm_recipient_mismatch: to != payTo", transaction: null },
      { tag: "SettlementRejected", reason: "invalid_exact_evm_recipient_mismatch" }
    ],
    [
      "reason only in `error`",
      400,
      { success: false, error: "insufficient_funds" },
      { tag: "SettlementRejected", reason: "insufficient_funds" }
    ],
    [
      "write failed, no hash",
      200,
      { success: false, errorReason: "invalid_exact_evm_transaction_failed: request timed out" },
      { tag: "SettlementUnknown", reason: "invalid_exact_evm_transaction_failed", transaction: undefined }
    ],
    [
      "free text",
      200,
      { success: false, errorReason: "replacement transaction underpriced" },
      { tag: "SettlementUnknown", reason: "settlement_unconfirmed", transaction: undefined }
    ],
    [
      "no verdict",
      503,
      { message: "Service Unavailable" },
      { tag: "SettlementUnknown", reason: "facilitator_no_verdict", transaction: undefined }
    ],
    [
      "not JSON",
      200,
      undefined,
      { tag: "SettlementUnknown", reason: "facilitator_no_verdict", transaction: undefined }
    ],
    [
      "success of the wrong type",
      200,
      { success: "true", transaction: TX },
      { tag: "SettlementUnknown", reason: "facilitator_no_verdict", transaction: undefined }
    ]
  ]
  for (const [name, status, json, expected] of rows) {
    it(`${name} (HTTP ${status})`, () => assert.deepStrictEqual(outcome(status, json), expected))
  }

  it("definitive codes are refusals given before any broadcast", () => {
    for (const code of [
      "invalid_exact_evm_payload_signature",
      "invalid_exact_evm_payload_authorization_valid_before",
      "invalid_exact_evm_nonce_already_used",
      "invalid_exact_evm_transaction_simulation_failed",
      "invalid_signature",
      "invalid_network",
      "insufficient_funds",
      "unsupported_scheme"
    ]) {
      assert.isTrue(isDefinitive(code), code)
    }
    for (const code of [
      "settlement_pending",
      "invalid_exact_evm_transaction_failed",
      "invalid_transaction_state",
      "invalid_exact_evm_transfer_event_mismatch",
      "unexpected_settle_error",
      "invalid_batch_settlement_evm_rpc_read_failed",
      "Invalid signature",
      "nonce too low",
      ""
    ]) {
      assert.isFalse(isDefinitive(code), code)
    }
  })
})
