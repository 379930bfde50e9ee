import type { Candidate } from "@evidence-pack/core"
import { realisticCandidates } from "@evidence-pack/testkit/FakeProvider"
import { QUERIES } from "./Offer.ts"

/** Candidates per provider answer: what `candidatesFor(5)` asks for. */
export const CANDIDATES_PER_SEARCH = 20

/**
 * Realistic candidate sets (distinct hosts, on-topic snippets, dated), built once per query at start: the fake
 * provider answers from here, so its own cost stays out of the measurement.
 */
export const makeCandidateSets = (
  now: number,
  count = CANDIDATES_PER_SEARCH
): ReadonlyMap<string, ReadonlyArray<Candidate>> =>
  new Map(QUERIES.map((query) => [query, realisticCandidates(query, count, now)]))

/**
 * `count` sets as `makeCandidateSets` builds them, each title and snippet made unique (the page's part and the
 * survey's section carry a serial number), as a live search's texts are: they measure what a purchase pays, with no
 * text the validator, or the processor's caches, saw in a recent set.
 */
export const freshCandidateSets = (
  now: number,
  count: number
): ReadonlyArray<readonly [string, ReadonlyArray<Candidate>]> => {
  const sets = [...makeCandidateSets(now)]
  return Array.from({ length: count }, (_, serial) => {
    const [query, candidates] = sets[serial % sets.length]!
    const fresh = candidates.map((candidate, i) => ({
      ...candidate,
      title: `${candidate.title} part ${serial}`,
      snippet: candidate.snippet.replace(`section ${i + 1} `, `section ${serial * CANDIDATES_PER_SEARCH + i + 1} `)
    }))
    return [query, fresh] as const
  })
}
