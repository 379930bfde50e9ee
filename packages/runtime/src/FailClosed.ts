import { Facilitator, type PaymentRequirements } from "@evidence-pack/core"
import { Effect, Layer, Schedule } from "effect"
import { supportsOffer } from "./SupportsOffer.ts"

/**
 * Start-up fails closed: a facilitator that cannot settle our scheme on our network would make every purchase
 * fail after the provider ran, or worse (a misreporting facilitator once served everything for free). A few
 * retries cover a facilitator that is still starting.
 */
export const requireFacilitatorSupport = (requirements: PaymentRequirements) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const facilitator = yield* Facilitator
      const supported = yield* facilitator
        .supported()
        .pipe(Effect.retry({ schedule: Schedule.spaced("500 millis"), times: 10 }))
      if (!supportsOffer(supported, requirements)) {
        return yield* Effect.die(
          new Error(
            `the facilitator does not support x402 v2 "${requirements.scheme}" on ${requirements.network}; refusing to start`
          )
        )
      }
      yield* Effect.logInfo("facilitator supports our offer", { network: requirements.network })
    }).pipe(
      Effect.catchTag("FacilitatorUnavailable", (e) =>
        Effect.die(new Error(`the facilitator is unreachable (${e.message}); refusing to start`))
      )
    )
  )
