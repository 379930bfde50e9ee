import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { EvidencePack } from "../../src/api/EvidenceResponse.ts"
import { checkUrl } from "../../src/evidence/UrlCheck.ts"
import { type ValidationInput, type ValidationOutcome, validateEvidence } from "../../src/evidence/validateEvidence.ts"
import type { Candidate } from "../../src/ports/Provider.ts"
import { goldenSet } from "../fixtures/golden-set.ts"
import { asCandidates, goldenInput, hostile, input, plausible } from "./arbitraries.ts"
import { baseline, NOW, QUERY } from "./fixtures.ts"

const decodePack = Schema.decodeUnknownSync(EvidencePack)

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

/** An outcome without anything that may depend on candidate order: rejections as a sorted multiset, no indices. */
const orderFree = (outcome: ValidationOutcome) => {
  const rejected = outcome.rejected.map((r) => `${r.reason} ${r.url}`).sort()
  return outcome._tag === "Accepted" ? { pack: outcome.pack, rejected } : { reasons: outcome.reasons, rejected }
}

const withShuffle = (i: ValidationInput) =>
  fc
    .shuffledSubarray([...i.candidates], { minLength: i.candidates.length, maxLength: i.candidates.length })
    .map((shuffled) => [i, shuffled] as const)

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
