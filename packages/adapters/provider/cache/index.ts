export { cacheKey, freshnessBucket, normalizeQuery } from "./CacheKey.ts"
export * from "./CandidateCache.ts"
export { LruMap } from "./LruMap.ts"
