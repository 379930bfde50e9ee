import { type Candidate, Provider } from "@evidence-pack/core"
import { type Duration, Effect } from "effect"
import { realisticCandidates } from "../FakeProvider.ts"

export interface InstantProviderOptions {
  /** Candidates in a full answer (fewer when the request asks for fewer). Default 20, what `max_sources: 5` asks. */
  readonly candidates?: number
  /** Dates of the candidates are relative to this (epoch ms); default: when the provider is made. */
  readonly now?: number
  /** Answer after this long instead of at once (the bench's in-flight scenario). */
  readonly delay?: Duration.Input
}

/** Distinct queries whose answers are kept; the bench sends a handful, anything beyond is built on the spot. */
const KEPT_QUERIES = 64

/**
 * The Provider port for benchmarks: realistic, valid candidates (`realisticCandidates`) for any query, with no
 * network and no latency unless `delay` is set. Each query's answer is built once and kept, so the fake's own
 * string building stays out of the server's profile.
 */
export const instantProvider = (options: InstantProviderOptions = {}): Provider["Service"] => {
  const full = options.candidates ?? 20
  const now = options.now ?? Date.now()
  const kept = new Map<string, ReadonlyArray<Candidate>>()
  const answer = (query: string, max: number): ReadonlyArray<Candidate> => {
    const count = Math.min(max, full)
    let candidates = kept.get(query)
    if (candidates === undefined) {
      candidates = realisticCandidates(query, full, now)
      if (kept.size < KEPT_QUERIES) kept.set(query, candidates)
    }
    return count === candidates.length ? candidates : candidates.slice(0, count)
  }
  const delay = options.delay
  return Provider.of({
    name: "instant",
    search: (request) => {
      const search = Effect.sync(() => answer(request.query, request.maxCandidates))
      return delay === undefined ? search : Effect.delay(search, delay)
    }
  })
}
