/**
 * What every HTTP search adapter shares: its environment variables read one way (AdapterConfig), one request with
 * its failure classified (UpstreamRequest), the answer decoded (UpstreamResponse), and the Provider port built over
 * it with deadline, retry and circuit breaker (Resilient, ResiliencePolicy).
 */
export * as AdapterConfig from "./AdapterConfig.ts"
export { config as policyConfig, defaultPolicy, type ResiliencePolicy } from "./ResiliencePolicy.ts"
export * as Resilient from "./Resilient.ts"
export { retryAfterSeconds } from "./RetryAfter.ts"
export { UpstreamFailure } from "./UpstreamFailure.ts"
export * from "./UpstreamRequest.ts"
export * from "./UpstreamResponse.ts"
