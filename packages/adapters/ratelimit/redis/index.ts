export * as IoRedisService from "../../redis/IoRedisService.ts"
export * from "./RedisRateLimiterStore.ts"
