import { PRICE_ATOMIC, type ResourceInfo } from "@evidence-pack/core"

/**
 * The one offer every paid scenario sells under (testkit's BenchOffer, which our app's bench entry point reads
 * too), so that one pool of pre-signed authorizations pays any paid server: the same network, asset, payee, amount
 * and EIP-712 domain.
 */
export {
  BENCH_ASSET as ASSET,
  BENCH_ASSET_NAME as ASSET_NAME,
  BENCH_ASSET_VERSION as ASSET_VERSION,
  BENCH_CHAIN_ID as CHAIN_ID,
  BENCH_MAX_TIMEOUT_SECONDS as MAX_TIMEOUT_SECONDS,
  BENCH_NETWORK as NETWORK,
  BENCH_PAY_TO as PAY_TO,
  benchRequirements as requirements
} from "@evidence-pack/testkit/bench/BenchOffer"
export const PRICE = PRICE_ATOMIC
export const PATH = "/v1/evidence"

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
