import { Clock, Effect, Option, Result } from "effect"
import { PageFetchError, PageFetcher } from "../ports/PageFetcher.ts"
import type { Candidate } from "../ports/Provider.ts"
import { checkCandidate } from "./CheckedCandidate.ts"
import { applyLiveCheck, type FetchOutcome } from "./LiveCheck.ts"
import { analyzeQuery } from "./QueryAnalysis.ts"
import { resolveValidationOptions, type ValidationOptions } from "./ValidationOptions.ts"

/**
 * The normalized URL of each candidate worth fetching: those that pass every offline check, and those that lack
 * only a key term (they may back the answer, and then they are sold).
 */
const fetchableUrls = (
  candidates: ReadonlyArray<Candidate>,
  query: string,
  now: number,
  options: ValidationOptions
): ReadonlyArray<string | undefined> => {
  const terms = analyzeQuery(query)
  return candidates.map((candidate, index) => {
    const verdict = checkCandidate(candidate, index, terms, now, options)
    return verdict._tag === "Invalid" ? undefined : verdict.value.url
  })
}

/** A defect in an adapter is that page's failure, not the purchase's. */
const fetchOutcome = (fetcher: PageFetcher["Service"], url: string): Effect.Effect<FetchOutcome> =>
  Effect.result(fetcher.fetch(url)).pipe(
    Effect.catchDefect((defect) =>
      Effect.succeed(
        Result.fail(new PageFetchError({ url, reason: "network", message: `page fetcher failed: ${String(defect)}` }))
      )
    )
  )

/**
 * The live source check, when a PageFetcher is configured (otherwise the candidates pass through untouched):
 * fetches every candidate that passes the offline checks, each distinct URL once, at most
 * `fetcher.concurrency` at a time, and applies `applyLiveCheck`. Refused candidates stay in the list carrying
 * their reason, so `validateEvidence` reports them with the others; nothing here fails.
 */
export const liveCheckCandidates = Effect.fn("liveCheckCandidates")(function* (
  candidates: ReadonlyArray<Candidate>,
  query: string,
  overrides?: Partial<ValidationOptions> | undefined
) {
  const fetcher = yield* Effect.serviceOption(PageFetcher)
  if (Option.isNone(fetcher)) return candidates
  const now = yield* Clock.currentTimeMillis
  const options = resolveValidationOptions(overrides)
  const urls = fetchableUrls(candidates, query, now, options)
  const distinct = [...new Set(urls.filter((url) => url !== undefined))]
  const outcomes = yield* Effect.forEach(distinct, (url) => fetchOutcome(fetcher.value, url), {
    concurrency: Math.max(1, Math.floor(fetcher.value.concurrency) || 1)
  })
  const byUrl = new Map(distinct.map((url, i) => [url, outcomes[i]] as const))
  return candidates.map((candidate, i): Candidate => {
    const url = urls[i]
    const outcome = url === undefined ? undefined : byUrl.get(url)
    return url === undefined || outcome === undefined ? candidate : applyLiveCheck(candidate, outcome, now, options)
  })
})
