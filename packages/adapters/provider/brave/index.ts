export * from "./BraveProvider.ts"
export { rateLimitReset } from "./BraveRateLimit.ts"
export { freshnessParam, MAX_COUNT } from "./BraveRequest.ts"
