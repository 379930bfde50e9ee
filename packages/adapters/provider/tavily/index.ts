export * from "./TavilyProvider.ts"
export { freshnessFields, MAX_RESULTS, type SearchDepth } from "./TavilyRequest.ts"
