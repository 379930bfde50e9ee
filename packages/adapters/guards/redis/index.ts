export * from "./RedisCounters.ts"
