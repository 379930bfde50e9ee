import { type PaymentRequired, type PaymentRequirements, PRICE_ATOMIC, type ResourceInfo } from "@evidence-pack/core"
import { baseUrlOf, type ServiceConfig } from "./ServiceConfig.ts"

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

export const offerFromConfig = (config: ServiceConfig): Offer => {
  const requirements: PaymentRequirements = {
    scheme: "exact",
    network: config.network,
    amount: PRICE_ATOMIC,
    asset: config.asset,
    payTo: config.payTo,
    maxTimeoutSeconds: config.maxTimeoutSeconds,
    extra: { name: config.assetName, version: config.assetVersion }
  }
  const resource: ResourceInfo = {
    url: `${baseUrlOf(config)}/v1/evidence`,
    description: RESOURCE_DESCRIPTION,
    mimeType: "application/json"
  }
  return offerOf(requirements, resource)
}
