import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { CheckedCandidate } from "../../src/evidence/CheckedCandidate.ts"
import { type DedupOptions, dedupe, shingleKeys, shingles } from "../../src/evidence/Dedup.ts"
import { compareCandidates } from "../../src/evidence/Ranking.ts"
import { hammingDistance, simHashOfWords } from "../../src/evidence/SimHash.ts"
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

/** The pair-by-pair definition `dedupe` counts through its shingle index: sorted keys merged for every pair. */
const referenceDedupe = (items: ReadonlyArray<CheckedCandidate>, options: DedupOptions) => {
  const shared = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => a.filter((key) => b.includes(key)).length
  const kept: Array<CheckedCandidate> = []
  const duplicates: Array<[number, string]> = []
  for (const item of items) {
    if (kept.some((k) => k.canonical === item.canonical)) {
      duplicates.push([item.index, "duplicate_url"])
      continue
    }
    const own = shingleKeys(item.snippetTokens.wordHashes, options.shingleSize)
    const copy = kept.some((k) => {
      const other = shingleKeys(k.snippetTokens.wordHashes, options.shingleSize)
      const common = shared(own, other)
      if (common === 0) return false
      const [a, b] = [own.length, other.length]
      if (common / (a + b - common) >= options.nearDuplicateJaccard) return true
      if (Math.min(a, b) >= 8 && common / Math.min(a, b) >= options.nearDuplicateContainment) return true
      if (common / Math.max(1, Math.min(a, b)) < 0.25) return false
      const [x, y] = [item.snippetTokens.wordHashes, k.snippetTokens.wordHashes]
      return (
        options.nearDuplicateSimHashBits > 0 &&
        x.length >= 12 &&
        y.length >= 12 &&
        hammingDistance(simHashOfWords(x), simHashOfWords(y)) <= options.nearDuplicateSimHashBits
      )
    })
    if (copy) duplicates.push([item.index, "duplicate_content"])
    else kept.push(item)
  }
  return { kept: kept.map((k) => k.index), duplicates }
}

/** What `dedupe` reads of a candidate: its canonical URL and its snippet's word hashes. */
const print = (index: number, canonical: string, wordHashes: ReadonlyArray<number>) =>
  ({ index, canonical, snippetTokens: { wordHashes } }) as unknown as CheckedCandidate

describe("dedupe's shingle index", () => {
  it("finds the copies the pair-by-pair comparison finds, past 32 kept snippets and with repeated shingles", () => {
    // Word hashes above and below 2^31; a small vocabulary makes snippets share shingles and repeat them, a large
    // one keeps most snippets (more than 32 of them, past one word of the index's holder sets).
    const vocabulary = Array.from({ length: 400 }, (_, i) => (Math.imul(i + 1, 0x9e3779b1) >>> 0) ^ (i % 2))
    const snippets = fc.constantFrom(8, 30, 400).chain((words) =>
      fc.array(fc.tuple(fc.nat({ max: 200 }), fc.array(fc.nat({ max: words - 1 }), { maxLength: 40 })), {
        minLength: 1,
        maxLength: 80,
        size: "max"
      })
    )
    fc.assert(
      fc.property(
        snippets,
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(0.3, 0.6, 0.9),
        fc.constantFrom(0, 3, 20),
        (items, shingleSize, threshold, bits) => {
          const options = {
            ...defaultValidationOptions,
            shingleSize,
            nearDuplicateJaccard: threshold,
            nearDuplicateContainment: threshold,
            nearDuplicateSimHashBits: bits
          }
          const candidates = items.map(([site, words], i) =>
            print(
              i,
              `site${site}`,
              words.map((w) => vocabulary[w]!)
            )
          )
          const { kept, duplicates } = dedupe(candidates, (a, b) => a.index - b.index, options)
          expect({
            kept: kept.map((k) => k.index),
            duplicates: duplicates.map((d) => [d.candidate.index, d.reason])
          }).toEqual(referenceDedupe(candidates, options))
        }
      ),
      { numRuns: 300 }
    )
  })
})
