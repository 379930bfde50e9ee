/**
 * The Redis key layout of the economic guards, beside the store's under the same `REDIS_KEY_PREFIX`. Each script
 * touches one key, and each key carries its own hash tag, so they run unchanged on Redis Cluster:
 *
 *   <prefix>{eg:payer:<payer>}:slots   zset    slot names (purchases) scored by when they lapse (epoch ms)
 *   <prefix>{eg:spend}:<window>         string  micro-USD reserved in fixed window number <window>
 */
export const payerSlotsKey = (prefix: string, payer: string): string =>
  `${prefix}{eg:payer:${payer.toLowerCase()}}:slots`

export const spendKey = (prefix: string, window: number): string => `${prefix}{eg:spend}:${window}`
