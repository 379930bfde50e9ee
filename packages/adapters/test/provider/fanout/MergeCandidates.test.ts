import { assert, describe, it } from "@effect/vitest"
import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { mergeCandidates } from "../../../provider/fanout/MergeCandidates.ts"

const c = (url: string, extra: Partial<Candidate> = {}): Candidate => ({
  title: url,
  url,
  snippet: `about ${url}`,
  ...extra
})

describe("mergeCandidates", () => {
  it("interleaves by rank, in provider order", () => {
    const merged = mergeCandidates(
      [
        [c("https://a.org/1"), c("https://a.org/2"), c("https://a.org/3")],
        [c("https://b.org/1"), c("https://b.org/2")]
      ],
      10
    )
    assert.deepStrictEqual(
      merged.map((candidate) => candidate.url),
      ["https://a.org/1", "https://b.org/1", "https://a.org/2", "https://b.org/2", "https://a.org/3"]
    )
  })

  it("keeps the first copy of a page, filling in the dates and answer it lacked", () => {
    const merged = mergeCandidates(
      [
        [c("https://a.org/page")],
        [c("https://A.org/page/?utm_source=x", { publishedAt: "2025-01-01", providerAnswer: "yes" })]
      ],
      10
    )
    assert.deepStrictEqual(merged, [c("https://a.org/page", { publishedAt: "2025-01-01", providerAnswer: "yes" })])
  })

  it("never overwrites a date the first copy has", () => {
    const merged = mergeCandidates(
      [[c("https://a.org/p", { publishedAt: "2025-02-02" })], [c("https://a.org/p", { publishedAt: "1999-01-01" })]],
      10
    )
    assert.strictEqual(merged[0]?.publishedAt, "2025-02-02")
  })

  it("cuts to the limit after interleaving, so every provider's best results survive", () => {
    const merged = mergeCandidates(
      [
        [c("https://a.org/1"), c("https://a.org/2"), c("https://a.org/3")],
        [c("https://b.org/1"), c("https://b.org/2"), c("https://b.org/3")]
      ],
      3
    )
    assert.deepStrictEqual(
      merged.map((candidate) => candidate.url),
      ["https://a.org/1", "https://b.org/1", "https://a.org/2"]
    )
    assert.deepStrictEqual(mergeCandidates([], 5), [])
  })
})
