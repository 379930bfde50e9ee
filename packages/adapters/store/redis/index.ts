export * from "../../redis/RedisClient.ts"
export * from "../Retention.ts"
export * as RedisKeys from "./Keys.ts"
export * from "./RedisStore.ts"
