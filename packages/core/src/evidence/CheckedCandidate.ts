import type { Candidate } from "../ports/Provider.ts"
import { checkContent } from "./ContentCheck.ts"
import { liveVerdictOf } from "./LiveVerdict.ts"
import type { QueryAnalysis } from "./QueryAnalysis.ts"
import type { RejectionReason } from "./RejectionReason.ts"
import { type DateVerdict, parseSourceDate } from "./SourceDate.ts"
import type { TextTokens } from "./TextTokens.ts"
import { checkUrl } from "./UrlCheck.ts"
import type { ValidationOptions } from "./ValidationOptions.ts"

/** A candidate that passed every per-candidate check, with everything later stages need precomputed. */
export interface CheckedCandidate {
  /** Position in the provider's list: only a last-resort tie-break between otherwise identical candidates. */
  readonly index: number
  readonly url: string
  readonly canonical: string
  readonly site: string
  /** See `CheckedUrl.variants`. */
  readonly variants: number
  readonly title: string
  readonly snippet: string
  readonly titleTokens: TextTokens
  readonly snippetTokens: TextTokens
  readonly relevance: number
  readonly publishedAt: number | null
  readonly updatedAt: number | null
  /** `updated_at ?? published_at`, epoch ms. */
  readonly time: number | null
}

export type CandidateVerdict =
  | { readonly _tag: "Valid"; readonly value: CheckedCandidate }
  | { readonly _tag: "Invalid"; readonly url: string; readonly reason: RejectionReason }
  /** Valid but for a key term of the question (see `ContentVerdict`): `missing_key_term` unless it backs the answer. */
  | { readonly _tag: "LacksKeyTerm"; readonly value: CheckedCandidate }

/** Values straight from a provider are only typed, not trusted: anything not a string reads as absent. */
export const stringField = (candidate: unknown, key: keyof Candidate): string | undefined => {
  if (typeof candidate !== "object" || candidate === null) return undefined
  const value: unknown = (candidate as Record<string, unknown>)[key]
  return typeof value === "string" ? value : undefined
}

/** A field's value when it is a string, else absent (see `stringField`). */
const stringValue = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/**
 * A candidate's fields, each read by its own name rather than through `stringField`'s one keyed read: a read of a
 * constant name keeps its own inline cache, where the keyed one, shared by five names, is a megamorphic lookup.
 */
type CandidateFields = { readonly [K in keyof Candidate]?: unknown }

const fieldsOf = (candidate: unknown): CandidateFields | undefined =>
  typeof candidate === "object" && candidate !== null ? (candidate as CandidateFields) : undefined

const dateReason = (verdict: DateVerdict): RejectionReason | undefined =>
  verdict._tag === "Invalid" ? "date_invalid" : verdict._tag === "Future" ? "date_in_future" : undefined

const dateValue = (verdict: DateVerdict): number | null => (verdict._tag === "Valid" ? verdict.ms : null)

/** URL, then the live check's verdict, then content, then dates: the first failure is the candidate's one reason. */
export const checkCandidate = (
  candidate: unknown,
  index: number,
  query: QueryAnalysis,
  now: number,
  options: ValidationOptions
): CandidateVerdict => {
  const fields = fieldsOf(candidate)
  const rawUrl = stringValue(fields?.url) ?? ""
  const url = checkUrl(rawUrl, options)
  if (url._tag === "Invalid") {
    return { _tag: "Invalid", url: rawUrl.trim().slice(0, options.maxUrlLength), reason: url.reason }
  }
  const invalid = (reason: RejectionReason): CandidateVerdict => ({ _tag: "Invalid", url: url.value.url, reason })
  const live = liveVerdictOf(candidate)
  if (live !== undefined) return invalid(live)
  const content = checkContent(
    stringValue(fields?.title) ?? "",
    stringValue(fields?.snippet) ?? "",
    url.value.url,
    query,
    options
  )
  if (content._tag === "Invalid") return invalid(content.reason)
  const published = parseSourceDate(stringValue(fields?.publishedAt), now, options)
  const updated = parseSourceDate(stringValue(fields?.updatedAt), now, options)
  const reason = dateReason(published) ?? dateReason(updated)
  // The first failure is the candidate's reason: a key term, checked before its dates.
  if (reason !== undefined) return invalid(content._tag === "LacksKeyTerm" ? "missing_key_term" : reason)
  const publishedAt = dateValue(published)
  const updatedAt = dateValue(updated)
  // Each field named rather than spread: a spread copies by enumerating its source's keys, once per candidate.
  const { canonical, site, variants } = url.value
  const { title, snippet, titleTokens, snippetTokens, relevance } = content.value
  return {
    _tag: content._tag,
    value: {
      index,
      url: url.value.url,
      canonical,
      site,
      variants,
      title,
      snippet,
      titleTokens,
      snippetTokens,
      relevance,
      publishedAt,
      updatedAt,
      time: updatedAt ?? publishedAt
    }
  }
}
