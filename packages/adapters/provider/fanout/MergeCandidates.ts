import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { urlKey } from "./UrlKey.ts"

/** Dates and answers a repeat may know when the first copy does not: validation counts a dated source as fresh. */
const fillGaps = (kept: Candidate, repeat: Candidate): Candidate => ({
  ...kept,
  ...(kept.publishedAt === undefined && repeat.publishedAt !== undefined ? { publishedAt: repeat.publishedAt } : {}),
  ...(kept.updatedAt === undefined && repeat.updatedAt !== undefined ? { updatedAt: repeat.updatedAt } : {}),
  ...(kept.providerAnswer === undefined && repeat.providerAnswer !== undefined
    ? { providerAnswer: repeat.providerAnswer }
    : {})
})

/**
 * Interleaves ranked lists (each provider's first result, then each one's second, ...), so every provider's best
 * results survive the cut to `limit`; a page already taken is not taken again, but lends it the dates it lacked.
 * Lists come in the configured provider order, which breaks ties within a rank.
 */
export const mergeCandidates = (lists: ReadonlyArray<ReadonlyArray<Candidate>>, limit: number): Array<Candidate> => {
  const byKey = new Map<string, Candidate>()
  const longest = Math.max(0, ...lists.map((list) => list.length))
  for (let rank = 0; rank < longest; rank++) {
    for (const list of lists) {
      const candidate = list[rank]
      if (candidate === undefined) continue
      const key = urlKey(candidate.url)
      const kept = byKey.get(key)
      byKey.set(key, kept === undefined ? candidate : fillGaps(kept, candidate))
    }
  }
  // A Map iterates in first-insertion order, and updating a key keeps its place: the interleaved ranking.
  return [...byKey.values()].slice(0, Math.max(0, Math.floor(limit)))
}
