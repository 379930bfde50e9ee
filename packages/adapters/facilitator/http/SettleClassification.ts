import { SettlementRejected, SettlementResponse, SettlementUnknown } from "@evidence-pack/core"
import { Effect, Option, Schema } from "effect"
import type { Answer, NoAnswer } from "./HttpExchange.ts"

/**
 * What a `/settle` answer means. Getting this wrong in one direction loses a sale; in the other it makes a client
 * pay twice (told "failed", it signs again while the first transfer lands). So only an explicit, pre-broadcast
 * refusal is a SettlementRejected; everything else that is not a confirmed success is SettlementUnknown, and the
 * chain decides later (the purchase program and the worker ask `authorizationState`).
 *
 * | answer                                                               | result                               |
 * |----------------------------------------------------------------------|--------------------------------------|
 * | `success: true`, non-empty `transaction`, valid SettlementResponse   | the SettlementResponse               |
 * | `success: true` without a transaction, or not a valid response       | Unknown `success_unconfirmed`        |
 * | `errorReason` containing "pending" (any HTTP status)                 | Unknown, with `transaction` if given |
 * | not success, non-empty `transaction` (broadcast happened)            | Unknown, with `transaction`          |
 * | `success: false`, definitive code, no transaction (see isDefinitive) | Rejected                             |
 * | `success: false`, other code, free text, or no reason                | Unknown                              |
 * | no JSON object, or no `success`/reason/transaction, or body too big | Unknown `facilitator_no_verdict`     |
 * | timeout                                                              | Unknown `facilitator_timeout`        |
 * | connection failed                                                    | Unknown `facilitator_unreachable`    |
 *
 * The HTTP status is deliberately not part of the decision: facilitators answer `settlement_pending` with 500,
 * and refusals with 200 or 400.
 */

/** Every field optional: a pending or failed answer is still read for its reason and transaction. */
const SettleAnswer = Schema.Struct({
  success: Schema.optionalKey(Schema.Boolean),
  errorReason: Schema.optionalKey(Schema.String),
  errorMessage: Schema.optionalKey(Schema.String),
  /** Not x402, but some facilitators put the reason here on their error paths. */
  error: Schema.optionalKey(Schema.String),
  transaction: Schema.optionalKey(Schema.NullOr(Schema.String))
})
type SettleAnswer = typeof SettleAnswer.Type

const decodeAnswer = Schema.decodeUnknownOption(SettleAnswer)
const decodeSettled = Schema.decodeUnknownEffect(SettlementResponse)

export const classifySettle = (
  answer: Answer
): Effect.Effect<SettlementResponse, SettlementRejected | SettlementUnknown> =>
  Option.match(decodeAnswer(answer.json), {
    onNone: () => Effect.fail(noVerdict(answer)),
    onSome: (read) => (read.success === true ? settled(answer) : Effect.fail(notSettled(read, answer)))
  })

/** Timeout or connection failure: the facilitator may have broadcast before we stopped listening. */
export const settleWithoutAnswer = (error: NoAnswer): SettlementUnknown =>
  new SettlementUnknown({
    reason: error.reason === "timeout" ? "facilitator_timeout" : "facilitator_unreachable",
    message: error.message
  })

/** A success is only trusted with a transaction hash; without one the chain is the better witness. */
const settled = (answer: Answer): Effect.Effect<SettlementResponse, SettlementUnknown> => {
  const unconfirmed = new SettlementUnknown({
    reason: "success_unconfirmed",
    message: `facilitator /settle reported success without a usable transaction and network (HTTP ${answer.status}): ${answer.excerpt}`
  })
  return decodeSettled(answer.json).pipe(
    Effect.mapError(() => unconfirmed),
    Effect.flatMap((response) =>
      response.transaction.trim() === "" ? Effect.fail(unconfirmed) : Effect.succeed(response)
    )
  )
}

const notSettled = (read: SettleAnswer, answer: Answer): SettlementRejected | SettlementUnknown => {
  const reason = read.errorReason ?? read.error
  const transaction = read.transaction?.trim() || undefined
  if (read.success === false && transaction === undefined && reason !== undefined && isDefinitive(reason)) {
    return new SettlementRejected({ reason: codeOf(reason), message: read.errorMessage ?? reason })
  }
  if (read.success === undefined && reason === undefined && transaction === undefined) return noVerdict(answer)
  return new SettlementUnknown({
    reason: unknownReason(reason),
    message: `facilitator /settle answered HTTP ${answer.status}, outcome unknown: ${read.errorMessage ?? answer.excerpt}`,
    ...(transaction === undefined ? {} : { transaction })
  })
}

/** Reasons are codes downstream (logs, metrics); free text stays in the message. */
const unknownReason = (reason: string | undefined): string => {
  if (reason === undefined) return "settlement_unconfirmed"
  if (CODE.test(codeOf(reason))) return codeOf(reason)
  return /pending/i.test(reason) ? "settlement_pending" : "settlement_unconfirmed"
}

const noVerdict = (answer: Answer): SettlementUnknown =>
  new SettlementUnknown({
    reason: "facilitator_no_verdict",
    message: `facilitator /settle answered HTTP ${answer.status} without a verdict: ${answer.excerpt}`
  })

/** x402 reason codes are snake_case; some facilitators append detail after a colon (`code: message`). */
const codeOf = (reason: string): string => (reason.split(":", 1)[0] ?? reason).trim()

const CODE = /^[a-z0-9]+(_[a-z0-9]+)*$/

/** Refusal codes: x402's `invalid_*` family, `insufficient_funds`, `unsupported_*`. */
const REFUSAL = /^(invalid_[a-z0-9_]+|insufficient_funds|unsupported_[a-z0-9_]+)$/

/**
 * Codes that look like refusals but are given after a write may have reached the chain. @x402/evm answers
 * `invalid_exact_evm_transaction_failed` without a hash when `writeContract` throws, which includes an RPC
 * timeout after the node accepted the transaction; `invalid_transaction_state` when a receipt or its bookkeeping
 * failed; `*_event_mismatch` after a transfer landed; anything `pending`.
 */
const MAY_HAVE_BROADCAST =
  /pending|transaction_failed|transaction_state|event_mismatch|unexpected|timeout|timed_out|rpc/

/**
 * A refusal the facilitator gives before anything is broadcast: the authorization is still unused, so the
 * purchase may be marked unpaid (after the chain agrees). Unrecognised codes and free text are not definitive.
 * `invalid_exact_evm_nonce_already_used` is definitive here: the purchase program then asks the chain, which
 * shows the authorization used (by us, earlier) and fulfils.
 */
export const isDefinitive = (reason: string): boolean => {
  const code = codeOf(reason)
  return REFUSAL.test(code) && !MAY_HAVE_BROADCAST.test(code)
}
