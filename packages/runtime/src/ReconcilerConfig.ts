import { Config } from "effect"

export interface ReconcilerDefaults {
  readonly intervalMillis: number
  readonly batch: number
  readonly expiryMarginSeconds: number
}

/**
 * How a reconciler loop runs, from `<prefix>_INTERVAL_MS`, `<prefix>_BATCH` and `<prefix>_EXPIRY_MARGIN_SECONDS`:
 * the worker (`WORKER_`) and the HTTP process's own loop (`RECONCILER_`) read the same settings under their own
 * names, each with its defaults.
 */
export const ReconcilerConfig = (prefix: string, defaults: ReconcilerDefaults) =>
  Config.all({
    intervalMillis: Config.Int(`${prefix}_INTERVAL_MS`).pipe(Config.withDefault(defaults.intervalMillis)),
    /** Records claimed per pass. */
    batch: Config.Int(`${prefix}_BATCH`).pipe(Config.withDefault(defaults.batch)),
    /** An authorization counts as expired this long after validBefore (block time may lag our clock). */
    expiryMarginSeconds: Config.Int(`${prefix}_EXPIRY_MARGIN_SECONDS`).pipe(
      Config.withDefault(defaults.expiryMarginSeconds)
    )
  })

export type ReconcilerConfig = Config.Success<ReturnType<typeof ReconcilerConfig>>
