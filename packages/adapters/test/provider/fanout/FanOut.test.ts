import { assert, describe, it } from "@effect/vitest"
import { type Candidate, Provider, ProviderError } from "@evidence-pack/core/ports/Provider"
import { Effect, Exit, Fiber } from "effect"
import { TestClock } from "effect/testing"
import * as FanOut from "../../../provider/fanout/index.ts"

const REQUEST = { query: "css grid support", maxCandidates: 10 }
const c = (url: string): Candidate => ({ title: url, url, snippet: `about ${url}` })

/** A fake provider answering after `millis` of (test) clock, counting its calls. */
const fake = (name: string, outcome: ReadonlyArray<Candidate> | ProviderError | "hang", millis = 0) => {
  let calls = 0
  const service = Provider.of({
    name,
    search: () =>
      Effect.suspend(() => {
        calls++
        if (outcome === "hang") return Effect.never
        const answer = outcome instanceof ProviderError ? Effect.fail(outcome) : Effect.succeed(outcome)
        return millis === 0 ? answer : Effect.delay(answer, millis)
      })
  })
  return { service, calls: () => calls }
}

const failure = (provider: string, kind: ProviderError["kind"], retryAfterSeconds?: number) =>
  new ProviderError({
    provider,
    kind,
    message: `${provider} ${kind}`,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds })
  })

describe("FanOut", () => {
  it.effect("asks every provider once, in parallel, and merges their candidates", () =>
    Effect.gen(function* () {
      const a = fake("a", [c("https://a.org/1"), c("https://shared.org/x")], 1_000)
      const b = fake("b", [c("https://shared.org/x/"), c("https://b.org/1")], 1_000)
      const fanOut = FanOut.make([a.service, b.service])
      assert.strictEqual(fanOut.name, "a+b")
      const fiber = yield* Effect.forkChild(fanOut.search(REQUEST))
      // Both answer after 1 s: in parallel, the fan-out is done at 1 s, not 2 s.
      yield* TestClock.adjust("1 second")
      const merged = yield* Fiber.join(fiber)
      // Rank 0 of each, then rank 1 of each; a's "shared.org/x" repeats b's first result and is dropped.
      assert.deepStrictEqual(
        merged.map((candidate) => candidate.url),
        ["https://a.org/1", "https://shared.org/x/", "https://b.org/1"]
      )
      assert.strictEqual(a.calls() + b.calls(), 2)
    })
  )

  it.effect("answers from the others when one provider fails", () =>
    Effect.gen(function* () {
      const down = fake("down", failure("down", "unavailable"))
      const up = fake("up", [c("https://up.org/1")])
      const merged = yield* FanOut.make([down.service, up.service]).search(REQUEST)
      assert.deepStrictEqual(merged, [c("https://up.org/1")])
    })
  )

  it.effect("a provider that hangs is cut off `grace` after another answered", () =>
    Effect.gen(function* () {
      const slow = fake("slow", "hang")
      const fast = fake("fast", [c("https://fast.org/1")], 100)
      const fiber = yield* Effect.forkChild(
        FanOut.make([slow.service, fast.service], { grace: "2 seconds" }).search(REQUEST)
      )
      yield* TestClock.adjust("2 seconds")
      assert.isUndefined(fiber.pollUnsafe())
      yield* TestClock.adjust("100 millis")
      assert.deepStrictEqual(yield* Fiber.join(fiber), [c("https://fast.org/1")])
    })
  )

  it.effect("fails only when all fail: the most useful kind, every message, the soonest Retry-After", () =>
    Effect.gen(function* () {
      const fanOut = FanOut.make([
        fake("a", failure("a", "bad_response")).service,
        fake("b", failure("b", "rate_limited", 30)).service,
        fake("c", failure("c", "unavailable", 5)).service
      ])
      const error = yield* Effect.flip(fanOut.search(REQUEST))
      assert.strictEqual(error._tag, "ProviderError")
      assert.strictEqual(error.provider, "a+b+c")
      assert.strictEqual(error.kind, "rate_limited")
      assert.strictEqual(error.retryAfterSeconds, 5)
      for (const part of ["a: a bad_response", "b: b rate_limited", "c: c unavailable"])
        assert.include(error.message, part)
    })
  )

  it.effect("all failing without hints: timeout beats unavailable, no Retry-After", () =>
    Effect.gen(function* () {
      const fanOut = FanOut.make([
        fake("a", failure("a", "unavailable")).service,
        fake("b", failure("b", "timeout")).service
      ])
      const error = yield* Effect.flip(fanOut.search(REQUEST))
      assert.strictEqual(error.kind, "timeout")
      assert.isUndefined(error.retryAfterSeconds)
    })
  )

  it.effect("one provider is itself, unchanged", () =>
    Effect.gen(function* () {
      const only = fake("only", [c("https://only.org/")])
      assert.strictEqual(FanOut.make([only.service]), only.service)
      const exit = yield* Effect.exit(FanOut.make([only.service]).search(REQUEST))
      assert.isTrue(Exit.isSuccess(exit))
    })
  )
})
