import { Config, Duration, Schema } from "effect"

/** How hard one provider is tried, and when it is left alone. */
export interface ResiliencePolicy {
  /** One attempt's deadline: connecting, the status line and the whole body. */
  readonly timeout: Duration.Input
  /** Attempts after the first, on retryable failures only (timeouts, 429, 5xx, connection failures). */
  readonly retries: number
  /** The first backoff; it doubles per retry and is jittered by ±20 % so instances do not retry in step. */
  readonly retryBase: Duration.Input
  /** A 429 or 503 asking us to wait longer than this is not retried: the client is told to come back instead. */
  readonly maxRetryAfter: Duration.Input
  /**
   * No retry starts unless its wait plus a whole attempt fits within this, counted from the first attempt, so a
   * search ends within `max(timeout, budget)` whatever the upstream does.
   */
  readonly budget: Duration.Input
  /** Consecutive failed searches (after retries) that open the circuit. */
  readonly breakerFailures: number
  /** How long an open circuit refuses calls before one probe is let through. */
  readonly breakerOpen: Duration.Input
  /** Cap on the open time when a 429's Retry-After asks for longer. */
  readonly breakerMaxOpen: Duration.Input
}

/**
 * Explicit and short: a paid request waits on the provider, then on validation and settlement, all within the
 * payment's `maxTimeoutSeconds`, and agents' HTTP clients commonly give up after 30 s.
 */
export const defaultPolicy: ResiliencePolicy = {
  timeout: "8 seconds",
  retries: 2,
  retryBase: "250 millis",
  maxRetryAfter: "5 seconds",
  budget: "20 seconds",
  breakerFailures: 5,
  breakerOpen: "30 seconds",
  breakerMaxOpen: "5 minutes"
}

const positive = (name: string, fallback: number) =>
  Config.schema(
    Schema.Finite.check(Schema.isGreaterThan(0, { message: `${name} must be a positive number` })),
    name
  ).pipe(Config.withDefault(fallback))

const nonNegativeInt = (name: string, fallback: number) =>
  Config.schema(
    Schema.Int.check(
      Schema.isBetween({ minimum: 0, maximum: 10 }, { message: `${name} must be an integer from 0 to 10` })
    ),
    name
  ).pipe(Config.withDefault(fallback))

/**
 * `PROVIDER_TIMEOUT_SECONDS` (default 8), `PROVIDER_RETRIES` (default 2) and `PROVIDER_BUDGET_SECONDS` (default 20),
 * shared by every provider; the breaker keeps its defaults.
 */
export const config: Config.Config<ResiliencePolicy> = Config.all({
  timeout: positive("PROVIDER_TIMEOUT_SECONDS", 8),
  retries: nonNegativeInt("PROVIDER_RETRIES", 2),
  budget: positive("PROVIDER_BUDGET_SECONDS", 20)
}).pipe(
  Config.map(({ timeout, retries, budget }) => ({
    ...defaultPolicy,
    timeout: Duration.seconds(timeout),
    retries,
    budget: Duration.seconds(budget)
  }))
)
