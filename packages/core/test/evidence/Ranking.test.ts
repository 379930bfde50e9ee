import { describe, expect, it } from "vitest"
import { compareCandidates, compareCopies, rankSources } from "../../src/evidence/Ranking.ts"
import { checked } from "./checked.ts"
import { candidate, HOUR, isoAgo } from "./fixtures.ts"

const on = (site: string, n: number, title: string, updatedAt = isoAgo(HOUR)) =>
  checked(
    candidate({
      url: `https://${site}/${n}`,
      title,
      snippet: `${title}: ${site} page ${n}, w${n}a w${n}b w${n}c w${n}d about solar.`,
      updatedAt
    }),
    n
  )

describe("rankSources", () => {
  it("round-robins across sites, each round in rank order", () => {
    const best = "Perovskite solar panel record efficiency"
    const items = [
      on("a.com", 1, best),
      on("a.com", 2, best),
      on("a.com", 3, best),
      on("b.com", 4, "Perovskite solar panel efficiency"),
      on("c.com", 5, "Perovskite panel record")
    ]
    const ranked = rankSources(items, 5, compareCandidates(false)).map((c) => c.site)
    expect(ranked).toEqual(["a.com", "b.com", "c.com", "a.com", "a.com"])
    expect(rankSources(items, 3, compareCandidates(false)).map((c) => c.site)).toEqual(["a.com", "b.com", "c.com"])
  })

  it("breaks relevance ties by recency only when freshness is requested", () => {
    const old = on("a.com", 1, "Perovskite solar panel efficiency", isoAgo(20 * HOUR))
    const fresh = on("b.com", 2, "Perovskite solar panel efficiency", isoAgo(HOUR))
    expect(rankSources([old, fresh], 3, compareCandidates(true)).map((c) => c.site)).toEqual(["b.com", "a.com"])
    expect(rankSources([old, fresh], 3, compareCandidates(false)).map((c) => c.site)).toEqual(["a.com", "b.com"])
  })
})

describe("compareCopies", () => {
  const copies = compareCopies(compareCandidates(false))
  const page = (site: string, n: number, publishedAt?: string) =>
    checked(
      {
        url: `https://${site}/${n}`,
        title: "Perovskite solar panel efficiency",
        snippet: "Perovskite solar panel efficiency reached a record 34.6 percent in a tandem cell.",
        ...(publishedAt === undefined ? {} : { publishedAt })
      },
      n
    )

  it("keeps the earliest published of two dated copies", () => {
    const original = page("a.com", 1, isoAgo(90 * 24 * HOUR))
    const scraped = page("b.com", 2, isoAgo(24 * HOUR))
    expect([scraped, original].sort(copies)[0]).toBe(original)
  })

  it("keeps an undated page over a dated copy of it: scrapers date their copies, reference pages carry no date", () => {
    const reference = page("a.com", 1)
    const scraped = page("b.com", 2, isoAgo(24 * HOUR))
    expect([scraped, reference].sort(copies)[0]).toBe(reference)
  })

  it("keeps the page over a copy whose title calls it one ('repost', 'mirror')", () => {
    const snippet = "Perovskite solar panel efficiency reached a record 34.6 percent in a tandem cell."
    const original = checked({ url: "https://a.com/1", title: "Lab news", snippet }, 1)
    const repost = checked({ url: "https://b.com/2", title: "Perovskite solar panel efficiency (repost)", snippet }, 2)
    expect([repost, original].sort(copies)[0]).toBe(original)
    expect([original, repost].sort(copies)[0]).toBe(original)
  })
})
