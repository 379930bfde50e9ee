import { Duration, Effect } from "effect"
import type { HttpServerRequest } from "effect/http"
import type { RateLimiter } from "effect/persistence"
import type { ErrorAnswer } from "./ErrorResponse.ts"

/**
 * Consumes one token for `key` (fixed window of one minute). Over the limit: 429 with Retry-After. An unreachable
 * limiter store fails open: the limiter protects capacity, and the purchase itself still refuses (503) when the
 * shared store is down. The limiter is the one the route took from its layer, not looked up per request.
 */
export const rateLimit = (limiter: RateLimiter.RateLimiter, key: string, limit: number) =>
  limiter.consume({ key, limit, window: "1 minute", algorithm: "fixed-window", onExceeded: "fail" }).pipe(
    Effect.asVoid,
    Effect.catchTag("RateLimiterError", (error) => {
      const reason = error.reason
      if (reason._tag === "RateLimitStoreError") {
        return Effect.logWarning("rate limiter store unavailable; allowing the request", reason.message)
      }
      const seconds = Math.max(1, Math.ceil(Duration.toSeconds(reason.retryAfter)))
      return Effect.fail<ErrorAnswer>({
        status: 429,
        code: "rate_limited",
        message: `too many requests; retry after ${seconds}s`,
        headers: { "retry-after": String(seconds) }
      })
    })
  )

/** The client address: the socket peer, or the first X-Forwarded-For hop when the operator trusts a proxy. */
export const clientAddress = (request: HttpServerRequest.HttpServerRequest, trustProxy: boolean): string => {
  const forwarded = request.headers["x-forwarded-for"]
  if (trustProxy && forwarded !== undefined) return forwarded.split(",")[0]!.trim()
  return request.remoteAddress._tag === "Some" ? request.remoteAddress.value : "unknown"
}

export const unpaidKey = (address: string) => `unpaid:${address}`
export const paidKey = (payer: string) => `paid:${payer}`
