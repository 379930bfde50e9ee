import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { applyLiveCheck, snippetKeyTerms } from "../../src/evidence/LiveCheck.ts"
import { LiveVerdict } from "../../src/evidence/LiveVerdict.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import { type FetchedPage, PageFetchError } from "../../src/ports/PageFetcher.ts"
import { good, NOW } from "./fixtures.ts"

const page = (overrides: Partial<FetchedPage> = {}): FetchedPage => ({
  finalUrl: good.url,
  status: 200,
  contentType: "text/html",
  text: `Solar Review. Home. ${good.snippet} More reading: grid storage.`,
  truncated: false,
  metadata: {},
  ...overrides
})

const check = (result: Result.Result<FetchedPage, PageFetchError>, candidate = good) =>
  applyLiveCheck(candidate, result, NOW, defaultValidationOptions)
const verdict = (result: Result.Result<FetchedPage, PageFetchError>, candidate = good) =>
  check(result, candidate)[LiveVerdict]
const failed = (reason: PageFetchError["reason"]) =>
  Result.fail(new PageFetchError({ url: good.url, reason, message: "test" }))

describe("applyLiveCheck", () => {
  it("passes a 2xx HTML page that contains the snippet", () => {
    expect(verdict(Result.succeed(page()))).toBeUndefined()
  })

  it.each([
    [failed("blocked_address"), "live_blocked_address"],
    [failed("timeout"), "live_fetch_failed"],
    [failed("too_many_redirects"), "live_fetch_failed"],
    [Result.succeed(page({ status: 404 })), "live_fetch_failed"],
    [Result.succeed(page({ status: 503 })), "live_fetch_failed"],
    [Result.succeed(page({ contentType: "application/pdf", text: "" })), "live_not_html"],
    [Result.succeed(page({ finalUrl: "http://10.0.0.1/x" })), "url_ip_literal"],
    [Result.succeed(page({ metadata: { title: "Page not found | Solar Review" } })), "error_page"],
    [Result.succeed(page({ text: "Sorry, the page you were looking for no longer exists." })), "error_page"],
    [Result.succeed(page({ text: "A page about chocolate cake recipes and baking times." })), "live_snippet_not_found"]
  ] as const)("%# refuses with %s", (result, reason) => expect(verdict(result)).toBe(reason))

  it("does not read error wording into long pages that merely quote it", () => {
    const long = `${good.snippet} ${"Background on perovskite research. ".repeat(80)} Sign in to continue reading comments.`
    expect(verdict(Result.succeed(page({ text: long })))).toBeUndefined()
  })

  it("prefers a same-site canonical, else the final URL of the redirect chain", () => {
    const canonical = page({
      finalUrl: "https://m.solarreview.net/a?x=1",
      metadata: { canonical: "https://solarreview.net/a?utm_source=x" }
    })
    expect(check(Result.succeed(canonical)).url).toBe("https://solarreview.net/a")
    const offSite = page({ finalUrl: "https://solarreview.net/b", metadata: { canonical: "https://other-site.com/b" } })
    expect(check(Result.succeed(offSite)).url).toBe("https://solarreview.net/b")
    const broken = page({ finalUrl: "https://solarreview.net/c", metadata: { canonical: "javascript:alert(1)" } })
    expect(check(Result.succeed(broken)).url).toBe("https://solarreview.net/c")
  })

  it("fills missing dates from page metadata, then Last-Modified; never overrides the provider's", () => {
    const { updatedAt: _u, publishedAt: _p, ...undated } = good
    const dated = page({
      metadata: { publishedTime: "2026-01-10T08:00:00+01:00" },
      lastModified: "Mon, 12 Jan 2026 10:00:00 GMT"
    })
    const filled = check(Result.succeed(dated), undated)
    expect(filled.publishedAt).toBe("2026-01-10T07:00:00.000Z")
    expect(filled.updatedAt).toBe("2026-01-12T10:00:00.000Z")
    expect(check(Result.succeed(dated)).updatedAt).toBe(good.updatedAt)
  })

  it("ignores page dates that are unparseable or in the future", () => {
    const { updatedAt: _u, publishedAt: _p, ...undated } = good
    const bad = page({ metadata: { publishedTime: "soon", modifiedTime: "2027-01-01T00:00:00Z" } })
    const result = check(Result.succeed(bad), undated)
    expect(result.publishedAt).toBeUndefined()
    expect(result.updatedAt).toBeUndefined()
    expect(result[LiveVerdict]).toBeUndefined()
  })

  it("drops a word the provider cut off from the snippet's key terms", () => {
    expect(snippetKeyTerms("Perovskite solar panels reached record efficien…")).toEqual([
      "perovskit",
      "solar",
      "panel",
      "reach",
      "record"
    ])
  })
})
