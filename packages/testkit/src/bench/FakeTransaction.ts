let settled = 0

/** A distinct 32-byte transaction hash per settlement, as a chain would give (cheap: a counter). */
export const fakeTransaction = (): string => `0x${(++settled).toString(16).padStart(64, "0")}`
