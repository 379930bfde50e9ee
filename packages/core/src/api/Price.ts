/** Spec 1 and 5: 0.015 USDC per fulfilled request, in atomic units of a 6-decimal asset. */
export const PRICE_ATOMIC = "15000"
/** USDC has 6 decimals: the price is 15000 atomic units, 0.015 USDC. */
export const PRICE_DECIMALS = 6
export const PRICE_DISPLAY = "0.015"
