import { Facilitator, payerOf, type SettlementResponse } from "@evidence-pack/core"
import { type Duration, Effect } from "effect"
import { BENCH_NETWORK } from "./BenchOffer.ts"
import { fakeTransaction } from "./FakeTransaction.ts"

export interface InstantFacilitatorOptions {
  /** The network it supports and settles on (default: the bench offer's). */
  readonly network?: string
  /** Settle after this long instead of at once (the bench's in-flight scenario). */
  readonly settleDelay?: Duration.Input
}

/**
 * The Facilitator port for benchmarks, checking nothing: verify accepts any payload (no signature is recovered),
 * settle succeeds with a fresh transaction hash, no chain and no network; the chain never saw any authorization.
 * The counterpart of the x402 reference's instant facilitator in bench/.
 */
export const instantFacilitator = (options: InstantFacilitatorOptions = {}): Facilitator["Service"] => {
  const network = options.network ?? BENCH_NETWORK
  const settleDelay = options.settleDelay
  const settle = (payer: string) =>
    Effect.sync((): SettlementResponse => ({ success: true, transaction: fakeTransaction(), network, payer }))
  return Facilitator.of({
    supported: () => Effect.succeed({ kinds: [{ x402Version: 2, scheme: "exact", network }] }),
    verify: (payment) => Effect.sync(() => ({ payer: payerOf(payment) })),
    settle: (payment) =>
      settleDelay === undefined ? settle(payerOf(payment)) : Effect.delay(settle(payerOf(payment)), settleDelay),
    authorizationState: () => Effect.succeed({ _tag: "Unused" })
  })
}
