export * from "./FanOut.ts"
export { mergeCandidates } from "./MergeCandidates.ts"
export { urlKey } from "./UrlKey.ts"
