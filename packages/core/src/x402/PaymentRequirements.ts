import { Schema } from "effect"

/** x402 v2 `ResourceInfo`: what the payment buys. */
export const ResourceInfo = Schema.Struct({
  url: Schema.String,
  description: Schema.optionalKey(Schema.String),
  mimeType: Schema.optionalKey(Schema.String),
  /** Bazaar service metadata: how catalogs name and group the service. */
  serviceName: Schema.optionalKey(Schema.String),
  tags: Schema.optionalKey(Schema.Array(Schema.String))
})
export type ResourceInfo = typeof ResourceInfo.Type

/**
 * x402 v2 `PaymentRequirements` for the `exact` scheme on EVM. Amounts are decimal strings of atomic units;
 * `extra` carries the EIP-712 domain (`name`, `version`) the client signs with.
 */
export const PaymentRequirements = Schema.Struct({
  scheme: Schema.String,
  network: Schema.String,
  amount: Schema.String,
  asset: Schema.String,
  payTo: Schema.String,
  maxTimeoutSeconds: Schema.Int,
  extra: Schema.Record(Schema.String, Schema.Unknown)
})
export type PaymentRequirements = typeof PaymentRequirements.Type

/** x402 v2 `PaymentRequired`: the body of the `PAYMENT-REQUIRED` header. */
export const PaymentRequired = Schema.Struct({
  x402Version: Schema.Literal(2),
  error: Schema.optionalKey(Schema.String),
  resource: ResourceInfo,
  accepts: Schema.Array(PaymentRequirements),
  /** Declared extensions (bazaar, payment-identifier, ...): clients echo them in the payment payload. */
  extensions: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown))
})
export type PaymentRequired = typeof PaymentRequired.Type

/**
 * Two requirements are the same offer when every field we priced matches. Addresses compare case-insensitively
 * (EIP-55 checksums only change case); `extra` compares on the EIP-712 domain fields we publish.
 */
export const sameRequirements = (a: PaymentRequirements, b: PaymentRequirements): boolean =>
  a.scheme === b.scheme &&
  a.network === b.network &&
  a.amount === b.amount &&
  a.asset.toLowerCase() === b.asset.toLowerCase() &&
  a.payTo.toLowerCase() === b.payTo.toLowerCase() &&
  a.maxTimeoutSeconds === b.maxTimeoutSeconds &&
  a.extra.name === b.extra.name &&
  a.extra.version === b.extra.version
