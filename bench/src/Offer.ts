import type { PaymentRequirements, ResourceInfo } from "@evidence-pack/core"

/**
 * The one offer every paid scenario sells under, shared by the reference server (C) and our app, so that one pool
 * of pre-signed authorizations pays either: the same network, asset, payee, amount and EIP-712 domain.
 */
export const CHAIN_ID = 31337
export const NETWORK = `eip155:${CHAIN_ID}` as const
/** The token's EIP-712 `verifyingContract` (the address anvil gives the first contract it deploys). */
export const ASSET = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
export const PAY_TO = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
export const PRICE = "15000"
export const ASSET_NAME = "USD Coin"
export const ASSET_VERSION = "2"
export const MAX_TIMEOUT_SECONDS = 120
export const PATH = "/v1/evidence"

export const requirements: PaymentRequirements = {
  scheme: "exact",
  network: NETWORK,
  amount: PRICE,
  asset: ASSET,
  payTo: PAY_TO,
  maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
  extra: { name: ASSET_NAME, version: ASSET_VERSION }
}

export const resource: ResourceInfo = {
  url: `http://127.0.0.1${PATH}`,
  description: "Validated multi-source web evidence pack",
  mimeType: "application/json"
}

/** Questions the requests cycle through; the fake provider answers each with on-topic candidates. */
export const QUERIES: ReadonlyArray<string> = [
  "Which browsers support CSS grid?",
  "What is the boiling point of water at high altitude?",
  "How does HTTP/2 server push work?",
  "When was the Eiffel Tower built?",
  "What causes the northern lights?",
  "How do vaccines train the immune system?",
  "What is the difference between TCP and UDP?",
  "Why is the sky blue?"
]

/** The request body of the i-th request: max_sources 5, so the provider is asked for 20 candidates. */
export const requestBody = (i: number): string => JSON.stringify({ query: QUERIES[i % QUERIES.length], max_sources: 5 })
