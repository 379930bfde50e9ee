import { type CheckedCandidate, checkCandidate } from "../../src/evidence/CheckedCandidate.ts"
import { analyzeQuery } from "../../src/evidence/QueryAnalysis.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import type { Candidate } from "../../src/ports/Provider.ts"
import { NOW, QUERY } from "./fixtures.ts"

/** A candidate through the per-candidate checks; throws if it does not pass them. */
export const checked = (candidate: Candidate, index = 0, query = QUERY): CheckedCandidate => {
  const verdict = checkCandidate(candidate, index, analyzeQuery(query), NOW, defaultValidationOptions)
  if (verdict._tag !== "Valid")
    throw new Error(`${candidate.url}: ${verdict._tag === "Invalid" ? verdict.reason : "missing_key_term"}`)
  return verdict.value
}
