import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { EvidencePack, type Source } from "../../src/api/EvidenceResponse.ts"
import { checkUrl } from "../../src/evidence/UrlCheck.ts"
import { type ValidationInput, type ValidationOutcome, validateEvidence } from "../../src/evidence/validateEvidence.ts"
import type { Candidate } from "../../src/ports/Provider.ts"
import { GOLDEN_NOW, type GoldenGroup, goldenSet } from "../fixtures/golden-set.ts"
import { baseline, DAY, NOW, QUERY } from "./fixtures.ts"

const decodePack = Schema.decodeUnknownSync(EvidencePack)

/** Any UTF-16 code unit, lone surrogates included. */
const anyUnits = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength })

const huge = fc.constantFrom(
  "a".repeat(1_000_000),
  "<script>".repeat(50_000),
  "<!--".repeat(50_000),
  "<a ".repeat(100_000),
  "&#".repeat(100_000),
  "&#x1F600;".repeat(50_000),
  `https://${"a.".repeat(100_000)}com/`,
  "perovskite solar efficiency record. ".repeat(20_000),
  `${"9".repeat(10_000)} days ago`
)

const words = [
  "perovskite",
  "solar",
  "panels",
  "efficiency",
  "record",
  "tandem",
  "33.9%",
  "certified",
  "the",
  "of",
  "grid"
]
const prose = fc.array(fc.constantFrom(...words), { minLength: 2, maxLength: 40 }).map((w) => w.join(" "))
/** Mostly a good value, sometimes a bad one. */
const mostly = <A>(good: fc.Arbitrary<A>, bad: fc.Arbitrary<A>): fc.Arbitrary<A> =>
  fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: bad })
const url = fc
  .tuple(
    mostly(fc.constantFrom("https://", "http://", "HTTPS://"), fc.constantFrom("ftp://", "javascript:", "")),
    mostly(
      fc.oneof(
        fc.constantFrom("pv-news.com", "www.pv-news.com", "m.pv-news.com", "nrel.gov", "amp.nrel.gov", "lab.co.uk"),
        fc.integer({ min: 0, max: 9 }).map((n) => `site${n}.com`),
        fc.constantFrom("xn--mnchen-3ya.de", "energy.org.")
      ),
      fc.constantFrom("localhost", "10.0.0.1", "[::1]", "0x7f.1", "solar.test", "user@energy.org", "intranet")
    ),
    mostly(fc.constant(""), fc.constantFrom(":8080", ":443", ":80")),
    fc.oneof(
      fc.constantFrom("/", "/a/", "/a/amp", "/b/index.html"),
      fc.integer({ min: 0, max: 20 }).map((n) => `/p/${n}`)
    ),
    fc.constantFrom("", "?utm_source=x", "?id=1", "?id=1&gclid=z", "#frag", "?amp=1")
  )
  .map((parts) => parts.join(""))
const date = mostly(
  fc.oneof(
    fc.integer({ min: -400 * DAY, max: 0 }).map((d) => new Date(NOW + d).toISOString()),
    fc.constantFrom("3 days ago", "yesterday", "an hour ago", "Tue, 13 Jan 2026 08:30:00 +0100")
  ),
  fc.oneof(fc.constantFrom("garbage", "2025-02-30", new Date(NOW + 3 * DAY).toISOString()), anyUnits(30))
)
const snippetProse = fc.array(fc.constantFrom(...words), { minLength: 8, maxLength: 60 }).map((w) => w.join(" "))

/** Plausible candidates: many pass, so accepted packs are exercised, with duplicates and variants mixed in. */
const plausible: fc.Arbitrary<Candidate> = fc
  .record(
    {
      title: mostly(prose, anyUnits(40)),
      url: mostly(url, anyUnits(60)),
      snippet: mostly(
        fc.oneof(
          snippetProse,
          snippetProse.map((p) => `<p>${p} &amp; more</p>`)
        ),
        anyUnits(200)
      ),
      publishedAt: date,
      updatedAt: date,
      providerAnswer: prose
    },
    { requiredKeys: ["title", "url", "snippet"] }
  )
  .map((c): Candidate => c)

/** Anything at all in the string fields, including megabyte strings. */
const hostile: fc.Arbitrary<Candidate> = fc.record(
  {
    title: fc.oneof(anyUnits(100), huge),
    url: fc.oneof(anyUnits(100), huge, fc.webUrl()),
    snippet: fc.oneof(anyUnits(300), huge),
    publishedAt: fc.oneof(anyUnits(40), huge),
    updatedAt: anyUnits(40),
    providerAnswer: fc.oneof(anyUnits(100), huge)
  },
  { requiredKeys: ["title", "url", "snippet"] }
)

const input = (candidates: fc.Arbitrary<ReadonlyArray<Candidate>>): fc.Arbitrary<ValidationInput> =>
  fc.record({
    query: mostly(fc.constant(QUERY), anyUnits(400)),
    maxSources: fc.oneof(fc.integer({ min: 3, max: 10 }), fc.double()),
    freshnessSeconds: fc.option(mostly(fc.integer({ min: 60, max: 31_536_000 }), fc.double()), {
      nil: undefined,
      freq: 2
    }),
    candidates,
    now: fc.oneof(fc.constant(NOW), fc.integer({ min: 0, max: 4_102_444_800_000 }))
  })

const clamp = (n: number) => (Number.isNaN(n) ? 5 : Math.min(10, Math.max(3, Math.floor(n))))

const checkOutcome = (i: ValidationInput, outcome: ValidationOutcome): void => {
  if (outcome._tag === "Rejected") {
    expect(outcome.reasons.length).toBeGreaterThan(0)
    expect(new Set(outcome.reasons).size).toBe(outcome.reasons.length)
    return
  }
  const { pack } = outcome
  expect(decodePack(pack)).toEqual(pack)
  expect(pack.sources.length).toBeGreaterThanOrEqual(3)
  expect(pack.sources.length).toBeLessThanOrEqual(clamp(i.maxSources))
  expect(pack.evidence.source_count).toBeGreaterThanOrEqual(pack.sources.length)
  expect(pack.evidence.distinct_source_count).toBeLessThanOrEqual(pack.evidence.source_count)
  expect(pack.answer.length).toBeGreaterThan(0)
  expect(pack.answer.length).toBeLessThanOrEqual(300)
  expect(pack.answer.toWellFormed()).toBe(pack.answer)
  const canonical = pack.sources.map((s) => {
    const verdict = checkUrl(s.url)
    if (verdict._tag !== "Valid") throw new Error(`returned an invalid URL: ${s.url}`)
    expect(verdict.value.url).toBe(s.url)
    return verdict.value.canonical
  })
  expect(new Set(canonical).size).toBe(canonical.length)
  expect(pack.freshness.satisfied).toBe(true)
  expect(pack.freshness.required).toBe(i.freshnessSeconds !== undefined)
}

describe("validateEvidence properties", () => {
  it("never throws on plausible candidates; accepted packs are valid EvidencePacks", () => {
    let accepted = 0
    fc.assert(
      fc.property(input(fc.array(plausible, { maxLength: 25, size: "large" })), (i) => {
        const outcome = validateEvidence(i)
        if (outcome._tag === "Accepted") accepted++
        checkOutcome(i, outcome)
      }),
      { numRuns: 400, seed: 20_260_115 }
    )
    // The generator must really exercise accepted packs (about a seventh are accepted with this seed since sold
    // sources must name every rare word of the question and state an answer; a third before).
    expect(accepted).toBeGreaterThan(50)
  })

  it("never throws on hostile strings, lone surrogates and megabyte fields", () => {
    fc.assert(
      fc.property(input(fc.array(hostile, { maxLength: 6 })), (i) => checkOutcome(i, validateEvidence(i))),
      { numRuns: 150 }
    )
  })

  it("never throws when the untyped input is not what the types say", () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 8 }), fc.anything(), fc.anything(), (candidates, query, now) => {
        const i = { query, maxSources: 5, now, candidates, options: query } as unknown as ValidationInput
        const outcome = validateEvidence(i)
        expect(["Accepted", "Rejected"]).toContain(outcome._tag)
      }),
      { numRuns: 300 }
    )
  })
})

/** Sources as a provider would send them back: the idempotence property feeds a pack's output in again. */
const asCandidates = (sources: ReadonlyArray<Source>): ReadonlyArray<Candidate> =>
  sources.map((s) => ({
    title: s.title,
    url: s.url,
    snippet: s.snippet,
    ...(s.published_at === null ? {} : { publishedAt: s.published_at }),
    ...(s.updated_at === null ? {} : { updatedAt: s.updated_at })
  }))

/** An outcome without anything that may depend on candidate order: rejections as a sorted multiset, no indices. */
const orderFree = (outcome: ValidationOutcome) => {
  const rejected = outcome.rejected.map((r) => `${r.reason} ${r.url}`).sort()
  return outcome._tag === "Accepted" ? { pack: outcome.pack, rejected } : { reasons: outcome.reasons, rejected }
}

const withShuffle = (i: ValidationInput) =>
  fc
    .shuffledSubarray([...i.candidates], { minLength: i.candidates.length, maxLength: i.candidates.length })
    .map((shuffled) => [i, shuffled] as const)

const goldenInput = (group: GoldenGroup): ValidationInput => ({
  query: group.query,
  maxSources: 10,
  freshnessSeconds: group.freshnessSeconds,
  now: GOLDEN_NOW,
  candidates: group.candidates.map((c) => c.candidate),
  options: group.options
})

describe("validateEvidence properties: order, idempotence", () => {
  it("does not depend on candidate order: same pack, same rejections (de-duplication keeps the same copies)", () => {
    fc.assert(
      fc.property(input(fc.array(plausible, { maxLength: 20, size: "large" })).chain(withShuffle), ([i, shuffled]) => {
        expect(orderFree(validateEvidence({ ...i, candidates: shuffled }))).toEqual(orderFree(validateEvidence(i)))
      }),
      { numRuns: 300, seed: 9 }
    )
  })

  it("does not depend on candidate order on the golden groups", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...goldenSet)
          .map(goldenInput)
          .chain(withShuffle),
        ([i, shuffled]) => {
          expect(orderFree(validateEvidence({ ...i, candidates: shuffled }))).toEqual(orderFree(validateEvidence(i)))
        }
      ),
      { numRuns: 100, seed: 9 }
    )
  })

  it("is idempotent on its own output: an accepted pack's sources, fed back, come back unchanged", () => {
    let checked = 0
    const property = (i: ValidationInput) => {
      const first = validateEvidence(i)
      if (first._tag !== "Accepted") return
      checked++
      const again = validateEvidence({ ...i, candidates: asCandidates(first.pack.sources) })
      expect(again._tag).toBe("Accepted")
      if (again._tag !== "Accepted") return
      expect(again.pack.sources).toEqual(first.pack.sources)
      expect(again.rejected).toEqual([])
      expect(again.pack.evidence.source_count).toBe(first.pack.sources.length)
    }
    fc.assert(fc.property(input(fc.array(plausible, { maxLength: 25, size: "large" })), property), {
      numRuns: 300,
      seed: 15
    })
    for (const group of goldenSet) property(goldenInput(group))
    // Output that a naive validator would read differently: a calendar date ahead of UTC, doubly encoded tags.
    const [b0, b1, b2] = baseline as [Candidate, Candidate, Candidate]
    property({
      query: QUERY,
      maxSources: 5,
      now: NOW,
      candidates: [
        { ...b0, publishedAt: "2026-01-16", updatedAt: "2026-01-16" },
        { ...b1, snippet: `${b1.snippet} Mind the &amp;lt;script&amp;gt; tag &lt;b&gt;here&lt;/b&gt;.` },
        b2
      ]
    })
    // Fewer random inputs sell since sources must state an answer (issue 12); still enough to exercise it.
    expect(checked).toBeGreaterThan(50)
  })
})
