import { assert, describe, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import * as Brave from "../../../provider/brave/index.ts"
import { API_KEY, type FixtureResult, providerContract, searchWith } from "../resilience/ProviderContract.ts"
import { json, startUpstreamServer } from "../resilience/UpstreamServer.ts"

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A web search answer as Brave documents it, trimmed to what matters plus a few fields we ignore. */
const braveBody = (results: ReadonlyArray<FixtureResult>) => ({
  type: "search",
  query: { original: "which browsers support css grid", more_results_available: false },
  mixed: { type: "mixed", main: [] },
  web: {
    type: "search",
    family_friendly: true,
    results: results.map((result) => ({
      type: "search_result",
      subtype: "generic",
      title: result.title,
      url: result.url,
      description: result.snippet,
      is_source_local: false,
      language: "en",
      meta_url: { scheme: "https", netloc: new URL(result.url).hostname, hostname: new URL(result.url).hostname },
      ...(result.date === undefined ? {} : { page_age: result.date, age: "2 days ago" })
    }))
  }
})

providerContract({
  name: "brave",
  method: "GET",
  path: "/res/v1/web/search",
  authHeader: (key) => ["x-subscription-token", key],
  make: (baseUrl, apiKey, policy) => Brave.layer({ apiKey: Redacted.make(apiKey), baseUrl, policy }),
  successBody: braveBody,
  // No `web` key at all: how Brave answers a query with no web results.
  emptyBody: { type: "search", query: { original: "nothing" } },
  requestedCount: (received) => Number(received.query.get("count")),
  maxCount: Brave.MAX_COUNT,
  expectFreshness: (received, freshnessSeconds, now) => {
    const freshness = received.query.get("freshness")
    // Dated news results come with a window only.
    assert.strictEqual(received.query.get("result_filter"), freshnessSeconds === undefined ? "web" : "web,news")
    if (freshnessSeconds === undefined) return assert.isNull(freshness)
    if (freshnessSeconds <= 86_400) return assert.strictEqual(freshness, "pd")
    assert.strictEqual(freshness, `${isoDay(now - freshnessSeconds * 1000)}to${isoDay(now)}`)
  }
})

describe("brave specifics", () => {
  it("freshness: a day or less is pd, longer windows are whole-day ranges", () => {
    const now = Date.UTC(2025, 5, 15, 12)
    assert.strictEqual(Brave.freshnessParam(60, now), "pd")
    assert.strictEqual(Brave.freshnessParam(86_400, now), "pd")
    assert.strictEqual(Brave.freshnessParam(86_401, now), "2025-06-14to2025-06-15")
    assert.strictEqual(Brave.freshnessParam(365 * 86_400, now), "2024-06-15to2025-06-15")
  })

  it("a 429's wait comes from the rate-limit window that ran out", () => {
    const headers = (remaining: string, reset: string) =>
      new Headers({ "x-ratelimit-remaining": remaining, "x-ratelimit-reset": reset })
    assert.strictEqual(Brave.rateLimitReset(headers("0, 1200", "1, 1419704")), 1)
    assert.strictEqual(Brave.rateLimitReset(headers("3, 0", "1, 1419704")), 1_419_704)
    assert.strictEqual(Brave.rateLimitReset(new Headers({ "x-ratelimit-reset": "2, 99" })), 2)
    assert.isUndefined(Brave.rateLimitReset(new Headers()))
  })

  it("uses `age` when `page_age` is missing, and the extra snippets with or without a description", async () => {
    const server = await startUpstreamServer()
    try {
      server.script(
        json(200, {
          web: {
            results: [
              {
                title: "A",
                url: "https://a.example.org/",
                description: "",
                extra_snippets: ["one", "two"],
                age: "May 1, 2025"
              },
              {
                title: "B",
                url: "https://b.example.org/",
                description: "The description.",
                extra_snippets: ["An excerpt further down the page."]
              },
              { type: "video_result", url: "https://video.example.org/" }
            ]
          }
        })
      )
      const layer = Brave.layer({ apiKey: Redacted.make(API_KEY), baseUrl: server.url })
      const candidates = await Effect.runPromise(searchWith(layer))
      assert.deepStrictEqual(candidates, [
        { title: "A", url: "https://a.example.org/", snippet: "one … two", publishedAt: "May 1, 2025" },
        { title: "B", url: "https://b.example.org/", snippet: "The description. … An excerpt further down the page." }
      ])
      assert.strictEqual(server.received[0]?.query.get("text_decorations"), "false")
      assert.strictEqual(server.received[0]?.query.get("extra_snippets"), "true")
    } finally {
      await server.close()
    }
  })

  it("with a window, reads the dated news results after the web ones", async () => {
    const server = await startUpstreamServer()
    try {
      server.script(
        json(200, {
          type: "search",
          web: {
            type: "search",
            results: [
              {
                title: "Web",
                url: "https://web.example.org/",
                description: "A web page.",
                page_age: "2025-06-01T08:00:00"
              }
            ]
          },
          news: {
            type: "news",
            results: [
              {
                title: "News",
                url: "https://news.example.org/story",
                description: "A dated story.",
                age: "2 hours ago",
                page_age: "2025-06-15T10:00:00",
                extra_snippets: ["More of the story."]
              }
            ]
          }
        })
      )
      const layer = Brave.layer({ apiKey: Redacted.make(API_KEY), baseUrl: server.url })
      const candidates = await Effect.runPromise(
        searchWith(layer, { query: "css grid news", maxCandidates: 10, freshnessSeconds: 86_400 })
      )
      assert.deepStrictEqual(candidates, [
        { title: "Web", url: "https://web.example.org/", snippet: "A web page.", publishedAt: "2025-06-01T08:00:00" },
        {
          title: "News",
          url: "https://news.example.org/story",
          snippet: "A dated story. … More of the story.",
          publishedAt: "2025-06-15T10:00:00"
        }
      ])
    } finally {
      await server.close()
    }
  })

  it.live.skipIf(!process.env.BRAVE_API_KEY)("live: the real API answers in the documented shape", () =>
    Effect.gen(function* () {
      const candidates = yield* searchWith(Brave.layerConfig, { query: "CSS grid browser support", maxCandidates: 5 })
      assert.isAbove(candidates.length, 0)
      for (const candidate of candidates) assert.match(candidate.url, /^https?:\/\//)
    })
  )
})
