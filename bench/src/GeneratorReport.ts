/**
 * How a load generator reports to the bench on stdout: one BENCH_RESULT line at its end (wrk's purchases.lua and
 * the Node generators alike), and BENCH_PROGRESS lines as a long run goes, each followed by JSON.
 */
export const RESULT_PREFIX = "BENCH_RESULT "
export const PROGRESS_PREFIX = "BENCH_PROGRESS "

export const printResult = (result: unknown): void => {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`)
}

export const printProgress = (progress: unknown): void => {
  process.stdout.write(`${PROGRESS_PREFIX}${JSON.stringify(progress)}\n`)
}
