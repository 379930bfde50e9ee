import { type PaymentRequirements, PRICE_ATOMIC } from "@evidence-pack/core"

/**
 * The terms every paid server of the benchmark sells under (our app in its bench entry point, the x402 reference):
 * the network, asset, payee and EIP-712 domain the bench's pre-signed authorizations are signed for. One source,
 * so that a pool signed by the bench pays whichever server it is sent to.
 */
export const BENCH_CHAIN_ID = 31337
export const BENCH_NETWORK = `eip155:${BENCH_CHAIN_ID}` as const
/** The token's EIP-712 `verifyingContract` (the address anvil gives the first contract it deploys). */
export const BENCH_ASSET = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
export const BENCH_PAY_TO = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
export const BENCH_ASSET_NAME = "USD Coin"
export const BENCH_ASSET_VERSION = "2"
export const BENCH_MAX_TIMEOUT_SECONDS = 120

export const benchRequirements: PaymentRequirements = {
  scheme: "exact",
  network: BENCH_NETWORK,
  amount: PRICE_ATOMIC,
  asset: BENCH_ASSET,
  payTo: BENCH_PAY_TO,
  maxTimeoutSeconds: BENCH_MAX_TIMEOUT_SECONDS,
  extra: { name: BENCH_ASSET_NAME, version: BENCH_ASSET_VERSION }
}
