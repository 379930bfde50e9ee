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
