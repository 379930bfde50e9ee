export type { Options, ResolvedAddress, Resolver } from "./FetchOptions.ts"
export * from "./HttpPageFetcher.ts"
export { parsePage } from "./PageParser.ts"
