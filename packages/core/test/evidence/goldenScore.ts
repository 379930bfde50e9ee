import type { RejectionReason } from "../../src/evidence/RejectionReason.ts"
import type { ValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import { validateEvidence } from "../../src/evidence/validateEvidence.ts"
import { type Expected, GOLDEN_NOW, type GoldenGroup, type GoldenKind } from "../fixtures/golden-set.ts"

/** One golden candidate after validation. */
export interface GoldenResult {
  readonly group: string
  readonly index: number
  readonly kind: GoldenKind
  readonly expected: Expected
  readonly actual: Expected
  /** For an expected URL: whether the pack returned exactly it, or the refusal reported it. */
  readonly urlMatches: boolean | undefined
  readonly url: string
}

/**
 * `missing_key_term` is the finer code of the same verdict as `off_topic` (the page is not about the question):
 * the labels predate it and say `off_topic`.
 */
const verdictClass = (actual: Expected): Expected => (actual === "missing_key_term" ? "off_topic" : actual)

/** Runs each group through `validateEvidence` (maxSources 10) and reads off every candidate's verdict. */
export const runGoldenSet = (
  groups: ReadonlyArray<GoldenGroup>,
  options: Partial<ValidationOptions> = {}
): ReadonlyArray<GoldenResult> =>
  groups.flatMap((group) => {
    const outcome = validateEvidence({
      query: group.query,
      maxSources: 10,
      freshnessSeconds: group.freshnessSeconds,
      candidates: group.candidates.map((c) => c.candidate),
      now: GOLDEN_NOW,
      options: { ...options, ...group.options }
    })
    const reasons = new Map<number, RejectionReason>(outcome.rejected.map((r) => [r.index, r.reason]))
    const returned = outcome._tag === "Accepted" ? outcome.pack.sources.map((s) => s.url) : []
    // A refused candidate is reported under its normalized URL too, once it parsed.
    const reported = new Map(outcome.rejected.map((r) => [r.index, r.url]))
    return group.candidates.map((c, index): GoldenResult => {
      return {
        group: group.name,
        index,
        kind: c.kind,
        expected: c.expected,
        actual: verdictClass(reasons.get(index) ?? "accepted"),
        urlMatches:
          c.expectedUrl === undefined
            ? undefined
            : returned.includes(c.expectedUrl) || reported.get(index) === c.expectedUrl,
        url: c.candidate.url
      }
    })
  })

export interface ClassScore {
  readonly label: Expected
  readonly expected: number
  readonly predicted: number
  readonly correct: number
  /** correct / predicted; 1 when nothing was predicted (no false alarm was raised). */
  readonly precision: number
  /** correct / expected; 1 when nothing was expected. */
  readonly recall: number
}

/** Precision and recall of every verdict that occurs in the labels or the predictions, "accepted" first. */
export const scoreByVerdict = (results: ReadonlyArray<GoldenResult>): ReadonlyArray<ClassScore> => {
  const labels = [...new Set(results.flatMap((r) => [r.expected, r.actual]))].sort((a, b) =>
    a === "accepted" ? -1 : b === "accepted" ? 1 : a < b ? -1 : 1
  )
  return labels.map((label) => {
    const expected = results.filter((r) => r.expected === label).length
    const predicted = results.filter((r) => r.actual === label).length
    const correct = results.filter((r) => r.expected === label && r.actual === label).length
    return {
      label,
      expected,
      predicted,
      correct,
      precision: predicted === 0 ? 1 : correct / predicted,
      recall: expected === 0 ? 1 : correct / expected
    }
  })
}

const pad = (text: string, width: number) => text.padEnd(width)
const num = (value: number) => value.toFixed(3)

/** A fixed-width table for the test log. */
export const formatScores = (title: string, scores: ReadonlyArray<ClassScore>, total: number): string => {
  const correct = scores.reduce((sum, s) => sum + s.correct, 0)
  const lines = [
    `${title}: ${total} candidates, accuracy ${num(correct / total)}`,
    `${pad("verdict", 24)} ${pad("expected", 8)} ${pad("predicted", 9)} ${pad("correct", 7)} precision recall`,
    ...scores.map(
      (s) =>
        `${pad(s.label, 24)} ${pad(String(s.expected), 8)} ${pad(String(s.predicted), 9)} ${pad(String(s.correct), 7)} ${pad(num(s.precision), 9)} ${num(s.recall)}`
    )
  ]
  return lines.join("\n")
}

/** The disagreements, one line each, for the log. */
export const formatMisses = (results: ReadonlyArray<GoldenResult>): string =>
  results
    .filter((r) => r.expected !== r.actual || r.urlMatches === false)
    .map((r) => `  ${r.group}#${r.index} [${r.kind}] expected ${r.expected}, got ${r.actual}: ${r.url}`)
    .join("\n")
