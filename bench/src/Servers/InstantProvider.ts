import { type Candidate, Provider } from "@evidence-pack/core"
import { realisticCandidates } from "@evidence-pack/testkit/FakeProvider"
import { Effect } from "effect"
import { CANDIDATES_PER_SEARCH, makeCandidateSets } from "../Candidates.ts"

/**
 * Our Provider port with zero latency: 20 realistic candidates per search (testkit's `realisticCandidates`),
 * prepared once per bench query so the fake's own string building stays out of the profile. An unknown query
 * still gets on-topic candidates, built on the spot.
 */
export const instantProvider = (now = Date.now()): Provider["Service"] => {
  const sets = makeCandidateSets(now)
  const answer = (query: string, max: number): ReadonlyArray<Candidate> => {
    const prepared = sets.get(query)
    const count = Math.min(max, CANDIDATES_PER_SEARCH)
    if (prepared !== undefined) return count === prepared.length ? prepared : prepared.slice(0, count)
    return realisticCandidates(query, count, now)
  }
  return Provider.of({
    name: "instant",
    search: (request) => Effect.sync(() => answer(request.query, request.maxCandidates))
  })
}
