import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import * as Brave from "@evidence-pack/adapters/provider/brave"
import * as Exa from "@evidence-pack/adapters/provider/exa"
import * as Registry from "@evidence-pack/adapters/provider/registry"
import { defaultPolicy, type ResiliencePolicy } from "@evidence-pack/adapters/provider/resilience"
import * as Searxng from "@evidence-pack/adapters/provider/searxng"
import * as Tavily from "@evidence-pack/adapters/provider/tavily"
import type { Provider } from "@evidence-pack/core"
import { ConfigProvider, Layer, Redacted } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { EXAMPLE_QUERY, makeTestApp, type TestApp } from "./support/TestApp.ts"

/**
 * The real search adapters inside the whole HTTP app, each pointed at a local server that answers in its
 * provider's documented shape: a paid request becomes a pack built from that provider's results, an upstream
 * failure becomes 502 provider_failed with nothing charged, and a fan-out still answers with one provider down.
 * The upstream base URLs are loopback; the result URLs are public, as validation requires of sources.
 */

const KEY = "sk-http-providers-test-00112233"

/** Four on-topic results on four hosts, worded apart so validation keeps them all. */
const RESULTS = [
  {
    title: "CSS grid layout - MDN Web Docs",
    url: "https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_grid_layout",
    snippet: "Which browsers support CSS grid? MDN lists grid layout as supported by Chrome, Firefox, Safari and Edge.",
    date: "2025-04-02T09:00:00Z"
  },
  {
    title: "CSS grid layout - Wikipedia",
    url: "https://en.wikipedia.org/wiki/CSS_grid_layout",
    snippet: "The CSS grid module shipped in major browsers during 2017; support now covers every current engine.",
    date: "2025-01-15T12:00:00Z"
  },
  {
    title: "CSS Grid Layout | Can I use",
    url: "https://caniuse.com/css-grid",
    snippet:
      "Can I use CSS grid: browser support tables show full support since Chrome 57, Firefox 52 and Safari 10.1.",
    date: "2025-05-20T00:00:00Z"
  },
  {
    title: "Learn CSS grid | web.dev",
    url: "https://web.dev/learn/css/grid",
    snippet: "A course chapter on CSS grid: how tracks and areas work, and which browsers support subgrid as well.",
    date: "2024-12-01T08:00:00Z"
  }
]
const RESULT_URLS = new Set(RESULTS.map((result) => result.url))

/** Each provider's documented answer holding RESULTS, and where it is asked (under its own base path here). */
const FIXTURES = {
  brave: {
    path: "/brave/res/v1/web/search",
    body: {
      type: "search",
      web: {
        type: "search",
        results: RESULTS.map((r) => ({ title: r.title, url: r.url, description: r.snippet, page_age: r.date }))
      }
    }
  },
  tavily: {
    path: "/tavily/search",
    body: {
      query: EXAMPLE_QUERY,
      answer: "CSS grid is supported by all current browsers.",
      results: RESULTS.map((r, i) => ({ title: r.title, url: r.url, content: r.snippet, score: 0.9 - i / 10 })),
      response_time: 1.1
    }
  },
  exa: {
    path: "/exa/search",
    body: {
      requestId: "r1",
      results: RESULTS.map((r) => ({
        id: r.url,
        title: r.title,
        url: r.url,
        highlights: [r.snippet],
        publishedDate: r.date
      }))
    }
  },
  searxng: {
    path: "/searxng/search",
    body: {
      query: EXAMPLE_QUERY,
      results: RESULTS.map((r) => ({
        title: r.title,
        url: r.url,
        content: r.snippet,
        publishedDate: null,
        engine: "brave"
      })),
      answers: [],
      unresponsive_engines: []
    }
  }
} as const
type Name = keyof typeof FIXTURES
const NAMES = Object.keys(FIXTURES) as ReadonlyArray<Name>

interface Upstream {
  readonly url: string
  /** Requests per path (path without the query string). */
  readonly received: Map<string, Array<IncomingHttpHeaders>>
  /** Sets how a path answers: a status and JSON body. Unscripted paths answer their fixture with 200. */
  readonly answer: (path: string, status: number, body: unknown) => void
  readonly reset: () => void
  readonly close: () => Promise<void>
}

const startUpstream = async (): Promise<Upstream> => {
  const overrides = new Map<string, { status: number; body: unknown }>()
  const received = new Map<string, Array<IncomingHttpHeaders>>()
  const fixtureFor = (path: string) => NAMES.map((name) => FIXTURES[name]).find((fixture) => fixture.path === path)
  const server = createServer((request, response) => {
    request.resume()
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://upstream.test").pathname
      received.set(path, [...(received.get(path) ?? []), request.headers])
      const reply = overrides.get(path) ?? { status: 200, body: fixtureFor(path)?.body ?? { error: "not found" } }
      response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, status, body) => overrides.set(path, { status, body }),
    reset: () => {
      overrides.clear()
      received.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** Fast failures: one retry 5 ms later, short deadlines. */
const policy: ResiliencePolicy = {
  ...defaultPolicy,
  timeout: "1 second",
  retries: 1,
  retryBase: "5 millis",
  budget: "3 seconds"
}

let upstream: Upstream
let app: TestApp
beforeAll(async () => {
  upstream = await startUpstream()
})
afterAll(() => upstream.close())
afterEach(async () => {
  upstream.reset()
  await app.dispose()
})

const adapterLayer = (name: Name): Layer.Layer<Provider> => {
  const apiKey = Redacted.make(KEY)
  const baseUrl = `${upstream.url}/${name}`
  switch (name) {
    case "brave":
      return Brave.layer({ apiKey, baseUrl, policy })
    case "tavily":
      return Tavily.layer({ apiKey, baseUrl, policy })
    case "exa":
      return Exa.layer({ apiKey, baseUrl, policy })
    case "searxng":
      return Searxng.layer({ apiKey, baseUrl, policy })
  }
}

/** The registry as `pnpm start` builds it, from these variables only. */
const registryLayer = (env: Record<string, string>): Layer.Layer<Provider> =>
  Registry.layerFromConfig.pipe(
    Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env: { PROVIDER_RETRIES: "0", ...env } }))),
    Layer.orDie
  )

const AUTH_HEADER: Record<Name, readonly [string, string]> = {
  brave: ["x-subscription-token", KEY],
  tavily: ["authorization", `Bearer ${KEY}`],
  exa: ["x-api-key", KEY],
  searxng: ["authorization", `Bearer ${KEY}`]
}

const buy = (key = "k1") =>
  app.post({ body: JSON.stringify({ query: EXAMPLE_QUERY, max_sources: 4 }), key, payment: app.sign() })

interface Pack {
  readonly status: string
  readonly sources: ReadonlyArray<{ readonly url: string; readonly published_at: string | null }>
  readonly evidence: { readonly distinct_source_count: number }
}

const expectPackFromFixtures = async (response: Response) => {
  expect(response.status).toBe(200)
  const pack = (await response.json()) as Pack
  expect(pack.status).toBe("fulfilled")
  expect(pack.sources.length).toBeGreaterThanOrEqual(3)
  expect(pack.evidence.distinct_source_count).toBeGreaterThanOrEqual(3)
  for (const source of pack.sources) expect(RESULT_URLS.has(source.url)).toBe(true)
  expect(app.chain.transfers).toHaveLength(1)
  return pack
}

const expectProviderFailed = async (response: Response) => {
  expect(response.status).toBe(502)
  const body = (await response.json()) as { error: { code: string; message: string } }
  expect(body.error.code).toBe("provider_failed")
  expect(JSON.stringify(body)).not.toContain(KEY)
  expect(app.facilitator.settleCalls).toHaveLength(0)
  expect(app.chain.transfers).toHaveLength(0)
}

describe.each(NAMES)("POST /v1/evidence with the %s adapter", (name) => {
  it("answers 200 with a pack whose sources are the provider's results, and charges once", async () => {
    app = makeTestApp({ provider: adapterLayer(name) })
    const pack = await expectPackFromFixtures(await buy())
    const calls = upstream.received.get(FIXTURES[name].path) ?? []
    expect(calls).toHaveLength(1)
    const [header, value] = AUTH_HEADER[name]
    expect(calls[0]?.[header]).toBe(value)
    // Brave and Exa date their results; Tavily's general topic and this SearXNG fixture do not.
    const dated = pack.sources.filter((source) => source.published_at !== null).length
    expect(dated > 0).toBe(name !== "searxng" && name !== "tavily")
  })

  it("answers 502 provider_failed and charges nothing when the upstream keeps failing", async () => {
    app = makeTestApp({ provider: adapterLayer(name) })
    upstream.answer(FIXTURES[name].path, 503, { error: "maintenance" })
    await expectProviderFailed(await buy())
    expect(upstream.received.get(FIXTURES[name].path)).toHaveLength(policy.retries + 1)
  })
})

describe("POST /v1/evidence with real adapters: failures and fan-out", () => {
  it("Exa's own 402 (out of credits) is a 502 to our client, never a payment challenge", async () => {
    app = makeTestApp({ provider: adapterLayer("exa") })
    upstream.answer(FIXTURES.exa.path, 402, { error: "You have run out of credits", tag: "NO_MORE_CREDITS" })
    const response = await buy()
    expect(response.headers.get("payment-required")).toBeNull()
    await expectProviderFailed(response)
    expect(upstream.received.get(FIXTURES.exa.path)).toHaveLength(1)
  })

  it("a 401 from the upstream is a 502 that does not echo the key", async () => {
    app = makeTestApp({ provider: adapterLayer("brave") })
    upstream.answer(FIXTURES.brave.path, 401, { error: `bad token ${KEY}` })
    await expectProviderFailed(await buy())
  })

  it("the provider failure releases the purchase: the same key succeeds once the upstream recovers", async () => {
    app = makeTestApp({ provider: adapterLayer("tavily") })
    upstream.answer(FIXTURES.tavily.path, 500, { error: "boom" })
    const payment = app.sign()
    const body = JSON.stringify({ query: EXAMPLE_QUERY, max_sources: 4 })
    await expectProviderFailed(await app.post({ body, key: "k1", payment }))
    upstream.reset()
    await expectPackFromFixtures(await app.post({ body, key: "k1", payment }))
  })

  it("EVIDENCE_PROVIDER=brave,exa answers with Brave down, from Exa's results", async () => {
    app = makeTestApp({
      provider: registryLayer({
        EVIDENCE_PROVIDER: "brave,exa",
        BRAVE_API_KEY: KEY,
        BRAVE_BASE_URL: `${upstream.url}/brave`,
        EXA_API_KEY: KEY,
        EXA_BASE_URL: `${upstream.url}/exa`,
        // Brave and Exa together cost more than the default per-pack budget (Exa alone is over it).
        PROVIDER_MAX_COST_PER_PACK: "0.015"
      })
    })
    upstream.answer(FIXTURES.brave.path, 503, { error: "down" })
    await expectPackFromFixtures(await buy())
    expect(upstream.received.get(FIXTURES.brave.path)).toHaveLength(1)
    expect(upstream.received.get(FIXTURES.exa.path)).toHaveLength(1)
  })

  it("EVIDENCE_PROVIDER=brave,exa with both down is 502 provider_failed, nothing charged", async () => {
    app = makeTestApp({
      provider: registryLayer({
        EVIDENCE_PROVIDER: "brave,exa",
        BRAVE_API_KEY: KEY,
        BRAVE_BASE_URL: `${upstream.url}/brave`,
        EXA_API_KEY: KEY,
        EXA_BASE_URL: `${upstream.url}/exa`,
        // Brave and Exa together cost more than the default per-pack budget (Exa alone is over it).
        PROVIDER_MAX_COST_PER_PACK: "0.015"
      })
    })
    upstream.answer(FIXTURES.brave.path, 503, { error: "down" })
    upstream.answer(FIXTURES.exa.path, 429, { error: "slow down" })
    await expectProviderFailed(await buy())
  })

  it("a repeated question within the cache TTL is paid and validated again, without a second upstream call", async () => {
    app = makeTestApp({
      provider: registryLayer({
        EVIDENCE_PROVIDER: "searxng",
        SEARXNG_BASE_URL: `${upstream.url}/searxng`
      })
    })
    await expectPackFromFixtures(await buy("k1"))
    const second = await buy("k2")
    expect(second.status).toBe(200)
    expect(app.chain.transfers).toHaveLength(2)
    expect(upstream.received.get(FIXTURES.searxng.path)).toHaveLength(1)
  })
})
