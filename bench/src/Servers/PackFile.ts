/** The pack the ceiling and the reference answer with, rendered by the bench (Pack.ts) into BENCH_PACK_FILE. */
export const packFileFromEnv = (): string => {
  const file = process.env.BENCH_PACK_FILE
  if (file === undefined || file === "") throw new Error("BENCH_PACK_FILE is required")
  return file
}
