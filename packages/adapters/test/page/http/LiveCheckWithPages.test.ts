import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { type Candidate, type FetchedPage, resolveValidationOptions } from "@evidence-pack/core"
import { applyLiveCheck } from "@evidence-pack/core/evidence/LiveCheck"
import { LiveVerdict } from "@evidence-pack/core/evidence/LiveVerdict"
import { Effect, Result } from "effect"
import * as HttpPageFetcher from "../../../page/http/index.ts"
import { ARTICLE_TEXT, type PageServer, startPageServer } from "./PageServer.ts"

/**
 * The adapter's parsed page through core's live check. The page is served on loopback, so its final URL is
 * replaced by the public address it stands for (loopback URLs are, rightly, not acceptable evidence).
 */
let server: PageServer
beforeAll(async () => {
  server = await startPageServer()
})
afterAll(() => server.close())

const NOW = Date.UTC(2026, 0, 15, 12)
const options = resolveValidationOptions({})

const candidate = (snippet: string, dates: Partial<Candidate> = {}): Candidate => ({
  title: "Tandem cell record",
  url: "https://solar-news.com/amp/2026/01/record",
  snippet,
  ...dates
})

const fetchArticle = Effect.gen(function* () {
  const port = HttpPageFetcher.make({
    timeoutMs: 2_000,
    maxBytes: 256 * 1024,
    concurrency: 2,
    allowLoopback: { port: server.port }
  })
  const page = yield* port.fetch(`${server.origin}/article`)
  return { ...page, finalUrl: "https://solar-news.com/amp/2026/01/record" } satisfies FetchedPage
})

describe("live check over a fetched page", () => {
  it.live("confirms the snippet, prefers the same-site canonical, fills dates from the page metadata", () =>
    Effect.gen(function* () {
      const page = yield* fetchArticle
      const checked = applyLiveCheck(candidate(ARTICLE_TEXT.slice(0, 120)), Result.succeed(page), NOW, options)
      assert.isUndefined(checked[LiveVerdict])
      assert.strictEqual(checked.url, "https://www.solar-news.com/2026/01/record")
      assert.strictEqual(checked.publishedAt, "2026-01-10T08:00:00.000Z")
      assert.strictEqual(checked.updatedAt, "2026-01-12T09:30:00.000Z")
    })
  )

  it.live("keeps the provider's own dates", () =>
    Effect.gen(function* () {
      const page = yield* fetchArticle
      const own = candidate(ARTICLE_TEXT, { publishedAt: "2026-01-09", updatedAt: "2026-01-11T00:00:00Z" })
      const checked = applyLiveCheck(own, Result.succeed(page), NOW, options)
      assert.strictEqual(checked.publishedAt, "2026-01-09")
      assert.strictEqual(checked.updatedAt, "2026-01-11T00:00:00Z")
    })
  )

  it.live("refuses a snippet whose key terms the page does not contain", () =>
    Effect.gen(function* () {
      const page = yield* fetchArticle
      const invented = candidate(
        "Quantum dot films reached 47 percent in a startup's unverified laboratory press release."
      )
      assert.strictEqual(
        applyLiveCheck(invented, Result.succeed(page), NOW, options)[LiveVerdict],
        "live_snippet_not_found"
      )
    })
  )
})
