import { Schema } from "effect"

/**
 * Why one candidate was dropped. Public contract: the codes surface in HTTP 422 `error.reasons` (as
 * `code:count`), so they are only ever added to, never renamed. The order is the order of the checks, and it
 * is the order in which counts are reported.
 */
export const RejectionReason = Schema.Literals([
  "url_invalid",
  "url_not_http",
  "url_has_credentials",
  "url_ip_literal",
  "url_private_host",
  "url_domain_blocked",
  "url_domain_not_allowed",
  "url_nonstandard_port",
  "url_too_long",
  "title_missing",
  "error_page",
  "snippet_too_short",
  "off_topic",
  "date_invalid",
  "date_in_future",
  "live_blocked_address",
  "live_fetch_failed",
  "live_not_html",
  "live_snippet_not_found",
  "duplicate_url",
  "duplicate_content",
  "stale",
  "undated",
  "missing_key_term",
  "spam",
  "hijacked_page",
  "does_not_answer",
  "weak_relevance"
]).annotate({ identifier: "RejectionReason" })
export type RejectionReason = typeof RejectionReason.Type

/** Why a whole pack was refused; always the first entry of `Rejected.reasons`. */
export const PackRejectionReason = Schema.Literals([
  "no_candidates",
  "insufficient_sources",
  "insufficient_fresh_sources",
  "insufficient_distinct_sources",
  "no_supported_answer"
]).annotate({ identifier: "PackRejectionReason" })
export type PackRejectionReason = typeof PackRejectionReason.Type

/** `off_topic:4`: how a client learns which checks ate its candidates. */
export const formatReasonCount = (reason: RejectionReason, count: number): string => `${reason}:${count}`

/** Counts per reason, in the order of `RejectionReason.literals`, omitting reasons that did not occur. */
export const reasonCounts = (reasons: ReadonlyArray<RejectionReason>): ReadonlyArray<string> => {
  const counts = new Map<RejectionReason, number>()
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1)
  return RejectionReason.literals.flatMap((reason) => {
    const count = counts.get(reason)
    return count === undefined ? [] : [formatReasonCount(reason, count)]
  })
}
