import { cleanText } from "../../src/evidence/HtmlText.ts"
import { validateEvidence } from "../../src/evidence/validateEvidence.ts"
import {
  type QuestionCategory,
  RELEVANCE_NOW,
  type RelevanceLabel,
  type RelevanceQuestion,
  type RelevanceSplit
} from "../fixtures/relevance-golden-set.ts"

/** One question after validation, judged against its labels. */
export interface QuestionResult {
  readonly question: RelevanceQuestion
  /** Its labels support a sale: 3+ relevant candidates on 2+ hosts. */
  readonly saleable: boolean
  readonly sold: boolean
  readonly answer: string | undefined
  /** Labels of the sold sources, in pack order. */
  readonly soldLabels: ReadonlyArray<RelevanceLabel>
  /** The answer states one of the question's answers (undefined when not sold or nothing to state). */
  readonly answerCorrect: boolean | undefined
  /** The 422 reasons when refused. */
  readonly reasons: ReadonlyArray<string>
  /** The rejection reason per candidate label. */
  readonly verdicts: ReadonlyArray<{ readonly label: RelevanceLabel; readonly verdict: string }>
}

/** Host without `www.` or `m.`: two pages of one site are one host for the "2+ hosts" rule. */
const siteOf = (url: string): string => new URL(url).hostname.replace(/^(?:www|m)\./, "")

const sameUrl = (a: string, b: string): boolean => {
  const norm = (u: string) => {
    const url = new URL(u)
    url.hash = ""
    return url.href.replace(/\/$/, "").toLowerCase()
  }
  return norm(a) === norm(b)
}

export const judge = (question: RelevanceQuestion): QuestionResult => {
  const candidates = question.candidates.map((c) => c.candidate)
  const outcome = validateEvidence({ query: question.query, maxSources: 10, candidates, now: RELEVANCE_NOW })
  const relevant = question.candidates.filter((c) => c.label === "relevant")
  const saleable = relevant.length >= 3 && new Set(relevant.map((c) => siteOf(c.candidate.url))).size >= 2
  const reasons = new Map(outcome.rejected.map((r) => [r.index, r.reason as string]))
  const verdicts = question.candidates.map((c, i) => ({ label: c.label, verdict: reasons.get(i) ?? "sold" }))
  if (outcome._tag === "Rejected") {
    return {
      question,
      saleable,
      sold: false,
      answer: undefined,
      soldLabels: [],
      answerCorrect: undefined,
      reasons: outcome.reasons,
      verdicts: verdicts.map((v) => (v.verdict === "sold" ? { ...v, verdict: "refused_pack" } : v))
    }
  }
  const soldSnippets = outcome.pack.sources.map((s) => s.snippet)
  // Sold snippets are cleaned as the validator cleans them ("git revert <SHA>" loses its "tag"): compare them so.
  const cleaned = question.candidates.map((c) => cleanText(c.candidate.snippet))
  const soldLabels = outcome.pack.sources.map((source): RelevanceLabel => {
    const match = question.candidates.find(
      (c, i) => !reasons.has(i) && sameUrl(c.candidate.url, source.url) && cleaned[i] === source.snippet
    )
    const label = match?.label ?? "duplicate"
    // A copy sold in place of its original (never beside it) still states what the original states: it counts
    // as its original's label. Sold beside it, it is a duplicate.
    if (label !== "duplicate") return label
    const original = question.candidates.find((c, i) => c.label !== "duplicate" && cleaned[i] === source.snippet)
    const alone = soldSnippets.filter((s) => s === source.snippet).length === 1
    return original !== undefined && alone ? original.label : "duplicate"
  })
  const answer = outcome.pack.answer
  const lower = answer.toLowerCase()
  const answerCorrect =
    question.answers.length === 0 ? undefined : question.answers.some((a) => lower.includes(a.toLowerCase()))
  return { question, saleable, sold: true, answer, soldLabels, answerCorrect, reasons: [], verdicts }
}

export interface Scores {
  readonly questions: number
  readonly candidates: number
  readonly saleable: number
  readonly sold: number
  readonly soldSources: number
  readonly soldRelevant: number
  /** Sold sources labelled relevant / all sold sources (1 when nothing was sold). */
  readonly precision: number
  readonly answered: number
  readonly answersCorrect: number
  /** Correct answers / sold saleable questions with answers listed (1 when none). */
  readonly answerAccuracy: number
  readonly falseRefusals: number
  /** Saleable questions refused / saleable questions (0 when none). */
  readonly falseRefusalRate: number
  /** Questions sold whose labels do not support a sale. */
  readonly wrongfulSales: number
}

export const score = (results: ReadonlyArray<QuestionResult>): Scores => {
  const soldLabels = results.flatMap((r) => r.soldLabels)
  const soldRelevant = soldLabels.filter((l) => l === "relevant").length
  const judged = results.filter((r) => r.sold && r.saleable && r.answerCorrect !== undefined)
  const correct = judged.filter((r) => r.answerCorrect === true).length
  const saleable = results.filter((r) => r.saleable)
  const falseRefusals = saleable.filter((r) => !r.sold).length
  return {
    questions: results.length,
    candidates: results.reduce((n, r) => n + r.question.candidates.length, 0),
    saleable: saleable.length,
    sold: results.filter((r) => r.sold).length,
    soldSources: soldLabels.length,
    soldRelevant,
    precision: soldLabels.length === 0 ? 1 : soldRelevant / soldLabels.length,
    answered: judged.length,
    answersCorrect: correct,
    answerAccuracy: judged.length === 0 ? 1 : correct / judged.length,
    falseRefusals,
    falseRefusalRate: saleable.length === 0 ? 0 : falseRefusals / saleable.length,
    wrongfulSales: results.filter((r) => r.sold && !r.saleable).length
  }
}

const f3 = (n: number) => n.toFixed(3)

export const formatScores = (title: string, s: Scores): string =>
  `${title.padEnd(22)} q=${String(s.questions).padStart(3)} cand=${String(s.candidates).padStart(4)} ` +
  `saleable=${String(s.saleable).padStart(3)} sold=${String(s.sold).padStart(3)} ` +
  `precision=${f3(s.precision)} (${s.soldRelevant}/${s.soldSources}) ` +
  `answer_acc=${f3(s.answerAccuracy)} (${s.answersCorrect}/${s.answered}) ` +
  `false_refusals=${f3(s.falseRefusalRate)} (${s.falseRefusals}/${s.saleable}) wrongful_sales=${s.wrongfulSales}`

const groupBy = <K extends string>(
  results: ReadonlyArray<QuestionResult>,
  key: (r: QuestionResult) => K
): ReadonlyArray<readonly [K, Scores]> =>
  [...new Set(results.map(key))].sort().map((k) => [k, score(results.filter((r) => key(r) === k))] as const)

export const byCategory = (
  results: ReadonlyArray<QuestionResult>
): ReadonlyArray<readonly [QuestionCategory, Scores]> => groupBy(results, (r) => r.question.category)

/** Per split (see `RelevanceSplit`): the tuned questions first, then the held-out portions in the order written. */
export const bySplit = (results: ReadonlyArray<QuestionResult>): ReadonlyArray<readonly [RelevanceSplit, Scores]> =>
  groupBy(results, (r) => r.question.split).toSorted(([a], [b]) => SPLIT_ORDER.indexOf(a) - SPLIT_ORDER.indexOf(b))

const SPLIT_ORDER: ReadonlyArray<RelevanceSplit> = [
  "tuned",
  "held_out",
  "held_out_2",
  "held_out_3",
  "held_out_4",
  "held_out_5",
  "held_out_6",
  "held_out_7",
  "held_out_8",
  "held_out_9",
  "held_out_10",
  "held_out_11",
  "held_out_21"
]

/** Per label: how many candidates got each verdict ("sold", a rejection reason, or "refused_pack"). */
export const verdictTable = (results: ReadonlyArray<QuestionResult>): string => {
  const counts = new Map<string, Map<string, number>>()
  for (const { label, verdict } of results.flatMap((r) => r.verdicts)) {
    const row = counts.get(label) ?? new Map<string, number>()
    row.set(verdict, (row.get(verdict) ?? 0) + 1)
    counts.set(label, row)
  }
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([label, row]) =>
        `  ${label.padEnd(10)} ${[...row.entries()]
          .sort(([, a], [, b]) => b - a)
          .map(([v, n]) => `${v}:${n}`)
          .join(" ")}`
    )
    .join("\n")
}
