import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import * as Tavily from "../../../provider/tavily/index.ts"
import { API_KEY, type FixtureResult, providerContract, searchWith } from "../resilience/ProviderContract.ts"
import { json, startUpstreamServer, type UpstreamServer } from "../resilience/UpstreamServer.ts"

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

const ANSWER = "CSS grid is supported by every current browser: Chrome, Firefox, Safari and Edge."

/**
 * A search answer as Tavily documents it (`include_answer: true`; `published_date`, "published or last updated",
 * comes with the news topic or a date filter).
 */
const tavilyBody = (results: ReadonlyArray<FixtureResult>) => ({
  query: "which browsers support css grid",
  follow_up_questions: null,
  answer: ANSWER,
  images: [],
  results: results.map((result, rank) => ({
    title: result.title,
    url: result.url,
    content: result.snippet,
    score: 0.9 - rank / 10,
    raw_content: null,
    ...(result.date === undefined ? {} : { published_date: result.date })
  })),
  response_time: "1.42",
  request_id: "123e4567-e89b-12d3-a456-426614174111"
})

const bodyOf = (received: { readonly body: string }) => JSON.parse(received.body) as Record<string, unknown>

providerContract({
  name: "tavily",
  method: "POST",
  path: "/search",
  authHeader: (key) => ["authorization", `Bearer ${key}`],
  make: (baseUrl, apiKey, policy) => Tavily.layer({ apiKey: Redacted.make(apiKey), baseUrl, policy }),
  successBody: tavilyBody,
  emptyBody: { query: "nothing", answer: null, images: [], results: [], response_time: 0.5 },
  providerAnswer: ANSWER,
  requestedCount: (received) => bodyOf(received).max_results as number,
  maxCount: Tavily.MAX_RESULTS,
  dateMeans: "updatedAt",
  expectFreshness: (received, freshnessSeconds, now) => {
    const body = bodyOf(received)
    if (freshnessSeconds === undefined) {
      assert.strictEqual(body.topic, "general")
      assert.isUndefined(body.time_range)
      return assert.isUndefined(body.start_date)
    }
    // A window filters by date; it never narrows the question to news sites.
    assert.strictEqual(body.topic, "general")
    if (freshnessSeconds <= 86_400) return assert.strictEqual(body.time_range, "day")
    assert.strictEqual(body.start_date, isoDay(now - freshnessSeconds * 1000))
    assert.isUndefined(body.time_range)
  }
})

describe("tavily specifics", () => {
  let server: UpstreamServer
  beforeAll(async () => {
    server = await startUpstreamServer()
  })
  afterAll(() => server.close())

  it.live("asks for Tavily's answer, basic depth by default, advanced when configured", () =>
    Effect.gen(function* () {
      server.script(json(200, tavilyBody([])))
      yield* searchWith(Tavily.layer({ apiKey: Redacted.make(API_KEY), baseUrl: server.url }))
      yield* searchWith(Tavily.layer({ apiKey: Redacted.make(API_KEY), baseUrl: server.url, searchDepth: "advanced" }))
      const [basic, advanced] = server.received.map(bodyOf)
      assert.deepInclude(basic, {
        query: "which browsers support css grid",
        include_answer: true,
        search_depth: "basic"
      })
      assert.strictEqual(advanced?.search_depth, "advanced")
      assert.notInclude(server.received[0]?.body ?? "", API_KEY)
    })
  )

  it.live("432 (plan limit) is unavailable and not retried", () =>
    Effect.gen(function* () {
      server.script(json(432, { detail: { error: "This request exceeds your plan's set usage limit." } }))
      const error = yield* Effect.flip(
        searchWith(Tavily.layer({ apiKey: Redacted.make(API_KEY), baseUrl: server.url }))
      )
      assert.strictEqual(error.kind, "unavailable")
      assert.include(error.message, "usage limit")
      assert.strictEqual(server.received.length, 1)
    })
  )

  it.live.skipIf(!process.env.TAVILY_API_KEY)("live: the real API answers in the documented shape", () =>
    Effect.gen(function* () {
      const candidates = yield* searchWith(Tavily.layerConfig, { query: "CSS grid browser support", maxCandidates: 5 })
      assert.isAbove(candidates.length, 0)
      for (const candidate of candidates) assert.match(candidate.url, /^https?:\/\//)
    })
  )
})
