import { DEFAULT_MAX_SOURCES, MAX_SOURCES, MIN_SOURCES } from "../api/EvidenceRequest.ts"
import type { EvidencePack, Source } from "../api/EvidenceResponse.ts"
import type { Candidate } from "../ports/Provider.ts"
import { candidateTexts, withoutAbsentKeyWords } from "./AbsentKeyWords.ts"
import {
  type AnswerChoice,
  aboutVariant,
  agreedBy,
  answeringSentences,
  answerWithMarkers,
  chooseAnswer,
  corroborates,
  namesAnswerCore,
  saysYesOrNo,
  sharesAnswerValue,
  statesAnswer,
  statesTypedValue,
  writesAnswerCode
} from "./Answer.ts"
import { type CheckedCandidate, checkCandidate } from "./CheckedCandidate.ts"
import { lacksRunSubject } from "./ContextNames.ts"
import { dedupe } from "./Dedup.ts"
import { freshnessOf, freshnessPolicy, freshnessSummary } from "./Freshness.ts"
import { capText } from "./HtmlText.ts"
import { withCorrectedKeyWords } from "./MisspelledKeyWords.ts"
import { analyzeQuery, type QueryAnalysis } from "./QueryAnalysis.ts"
import { compareCandidates, compareCopies, rankSources } from "./Ranking.ts"
import { type PackRejectionReason, type RejectionReason, reasonCounts } from "./RejectionReason.ts"
import { toIsoString } from "./SourceDate.ts"
import { resolveValidationOptions, type ValidationOptions } from "./ValidationOptions.ts"

/** What `validateEvidence` judges: the question, the provider's candidates, the time and the options. */
export interface ValidationInput {
  readonly query: string
  /** 3..10; anything else is clamped (a non-number means the default, 5). */
  readonly maxSources: number
  readonly freshnessSeconds?: number | undefined
  readonly candidates: ReadonlyArray<Candidate>
  /** Epoch ms, read by the caller from Effect's `Clock`. */
  readonly now: number
  readonly options?: Partial<ValidationOptions> | undefined
}

/** One refused candidate and why. */
export interface CandidateRejection {
  /** Position of the candidate in `candidates`. */
  readonly index: number
  /** The normalized URL when it parsed, else the raw URL (trimmed, capped at `maxUrlLength`). */
  readonly url: string
  readonly reason: RejectionReason
}

/** A pack that may be sold, or the reasons (for 422 `error.reasons`) it may not. */
export type ValidationOutcome =
  | { readonly _tag: "Accepted"; readonly pack: EvidencePack; readonly rejected: ReadonlyArray<CandidateRejection> }
  | {
      readonly _tag: "Rejected"
      /** The pack reason first, then `reason:count` per candidate reason in `RejectionReason` order. */
      readonly reasons: ReadonlyArray<string>
      readonly rejected: ReadonlyArray<CandidateRejection>
    }

const clampMaxSources = (value: unknown): number =>
  typeof value === "number" && !Number.isNaN(value)
    ? Math.min(MAX_SOURCES, Math.max(MIN_SOURCES, Math.floor(value)))
    : DEFAULT_MAX_SOURCES

const toSource = (candidate: CheckedCandidate): Source => ({
  title: candidate.title,
  url: candidate.url,
  snippet: candidate.snippet,
  published_at: candidate.publishedAt === null ? null : toIsoString(candidate.publishedAt),
  updated_at: candidate.updatedAt === null ? null : toIsoString(candidate.updatedAt)
})

const providerAnswers = (candidates: ReadonlyArray<unknown>): ReadonlyArray<string> =>
  candidates.flatMap((candidate) => {
    const value: unknown =
      typeof candidate === "object" && candidate !== null
        ? (candidate as { readonly providerAnswer?: unknown }).providerAnswer
        : undefined
    return typeof value === "string" ? [value] : []
  })

/** Positions in `returned` of the sources that state the answer's facts (`chooseAnswer`'s supporters). */
const markersOf = (
  choice: AnswerChoice,
  ranked: ReadonlyArray<CheckedCandidate>,
  returned: ReadonlyArray<CheckedCandidate>
): ReadonlyArray<number> => {
  const supporters = new Set(choice.supporters.flatMap((i) => ranked[i] ?? []))
  return returned.flatMap((c, i) => (supporters.has(c) ? [i] : []))
}

/**
 * Validates provider candidates into an evidence pack, or says why not. Pure and total: the same input always
 * gives the same output, whatever the candidates contain, and it never throws.
 *
 * Stages: per-candidate checks (URL, the live check's verdict when one ran, content, relevance, dates),
 * deduplication (keeping the best copy: fresh first when freshness is required, then the original, see
 * `compareCopies`), the freshness filter, then ranking for relevance and site diversity and the extractive
 * answer. `source_count` counts the candidates that survive every stage, so with a freshness requirement it
 * counts fresh ones only.
 */
export const validateEvidence = (input: ValidationInput): ValidationOutcome => {
  const options = resolveValidationOptions(input.options)
  const candidates: ReadonlyArray<unknown> = Array.isArray(input.candidates) ? input.candidates : []
  const question = typeof input.query === "string" ? input.query : ""
  const query = analyzeQuery(question)
  const outcome = validateFor(input, query, candidates, options)
  if (outcome._tag === "Accepted" || !RELAXABLE.has(outcome.reasons[0] ?? "")) return outcome
  const texts = candidateTexts(candidates)
  // A rare word no candidate holds may be misspelled: judged again as the candidates spell it ("avagadro").
  const corrected = withCorrectedKeyWords(query, question, candidates, texts, options.minKeyWordCandidates)
  const spelled = corrected === undefined ? undefined : validateFor(input, corrected, candidates, options)
  if (spelled?._tag === "Accepted") return spelled
  // A rare word at most one candidate holds ("sistene", "doesnt") is a typo, slang or another wording, not the subject
  // pages must name: judged again without it, a pack still needs every other check, its key terms included.
  const relaxed = withoutAbsentKeyWords(corrected ?? query, texts, options.minKeyWordCandidates)
  if (relaxed === undefined) return outcome
  const second = validateFor(input, relaxed, candidates, options)
  return second._tag === "Accepted" ? second : outcome
}

/** Refusals a key word (almost) no candidate holds may have caused. */
const RELAXABLE: ReadonlySet<string> = new Set(["insufficient_sources", "no_supported_answer"])

const validateFor = (
  input: ValidationInput,
  query: QueryAnalysis,
  candidates: ReadonlyArray<unknown>,
  options: ValidationOptions
): ValidationOutcome => {
  const now = typeof input.now === "number" ? input.now : Number.NaN
  const policy = freshnessPolicy(input.freshnessSeconds)
  const rejections: Array<CandidateRejection> = []
  const reject = (index: number, url: string, reason: RejectionReason) => rejections.push({ index, url, reason })

  const checked: Array<CheckedCandidate> = []
  // Pages lacking a key term are `missing_key_term` unless they back the answer (`corroborates`): then they are sold.
  const lacking = new Set<CheckedCandidate>()
  candidates.forEach((candidate, index) => {
    const verdict = checkCandidate(candidate, index, query, now, options)
    if (verdict._tag === "Valid") checked.push(verdict.value)
    else if (verdict._tag === "LacksKeyTerm") lacking.add(verdict.value)
    else reject(index, verdict.url, verdict.reason)
  })

  const offSubject = lacksRunSubject(query, checked, options)
  for (const candidate of offSubject) reject(candidate.index, candidate.url, "missing_key_term")
  const onSubject = offSubject.size === 0 ? checked : checked.filter((c) => !offSubject.has(c))

  const rank = compareCandidates(policy.required)
  const isFresh = (c: CheckedCandidate): boolean => freshnessOf(c.time, now, policy) === "fresh"
  const copies = compareCopies(rank)
  const holdsKeys = (c: CheckedCandidate): number => Number(!lacking.has(c))
  // Copies among the pages lacking a key term are found with the others: a scraped copy backs nothing twice.
  const deduped = dedupe(
    lacking.size === 0 ? onSubject : [...onSubject, ...lacking],
    (a, b) => Number(isFresh(b)) - Number(isFresh(a)) || holdsKeys(b) - holdsKeys(a) || copies(a, b),
    options
  )
  for (const { candidate, reason } of deduped.duplicates) {
    if (!lacking.has(candidate)) reject(candidate.index, candidate.url, reason)
  }
  const kept = lacking.size === 0 ? deduped.kept : deduped.kept.filter((c) => !lacking.has(c))
  /** Pages lacking a key term that may back the answer: neither a copy nor stale. */
  const spare = lacking.size === 0 ? [] : deduped.kept.filter((c) => lacking.has(c) && isFresh(c))
  for (const candidate of lacking) reject(candidate.index, candidate.url, "missing_key_term")
  const valid = kept.filter((candidate) => {
    const verdict = freshnessOf(candidate.time, now, policy)
    if (verdict !== "fresh") reject(candidate.index, candidate.url, verdict)
    return verdict === "fresh"
  })

  // Only sources that themselves state an answer are sold: a page that merely mentions the topic is not
  // evidence. A date or an amount may be stated in other words (`statesTypedValue`); such a page is sold only
  // when its value agrees with the answer (`statesAnswer` below). A question without terms cannot be judged, so
  // then every valid candidate counts.
  const judged = query.terms.length > 0 || query.keyTerms.length > 0
  const stating = valid.filter((candidate) => {
    const answers =
      !judged ||
      ((answeringSentences(query, candidate, 0, options).length > 0 || statesTypedValue(query, candidate, options)) &&
        !aboutVariant(query, candidate))
    if (!answers) reject(candidate.index, candidate.url, "does_not_answer")
    return answers
  })
  const best = stating.reduce((max, c) => Math.max(max, c.relevance), 0)
  const isStrong = (candidate: CheckedCandidate) =>
    !judged || candidate.relevance >= options.minRelativeRelevance * best
  const answering = stating.filter(isStrong)
  // A weakly ranked page (its title names the subject less: "Kubernetes - Wikipedia" beside "Kubernetes 1.0
  // released") still counts when it states the very value the answer gives; otherwise it is `weak_relevance`.
  const weak = stating.filter((candidate) => !isStrong(candidate))
  const refuse = (packReason: PackRejectionReason): ValidationOutcome => {
    const rejected = rejections.sort((a, b) => a.index - b.index)
    return { _tag: "Rejected", reasons: [packReason, ...reasonCounts(rejected.map((r) => r.reason))], rejected }
  }
  if (candidates.length === 0) return refuse("no_candidates")
  if (kept.length === 0 || kept.length + spare.length < MIN_SOURCES) return refuse("insufficient_sources")
  if (valid.length === 0 || valid.length + spare.length < MIN_SOURCES) return refuse("insufficient_fresh_sources")
  const refuseWeak = (packReason: PackRejectionReason): ValidationOutcome => {
    for (const candidate of weak) reject(candidate.index, candidate.url, "weak_relevance")
    return refuse(packReason)
  }
  if (stating.length === 0 || stating.length + spare.length < MIN_SOURCES) return refuseWeak("no_supported_answer")

  // The answer first, then the pack: only the sources that state the answer's facts are sold. When the strongly
  // ranked pages give no answer that three of them state, the weakly ranked ones are read too: "TLS 1.0 and 1.1 were
  // formally deprecated in RFC 8996 in March 2021" under "Transport Layer Security - Wikipedia".
  const answers = providerAnswers(candidates)
  const answerFrom = (pool: ReadonlyArray<CheckedCandidate>, backers: ReadonlyArray<CheckedCandidate>) => {
    const ranked = rankSources(pool, pool.length, rank)
    const choice = judged ? chooseAnswer(query, ranked, answers, options) : undefined
    const backing = choice === undefined ? [] : backers.filter((c) => sharesAnswerValue(choice, c))
    const supporting = [...(choice === undefined ? ranked : ranked.filter((c) => statesAnswer(choice, c))), ...backing]
    return { ranked, choice, backing, supporting }
  }
  const strong = answerFrom(answering, weak)
  const widened = judged && weak.length > 0 && (strong.choice === undefined || strong.supporting.length < MIN_SOURCES)
  const { ranked, choice, backing, supporting } = widened ? answerFrom(stating, []) : strong
  if (choice === undefined && judged) return refuseWeak("no_supported_answer")
  for (const candidate of widened ? [] : weak) {
    if (!backing.includes(candidate)) reject(candidate.index, candidate.url, "weak_relevance")
  }
  for (const candidate of ranked) {
    if (!supporting.includes(candidate)) reject(candidate.index, candidate.url, "does_not_answer")
  }
  // Pages holding every key term must state the answer themselves; a page lacking one only joins them.
  const agreed = choice === undefined ? undefined : agreedBy(choice, supporting)
  const corroborating = agreed === undefined ? [] : spare.filter((c) => corroborates(agreed, c))
  const backers = corroborating.length === 0 ? supporting : [...supporting, ...corroborating]
  const selling = choice === undefined ? backers : withoutPagesOffAnswer(choice, backers, options, reject)
  if (supporting.length < options.minKeyedSupporters || selling.length < MIN_SOURCES) {
    return refuse("no_supported_answer")
  }
  if (siteCount(selling) < options.minDistinctSources) {
    return refuse("insufficient_distinct_sources")
  }
  const returned = rankSources(selling, clampMaxSources(input.maxSources), rank)
  const answer =
    choice === undefined
      ? capText(returned[0]?.snippet ?? returned[0]?.title ?? "", options.maxAnswerChars)
      : answerWithMarkers({ ...choice, supporters: markersOf(choice, ranked, returned) }, options.maxAnswerChars)
  const sold = new Set(corroborating.map((c) => c.index))
  const rejected = rejections.filter((r) => !sold.has(r.index)).sort((a, b) => a.index - b.index)
  const pack: EvidencePack = {
    answer,
    sources: returned.map(toSource),
    freshness: freshnessSummary(
      policy,
      returned.map((c) => c.time)
    ),
    evidence: {
      source_count: selling.length,
      distinct_source_count: siteCount(selling),
      validated: true
    }
  }
  return { _tag: "Accepted", pack, rejected }
}

/**
 * The backers that write the answer's core (`namesAnswerCore`: a yes or no's predicate, the tool an answer names),
 * when they are enough to sell alone; of those, for a yes or no, the pages that themselves say yes or no
 * (`saysYesOrNo`), and for an answer writing a command or flag, the pages writing one of them (`writesAnswerCode`:
 * "docker container prune", not the page on `docker container rm`), again when they are enough. The others, pages on
 * a neighbouring matter sharing the answer's words ("Rules of Go: the ko rule and its exceptions" for "does golang
 * have exceptions"), are `does_not_answer`. Otherwise every backer.
 */
const withoutPagesOffAnswer = (
  choice: AnswerChoice,
  backers: ReadonlyArray<CheckedCandidate>,
  options: ValidationOptions,
  reject: (index: number, url: string, reason: RejectionReason) => void
): ReadonlyArray<CheckedCandidate> => {
  const trim = (pages: ReadonlyArray<CheckedCandidate>, keep: (c: CheckedCandidate) => boolean) => {
    const kept = pages.filter(keep)
    const enough =
      kept.length >= MIN_SOURCES &&
      kept.length >= options.minKeyedSupporters &&
      siteCount(kept) >= options.minDistinctSources
    if (!enough || kept.length === pages.length) return pages
    for (const c of pages) if (!kept.includes(c)) reject(c.index, c.url, "does_not_answer")
    return kept
  }
  const naming = trim(backers, (c) => namesAnswerCore(choice, c))
  if (choice.yesOrNo !== undefined) return trim(naming, (c) => saysYesOrNo(choice, c, options))
  return choice.code.length === 0 ? naming : trim(naming, (c) => writesAnswerCode(choice, c))
}

/** How many distinct sites the pages are on. */
const siteCount = (pages: ReadonlyArray<CheckedCandidate>): number => new Set(pages.map((c) => c.site)).size
