import type { PaymentRequirements, SupportedResponse } from "@evidence-pack/core"

/** Our offer is payable through a facilitator only if it lists x402 v2 `exact` on our network. */
export const supportsOffer = (supported: SupportedResponse, requirements: PaymentRequirements): boolean =>
  supported.kinds.some(
    (kind) => kind.x402Version === 2 && kind.scheme === requirements.scheme && kind.network === requirements.network
  )
