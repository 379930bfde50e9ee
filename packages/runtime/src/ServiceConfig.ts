import { EvmNetworkConfig } from "@evidence-pack/adapters/facilitator/local"
import { RedisConfig } from "@evidence-pack/adapters/redis"
import { type PaymentRequirements, PRICE_ATOMIC, type ResourceInfo } from "@evidence-pack/core"
import { Config, Option, type Redacted, Schema } from "effect"
import { FacilitatorConfig } from "./FacilitatorConfig.ts"
import { type Offer, offerOf, RESOURCE_DESCRIPTION } from "./Offer.ts"

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const domainList = (value: string): ReadonlyArray<string> =>
  value
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain.length > 0)

/** A 0x-prefixed 20-byte hex address. */
const address = (name: string) =>
  Config.schema(
    Schema.String.check(Schema.isPattern(ADDRESS, { message: `${name} must be a 0x-prefixed 20-byte hex address` })),
    name
  )

export const positiveInt = (name: string, fallback: number) =>
  Config.schema(
    Schema.Int.check(Schema.isGreaterThan(0, { message: `${name} must be a positive integer` })),
    name
  ).pipe(Config.withDefault(fallback))

/** An amount in US dollars, 0 or more (`0.015`), read as micro-USD (1e-6 USD, USDC's atomic unit). */
const microUsd = (name: string) =>
  Config.schema(
    Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0, { message: `${name} must be an amount in USD, 0 or more` })),
    name
  ).pipe(Config.map((usd) => Math.round(usd * 1_000_000)))

/**
 * What every process of the service (HTTP app, worker) reads from the environment, validated at start with
 * messages that name the variable: the offer, the adapters' own descriptors (RedisConfig, the facilitators')
 * composed here, read once. The HTTP app adds its edge settings (apps/http/src/HttpAppConfig.ts), the worker its
 * loop (WorkerConfig). The README lists every variable.
 */
export const ServiceConfig = Config.all({
  port: Config.Port("PORT").pipe(Config.withDefault(8402)),
  host: Config.String("HOST").pipe(Config.withDefault("127.0.0.1")),
  /** The public address clients use; defaults to http://<host>:<port>. */
  baseUrl: Config.URL("BASE_URL").pipe(Config.option),
  /** CAIP-2 `eip155:<id>`: `exact` on an EVM chain is the only scheme we sell through. */
  network: EvmNetworkConfig,
  asset: address("ASSET"),
  assetName: Config.String("ASSET_NAME").pipe(Config.withDefault("USD Coin")),
  assetVersion: Config.String("ASSET_VERSION").pipe(Config.withDefault("2")),
  payTo: address("PAY_TO"),
  /** FACILITATOR_PRIVATE_KEY set: this process settles itself (RPC_URL); else an x402 facilitator at FACILITATOR_URL. */
  facilitator: FacilitatorConfig,
  /** REDIS_URL set: one Redis shared by the store and the rate limiter of every instance; unset: memory. */
  redis: Config.option(RedisConfig),
  /** Covers provider + validation + settlement with margin; Base settles in seconds. */
  maxTimeoutSeconds: positiveInt("MAX_TIMEOUT_SECONDS", 120),
  /** Short because the owner renews it while it works: it bounds how long a crashed purchase waits for a worker. */
  leaseSeconds: positiveInt("LEASE_SECONDS", 4),
  /** Operator domain lists for sources: never cite these / cite only these (comma-separated registrable domains). */
  blockedDomains: Config.String("BLOCKED_DOMAINS").pipe(Config.withDefault(""), Config.map(domainList)),
  allowedDomains: Config.String("ALLOWED_DOMAINS").pipe(Config.withDefault(""), Config.map(domainList)),
  /** Economic guard: validation rejections one payer may cause per rolling hour before it is refused. */
  payerRejectionsPerHour: positiveInt("PAYER_REJECTIONS_PER_HOUR", 10),
  /** Economic guard: upstream spend allowed per hour across all instances (off when unset). */
  providerSpendPerHour: microUsd("PROVIDER_SPEND_PER_HOUR").pipe(Config.option),
  /** What a hosted facilitator charges per settlement (counted in the margin metric). */
  settlementFee: microUsd("SETTLEMENT_FEE").pipe(Config.withDefault(0))
})

export type ServiceConfig = Config.Success<typeof ServiceConfig>

export const baseUrlOf = (config: ServiceConfig): string =>
  Option.match(config.baseUrl, {
    onNone: () => `http://${config.host}:${config.port}`,
    onSome: (url) => url.toString().replace(/\/$/, "")
  })

export type RedactedString = Redacted.Redacted<string>

/** The one offer this deployment sells, from its configuration. */
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
