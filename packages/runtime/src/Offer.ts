import type { PaymentRequired, PaymentRequirements, ResourceInfo } from "@evidence-pack/core"

export const RESOURCE_DESCRIPTION =
  "A validated multi-source web evidence pack: a short answer, 3 to 10 checked sources, freshness metadata"

/** What one deployment sells: our single `exact` offer and the resource it pays for. */
export interface Offer {
  readonly requirements: PaymentRequirements
  readonly resource: ResourceInfo
  readonly paymentRequired: PaymentRequired
}

/**
 * An offer from its requirements and resource, with the 402 body that carries it: the only place the
 * `PaymentRequired` literal is built (the HTTP app encodes it once into the PAYMENT-REQUIRED header).
 */
export const offerOf = (requirements: PaymentRequirements, resource: ResourceInfo): Offer => ({
  requirements,
  resource,
  paymentRequired: { x402Version: 2, error: "payment required", resource, accepts: [requirements] }
})
