import { DEFAULT_MAX_SOURCES, MAX_SOURCES, MIN_SOURCES } from "../api/EvidenceRequest.ts"
import type { EvidencePack, Source } from "../api/EvidenceResponse.ts"
import type { Candidate } from "../ports/Provider.ts"
import { buildAnswer } from "./Answer.ts"
import { type CheckedCandidate, checkCandidate } from "./CheckedCandidate.ts"
import { dedupe } from "./Dedup.ts"
import { freshnessOf, freshnessPolicy, freshnessSummary } from "./Freshness.ts"
import { compareCandidates, compareCopies, rankSources } from "./Ranking.ts"
import { type PackRejectionReason, type RejectionReason, reasonCounts } from "./RejectionReason.ts"
import { toIsoString } from "./SourceDate.ts"
import { queryTerms } from "./Terms.ts"
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
  const query = queryTerms(typeof input.query === "string" ? input.query : "")
  const now = typeof input.now === "number" ? input.now : Number.NaN
  const policy = freshnessPolicy(input.freshnessSeconds)
  const rejections: Array<CandidateRejection> = []
  const reject = (index: number, url: string, reason: RejectionReason) => rejections.push({ index, url, reason })

  const checked: Array<CheckedCandidate> = []
  candidates.forEach((candidate, index) => {
    const verdict = checkCandidate(candidate, index, query, now, options)
    if (verdict._tag === "Valid") checked.push(verdict.value)
    else reject(index, verdict.url, verdict.reason)
  })

  const rank = compareCandidates(policy.required)
  const isFresh = (c: CheckedCandidate): boolean => freshnessOf(c.time, now, policy) === "fresh"
  const copies = compareCopies(rank)
  const { kept, duplicates } = dedupe(
    checked,
    (a, b) => Number(isFresh(b)) - Number(isFresh(a)) || copies(a, b),
    options
  )
  for (const { candidate, reason } of duplicates) reject(candidate.index, candidate.url, reason)
  const valid = kept.filter((candidate) => {
    const verdict = freshnessOf(candidate.time, now, policy)
    if (verdict !== "fresh") reject(candidate.index, candidate.url, verdict)
    return verdict === "fresh"
  })

  const rejected = rejections.sort((a, b) => a.index - b.index)
  const packReason: PackRejectionReason | undefined =
    candidates.length === 0
      ? "no_candidates"
      : kept.length < MIN_SOURCES
        ? "insufficient_sources"
        : valid.length < MIN_SOURCES
          ? "insufficient_fresh_sources"
          : undefined
  if (packReason !== undefined) {
    return { _tag: "Rejected", reasons: [packReason, ...reasonCounts(rejected.map((r) => r.reason))], rejected }
  }

  const returned = rankSources(valid, clampMaxSources(input.maxSources), rank)
  const pack: EvidencePack = {
    answer: buildAnswer(query, returned, providerAnswers(candidates), options),
    sources: returned.map(toSource),
    freshness: freshnessSummary(
      policy,
      returned.map((c) => c.time)
    ),
    evidence: {
      source_count: valid.length,
      distinct_source_count: new Set(valid.map((c) => c.site)).size,
      validated: true
    }
  }
  return { _tag: "Accepted", pack, rejected }
}
