import type { Candidate } from "../../src/ports/Provider.ts"

/** 2026-01-15T12:00:00Z: every test reads time from here, never from the machine. */
export const NOW = Date.UTC(2026, 0, 15, 12)
export const HOUR = 3_600_000
export const DAY = 24 * HOUR
export const isoAgo = (ms: number): string => new Date(NOW - ms).toISOString()

export const QUERY = "What is the record efficiency of perovskite solar panels?"

/** Three good, distinct, recently updated candidates on three sites. */
export const baseline: ReadonlyArray<Candidate> = [
  {
    title: "Perovskite tandem solar panels set efficiency record",
    url: "https://www.pv-news.com/2026/01/tandem-record",
    snippet:
      "Researchers reported a record efficiency of 33.9% for perovskite-silicon tandem solar panels. The result was certified by an independent laboratory.",
    publishedAt: isoAgo(2 * DAY),
    updatedAt: isoAgo(HOUR)
  },
  {
    title: "How efficient are solar panels in 2026?",
    url: "https://energyguide.org/solar/efficiency",
    snippet:
      "Commercial solar panels convert about 22% of sunlight, while perovskite cells in the lab have passed 26%; tandem designs hold the record.",
    updatedAt: isoAgo(3 * HOUR)
  },
  {
    title: "Best research-cell efficiency chart",
    url: "https://nrel.gov/pv/cell-efficiency.html",
    snippet:
      "The chart tracks certified record efficiency for every solar technology, including perovskite and perovskite-silicon tandem panels.",
    publishedAt: isoAgo(5 * HOUR)
  }
]

/** A fourth good candidate; table rows start from it and break one thing. */
export const good: Candidate = {
  title: "Perovskite solar efficiency keeps climbing",
  url: "https://solarreview.net/articles/perovskite-efficiency",
  snippet:
    "Lab perovskite solar panels improved their efficiency again this year: tandem cells hold the record, and analysts expect mass production to start soon.",
  updatedAt: isoAgo(6 * HOUR)
}

export const candidate = (overrides: Partial<Candidate>): Candidate => ({ ...good, ...overrides })

/** Distinct, valid candidates (no two near-duplicates), `perHost` per site, each an hour older than the last. */
export const manyCandidates = (count: number, perHost = 1): ReadonlyArray<Candidate> =>
  Array.from({ length: count }, (_, i) => ({
    title: `Perovskite solar panel efficiency report ${i}`,
    url: `https://site${Math.floor(i / perHost)}.com/report-${i}`,
    // Each states the record in the same words (a sold source must say what the answer says), then words of its own.
    snippet: `Perovskite solar efficiency: certified cells reached 26.1 percent, ${Array.from({ length: 12 }, (_, j) => `w${i}x${j}`).join(" ")}.`,
    updatedAt: isoAgo((i + 1) * HOUR)
  }))
