import {
  Facilitator,
  FacilitatorUnavailable,
  type PaymentPayload,
  PaymentRejected,
  type PaymentRequirements,
  payerOf,
  SettlementRejected,
  type SettlementResponse,
  SettlementUnknown
} from "@evidence-pack/core"
import { Clock, Effect, Layer } from "effect"
import { Crash } from "./Crash.ts"
import type { FakeChain } from "./FakeChain.ts"
import { FaultPlan } from "./FaultPlan.ts"

export type FacilitatorFault =
  /** verify: the facilitator cannot be reached. */
  | "unavailable"
  /** settle: refused before broadcast (e.g. a simulation failure); nothing moves. */
  | "rejected"
  /** settle: times out before broadcasting; nothing moves, outcome unknown to the caller. */
  | "timeout_not_applied"
  /** settle: lands on chain but the answer is lost. */
  | "answer_lost"
  /** settle: the process dies after the broadcast landed. */
  | "crash_after_apply"
  /** settle: the process dies before anything was broadcast. */
  | "crash_before_apply"

export interface SettleCall {
  readonly payment: PaymentPayload
  readonly transaction: string | undefined
}

/**
 * A facilitator over a FakeChain: verify and settle apply the token's own rules (nonce once, validity window,
 * balance), with faults from a plan. It records every settle call so tests can prove "no charge".
 */
export class FakeFacilitator {
  readonly faults = new FaultPlan<FacilitatorFault>()
  readonly settleCalls: Array<SettleCall> = []
  verifyCalls = 0
  /** How long each settle takes before it applies (on the Clock, so TestClock moves it). */
  settleLatencyMillis = 0
  readonly chain: FakeChain
  readonly network: string
  constructor(chain: FakeChain, network = "eip155:31337") {
    this.chain = chain
    this.network = network
  }

  get layer(): Layer.Layer<Facilitator> {
    return Layer.succeed(Facilitator, this.service())
  }

  service(): Facilitator["Service"] {
    const self = this
    const nowSeconds = Clock.currentTimeMillis.pipe(Effect.map((ms) => Math.floor(ms / 1000)))
    return Facilitator.of({
      supported: () => Effect.succeed({ kinds: [{ x402Version: 2, scheme: "exact", network: self.network }] }),
      verify: (payment: PaymentPayload, _requirements: PaymentRequirements) =>
        Effect.gen(function* () {
          self.verifyCalls++
          yield* Effect.yieldNow
          if (self.faults.next("verify") === "unavailable") {
            return yield* Effect.fail(new FacilitatorUnavailable({ message: "fake facilitator unreachable" }))
          }
          const refusal = self.chain.refusal(payment, yield* nowSeconds)
          if (refusal !== undefined)
            return yield* Effect.fail(new PaymentRejected({ reason: refusal, message: refusal }))
          return { payer: payerOf(payment) }
        }),
      settle: (payment: PaymentPayload, _requirements: PaymentRequirements) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow
          if (self.settleLatencyMillis > 0) yield* Effect.sleep(self.settleLatencyMillis)
          const fault = self.faults.next("settle")
          if (fault === "crash_before_apply") return yield* Effect.die(new Crash("settle_before_broadcast"))
          if (fault === "rejected") {
            self.settleCalls.push({ payment, transaction: undefined })
            return yield* Effect.fail(new SettlementRejected({ reason: "simulation_failed", message: "refused" }))
          }
          if (fault === "timeout_not_applied") {
            self.settleCalls.push({ payment, transaction: undefined })
            return yield* Effect.fail(new SettlementUnknown({ reason: "timeout", message: "no answer" }))
          }
          const refusal = self.chain.refusal(payment, yield* nowSeconds)
          if (refusal !== undefined) {
            self.settleCalls.push({ payment, transaction: undefined })
            return yield* Effect.fail(new SettlementRejected({ reason: refusal, message: refusal }))
          }
          const transaction = self.chain.transfer(payment)
          self.settleCalls.push({ payment, transaction })
          yield* Effect.yieldNow
          if (fault === "crash_after_apply") return yield* Effect.die(new Crash("settle_after_broadcast"))
          if (fault === "answer_lost") {
            return yield* Effect.fail(new SettlementUnknown({ reason: "timeout", message: "answer lost" }))
          }
          return {
            success: true,
            transaction,
            network: self.network,
            payer: payerOf(payment)
          } satisfies SettlementResponse
        }),
      authorizationState: (payment: PaymentPayload) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow
          if (self.faults.next("authorizationState") === "unavailable") {
            return yield* Effect.fail(new FacilitatorUnavailable({ message: "fake chain unreachable" }))
          }
          const transaction = self.chain.usedBy(payment)
          return transaction === undefined ? { _tag: "Unused" as const } : { _tag: "Used" as const, transaction }
        })
    })
  }
}
