/**
 * Brave answers a 429 with `X-RateLimit-Remaining` and `X-RateLimit-Reset`, one comma-separated entry per quota
 * window (per second, per month): "0, 1419" and "1, 1419704". The wait is the reset of the window that ran out, so
 * a spent monthly quota is not retried within the request (it is far over the retry cap) and opens the circuit.
 */
const entries = (header: string | null): ReadonlyArray<number> =>
  (header ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)

/** Seconds until Brave takes requests again; undefined when the headers say nothing usable. */
export const rateLimitReset = (headers: Headers): number | undefined => {
  const resets = entries(headers.get("x-ratelimit-reset"))
  const remaining = entries(headers.get("x-ratelimit-remaining"))
  const spent = resets.filter((_, window) => remaining[window] === 0)
  const waits = spent.length > 0 ? spent : resets.slice(0, 1)
  return waits.length === 0 ? undefined : Math.max(...waits)
}
