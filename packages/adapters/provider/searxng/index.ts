export * from "./SearxngProvider.ts"
export { timeRange } from "./SearxngRequest.ts"
