import { Clock, Effect, Metric, Schedule } from "effect"
import { IdempotencyStore } from "../ports/IdempotencyStore.ts"
import { type ReconcileOptions, type Resolution, reconcile } from "./Reconcile.ts"

export const pendingPurchases = Metric.gauge("purchases_pending", { description: "In-flight purchase records" })
export const oldestPendingSeconds = Metric.gauge("purchases_oldest_pending_seconds", {
  description: "Age of the oldest in-flight purchase record"
})
export const reconcileResolutions = Metric.counter("reconcile_resolutions_total", {
  description: "Purchases resolved by the reconciler, by kind"
})

/** A reconciliation pass every `intervalMillis`. */
export interface ReconcileLoopOptions extends ReconcileOptions {
  readonly intervalMillis: number
}

/** One pass: resolve what is due, count it, and publish the pending gauges. */
export const reconcilePass = (options: ReconcileOptions) =>
  Effect.gen(function* () {
    const store = yield* IdempotencyStore
    const report = yield* reconcile(options)
    for (const [resolution, count] of Object.entries(report.resolutions) as Array<[Resolution, number]>) {
      if (count > 0) yield* Metric.update(Metric.withAttributes(reconcileResolutions, { resolution }), count)
    }
    const stats = yield* store.pendingStats(yield* Clock.currentTimeMillis)
    yield* Metric.update(pendingPurchases, stats.count)
    yield* Metric.update(oldestPendingSeconds, Math.floor(stats.oldestAgeMillis / 1000))
    return report
  })

/**
 * The worker's loop: a pass every interval, forever. A failed pass (store down) is logged and retried on the
 * next tick; the loop itself never dies of it.
 */
export const reconcileLoop = (options: ReconcileLoopOptions) =>
  reconcilePass(options).pipe(
    Effect.catch((error) => Effect.logWarning("reconcile pass failed; retrying next interval", error.message)),
    Effect.repeat(Schedule.spaced(options.intervalMillis))
  )
