import { describe, expect, it } from "vitest"
import type { Source } from "../../src/api/EvidenceResponse.ts"
import { validateEvidence } from "../../src/evidence/validateEvidence.ts"
import { baseline, candidate, DAY, good, HOUR, isoAgo, NOW, QUERY } from "./fixtures.ts"
import { type Row, text, undated, urlRows } from "./verdictRows.ts"

const contentRows: ReadonlyArray<Row> = [
  // Content
  { name: "empty title", candidate: text(""), verdict: "title_missing" },
  { name: "title of tags and entities only", candidate: text("  <b></b> &nbsp; &#8212; "), verdict: "title_missing" },
  { name: "snippet too short", candidate: text(good.title, "Perovskite solar record."), verdict: "snippet_too_short" },
  {
    name: "snippet short once script and tags are stripped",
    candidate: text(
      good.title,
      "<p>Perovskite&nbsp;solar</p><script>var efficiency = 'record panels padding padding';</script>"
    ),
    verdict: "snippet_too_short"
  },
  { name: "404 title", candidate: text("404 Not Found"), verdict: "error_page" },
  {
    name: "page-not-found title with site name",
    candidate: text("Page not found | Solar Review"),
    verdict: "error_page"
  },
  {
    name: "soft 404 in the snippet",
    candidate: text(
      good.title,
      "Sorry, the page you were looking for no longer exists. Try perovskite solar efficiency."
    ),
    verdict: "error_page"
  },
  { name: "Cloudflare challenge", candidate: text("Just a moment..."), verdict: "error_page" },
  {
    name: "captcha in the snippet",
    candidate: text(
      good.title,
      "Please complete the CAPTCHA to continue to perovskite solar efficiency record results."
    ),
    verdict: "error_page"
  },
  { name: "access denied title", candidate: text("Access Denied"), verdict: "error_page" },
  { name: "login wall title", candidate: text("Sign in - SolarPro"), verdict: "error_page" },
  {
    name: "login wall snippet",
    candidate: text(good.title, "Log in to continue reading about perovskite solar panel efficiency records and more."),
    verdict: "error_page"
  },
  {
    name: "parked domain",
    candidate: text(
      "solarpanels.net",
      "solarpanels.net is for sale! Buy this domain today: perovskite solar efficiency record."
    ),
    verdict: "error_page"
  },
  {
    name: "a title starting with 404 that is not an error",
    candidate: text("404 Media: perovskite solar record questioned"),
    verdict: "accepted"
  },
  {
    name: "off topic",
    candidate: text(
      "Best chocolate cake recipe",
      "Whisk butter and sugar, fold in cocoa and flour, then bake the chocolate cake for forty minutes."
    ),
    verdict: "off_topic"
  },
  {
    name: "HTML entities and highlight tags decoded",
    candidate: text("Perovskite &amp; <b>solar</b>: &#8220;record&#8221; &#x2014; efficien<em>cy</em>"),
    verdict: "accepted",
    source: { title: "Perovskite & solar: “record” — efficiency" }
  },
  // Dates
  { name: "unparseable date", candidate: candidate({ publishedAt: "sometime last spring" }), verdict: "date_invalid" },
  { name: "impossible calendar date", candidate: candidate({ publishedAt: "2025-02-30" }), verdict: "date_invalid" },
  {
    name: "placeholder year 0001",
    candidate: candidate({ publishedAt: "0001-01-01T00:00:00Z" }),
    verdict: "date_invalid"
  },
  { name: "what Date.parse would accept", candidate: candidate({ updatedAt: "hello 2" }), verdict: "date_invalid" },
  {
    name: "updated tomorrow",
    candidate: candidate({ updatedAt: new Date(NOW + DAY).toISOString() }),
    verdict: "date_in_future"
  },
  {
    name: "30 minutes ahead (clock skew)",
    candidate: candidate({ updatedAt: new Date(NOW + HOUR / 2).toISOString() }),
    verdict: "accepted"
  },
  {
    name: "relative date",
    candidate: undated({ publishedAt: "3 days ago" }),
    verdict: "accepted",
    source: { published_at: isoAgo(3 * DAY), updated_at: null }
  },
  {
    name: "RFC 2822 date with offset",
    candidate: undated({ publishedAt: "Tue, 13 Jan 2026 08:30:00 +0100" }),
    verdict: "accepted",
    source: { published_at: "2026-01-13T07:30:00.000Z" }
  },
  {
    name: "zone-less ISO time means UTC",
    candidate: undated({ updatedAt: "2026-01-14T09:15:00" }),
    verdict: "accepted",
    source: { updated_at: "2026-01-14T09:15:00.000Z" }
  },
  {
    name: "month-first date",
    candidate: undated({ publishedAt: "January 14, 2026" }),
    verdict: "accepted",
    source: { published_at: "2026-01-14T00:00:00.000Z" }
  },
  // Freshness (window: one day)
  { name: "stale", candidate: candidate({ updatedAt: isoAgo(2 * DAY) }), verdict: "stale", freshnessSeconds: 86_400 },
  { name: "undated while freshness is required", candidate: undated({}), verdict: "undated", freshnessSeconds: 86_400 },
  {
    name: "old publication, recent update",
    candidate: candidate({ publishedAt: isoAgo(400 * DAY), updatedAt: isoAgo(HOUR) }),
    verdict: "accepted",
    freshnessSeconds: 86_400
  },
  {
    name: "recent publication, old update: update wins",
    candidate: candidate({ publishedAt: isoAgo(HOUR), updatedAt: isoAgo(3 * DAY) }),
    verdict: "stale",
    freshnessSeconds: 86_400
  },
  {
    name: "relative date inside the window",
    candidate: undated({ updatedAt: "12 hours ago" }),
    verdict: "accepted",
    freshnessSeconds: 86_400
  },
  { name: "undated without a freshness requirement", candidate: undated({}), verdict: "accepted" }
]

const rows = [...urlRows, ...contentRows]

describe("candidate verdicts (baseline of three good candidates plus one under test)", () => {
  it("has a big enough table", () => expect(rows.length).toBeGreaterThanOrEqual(40))

  it.each(rows)("$name -> $verdict", (row) => {
    const outcome = validateEvidence({
      query: QUERY,
      maxSources: 10,
      now: NOW,
      freshnessSeconds: row.freshnessSeconds,
      candidates: [...baseline, row.candidate]
    })
    expect(outcome._tag).toBe("Accepted")
    if (outcome._tag !== "Accepted") return
    if (row.verdict !== "accepted") {
      expect(outcome.rejected.map((r) => r.reason)).toEqual([row.verdict])
      expect(outcome.pack.sources).toHaveLength(3)
      return
    }
    expect(outcome.rejected).toEqual([])
    expect(outcome.pack.sources).toHaveLength(4)
    if (row.source !== undefined) {
      const expected = row.source
      const match = outcome.pack.sources.find((s) =>
        Object.entries(expected).every(([k, v]) => s[k as keyof Source] === v)
      )
      expect(match, JSON.stringify(outcome.pack.sources, null, 1)).toBeDefined()
    }
  })
})
