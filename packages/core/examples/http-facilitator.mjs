import {
  Facilitator,
  FacilitatorUnavailable,
  PaymentRejected,
  SettlementRejected,
  SettlementUnknown
} from "@evidence-pack/core"
import { Effect } from "effect"
import { createPublicClient, http, parseAbi } from "viem"

const tokenAbi = parseAbi(["function authorizationState(address authorizer, bytes32 nonce) view returns (bool)"])

/**
 * A Facilitator port over any x402 v2 facilitator's HTTP API (`/supported`, `/verify`, `/settle`), with the chain's
 * `authorizationState` read over RPC for the reconciler.
 */
export const httpFacilitator = ({ facilitatorUrl, rpcUrl, timeoutMillis = 15_000 }) => {
  const chain = createPublicClient({ transport: http(rpcUrl) })
  const call = (path, body) =>
    Effect.tryPromise({
      try: async (signal) => {
        const response = await fetch(`${facilitatorUrl}/${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers: { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMillis)])
        })
        if (response.status >= 500) throw new Error(`/${path} answered HTTP ${response.status}`)
        return await response.json()
      },
      catch: (cause) => `facilitator /${path}: ${cause instanceof Error ? cause.message : String(cause)}`
    })
  const envelope = (payment, requirements) => ({
    x402Version: 2,
    paymentPayload: payment,
    paymentRequirements: requirements
  })
  return Facilitator.of({
    supported: () => call("supported").pipe(Effect.mapError((message) => new FacilitatorUnavailable({ message }))),
    verify: (payment, requirements) =>
      call("verify", envelope(payment, requirements)).pipe(
        Effect.mapError((message) => new FacilitatorUnavailable({ message })),
        Effect.flatMap((answer) =>
          answer.isValid
            ? Effect.succeed({ payer: answer.payer ?? payment.payload.authorization.from })
            : Effect.fail(
                new PaymentRejected({
                  reason: answer.invalidReason ?? "invalid_payment",
                  message: answer.invalidMessage ?? "the facilitator refused the payment"
                })
              )
        )
      ),
    settle: (payment, requirements) =>
      call("settle", envelope(payment, requirements)).pipe(
        // No answer is not a failure: the transfer may have landed. The purchase stays pending and the
        // reconciler asks the chain (authorizationState below); answering 402 here could make a client pay twice.
        Effect.mapError((message) => new SettlementUnknown({ reason: "no_answer", message })),
        Effect.flatMap((answer) => {
          if (answer.success) return Effect.succeed(answer)
          const reason = answer.errorReason ?? "settle_failed"
          const message = answer.errorMessage ?? "settlement failed"
          return answer.transaction || reason === "settlement_pending"
            ? Effect.fail(new SettlementUnknown({ reason, message }))
            : Effect.fail(new SettlementRejected({ reason, message }))
        })
      ),
    authorizationState: (payment) =>
      Effect.tryPromise({
        try: () =>
          chain.readContract({
            address: payment.accepted.asset,
            abi: tokenAbi,
            functionName: "authorizationState",
            args: [payment.payload.authorization.from, payment.payload.authorization.nonce]
          }),
        catch: (cause) => new FacilitatorUnavailable({ message: `authorizationState: ${String(cause)}` })
      }).pipe(Effect.map((used) => (used ? { _tag: "Used", transaction: null } : { _tag: "Unused" })))
  })
}
