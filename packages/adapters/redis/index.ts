export * as IoRedisService from "./IoRedisService.ts"
export * from "./KeyPrefix.ts"
export * from "./RedisClient.ts"
export * from "./RedisConfig.ts"
