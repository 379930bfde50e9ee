import { assert, describe, it } from "@effect/vitest"
import { type Candidate, Provider, ProviderError, type SearchRequest } from "@evidence-pack/core/ports/Provider"
import { Effect, Metric } from "effect"
import { TestClock } from "effect/testing"
import * as CandidateCache from "../../../provider/cache/index.ts"

const c = (n: number): Candidate => ({ title: `t${n}`, url: `https://site${n}.example.org/`, snippet: `s${n}` })

/** An upstream that answers `count` candidates per call (fewer when asked for fewer) and counts its calls. */
const upstream = (count = 30) => {
  const calls: Array<SearchRequest> = []
  let fail = false
  const service = Provider.of({
    name: "upstream",
    search: (request) =>
      Effect.suspend(() => {
        calls.push(request)
        if (fail) return Effect.fail(new ProviderError({ provider: "upstream", kind: "unavailable", message: "down" }))
        return Effect.succeed(Array.from({ length: Math.min(count, request.maxCandidates) }, (_, i) => c(i)))
      })
  })
  return { service, calls, failNext: (value: boolean) => (fail = value) }
}

const ask = (query: string, maxCandidates = 20, freshnessSeconds?: number): SearchRequest => ({
  query,
  maxCandidates,
  ...(freshnessSeconds === undefined ? {} : { freshnessSeconds })
})

const lookups = (result: "hit" | "miss") =>
  Metric.value(Metric.withAttributes(CandidateCache.lookups, { result })).pipe(Effect.map((state) => state.count))

/** Each test counts its own lookups. */
const isolated = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.provideService(effect, Metric.MetricRegistry, new Map())

describe("CandidateCache", () => {
  it.effect("the same question within the TTL is answered once by the upstream; hits and misses are counted", () =>
    isolated(
      Effect.gen(function* () {
        const inner = upstream()
        const cache = yield* CandidateCache.make(inner.service, { ttl: "60 seconds" })
        const first = yield* cache.search(ask("Which browsers support CSS grid?"))
        yield* TestClock.adjust("59 seconds")
        const second = yield* cache.search(ask("  which browsers   support css grid? "))
        assert.deepStrictEqual(second, first)
        assert.strictEqual(inner.calls.length, 1)
        assert.strictEqual(yield* lookups("hit"), 1)
        assert.strictEqual(yield* lookups("miss"), 1)
        assert.strictEqual(cache.name, "upstream")
      })
    )
  )

  it.effect("quotes nothing for a question it would answer, and the upstream's price otherwise", () =>
    Effect.gen(function* () {
      const inner = upstream()
      const priced = Provider.of({
        ...inner.service,
        quote: () => Effect.succeed([{ provider: "upstream", microUsd: 5_000 }])
      })
      const cache = yield* CandidateCache.make(priced, { ttl: "60 seconds" })
      const question = ask("Which browsers support CSS grid?")
      const quote = cache.quote ?? (() => Effect.die("no quote"))
      assert.deepStrictEqual(yield* quote(question), [{ provider: "upstream", microUsd: 5_000 }])
      yield* cache.search(question)
      assert.deepStrictEqual(yield* quote(question), [])
      // More candidates than cached, or past the TTL: the upstream is asked, and paid, again.
      assert.deepStrictEqual(yield* quote(ask("Which browsers support CSS grid?", 40)), [
        { provider: "upstream", microUsd: 5_000 }
      ])
      yield* TestClock.adjust("61 seconds")
      assert.deepStrictEqual(yield* quote(question), [{ provider: "upstream", microUsd: 5_000 }])
    })
  )

  it.effect("after the TTL the upstream is asked again", () =>
    isolated(
      Effect.gen(function* () {
        const inner = upstream()
        const cache = yield* CandidateCache.make(inner.service, { ttl: "60 seconds" })
        yield* cache.search(ask("q"))
        yield* TestClock.adjust("61 seconds")
        yield* cache.search(ask("q"))
        assert.strictEqual(inner.calls.length, 2)
        assert.strictEqual(yield* lookups("miss"), 2)
      })
    )
  )

  it.effect("never serves an entry older than the request's freshness window, even within the TTL", () =>
    isolated(
      Effect.gen(function* () {
        const inner = upstream()
        const cache = yield* CandidateCache.make(inner.service, { ttl: "10 minutes" })
        yield* cache.search(ask("q", 20, 300))
        yield* TestClock.adjust("90 seconds")
        // Same bucket (an hour or less): 120 s accepts a 90 s old entry, 60 s does not.
        yield* cache.search(ask("q", 20, 120))
        assert.strictEqual(inner.calls.length, 1)
        yield* cache.search(ask("q", 20, 60))
        assert.strictEqual(inner.calls.length, 2)
      })
    )
  )

  it.effect("another freshness bucket is another entry", () =>
    isolated(
      Effect.gen(function* () {
        const inner = upstream()
        const cache = yield* CandidateCache.make(inner.service)
        yield* cache.search(ask("q"))
        yield* cache.search(ask("q", 20, 86_400))
        yield* cache.search(ask("q", 20, 3 * 86_400))
        yield* cache.search(ask("q", 20, 5 * 86_400))
        assert.strictEqual(inner.calls.length, 3)
      })
    )
  )

  it.effect("serves fewer candidates than were fetched, never more than were asked for", () =>
    isolated(
      Effect.gen(function* () {
        const inner = upstream()
        const cache = yield* CandidateCache.make(inner.service)
        yield* cache.search(ask("q", 20))
        assert.strictEqual((yield* cache.search(ask("q", 9))).length, 9)
        assert.strictEqual(inner.calls.length, 1)
        assert.strictEqual((yield* cache.search(ask("q", 30))).length, 30)
        assert.strictEqual(inner.calls.length, 2)
      })
    )
  )

  it.effect("an upstream that gave fewer than asked has no more: the entry serves any count", () =>
    isolated(
      Effect.gen(function* () {
        const inner = upstream(4)
        const cache = yield* CandidateCache.make(inner.service)
        yield* cache.search(ask("q", 20))
        assert.strictEqual((yield* cache.search(ask("q", 30))).length, 4)
        assert.strictEqual(inner.calls.length, 1)
      })
    )
  )

  it.effect("failures and empty answers are not cached", () =>
    isolated(
      Effect.gen(function* () {
        const inner = upstream()
        const cache = yield* CandidateCache.make(inner.service)
        inner.failNext(true)
        yield* Effect.flip(cache.search(ask("q")))
        inner.failNext(false)
        yield* cache.search(ask("q"))
        assert.strictEqual(inner.calls.length, 2)
        const empty = upstream(0)
        const emptyCache = yield* CandidateCache.make(empty.service)
        yield* emptyCache.search(ask("q"))
        yield* emptyCache.search(ask("q"))
        assert.strictEqual(empty.calls.length, 2)
      })
    )
  )

  it.effect("holds at most maxEntries questions, dropping the least recently used", () =>
    isolated(
      Effect.gen(function* () {
        const inner = upstream()
        const cache = yield* CandidateCache.make(inner.service, { maxEntries: 2 })
        yield* cache.search(ask("a"))
        yield* cache.search(ask("b"))
        yield* cache.search(ask("a"))
        yield* cache.search(ask("c"))
        assert.strictEqual(inner.calls.length, 3)
        yield* cache.search(ask("a"))
        assert.strictEqual(inner.calls.length, 3)
        yield* cache.search(ask("b"))
        assert.strictEqual(inner.calls.length, 4)
      })
    )
  )

  it("servable: the rule itself, at its edges", () => {
    const entry = { fetchedAt: 1_000_000, requested: 20, candidates: [c(1)] }
    const full = { ...entry, candidates: Array.from({ length: 20 }, (_, i) => c(i)) }
    const ttl = 60_000
    assert.isTrue(CandidateCache.servable(full, ask("q", 20), 1_060_000, ttl))
    assert.isFalse(CandidateCache.servable(full, ask("q", 20), 1_060_001, ttl))
    assert.isTrue(CandidateCache.servable(full, ask("q", 20, 30), 1_030_000, ttl))
    assert.isFalse(CandidateCache.servable(full, ask("q", 20, 30), 1_030_001, ttl))
    assert.isFalse(CandidateCache.servable(full, ask("q", 21), 1_000_000, ttl))
    assert.isTrue(CandidateCache.servable(entry, ask("q", 50), 1_000_000, ttl))
    // A clock that went backwards makes no entry look younger than it is.
    assert.isFalse(CandidateCache.servable(full, ask("q", 20), 999_999, ttl))
  })
})
