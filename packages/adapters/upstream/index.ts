export * from "./CappedBody.ts"
export * from "./Excerpt.ts"
export * from "./FetchError.ts"
export * from "./Scrub.ts"
