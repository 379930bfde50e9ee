import { assert, describe, it } from "@effect/vitest"
import type { Candidate, Provider, SearchRequest } from "@evidence-pack/core/ports/Provider"
import { ConfigProvider, Duration, Effect, Exit, Fiber } from "effect"
import { CircuitBreaker } from "effect/persistence"
import { TestClock } from "effect/testing"
import * as ResiliencePolicyModule from "../../../provider/resilience/ResiliencePolicy.ts"
import { defaultPolicy, type ResiliencePolicy } from "../../../provider/resilience/ResiliencePolicy.ts"
import * as Resilient from "../../../provider/resilience/Resilient.ts"
import { UpstreamFailure } from "../../../provider/resilience/UpstreamFailure.ts"

const CANDIDATES: ReadonlyArray<Candidate> = [{ title: "t", url: "https://a.example.org/", snippet: "s" }]
const REQUEST: SearchRequest = { query: "q", maxCandidates: 10 }

type Outcome = "ok" | "hang" | UpstreamFailure

const unavailable = new UpstreamFailure({ kind: "unavailable", retryable: true, status: 503, message: "503" })
const refused = new UpstreamFailure({ kind: "unavailable", retryable: false, status: 401, message: "401" })
const badQuery = new UpstreamFailure({ kind: "unavailable", retryable: false, status: 422, message: "422" })
const limited = (retryAfterSeconds: number) =>
  new UpstreamFailure({ kind: "rate_limited", retryable: true, status: 429, retryAfterSeconds, message: "429" })

/** A search that plays `outcomes` in turn (the last one repeats) and counts its calls. */
const scripted = (...outcomes: ReadonlyArray<Outcome>) => {
  let calls = 0
  const search: Resilient.Search = () =>
    Effect.suspend(() => {
      const outcome = outcomes[Math.min(calls, outcomes.length - 1)] ?? "ok"
      calls++
      if (outcome === "ok") return Effect.succeed(CANDIDATES)
      if (outcome === "hang") return Effect.never
      return Effect.fail(outcome)
    })
  return { search, calls: () => calls }
}

/** Runs one search on a fresh provider in a fiber, moving the test clock until it ends. */
const runSearch = <R>(
  provider: Effect.Effect<Provider["Service"]["search"], never, R>,
  advance: Duration.Input = "1 minute"
) =>
  Effect.gen(function* () {
    const search = yield* provider
    const fiber = yield* Effect.forkChild(search(REQUEST))
    yield* TestClock.adjust(advance)
    return yield* Fiber.await(fiber)
  })

const providerOf = (search: Resilient.Search, policy: ResiliencePolicy = defaultPolicy) =>
  Resilient.make("test", search, policy).pipe(Effect.map((provider) => provider.search))

const withStore = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  effect.pipe(Effect.provide(CircuitBreaker.layerStoreMemory()))

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  const error = exit.cause.reasons.find((reason) => reason._tag === "Fail")
  if (error?._tag !== "Fail") throw new Error("expected a typed failure")
  return error.error
}

describe("Resilient: retries", () => {
  it.effect("retries a retryable failure and returns the answer that followed", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(unavailable, unavailable, "ok")
        const exit = yield* runSearch(providerOf(upstream.search))
        assert.deepStrictEqual(exit, Exit.succeed(CANDIDATES))
        assert.strictEqual(upstream.calls(), 3)
      })
    )
  )

  it.effect("stops after `retries` more attempts and reports the last failure as the port's error", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(unavailable)
        const error = failureOf(yield* runSearch(providerOf(upstream.search)))
        assert.strictEqual(upstream.calls(), defaultPolicy.retries + 1)
        assert.deepInclude(error, { _tag: "ProviderError", provider: "test", kind: "unavailable", message: "503" })
      })
    )
  )

  it.effect("never retries a failure that will repeat (401, 402, 404, bad JSON)", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(refused)
        const error = failureOf(yield* runSearch(providerOf(upstream.search)))
        assert.strictEqual(upstream.calls(), 1)
        assert.strictEqual(error.kind, "unavailable")
      })
    )
  )

  it.effect("backs off between attempts: nothing is retried before the first backoff has passed", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(unavailable, "ok")
        const search = yield* providerOf(upstream.search, { ...defaultPolicy, retryBase: "1 second" })
        const fiber = yield* Effect.forkChild(search(REQUEST))
        yield* TestClock.adjust("700 millis")
        assert.strictEqual(upstream.calls(), 1)
        // Jitter keeps the first delay within 0.8 to 1.2 of the base.
        yield* TestClock.adjust("600 millis")
        assert.strictEqual(upstream.calls(), 2)
        assert.isTrue(Exit.isSuccess(yield* Fiber.await(fiber)))
      })
    )
  )

  it.effect("waits as long as a 429's Retry-After asks, within the cap", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(limited(3), "ok")
        const search = yield* providerOf(upstream.search)
        const fiber = yield* Effect.forkChild(search(REQUEST))
        yield* TestClock.adjust("2900 millis")
        assert.strictEqual(upstream.calls(), 1)
        yield* TestClock.adjust("200 millis")
        assert.strictEqual(upstream.calls(), 2)
        assert.isTrue(Exit.isSuccess(yield* Fiber.await(fiber)))
      })
    )
  )

  it.effect("does not wait for a Retry-After over the cap: rate_limited, with the hint for the client", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(limited(60))
        const error = failureOf(yield* runSearch(providerOf(upstream.search)))
        assert.strictEqual(upstream.calls(), 1)
        assert.strictEqual(error.kind, "rate_limited")
        assert.strictEqual(error.retryAfterSeconds, 60)
      })
    )
  )
})

describe("Resilient: deadlines", () => {
  it.effect("an attempt that does not answer within the timeout is a timeout", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted("hang")
        const error = failureOf(yield* runSearch(providerOf(upstream.search, { ...defaultPolicy, retries: 0 })))
        assert.strictEqual(error.kind, "timeout")
        assert.include(error.message, "8000 ms")
      })
    )
  )

  it.effect("no retry starts that could not finish within the budget", () =>
    withStore(
      Effect.gen(function* () {
        // 8 s + backoff + 8 s fits in 20 s; a third attempt would not.
        const upstream = scripted("hang")
        const search = yield* providerOf(upstream.search)
        const fiber = yield* Effect.forkChild(search(REQUEST))
        yield* TestClock.adjust("19 seconds")
        const exit = yield* Fiber.await(fiber)
        assert.strictEqual(upstream.calls(), 2)
        assert.strictEqual(failureOf(exit).kind, "timeout")
      })
    )
  )
})

describe("Resilient: circuit breaker", () => {
  const failFast = { ...defaultPolicy, retries: 0 }

  it.effect("opens after consecutive failures: the upstream is not called while open, then probed", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(unavailable, unavailable, unavailable, unavailable, unavailable, "ok")
        const search = yield* providerOf(upstream.search, failFast)
        for (let i = 0; i < defaultPolicy.breakerFailures; i++) yield* Effect.flip(search(REQUEST))
        const rejected = yield* Effect.flip(search(REQUEST))
        assert.strictEqual(upstream.calls(), defaultPolicy.breakerFailures)
        assert.strictEqual(rejected.kind, "unavailable")
        assert.include(rejected.message, "circuit open")
        assert.strictEqual(rejected.retryAfterSeconds, 30)
        yield* TestClock.adjust("30 seconds")
        assert.deepStrictEqual(yield* search(REQUEST), CANDIDATES)
        assert.deepStrictEqual(yield* search(REQUEST), CANDIDATES)
      })
    )
  )

  it.effect("a 429 keeps the circuit open as long as the upstream asked (capped)", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(limited(120))
        const search = yield* providerOf(upstream.search, { ...failFast, breakerFailures: 1 })
        yield* Effect.flip(search(REQUEST))
        const rejected = yield* Effect.flip(search(REQUEST))
        assert.strictEqual(upstream.calls(), 1)
        assert.strictEqual(rejected.retryAfterSeconds, 120)
      })
    )
  )

  it.effect("a refused query (400, 422) says nothing about the upstream and never opens it", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted(badQuery)
        const search = yield* providerOf(upstream.search, { ...failFast, breakerFailures: 1 })
        for (let i = 0; i < 3; i++) yield* Effect.flip(search(REQUEST))
        assert.strictEqual(upstream.calls(), 3)
      })
    )
  )

  it.effect("an interrupted search (a fan-out cutting off a straggler) does not count against the upstream", () =>
    withStore(
      Effect.gen(function* () {
        const upstream = scripted("hang", "ok")
        const search = yield* providerOf(upstream.search, { ...failFast, breakerFailures: 1 })
        const fiber = yield* Effect.forkChild(search(REQUEST))
        yield* TestClock.adjust("1 second")
        yield* Fiber.interrupt(fiber)
        assert.deepStrictEqual(yield* search(REQUEST), CANDIDATES)
      })
    )
  )
})

describe("ResiliencePolicy.config", () => {
  const read = (env: Record<string, string>) =>
    Effect.gen(function* () {
      return yield* ResiliencePolicyModule.config
    }).pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })))

  it.effect("defaults, and the PROVIDER_* overrides", () =>
    Effect.gen(function* () {
      const defaults = yield* read({})
      assert.strictEqual(Duration.toMillis(defaults.timeout), 8_000)
      assert.strictEqual(defaults.retries, 2)
      const tuned = yield* read({
        PROVIDER_TIMEOUT_SECONDS: "2.5",
        PROVIDER_RETRIES: "0",
        PROVIDER_BUDGET_SECONDS: "5"
      })
      assert.strictEqual(Duration.toMillis(tuned.timeout), 2_500)
      assert.strictEqual(tuned.retries, 0)
      assert.strictEqual(Duration.toMillis(tuned.budget), 5_000)
    })
  )

  it.effect("nonsense fails with the variable's name", () =>
    Effect.gen(function* () {
      const cases: ReadonlyArray<readonly [string, string]> = [
        ["PROVIDER_TIMEOUT_SECONDS", "0"],
        ["PROVIDER_RETRIES", "-1"],
        ["PROVIDER_RETRIES", "99"],
        ["PROVIDER_BUDGET_SECONDS", "soon"]
      ]
      for (const [name, value] of cases) {
        const error = yield* Effect.flip(read({ [name]: value }))
        assert.include(error.message, name)
      }
    })
  )
})
