/** Spec 1 and 5: 0.015 USDC per fulfilled request, in atomic units of a 6-decimal asset. */
export const PRICE_ATOMIC = "15000"
export const PRICE_DISPLAY = "0.015"
