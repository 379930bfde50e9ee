import fc from "fast-check"
import type { Source } from "../../src/api/EvidenceResponse.ts"
import type { ValidationInput } from "../../src/evidence/validateEvidence.ts"
import type { Candidate } from "../../src/ports/Provider.ts"
import { GOLDEN_NOW, type GoldenGroup } from "../fixtures/golden-set.ts"
import { DAY, NOW, QUERY } from "./fixtures.ts"

/**
 * Generators of validation inputs, shared by the property tests and the frozen outcomes
 * (ValidatorOutcomes.test.ts), which samples them at fixed seeds.
 */

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
export const plausible: fc.Arbitrary<Candidate> = fc
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
export const hostile: fc.Arbitrary<Candidate> = fc.record(
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

export const input = (candidates: fc.Arbitrary<ReadonlyArray<Candidate>>): fc.Arbitrary<ValidationInput> =>
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

export const goldenInput = (group: GoldenGroup): ValidationInput => ({
  query: group.query,
  maxSources: 10,
  freshnessSeconds: group.freshnessSeconds,
  now: GOLDEN_NOW,
  candidates: group.candidates.map((c) => c.candidate),
  options: group.options
})

/** Sources as a provider would send them back: the idempotence property feeds a pack's output in again. */
export const asCandidates = (sources: ReadonlyArray<Source>): ReadonlyArray<Candidate> =>
  sources.map((s) => ({
    title: s.title,
    url: s.url,
    snippet: s.snippet,
    ...(s.published_at === null ? {} : { publishedAt: s.published_at }),
    ...(s.updated_at === null ? {} : { updatedAt: s.updated_at })
  }))
