/** Median (mean of the two middle values for an even count); NaN for none. */
export const median = (values: ReadonlyArray<number>): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const min = (values: ReadonlyArray<number>): number => (values.length === 0 ? Number.NaN : Math.min(...values))

export const max = (values: ReadonlyArray<number>): number => (values.length === 0 ? Number.NaN : Math.max(...values))

export const sum = (values: ReadonlyArray<number>): number => values.reduce((a, b) => a + b, 0)
