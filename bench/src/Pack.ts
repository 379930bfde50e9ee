import { validateEvidence } from "@evidence-pack/core"
import { makeCandidateSets } from "./Candidates.ts"
import { QUERIES } from "./Offer.ts"

/**
 * An evidence pack as our app renders it for the first query (spec 2.2 shape, 5 sources), built from the same
 * realistic candidates through our validator: what the ceiling (A) and the reference (C) return, so that every
 * server sends a body of the same size.
 */
export const makePack = (now = Date.now()) => {
  const query = QUERIES[0]!
  const candidates = makeCandidateSets(now).get(query)!
  const outcome = validateEvidence({ query, maxSources: 5, candidates, now })
  if (outcome._tag !== "Accepted") throw new Error(`the bench candidates were rejected: ${outcome.reasons.join(", ")}`)
  return {
    status: "fulfilled" as const,
    query,
    answer: outcome.pack.answer,
    sources: outcome.pack.sources,
    freshness: outcome.pack.freshness,
    evidence: outcome.pack.evidence,
    fulfilled_at: new Date(now).toISOString(),
    request_id: crypto.randomUUID()
  }
}

export type Pack = ReturnType<typeof makePack>
