import {
  type Candidate,
  Provider,
  ProviderError,
  type SearchRequest,
  type UpstreamCost
} from "@evidence-pack/core/ports/Provider"
import { Cause, Clock, Duration, Effect, Exit, Layer, Schedule, type Scope } from "effect"
import { CircuitBreaker } from "effect/persistence"
import { defaultPolicy, type ResiliencePolicy } from "./ResiliencePolicy.ts"
import { UpstreamFailure } from "./UpstreamFailure.ts"

/** One search against an upstream, as an adapter implements it: no deadline, no retry, no breaker. */
export type Search = (request: SearchRequest) => Effect.Effect<ReadonlyArray<Candidate>, UpstreamFailure>

/** What the adapter's search would spend for a request (its `<Name>Cost.ts`); absent for a free one. */
export type Quote = (request: SearchRequest) => ReadonlyArray<UpstreamCost>

/**
 * The Provider port over an adapter's search: each attempt under a deadline, retryable failures retried with
 * jittered exponential backoff (honouring Retry-After up to a cap, within a total budget), the whole search behind
 * Effect's circuit breaker, and every failure mapped to the port's ProviderError.
 *
 * Effect's `CircuitBreaker` (effect/persistence, experimental) fits: it is keyed, reads time from `Clock`, takes a
 * `Retry-After` hint as the open time, ignores interrupted calls (a fan-out cutting off a straggler is not the
 * upstream's fault), and its store can later move to Redis so that instances share one view of an upstream.
 * The retry sits inside the breaker, so the breaker sees one outcome per search.
 */
export const make = (
  name: string,
  search: Search,
  policy: ResiliencePolicy = defaultPolicy,
  quote?: Quote
): Effect.Effect<Provider["Service"], never, CircuitBreaker.CircuitBreakerStore | Scope.Scope> =>
  Effect.gen(function* () {
    const breaker = yield* CircuitBreaker.make({
      tripPolicy: CircuitBreaker.consecutive(policy.breakerFailures),
      openDuration: policy.breakerOpen,
      maxOpenDuration: policy.breakerMaxOpen
    })
    const guarded = (request: SearchRequest) =>
      retried(name, search, policy, request).pipe(
        breaker.execute({ key: `provider:${name}`, classify }),
        Effect.mapError((error) =>
          error._tag === "UpstreamFailure" ? toProviderError(name, error) : rejected(name, error)
        ),
        Effect.withSpan("Provider.search", { attributes: { provider: name } })
      )
    return Provider.of({
      name,
      search: guarded,
      ...(quote === undefined ? {} : { quote: (request: SearchRequest) => Effect.succeed(quote(request)) })
    })
  })

/** A Provider layer with its own in-memory breaker store. */
export const layer = (
  name: string,
  search: Search,
  policy: ResiliencePolicy = defaultPolicy,
  quote?: Quote
): Layer.Layer<Provider> =>
  Layer.effect(Provider, make(name, search, policy, quote)).pipe(Layer.provide(CircuitBreaker.layerStoreMemory()))

const attempt = (name: string, search: Search, policy: ResiliencePolicy, request: SearchRequest) =>
  search(request).pipe(
    Effect.timeoutOrElse({
      duration: policy.timeout,
      orElse: () =>
        Effect.fail(
          new UpstreamFailure({
            kind: "timeout",
            retryable: true,
            message: `${name} did not answer within ${Duration.toMillis(policy.timeout)} ms`
          })
        )
    })
  )

const retried = (name: string, search: Search, policy: ResiliencePolicy, request: SearchRequest) =>
  Effect.gen(function* () {
    const startedAt = yield* Clock.currentTimeMillis
    return yield* attempt(name, search, policy, request).pipe(
      Effect.retry({ schedule: retrySchedule(policy, startedAt), times: policy.retries })
    )
  })

/** Backoff, stretched to the upstream's Retry-After; stops on a failure not worth retrying or past the budget. */
const retrySchedule = (policy: ResiliencePolicy, startedAt: number) =>
  Schedule.exponential(policy.retryBase).pipe(
    Schedule.jittered,
    Schedule.setInputType<UpstreamFailure>(),
    Schedule.modifyDelay(({ duration, input }) =>
      Effect.succeed(
        input.retryAfterSeconds === undefined
          ? duration
          : Duration.max(duration, Duration.seconds(input.retryAfterSeconds))
      )
    ),
    Schedule.while(
      ({ input, duration, now }) =>
        input.retryable &&
        (input.retryAfterSeconds ?? 0) * 1000 <= Duration.toMillis(policy.maxRetryAfter) &&
        now - startedAt + Duration.toMillis(duration) + Duration.toMillis(policy.timeout) <=
          Duration.toMillis(policy.budget)
    )
  )

/**
 * What a search says about the upstream's health. A refused query (400, 422) is about the query, not the upstream,
 * so it must not open the circuit for everyone; a 429 opens it for at least as long as the upstream asked.
 */
const classify = (exit: Exit.Exit<ReadonlyArray<Candidate>, UpstreamFailure>): CircuitBreaker.Outcome => {
  if (Exit.isSuccess(exit)) return CircuitBreaker.success
  if (Cause.hasInterruptsOnly(exit.cause)) return CircuitBreaker.ignored
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "None") return CircuitBreaker.failure()
  if (failure.value.status === 400 || failure.value.status === 422) return CircuitBreaker.ignored
  const retryAfter = failure.value.retryAfterSeconds
  return CircuitBreaker.failure(retryAfter === undefined ? {} : { retryAfter: Duration.seconds(retryAfter) })
}

const toProviderError = (provider: string, failure: UpstreamFailure): ProviderError =>
  new ProviderError({
    provider,
    kind: failure.kind,
    message: failure.message,
    ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: failure.retryAfterSeconds })
  })

/** A call the breaker refused without asking the upstream. */
const rejected = (provider: string, error: CircuitBreaker.CircuitBreakerError): ProviderError => {
  const { reason } = error
  switch (reason._tag) {
    case "CircuitOpen": {
      const seconds = Math.max(1, Math.ceil(Duration.toSeconds(reason.retryAfter)))
      return new ProviderError({
        provider,
        kind: "unavailable",
        message: `${provider} failed repeatedly; not asked again for ${seconds} s (circuit open)`,
        retryAfterSeconds: seconds
      })
    }
    case "CircuitHalfOpen":
      return new ProviderError({
        provider,
        kind: "unavailable",
        message: `${provider} is being probed after repeated failures (circuit half-open)`,
        retryAfterSeconds: 1
      })
    case "CircuitBreakerStoreError":
      return new ProviderError({ provider, kind: "unavailable", message: `${provider}: ${reason.message}` })
  }
}
