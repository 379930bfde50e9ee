export * as RedisKeys from "./Keys.ts"
export * from "./RedisClient.ts"
export * from "./RedisStore.ts"
export * from "./Retention.ts"
