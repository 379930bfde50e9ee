export * from "../../redis/RedisClient.ts"
export * as RedisKeys from "./Keys.ts"
export * from "./RedisStore.ts"
export * from "./Retention.ts"
