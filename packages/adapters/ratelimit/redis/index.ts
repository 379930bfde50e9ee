export * as IoRedisService from "./IoRedisService.ts"
export * from "./RedisRateLimiterStore.ts"
