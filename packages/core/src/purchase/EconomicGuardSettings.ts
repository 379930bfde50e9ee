/** How much free work one payer, and everyone together, may cause. */
export interface EconomicGuardSettings {
  /** Validation rejections one payer may have in the rolling window (its purchases in flight count too). */
  readonly payerRejections: number
  readonly payerWindowMillis: number
  /** Upstream spend allowed per fixed window, in micro-USD; undefined turns the spend guard off. */
  readonly spendLimitMicroUsd?: number | undefined
  readonly spendWindowMillis: number
}

export const HOUR_MILLIS = 3_600_000

export const defaultEconomicGuards: EconomicGuardSettings = {
  payerRejections: 10,
  payerWindowMillis: HOUR_MILLIS,
  spendWindowMillis: HOUR_MILLIS
}
