import { FacilitatorUnavailable, type PaymentRequirements, SupportedResponse } from "@evidence-pack/core"
import { Effect, Schema } from "effect"
import type { Answer, NoAnswer } from "./HttpExchange.ts"

const decodeKinds = Schema.decodeUnknownEffect(SupportedResponse)

/**
 * What `/supported` means. Unlike verify and settle, the status counts too: this answer gates start-up, and a
 * facilitator that once answered `/supported` wrongly made a middleware serve everything for free. Anything but a
 * 2xx with a well-formed `kinds` list is unavailable, so the app fails closed.
 */
export const classifySupported = (answer: Answer): Effect.Effect<SupportedResponse, FacilitatorUnavailable> => {
  if (answer.status < 200 || answer.status > 299) return Effect.fail(unreadable(answer))
  return decodeKinds(answer.json).pipe(Effect.mapError(() => unreadable(answer)))
}

export const supportedWithoutAnswer = (error: NoAnswer): FacilitatorUnavailable =>
  new FacilitatorUnavailable({ message: error.message })

/**
 * Whether the facilitator settles our offer: x402 v2, our scheme, our network. The app calls this at start-up
 * and refuses to start when it is false, rather than take payments no one will settle.
 */
export const supportsOffer = (supported: SupportedResponse, requirements: PaymentRequirements): boolean =>
  supported.kinds.some(
    (kind) => kind.x402Version === 2 && kind.scheme === requirements.scheme && kind.network === requirements.network
  )

const unreadable = (answer: Answer): FacilitatorUnavailable =>
  new FacilitatorUnavailable({
    message: `facilitator /supported answered HTTP ${answer.status} without a usable kinds list: ${answer.excerpt}`
  })
