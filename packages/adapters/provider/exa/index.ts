export * from "./ExaProvider.ts"
export { MAX_RESULTS, TEXT_CHARACTERS } from "./ExaRequest.ts"
