import { describe, expect, it } from "vitest"
import { dedupe, shingles } from "../../src/evidence/Dedup.ts"
import { compareCandidates } from "../../src/evidence/Ranking.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import { checked } from "./checked.ts"
import { baseline, candidate } from "./fixtures.ts"

const run = (items: ReadonlyArray<ReturnType<typeof checked>>) =>
  dedupe(items, compareCandidates(false), defaultValidationOptions)

describe("dedupe", () => {
  it("builds word shingles, and one shingle for a short text", () => {
    expect([...shingles("A b c d", 3)]).toEqual(["a b c", "b c d"])
    expect([...shingles("A b", 3)]).toEqual(["a b"])
    expect(shingles("", 3).size).toBe(0)
  })

  it("keeps two short pages stating one fact in their own words, though their fingerprints are close", () => {
    const a = checked(
      candidate({
        url: "https://www.rfc-editor.org/rfc/rfc9114.html",
        snippet:
          "RFC 9114, HTTP/3, was published by the IETF in June 2022 as a Proposed Standard. It describes a mapping of HTTP semantics over the QUIC transport protocol."
      }),
      0,
      "When was HTTP/3 standardized?"
    )
    const b = checked(
      candidate({
        url: "https://en.wikipedia.org/wiki/HTTP/3",
        snippet:
          "HTTP/3 is the third major version of the Hypertext Transfer Protocol. On 6 June 2022, IETF published HTTP/3 as a Proposed Standard in RFC 9114."
      }),
      1,
      "When was HTTP/3 standardized?"
    )
    expect(run([a, b]).duplicates).toEqual([])
  })

  it("keeps the more relevant copy of a URL, whatever the order", () => {
    const weak = checked(candidate({ url: "https://www.site.org/x/", title: "Solar news" }), 0)
    const strong = checked(
      candidate({ url: "https://site.org/x?utm_source=a", title: "Perovskite solar panel record efficiency" }),
      1
    )
    for (const order of [
      [weak, strong],
      [strong, weak]
    ]) {
      const { kept, duplicates } = run(order)
      expect(kept.map((c) => c.url)).toEqual([strong.url])
      expect(duplicates.map((d) => [d.candidate.url, d.reason])).toEqual([[weak.url, "duplicate_url"]])
    }
  })

  it("catches one text mirrored on three hosts and keeps exactly one", () => {
    const text = baseline[0]!.snippet
    const mirrors = ["https://a-mirror.com/1", "https://b-mirror.net/2", "https://c-mirror.org/3"].map((url, i) =>
      checked(
        candidate({ url, snippet: text.replace("Researchers", ["Scientists", "Engineers", "Researchers"][i]!) }),
        i
      )
    )
    const { kept, duplicates } = run(mirrors)
    expect(kept).toHaveLength(1)
    expect(duplicates.map((d) => d.reason)).toEqual(["duplicate_content", "duplicate_content"])
  })

  it("does not merge different texts on the same topic", () => {
    const { kept } = run(baseline.map((c, i) => checked(c, i)))
    expect(kept).toHaveLength(3)
  })

  it("honours the Jaccard threshold option", () => {
    const a = checked(candidate({ url: "https://a.com/x" }), 0)
    const b = checked(candidate({ url: "https://b.com/y", snippet: a.snippet.replace("again", "once more") }), 1)
    expect(run([a, b]).kept).toHaveLength(1)
    const strict = {
      ...defaultValidationOptions,
      nearDuplicateJaccard: 1,
      nearDuplicateContainment: 1,
      nearDuplicateSimHashBits: 0
    }
    expect(dedupe([a, b], compareCandidates(false), strict).kept).toHaveLength(2)
  })
})
