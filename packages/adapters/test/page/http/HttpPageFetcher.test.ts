import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import type { FetchedPage, PageFetchFailure } from "@evidence-pack/core"
import { Effect } from "effect"
import type { Resolver } from "../../../page/http/index.ts"
import * as HttpPageFetcher from "../../../page/http/index.ts"
import { type Connection, recordConnections } from "./ConnectionLog.ts"
import { ARTICLE_TEXT, type PageServer, startPageServer } from "./PageServer.ts"

let server: PageServer
let connections: ReturnType<typeof recordConnections>

/** Names resolved without DNS. Anything else fails, so no test ever reaches a real resolver or network. */
const FAKE_DNS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "pages.test-server.example": ["127.0.0.1"],
  localhost: ["127.0.0.1", "::1"],
  "internal.fake": ["10.0.0.5"],
  "metadata.fake": ["169.254.169.254"],
  "split.fake": ["93.184.216.34", "10.0.0.5"],
  "ula.fake": ["fd00::5"]
}

const resolve: Resolver = async (hostname) => {
  const addresses = FAKE_DNS[hostname]
  if (addresses === undefined) throw new Error(`ENOTFOUND ${hostname} (fake resolver)`)
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))
}

const fetcher = (overrides: Partial<HttpPageFetcher.Options> = {}) =>
  HttpPageFetcher.make({
    timeoutMs: 2_000,
    maxBytes: 256 * 1024,
    concurrency: 8,
    resolve,
    allowLoopback: { port: server.port },
    ...overrides
  })

const fetchPage = (url: string, overrides: Partial<HttpPageFetcher.Options> = {}) => fetcher(overrides).fetch(url)
const failure = (url: string, overrides: Partial<HttpPageFetcher.Options> = {}) =>
  Effect.flip(fetchPage(url, overrides))

const onlyThePageServer = (log: ReadonlyArray<Connection>) => {
  for (const c of log) {
    assert.strictEqual(c.address, "127.0.0.1", `connected to ${c.address}:${c.port}`)
    assert.strictEqual(c.port, server.port)
  }
}

beforeAll(async () => {
  server = await startPageServer()
  connections = recordConnections()
})
afterAll(async () => {
  connections.stop()
  assert.isAbove(connections.log.length, 10, "the connection log saw the page server")
  onlyThePageServer(connections.log)
  await server.close()
})

describe("HttpPageFetcher: pages", () => {
  it.live("reads a 2xx HTML page: visible text, title, canonical, dates from meta and JSON-LD, Last-Modified", () =>
    Effect.gen(function* () {
      const page: FetchedPage = yield* fetchPage(`${server.origin}/article`)
      assert.strictEqual(page.status, 200)
      assert.strictEqual(page.contentType, "text/html")
      assert.include(page.text, ARTICLE_TEXT)
      assert.include(page.text, "stability under heat")
      assert.notInclude(page.text, "perovskite secret")
      assert.notInclude(page.text, "color: red")
      assert.isFalse(page.truncated)
      assert.deepStrictEqual(page.metadata, {
        title: "Tandem cell sets record & more | Solar News",
        canonical: "https://www.solar-news.com/2026/01/record?utm_source=rss",
        publishedTime: "2026-01-10T08:00:00Z",
        modifiedTime: "2026-01-12T09:30:00Z"
      })
      assert.strictEqual(page.lastModified, "Mon, 12 Jan 2026 10:00:00 GMT")
    })
  )

  it.live("drops a Last-Modified that only repeats Date; reads microdata dates", () =>
    Effect.gen(function* () {
      assert.isUndefined((yield* fetchPage(`${server.origin}/dynamic`)).lastModified)
      assert.strictEqual((yield* fetchPage(`${server.origin}/microdata`)).metadata.publishedTime, "2025-12-01")
    })
  )

  it.live("follows up to 3 redirects, checking each hop; the 4th is too many", () =>
    Effect.gen(function* () {
      const page = yield* fetchPage(`${server.origin}/chain/2`)
      assert.strictEqual(page.finalUrl, `${server.origin}/article`)
      const error = yield* failure(`${server.origin}/chain/3`)
      assert.strictEqual(error.reason, "too_many_redirects")
    })
  )

  it.live("answers non-HTML and non-2xx pages without reading their bodies", () =>
    Effect.gen(function* () {
      const json = yield* fetchPage(`${server.origin}/json`)
      assert.strictEqual(json.contentType, "application/json")
      assert.strictEqual(json.text, "")
      const missing = yield* fetchPage(`${server.origin}/missing`)
      assert.strictEqual(missing.status, 404)
      assert.strictEqual(missing.text, "")
    })
  )

  it.live("decodes the declared charset", () =>
    Effect.gen(function* () {
      assert.include((yield* fetchPage(`${server.origin}/latin1`)).text, "Café crème brûlée")
    })
  )

  it.live("resolves names through the injected resolver and pins the checked address", () =>
    Effect.gen(function* () {
      const page = yield* fetchPage(`http://pages.test-server.example:${server.port}/article`)
      assert.include(page.text, ARTICLE_TEXT)
    })
  )
})

describe("HttpPageFetcher: deadlines and caps", () => {
  it.live("times out a page that does not answer", () =>
    Effect.gen(function* () {
      const started = Date.now()
      const error = yield* failure(`${server.origin}/slow`, { timeoutMs: 300 })
      assert.strictEqual(error.reason, "timeout")
      assert.isBelow(Date.now() - started, 2_000)
    })
  )

  it.live("times out a body that trickles in", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* failure(`${server.origin}/slow-body`, { timeoutMs: 400 })).reason, "timeout")
    })
  )

  it.live("stops reading a huge page at the byte cap", () =>
    Effect.gen(function* () {
      const page = yield* fetchPage(`${server.origin}/huge`, { maxBytes: 64 * 1024 })
      assert.isTrue(page.truncated)
      assert.include(page.text, ARTICLE_TEXT)
      assert.isBelow(page.text.length, 64 * 1024)
    })
  )

  it.live("caps a compressed page by its decompressed size", () =>
    Effect.gen(function* () {
      const page = yield* fetchPage(`${server.origin}/gzip-bomb`, { maxBytes: 32 * 1024 })
      assert.isTrue(page.truncated)
      assert.include(page.text, ARTICLE_TEXT)
    })
  )

  it.live("never has more than `concurrency` requests in flight", () =>
    Effect.gen(function* () {
      const port = fetcher({ concurrency: 2 })
      server.inFlight.max = 0
      yield* Effect.forEach(
        Array.from({ length: 6 }, () => `${server.origin}/held`),
        (url) => port.fetch(url),
        { concurrency: "unbounded" }
      )
      assert.isAtMost(server.inFlight.max, 2)
    })
  )
})

describe("HttpPageFetcher: SSRF, refused before connecting", () => {
  const redirectTo = (target: string) => `${server.origin}/redirect?to=${encodeURIComponent(target)}`

  const refused = (url: string, reason: PageFetchFailure = "blocked_address", overrides = {}) =>
    Effect.gen(function* () {
      const before = connections.attempts.length
      const error = yield* failure(url, overrides)
      assert.strictEqual(error.reason, reason, `${url}: ${error.message}`)
      return { error, attempts: connections.attempts.length - before }
    })

  it.live.each([
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://0x7f000001/",
    "http://2130706433/",
    "http://127.1/",
    "http://0.0.0.0/",
    "http://100.64.0.1/",
    "http://192.168.1.1:8080/",
    "http://[::ffff:10.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[fd00::1]/",
    "http://[fe80::1]/",
    "http://[64:ff9b::a00:1]/",
    "http://internal.fake/",
    "http://metadata.fake/latest/meta-data/",
    "http://split.fake/",
    "http://ula.fake/"
  ])("a redirect to %s is refused; only the first hop connected", (target) =>
    Effect.gen(function* () {
      const { attempts } = yield* refused(redirectTo(target))
      assert.strictEqual(attempts, 1)
    })
  )

  it.live("loopback is refused on any port but the granted one, and everywhere without the grant", () =>
    Effect.gen(function* () {
      yield* refused(redirectTo(`http://127.0.0.1:${server.port + 1}/`))
      yield* refused(redirectTo("http://localhost/article"))
      const { attempts } = yield* refused(`${server.origin}/article`, "blocked_address", { allowLoopback: undefined })
      assert.strictEqual(attempts, 0)
    })
  )

  it.live("a first hop to a private address or name is refused without any connection", () =>
    Effect.gen(function* () {
      for (const url of ["http://10.0.0.1/", "http://internal.fake/", "http://[::1]:80/", "http://169.254.169.254/"]) {
        assert.strictEqual((yield* refused(url)).attempts, 0)
      }
    })
  )

  it.live("a redirect chain that turns private on its third hop is refused at that hop", () =>
    Effect.gen(function* () {
      const hop2 = redirectTo("http://internal.fake/admin")
      const hop1 = `${server.origin}/redirect?to=${encodeURIComponent(hop2)}`
      const { attempts } = yield* refused(hop1)
      assert.strictEqual(attempts, 2)
    })
  )

  it.live("non-http schemes and unknown names fail without connecting", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* refused(redirectTo("ftp://files.fake/x"), "invalid_url")).attempts, 1)
      assert.strictEqual((yield* refused(redirectTo("file:///etc/passwd"), "invalid_url")).attempts, 1)
      assert.strictEqual((yield* refused("http://unknown.fake/", "network")).attempts, 0)
    })
  )
})
