import type { CheckedCandidate } from "./CheckedCandidate.ts"

export type Comparator<A> = (a: A, b: A) => number

const byNumberDesc = (a: number | null, b: number | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b > a ? 1 : -1

const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Best first: relevance, then (when freshness was requested) the newer source, then content-only tie-breaks,
 * so the order does not depend on the order the provider listed candidates in. Provider position is
 * deliberately ignored; it decides only between candidates identical in every field.
 */
export const compareCandidates =
  (freshnessRequired: boolean): Comparator<CheckedCandidate> =>
  (a, b) =>
    byNumberDesc(a.relevance, b.relevance) ||
    (freshnessRequired ? byNumberDesc(a.time, b.time) : 0) ||
    byString(a.canonical, b.canonical) ||
    byString(a.url, b.url) ||
    byString(a.title, b.title) ||
    byString(a.snippet, b.snippet) ||
    byNumberDesc(a.time, b.time) ||
    byNumberDesc(a.publishedAt, b.publishedAt) ||
    a.index - b.index

/**
 * Which of several copies of one page (or one text) to keep, best first: the page's plain address before a
 * mirror's, AMP, mobile or http form of it; a page whose title calls it a copy ("repost", "mirror") after the rest;
 * then the earliest published, since copies appear after their original (a scraper's fresher title must not win over
 * the source), and an undated page before a dated copy of it: reference pages (encyclopedias, documentation) carry no
 * date in search results, while the sites copying them stamp theirs with the day they scraped it; then the usual rank.
 */
export const compareCopies =
  (rank: Comparator<CheckedCandidate>): Comparator<CheckedCandidate> =>
  (a, b) =>
    a.variants - b.variants ||
    Number(callsItselfCopy(a)) - Number(callsItselfCopy(b)) ||
    byUndatedThenEarliest(a.publishedAt ?? a.time, b.publishedAt ?? b.time) ||
    rank(a, b)

/** "Is Zinc Magnetic? - industry blog repost", "How to show tables (mirror)": a title saying the page is a copy. */
const COPY_TITLE = /\b(?:repost(?:ed)?|reprint(?:ed)?|mirror(?:ed)?|syndicated|cached copy|archived copy)\b/i

const callsItselfCopy = (candidate: CheckedCandidate): boolean => COPY_TITLE.test(candidate.title)

const byUndatedThenEarliest = (a: number | null, b: number | null): number =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1

/**
 * The best `max` candidates, spread across sites: round-robin by site (each site's best, then each site's
 * second best, …), every round ordered by rank. A site with many good results cannot fill the pack alone
 * while another site has something to say.
 */
export const rankSources = (
  candidates: ReadonlyArray<CheckedCandidate>,
  max: number,
  compare: Comparator<CheckedCandidate>
): ReadonlyArray<CheckedCandidate> => {
  const bySite = new Map<string, Array<CheckedCandidate>>()
  for (const candidate of [...candidates].sort(compare)) {
    const list = bySite.get(candidate.site)
    if (list === undefined) bySite.set(candidate.site, [candidate])
    else list.push(candidate)
  }
  const out: Array<CheckedCandidate> = []
  for (let round = 0; out.length < max; round++) {
    const layer = [...bySite.values()].flatMap((list) => list.slice(round, round + 1)).sort(compare)
    if (layer.length === 0) break
    out.push(...layer.slice(0, max - out.length))
  }
  return out
}
