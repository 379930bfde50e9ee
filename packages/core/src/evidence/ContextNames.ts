import type { CheckedCandidate } from "./CheckedCandidate.ts"
import { hasKeyTerm, type KeyTerm, type QueryAnalysis } from "./QueryAnalysis.ts"
import type { ValidationOptions } from "./ValidationOptions.ts"

/**
 * The candidates that lack the subject of a run of names in the question. A run ("Web Share API") names one thing,
 * and the words of it that nearly every candidate holds ("Web" and "API" on a documentation site listing
 * `Cache.add` and `Navigator.share` alike) say nothing of which thing: a source must hold one of the run's other
 * names ("Share"). This is the candidate set's own specificity, which the background word list cannot know. A
 * run whose every name is that common (every result of "International Space Station" says so) asks nothing more.
 */
export const lacksRunSubject = (
  query: QueryAnalysis,
  candidates: ReadonlyArray<CheckedCandidate>,
  options: Pick<ValidationOptions, "contextNameShare" | "minCandidatesForContext">
): ReadonlySet<CheckedCandidate> => {
  const lacking = new Set<CheckedCandidate>()
  if (query.nameRuns.length === 0 || candidates.length < options.minCandidatesForContext) return lacking
  const holds = (candidate: CheckedCandidate, key: KeyTerm) =>
    hasKeyTerm(key, candidate.titleTokens) || hasKeyTerm(key, candidate.snippetTokens)
  for (const run of query.nameRuns) {
    const subject = run.filter(
      (key) => candidates.filter((c) => holds(c, key)).length < options.contextNameShare * candidates.length
    )
    if (subject.length === 0 || subject.length === run.length) continue
    for (const candidate of candidates) if (!subject.some((key) => holds(candidate, key))) lacking.add(candidate)
  }
  return lacking
}
