import type { Freshness } from "../api/EvidenceResponse.ts"
import { toIsoString } from "./SourceDate.ts"

/** What the request asked for: a window only when `freshness_seconds` was given. */
export interface FreshnessPolicy {
  readonly required: boolean
  readonly windowMs: number
}

/**
 * `undefined` means no requirement. A window that is not a finite number fails closed (a NaN window accepts
 * nothing) except `Infinity`, which is a requirement every dated source meets.
 */
export const freshnessPolicy = (freshnessSeconds: number | undefined): FreshnessPolicy => {
  if (freshnessSeconds === undefined) return { required: false, windowMs: Number.POSITIVE_INFINITY }
  if (typeof freshnessSeconds !== "number" || Number.isNaN(freshnessSeconds)) return { required: true, windowMs: -1 }
  return { required: true, windowMs: Math.max(0, freshnessSeconds) * 1000 }
}

export type FreshnessVerdict = "fresh" | "stale" | "undated"

/**
 * A source counts as fresh when its time (`updated_at ?? published_at`) is within the window before `now`.
 * Without a requirement every source is fresh, dated or not.
 */
export const freshnessOf = (time: number | null, now: number, policy: FreshnessPolicy): FreshnessVerdict => {
  if (!policy.required) return "fresh"
  if (time === null) return "undated"
  return now - time <= policy.windowMs ? "fresh" : "stale"
}

/**
 * The pack's freshness block. Packs are only built once the requirement holds, so `satisfied` is always true:
 * with a requirement, every returned source is fresh; without one there is no constraint that could fail
 * (spec 2.4: "whether the requested freshness constraint passed"). `newest_timestamp` is the newest time among
 * the returned sources, whether or not freshness was requested.
 */
export const freshnessSummary = (policy: FreshnessPolicy, times: ReadonlyArray<number | null>): Freshness => {
  let newest: number | null = null
  for (const time of times) if (time !== null && (newest === null || time > newest)) newest = time
  return { required: policy.required, satisfied: true, newest_timestamp: newest === null ? null : toIsoString(newest) }
}
