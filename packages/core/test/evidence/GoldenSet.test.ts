import { describe, expect, it } from "vitest"
import { goldenSet } from "../fixtures/golden-set.ts"
import {
  type ClassScore,
  formatMisses,
  formatScores,
  type GoldenResult,
  runGoldenSet,
  scoreByVerdict
} from "./goldenScore.ts"

/**
 * Minimum precision and recall per verdict, set to what the validator achieves (rounded down), so a regression
 * fails. Every verdict not listed must reach 0.9 in both. This set labels form and topic ("good" = a sound page
 * on the query's topic), not whether a page answers; since issue 12 the validator sells only pages that hold
 * the question's key terms (every rare word of it) and state an answer, so it refuses many pages labelled good
 * here, most of them for lacking one of two rare words of a keyword query ("lithium-ion battery recycling rates
 * electric vehicles"). That trade is measured by the relevance golden set (RelevanceGoldenSet.test.ts); here it
 * shows as:
 * - accepted: recall about 0.65 (was 0.98), precision about 0.88 (a good copy refused for a missing key term
 *   lets its duplicate through); "good" here means well-formed, not answering: since a sold page must state the
 *   answer's own value, some well-formed pages that state none are refused (0.661 -> 0.652);
 * - off_topic: precision about 0.28: good pages refused for a missing key term count as off topic;
 * - duplicate_url, duplicate_content, date_in_future: recall 0.72, 0.60, 0.89: those candidates are refused
 *   earlier, for a missing key term, before deduplication and date checks see them;
 * - `does_not_answer` and `weak_relevance`, which these labels never use, have no minimum;
 * - error_page: the wording patterns catch the 40 pages they were written against, and 2 of the 11 held-out
 *   pages (group "held-out junk", never tuned on). Recall about 0.82 overall.
 */
const MINIMUMS: Partial<Record<string, { readonly precision: number; readonly recall: number }>> = {
  accepted: { precision: 0.88, recall: 0.64 },
  off_topic: { precision: 0.27, recall: 0.9 },
  duplicate_url: { precision: 0.9, recall: 0.72 },
  duplicate_content: { precision: 0.9, recall: 0.6 },
  date_in_future: { precision: 0.9, recall: 0.88 },
  error_page: { precision: 0.95, recall: 0.8 },
  does_not_answer: { precision: 0, recall: 0 },
  weak_relevance: { precision: 0, recall: 0 }
}
const DEFAULT_MINIMUM = { precision: 0.9, recall: 0.9 }

const results: ReadonlyArray<GoldenResult> = runGoldenSet(goldenSet)
const scores: ReadonlyArray<ClassScore> = scoreByVerdict(results)

/** Per kind of candidate: how many the validator judged as labelled. */
const kindTable = (list: ReadonlyArray<GoldenResult>): string => {
  const kinds = [...new Set(list.map((r) => r.kind))].sort()
  return [
    "kind                correct/total",
    ...kinds.map((kind) => {
      const of = list.filter((r) => r.kind === kind)
      return `${kind.padEnd(20)}${of.filter((r) => r.actual === r.expected).length}/${of.length}`
    })
  ].join("\n")
}

/** Groups the validator refused as a whole (fewer than 3 candidates accepted). */
const refusedGroups = (): ReadonlyArray<string> =>
  goldenSet
    .filter((group) => results.filter((r) => r.group === group.name && r.actual === "accepted").length < 3)
    .map((group) => group.name)

describe("golden set", () => {
  it("holds at least 200 labelled candidates covering every kind", () => {
    expect(results.length).toBeGreaterThanOrEqual(200)
    expect(new Set(results.map((r) => r.kind)).size).toBeGreaterThanOrEqual(20)
  })

  it("prints per-verdict precision and recall, per-kind accuracy and every disagreement", () => {
    const heldOut = results.filter((r) => r.group === "held-out junk")
    console.log(
      [
        formatScores("golden set, built-in host classifier", scores, results.length),
        "",
        kindTable(results),
        "",
        formatScores("held-out group only", scoreByVerdict(heldOut), heldOut.length),
        "",
        "disagreements:",
        formatMisses(results)
      ].join("\n")
    )
  })

  it.each(scores.map((s) => [s.label, s] as const))("%s meets its precision and recall minimums", (label, score) => {
    const minimum = MINIMUMS[label] ?? DEFAULT_MINIMUM
    expect(score.precision, `${label} precision`).toBeGreaterThanOrEqual(minimum.precision)
    expect(score.recall, `${label} recall`).toBeGreaterThanOrEqual(minimum.recall)
  })

  it("reports the expected normalized URL for every tracker and markup case of a sold pack, sold or refused", () => {
    // Sold, the pack returns it; refused (the relevance rules refuse some labelled good), the rejection names it. A
    // refused pack names none of the candidates it would have sold (see the next test).
    const refused = new Set(refusedGroups())
    const checked = results.filter((r) => r.urlMatches !== undefined && !refused.has(r.group))
    expect(checked.length).toBeGreaterThanOrEqual(8)
    expect(checked.filter((r) => r.urlMatches === false).map((r) => r.url)).toEqual([])
  })

  it("accepts every group as a pack (each has at least three good sources), but two measured exceptions", () => {
    // Refused since issue 12: "global coral bleaching event 2024 reefs" (pages say "reef" or not "bleaching"), and
    // the melatonin question (pages on melatonin that never say "supplements"): false refusals, measured here so
    // that any other group refused fails the test. ("kubernetes pod eviction memory pressure" is sold again since
    // pages writing "Kubernetes" hold its key.)
    expect(refusedGroups()).toEqual(["coral bleaching", "melatonin question"])
  })
})
