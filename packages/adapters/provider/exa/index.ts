export { INCLUDED_RESULTS, MAX_RESULTS, PUBLISHED_PRICES } from "./ExaCost.ts"
export * from "./ExaProvider.ts"
export { HIGHLIGHT_CHARACTERS } from "./ExaRequest.ts"
