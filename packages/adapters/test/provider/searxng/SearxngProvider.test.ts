import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import * as Searxng from "../../../provider/searxng/index.ts"
import { type FixtureResult, providerContract, searchWith } from "../resilience/ProviderContract.ts"
import { json, startUpstreamServer, type UpstreamServer } from "../resilience/UpstreamServer.ts"

const ANSWER = "CSS grid works in all modern browsers."

/** A `format=json` answer as SearXNG documents it: merged engine results, answers, and engines that failed. */
const searxngBody = (results: ReadonlyArray<FixtureResult>) => ({
  query: "which browsers support css grid",
  number_of_results: 0,
  results: results.map((result, rank) => ({
    url: result.url,
    title: result.title,
    content: result.snippet,
    engine: "duckduckgo",
    engines: ["duckduckgo", "brave"],
    positions: [rank + 1],
    parsed_url: ["https", new URL(result.url).hostname, new URL(result.url).pathname, "", "", ""],
    template: "default.html",
    score: 2 - rank / 10,
    category: "general",
    publishedDate: result.date ?? null
  })),
  answers: [{ answer: ANSWER, url: null, engine: "duckduckgo" }],
  corrections: [],
  infoboxes: [],
  suggestions: [],
  unresponsive_engines: []
})

providerContract({
  name: "searxng",
  method: "GET",
  path: "/search",
  authHeader: (key) => ["authorization", `Bearer ${key}`],
  make: (baseUrl, apiKey, policy) => Searxng.layer({ baseUrl, apiKey: Redacted.make(apiKey), policy }),
  successBody: searxngBody,
  emptyBody: { query: "nothing", number_of_results: 0, results: [], answers: [], unresponsive_engines: [] },
  providerAnswer: ANSWER,
  // SearXNG has no count parameter: the adapter cuts its one page instead (tested below).
  requestedCount: () => undefined,
  maxCount: undefined,
  expectFreshness: (received, freshnessSeconds) => {
    assert.strictEqual(received.query.get("format"), "json")
    const range = received.query.get("time_range")
    if (freshnessSeconds === undefined) return assert.isNull(range)
    const days = freshnessSeconds / 86_400
    assert.strictEqual(range, days <= 1 ? "day" : days <= 7 ? "week" : days <= 31 ? "month" : "year")
  }
})

describe("searxng specifics", () => {
  let server: UpstreamServer
  beforeAll(async () => {
    server = await startUpstreamServer()
  })
  afterAll(() => server.close())

  it.live("without a key no Authorization header is sent; the page is cut to maxCandidates", () =>
    Effect.gen(function* () {
      const many = Array.from({ length: 12 }, (_, i) => ({
        title: `Result ${i}`,
        url: `https://site${i}.example.org/grid`,
        snippet: "css grid"
      }))
      server.script(json(200, searxngBody(many)))
      const candidates = yield* searchWith(Searxng.layer({ baseUrl: `${server.url}/` }), {
        query: "css grid",
        maxCandidates: 5
      })
      assert.strictEqual(candidates.length, 5)
      assert.isUndefined(server.received[0]?.headers.authorization)
    })
  )

  it.live("older releases answer with plain-string answers", () =>
    Effect.gen(function* () {
      server.script(
        json(200, { ...searxngBody([{ title: "T", url: "https://t.example.org/", snippet: "s" }]), answers: ["42"] })
      )
      const [candidate] = yield* searchWith(Searxng.layer({ baseUrl: server.url }))
      assert.strictEqual(candidate?.providerAnswer, "42")
    })
  )

  it.live("no results because every engine failed is unavailable, not an empty success", () =>
    Effect.gen(function* () {
      server.script(
        json(200, {
          query: "q",
          results: [],
          answers: [],
          unresponsive_engines: [
            ["google", "CAPTCHA"],
            ["brave", "timeout"]
          ]
        })
      )
      const error = yield* Effect.flip(searchWith(Searxng.layer({ baseUrl: server.url })))
      assert.strictEqual(error.kind, "unavailable")
      assert.include(error.message, "CAPTCHA")
    })
  )

  it.live("403 (json format disabled in settings.yml) is unavailable and not retried", () =>
    Effect.gen(function* () {
      server.script(json(403, "Forbidden"))
      const error = yield* Effect.flip(searchWith(Searxng.layer({ baseUrl: server.url })))
      assert.strictEqual(error.kind, "unavailable")
      assert.include(error.message, "403")
      assert.strictEqual(server.received.length, 1)
    })
  )

  it.live.skipIf(!process.env.SEARXNG_BASE_URL)("live: the configured instance answers in the documented shape", () =>
    Effect.gen(function* () {
      const candidates = yield* searchWith(Searxng.layerConfig, { query: "CSS grid browser support", maxCandidates: 5 })
      for (const candidate of candidates) assert.match(candidate.url, /^https?:\/\//)
    })
  )
})
