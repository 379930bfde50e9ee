import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { type Candidate, Provider, type ProviderError, type SearchRequest } from "@evidence-pack/core/ports/Provider"
import { Effect, type Layer } from "effect"
import { defaultPolicy, type ResiliencePolicy } from "../../../provider/resilience/ResiliencePolicy.ts"
import {
  closedPortUrl,
  delayed,
  echoHeaders,
  hang,
  json,
  type Received,
  raw,
  startUpstreamServer,
  type UpstreamServer
} from "./UpstreamServer.ts"

/**
 * The contract every HTTP search adapter keeps, run against a local server that answers in the provider's
 * documented shape: what it maps, what it sends, and how each upstream failure reaches the port. Each provider's
 * test file describes its wire format in a ContractSpec and adds the cases that only it has.
 */

/** A search result in neutral terms; each spec writes it in its provider's shape. */
export interface FixtureResult {
  readonly title: string
  readonly url: string
  readonly snippet: string
  readonly date?: string
}

export const RESULTS: ReadonlyArray<FixtureResult> = [
  {
    title: "CSS Grid Layout - MDN",
    url: "https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_grid_layout",
    snippet: "CSS grid layout introduces a two-dimensional grid system to CSS, supported by all current browsers.",
    date: "2025-03-01T10:00:00Z"
  },
  {
    title: "CSS grid layout - Wikipedia",
    url: "https://en.wikipedia.org/wiki/CSS_grid_layout",
    snippet: "CSS Grid Layout is a CSS module that defines a two-dimensional grid-based layout system for browsers.",
    date: "2024-11-20T08:30:00Z"
  },
  {
    title: "Can I use: CSS Grid",
    url: "https://caniuse.com/css-grid",
    snippet: "Browser support tables for CSS grid: supported in Chrome 57, Firefox 52, Safari 10.1 and Edge 16."
  }
]

export interface ContractSpec {
  readonly name: string
  readonly method: "GET" | "POST"
  /** Where the adapter must send the search, under its base URL. */
  readonly path: string
  /** The request header that carries the key, and its value for `apiKey`. */
  readonly authHeader: (apiKey: string) => readonly [string, string]
  readonly make: (baseUrl: string, apiKey: string, policy: ResiliencePolicy) => Layer.Layer<Provider>
  /** A documented success answer holding these results (dates only where the result has one). */
  readonly successBody: (results: ReadonlyArray<FixtureResult>) => unknown
  readonly emptyBody: unknown
  /** The provider's own answer in `successBody`, if its API gives one. */
  readonly providerAnswer?: string | undefined
  /** The result count the request asked for (undefined: the API has none), and the most the adapter may ask. */
  readonly requestedCount: (received: Received) => number | undefined
  readonly maxCount: number | undefined
  /** Asserts how `freshnessSeconds` (undefined: no window) was sent, given `now` (epoch ms) at the search. */
  readonly expectFreshness: (received: Received, freshnessSeconds: number | undefined, now: number) => void
  /** What the provider's date means: publication (default), or "published or last updated" (`updatedAt`). */
  readonly dateMeans?: "publishedAt" | "updatedAt" | undefined
}

/** Short enough that failure tests take milliseconds, not the production defaults' seconds. */
export const testPolicy: ResiliencePolicy = {
  ...defaultPolicy,
  timeout: "250 millis",
  retries: 2,
  retryBase: "5 millis",
  maxRetryAfter: "1 second",
  budget: "3 seconds"
}

export const API_KEY = "sk-contract-test-0123456789abcdef"

const REQUEST: SearchRequest = { query: "which browsers support css grid", maxCandidates: 10 }

export const searchWith = <E>(layer: Layer.Layer<Provider, E>, request: SearchRequest = REQUEST) =>
  Provider.use((provider) => provider.search(request)).pipe(Effect.provide(layer))

export const failureOf = <E>(layer: Layer.Layer<Provider, E>, request: SearchRequest = REQUEST) =>
  Effect.flip(searchWith(layer, request))

/** Nothing an error says may hold the key, in its message or anywhere in its fields. */
export const assertNoKey = (error: ProviderError, apiKey: string) => {
  assert.notInclude(error.message, apiKey)
  assert.notInclude(JSON.stringify(error), apiKey)
  assert.notInclude(String(error), apiKey)
}

const expected = (
  result: FixtureResult,
  answer: string | undefined,
  dateMeans: "publishedAt" | "updatedAt" = "publishedAt"
): Candidate => ({
  title: result.title,
  url: result.url,
  snippet: result.snippet,
  ...(result.date === undefined ? {} : { [dateMeans]: result.date }),
  ...(answer === undefined ? {} : { providerAnswer: answer })
})

export const providerContract = (spec: ContractSpec) =>
  describe(`${spec.name}: provider contract`, () => {
    let server: UpstreamServer
    beforeAll(async () => {
      server = await startUpstreamServer()
    })
    afterAll(() => server.close())
    const provider = (policy: ResiliencePolicy = testPolicy) => spec.make(server.url, API_KEY, policy)

    it.live("maps a documented answer to candidates, in rank order, with dates and the provider's answer", () =>
      Effect.gen(function* () {
        server.script(json(200, spec.successBody(RESULTS)))
        const candidates = yield* searchWith(provider())
        assert.deepStrictEqual(
          candidates,
          RESULTS.map((result) => expected(result, spec.providerAnswer, spec.dateMeans))
        )
      })
    )

    it.live("sends the search where documented, with the key in its header", () =>
      Effect.gen(function* () {
        server.script(json(200, spec.successBody(RESULTS)))
        yield* searchWith(provider())
        const [request] = server.received
        assert.strictEqual(server.received.length, 1)
        assert.strictEqual(request?.method, spec.method)
        assert.strictEqual(request?.path, spec.path)
        const [header, value] = spec.authHeader(API_KEY)
        assert.strictEqual(request?.headers[header], value)
        assert.notInclude(request?.query.toString() ?? "", API_KEY)
      })
    )

    it.live("asks for more candidates than a pack needs, within the API's maximum", () =>
      Effect.gen(function* () {
        server.script(json(200, spec.emptyBody))
        yield* searchWith(provider(), { query: "css grid", maxCandidates: 8 })
        yield* searchWith(provider(), { query: "css grid", maxCandidates: 500 })
        const [small, large] = server.received.map(spec.requestedCount)
        if (spec.maxCount === undefined) return
        assert.strictEqual(small, 8)
        assert.strictEqual(large, spec.maxCount)
      })
    )

    it.live("maps freshness_seconds to the provider's recency filter", () =>
      Effect.gen(function* () {
        server.script(json(200, spec.emptyBody))
        for (const freshnessSeconds of [undefined, 600, 86_400, 3 * 86_400, 20 * 86_400, 300 * 86_400]) {
          const now = Date.now()
          yield* searchWith(provider(), { query: "css grid news", maxCandidates: 10, freshnessSeconds })
          const request = server.received.at(-1)
          assert.isDefined(request)
          if (request !== undefined) spec.expectFreshness(request, freshnessSeconds, now)
        }
      })
    )

    it.live("no results is an empty list, not a failure", () =>
      Effect.gen(function* () {
        server.script(json(200, spec.emptyBody))
        assert.deepStrictEqual(yield* searchWith(provider()), [])
      })
    )

    it.live("results without dates have no date (validation then knows they are undated)", () =>
      Effect.gen(function* () {
        server.script(json(200, spec.successBody(RESULTS.map(({ date: _, ...undated }) => undated))))
        const candidates = yield* searchWith(provider())
        assert.strictEqual(candidates.length, RESULTS.length)
        for (const candidate of candidates) {
          assert.isUndefined(candidate.publishedAt)
          assert.isUndefined(candidate.updatedAt)
        }
      })
    )

    it.live("malformed JSON is a bad_response, not retried", () =>
      Effect.gen(function* () {
        server.script(raw(200, '{"results": [', { "content-type": "application/json" }))
        const error = yield* failureOf(provider())
        assert.strictEqual(error.kind, "bad_response")
        assert.strictEqual(error.provider, spec.name)
        assert.strictEqual(server.received.length, 1)
      })
    )

    it.live("a JSON answer in another shape is a bad_response", () =>
      Effect.gen(function* () {
        server.script(json(200, ["not", "an", "object"]))
        assert.strictEqual((yield* failureOf(provider())).kind, "bad_response")
      })
    )

    it.live("401 is unavailable, says the key was refused, is not retried and does not quote the key", () =>
      Effect.gen(function* () {
        server.script(json(401, { error: `invalid api key ${API_KEY}` }))
        const error = yield* failureOf(provider())
        assert.strictEqual(error.kind, "unavailable")
        assert.include(error.message, "401")
        assert.include(error.message, "key was refused")
        assert.strictEqual(server.received.length, 1)
        assertNoKey(error, API_KEY)
      })
    )

    it.live("429 with a short Retry-After is retried, and the retry's answer is used", () =>
      Effect.gen(function* () {
        server.script(json(429, { error: "slow down" }, { "retry-after": "0" }), json(200, spec.successBody(RESULTS)))
        const candidates = yield* searchWith(provider())
        assert.strictEqual(candidates.length, RESULTS.length)
        assert.strictEqual(server.received.length, 2)
      })
    )

    it.live("429 asking for longer than the cap is rate_limited with its Retry-After, not waited for", () =>
      Effect.gen(function* () {
        server.script(json(429, { error: "quota" }, { "retry-after": "120" }))
        const error = yield* failureOf(provider())
        assert.strictEqual(error.kind, "rate_limited")
        assert.strictEqual(error.retryAfterSeconds, 120)
        assert.strictEqual(server.received.length, 1)
      })
    )

    it.live("a 5xx is retried; one that persists is unavailable after every attempt", () =>
      Effect.gen(function* () {
        server.script(raw(502, "<html>bad gateway</html>"), json(200, spec.successBody(RESULTS)))
        assert.strictEqual((yield* searchWith(provider())).length, RESULTS.length)
        server.script(json(503, { error: "maintenance" }))
        const error = yield* failureOf(provider())
        assert.strictEqual(error.kind, "unavailable")
        assert.include(error.message, "503")
        assert.strictEqual(server.received.length, testPolicy.retries + 1)
      })
    )

    it.live("a redirect is not followed (it would carry the key elsewhere): bad_response, not retried", () =>
      Effect.gen(function* () {
        server.script(raw(302, "", { location: "https://elsewhere.example.org/search" }))
        const error = yield* failureOf(provider())
        assert.strictEqual(error.kind, "bad_response")
        assert.include(error.message, "redirect")
        assert.strictEqual(server.received.length, 1)
      })
    )

    it.live("an echoed key is scrubbed from the error", () =>
      Effect.gen(function* () {
        server.script(echoHeaders)
        const error = yield* failureOf(provider({ ...testPolicy, retries: 0 }))
        assert.include(error.message, "<redacted>")
        assertNoKey(error, API_KEY)
      })
    )

    it.live("a slow answer times out: the request is aborted, retried, and ends as a timeout", () =>
      Effect.gen(function* () {
        server.script(hang)
        const error = yield* failureOf(provider({ ...testPolicy, timeout: "100 millis", retries: 1 }))
        assert.strictEqual(error.kind, "timeout")
        assert.include(error.message, "100 ms")
        assert.strictEqual(server.received.length, 2)
        yield* Effect.sleep("50 millis")
        assert.strictEqual(server.abandoned(), 2)
      })
    )

    it.live("a slow answer within the deadline is used", () =>
      Effect.gen(function* () {
        server.script(delayed(50, json(200, spec.successBody(RESULTS))))
        assert.strictEqual((yield* searchWith(provider())).length, RESULTS.length)
      })
    )

    it.live("an unreachable upstream is unavailable", () =>
      Effect.gen(function* () {
        const error = yield* failureOf(spec.make(yield* Effect.promise(closedPortUrl), API_KEY, testPolicy))
        assert.strictEqual(error.kind, "unavailable")
        assert.include(error.message, "unreachable")
      })
    )
  })
