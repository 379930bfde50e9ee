import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import * as Exa from "../../../provider/exa/index.ts"
import {
  API_KEY,
  assertNoKey,
  type FixtureResult,
  providerContract,
  searchWith
} from "../resilience/ProviderContract.ts"
import { json, startUpstreamServer, type UpstreamServer } from "../resilience/UpstreamServer.ts"

/** A search-with-contents answer as Exa documents it (highlights asked: `highlights` and their scores). */
const exaBody = (results: ReadonlyArray<FixtureResult>) => ({
  requestId: "b5947044c4b78efa9552a7c89b306d95",
  resolvedSearchType: "neural",
  searchType: "auto",
  results: results.map((result, rank) => ({
    id: result.url,
    title: result.title,
    url: result.url,
    author: null,
    score: 0.4 - rank / 100,
    highlights: [result.snippet],
    highlightScores: [0.42],
    ...(result.date === undefined ? {} : { publishedDate: result.date })
  })),
  costDollars: { total: 0.007 }
})

const bodyOf = (received: { readonly body: string }) => JSON.parse(received.body) as Record<string, unknown>

providerContract({
  name: "exa",
  method: "POST",
  path: "/search",
  authHeader: (key) => ["x-api-key", key],
  make: (baseUrl, apiKey, policy) => Exa.layer({ apiKey: Redacted.make(apiKey), baseUrl, policy }),
  successBody: exaBody,
  emptyBody: { requestId: "0", resolvedSearchType: "neural", results: [] },
  requestedCount: (received) => bodyOf(received).numResults as number,
  // Without a budget in the request: the cheapest tier (see PackCost.test.ts for what a budget buys).
  maxCount: Exa.INCLUDED_RESULTS,
  expectFreshness: (received, freshnessSeconds, now) => {
    const start = bodyOf(received).startPublishedDate
    if (freshnessSeconds === undefined) return assert.isUndefined(start)
    const at = Date.parse(String(start))
    // The adapter reads the clock a moment after the test did.
    assert.isAtLeast(at, now - freshnessSeconds * 1000)
    assert.isAtMost(at, now - freshnessSeconds * 1000 + 5_000)
  }
})

describe("exa specifics", () => {
  let server: UpstreamServer
  beforeAll(async () => {
    server = await startUpstreamServer()
  })
  afterAll(() => server.close())
  const exa = () => Exa.layer({ apiKey: Redacted.make(API_KEY), baseUrl: server.url })

  it.live("asks for highlights only (in the price; text as well would bill a second view of the page)", () =>
    Effect.gen(function* () {
      server.script(json(200, exaBody([])))
      yield* searchWith(exa())
      assert.deepStrictEqual(bodyOf(server.received[0] ?? { body: "{}" }).contents, {
        highlights: { maxCharacters: Exa.HIGHLIGHT_CHARACTERS }
      })
    })
  )

  it.live("prefers highlights as snippets, and falls back to page text when a result has none", () =>
    Effect.gen(function* () {
      server.script(
        json(200, {
          requestId: "r",
          results: [
            { url: "https://a.example.org/", title: "A", text: "Page text.", highlights: ["First.", "Second."] },
            { url: "https://b.example.org/", title: "B", text: "Only text." }
          ]
        })
      )
      const candidates = yield* searchWith(exa())
      assert.deepStrictEqual(
        candidates.map((candidate) => candidate.snippet),
        ["First. … Second.", "Only text."]
      )
    })
  )

  it.live("Exa's own 402 (out of credits) is an upstream failure, unavailable, never retried", () =>
    Effect.gen(function* () {
      server.script(json(402, { requestId: "x", error: "You have run out of credits", tag: "NO_MORE_CREDITS" }))
      const error = yield* Effect.flip(searchWith(exa()))
      assert.strictEqual(error._tag, "ProviderError")
      assert.strictEqual(error.kind, "unavailable")
      assert.include(error.message, "out of credits")
      assert.strictEqual(server.received.length, 1)
      assertNoKey(error, API_KEY)
    })
  )

  it.live("highlights are the snippet when present; a null title stays an empty title for validation to judge", () =>
    Effect.gen(function* () {
      server.script(
        json(200, {
          results: [
            { url: "https://a.example.org/", title: null, text: "long text", highlights: ["first", "second"] },
            { id: "no url" }
          ]
        })
      )
      assert.deepStrictEqual(yield* searchWith(exa()), [
        { title: "", url: "https://a.example.org/", snippet: "first … second" }
      ])
    })
  )

  it.live.skipIf(!process.env.EXA_API_KEY)("live: the real API answers in the documented shape", () =>
    Effect.gen(function* () {
      const candidates = yield* searchWith(Exa.layerConfig, { query: "CSS grid browser support", maxCandidates: 5 })
      assert.isAbove(candidates.length, 0)
      for (const candidate of candidates) assert.match(candidate.url, /^https?:\/\//)
    })
  )
})
