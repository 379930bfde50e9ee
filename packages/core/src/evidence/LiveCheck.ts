import { Result } from "effect"
import type { FetchedPage, PageFetchError } from "../ports/PageFetcher.ts"
import type { Candidate } from "../ports/Provider.ts"
import { isErrorPage } from "./ErrorPage.ts"
import { cleanText } from "./HtmlText.ts"
import { type LiveCheckedCandidate, refuseLive } from "./LiveVerdict.ts"
import { parseSourceDate, toIsoString } from "./SourceDate.ts"
import { coverage, termSet } from "./Terms.ts"
import { checkUrl } from "./UrlCheck.ts"
import type { ValidationOptions } from "./ValidationOptions.ts"

/** What the PageFetcher answered for one candidate's URL. */
export type FetchOutcome = Result.Result<FetchedPage, PageFetchError>

/** Error-page wording is only looked for in the text of short pages: long ones quote it in passing. */
const SHORT_PAGE_CHARS = 2000
const HTML_TYPES: ReadonlySet<string> = new Set(["text/html", "application/xhtml+xml"])
const TRUNCATED_END = /(?:\.{3}|…)$/

/**
 * The snippet's key terms: its content-word stems, without a last word the provider cut off ("efficien…"),
 * which the page cannot contain as such.
 */
export const snippetKeyTerms = (snippet: string): ReadonlyArray<string> => {
  const text = cleanText(snippet)
  const whole = TRUNCATED_END.test(text) ? text.replace(/\s*\S*$/, "") : text
  return Array.from(termSet(whole))
}

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim().length === 0

/** A page date, normalized to ISO 8601, or undefined when it is missing, unparseable or in the future. */
const pageDate = (raw: string | undefined, now: number, options: ValidationOptions): string | undefined => {
  const verdict = parseSourceDate(raw, now, options)
  return verdict._tag === "Valid" ? (toIsoString(verdict.ms) ?? undefined) : undefined
}

/** The page's `rel=canonical` when it is an acceptable URL on the same site as the page, else the final URL. */
const preferredUrl = (page: FetchedPage, finalUrl: string, finalSite: string, options: ValidationOptions): string => {
  const canonical = checkUrl(page.metadata.canonical ?? "", options)
  return canonical._tag === "Valid" && canonical.value.site === finalSite ? canonical.value.url : finalUrl
}

/** Dates the provider left out, filled from the page: metadata first, then `Last-Modified` for the update. */
const withPageDates = (candidate: Candidate, page: FetchedPage, now: number, options: ValidationOptions): Candidate => {
  const published = isBlank(candidate.publishedAt) ? pageDate(page.metadata.publishedTime, now, options) : undefined
  const updated = isBlank(candidate.updatedAt)
    ? (pageDate(page.metadata.modifiedTime, now, options) ?? pageDate(page.lastModified, now, options))
    : undefined
  return {
    ...candidate,
    ...(published === undefined ? {} : { publishedAt: published }),
    ...(updated === undefined ? {} : { updatedAt: updated })
  }
}

/**
 * The live source check of one candidate, pure: given what fetching its (normalized) URL gave, either refuse it
 * with a reason or return it corrected from the page (URL from the redirect chain or `rel=canonical`, missing
 * dates from metadata). Checks, in order: the fetch succeeded and was not refused, a 2xx status, an HTML
 * page, an acceptable final URL, not an error page, and the snippet's key terms present in the page text.
 */
export const applyLiveCheck = (
  candidate: Candidate,
  outcome: FetchOutcome,
  now: number,
  options: ValidationOptions
): LiveCheckedCandidate => {
  if (Result.isFailure(outcome)) {
    const reason = outcome.failure.reason === "blocked_address" ? "live_blocked_address" : "live_fetch_failed"
    return refuseLive(candidate, reason)
  }
  const page = outcome.success
  if (page.status < 200 || page.status > 299) return refuseLive(candidate, "live_fetch_failed")
  if (!HTML_TYPES.has(page.contentType)) return refuseLive(candidate, "live_not_html")
  const final = checkUrl(page.finalUrl, options)
  if (final._tag === "Invalid") return refuseLive(candidate, final.reason)
  const shortText = page.text.length <= SHORT_PAGE_CHARS ? page.text : ""
  if (isErrorPage(page.metadata.title ?? "", shortText)) return refuseLive(candidate, "error_page")
  const key = snippetKeyTerms(candidate.snippet)
  if (key.length > 0 && coverage(key, termSet(page.text)) < options.liveSnippetTermCoverage) {
    return refuseLive(candidate, "live_snippet_not_found")
  }
  const url = preferredUrl(page, final.value.url, final.value.site, options)
  return { ...withPageDates(candidate, page, now, options), url }
}
