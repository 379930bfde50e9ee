import { type Candidate, Provider, type SearchRequest } from "@evidence-pack/core/ports/Provider"
import { Clock, Duration, Effect, Layer, Metric } from "effect"
import { cacheKey } from "./CacheKey.ts"
import { LruMap } from "./LruMap.ts"

/**
 * A short-lived memory of upstream candidates, so that the same question asked again within seconds (an agent
 * retrying, several agents on one news item) costs no second upstream call. Every purchase is still validated and
 * paid on its own: only the provider call is saved.
 *
 * Freshness is the one rule it must never break: an entry fetched at T serves a request with window F only if
 * `now - T <= min(ttl, F)`, so a client asking for the last 60 s never gets candidates the upstream gave more
 * than 60 s ago. Time comes from `Clock`.
 *
 * In memory, per process. Several instances each keep their own: a miss costs one upstream call, never a wrong
 * answer, and candidate lists are too short-lived to be worth a Redis round trip and its failure modes.
 */

export interface Options {
  /** How long an entry may serve at all (default 60 s). */
  readonly ttl?: Duration.Input | undefined
  /** Entries kept; the least recently used goes first (default 1,000: a few MB of snippets). */
  readonly maxEntries?: number | undefined
}

export const DEFAULT_TTL: Duration.Input = "60 seconds"
export const DEFAULT_MAX_ENTRIES = 1_000

/** Lookups by `result` = `hit` | `miss`; the hit ratio is hit / (hit + miss). */
export const lookups = Metric.counter("provider_cache_lookups_total", {
  description: "Candidate cache lookups by result (hit, miss)",
  incremental: true
})

export interface Entry {
  /** When the upstream was asked (epoch ms): the age of what it answered is counted from here. */
  readonly fetchedAt: number
  /** How many candidates were asked for. */
  readonly requested: number
  readonly candidates: ReadonlyArray<Candidate>
}

/**
 * Whether `entry` may answer `request` at `now`. Young enough for both the TTL and the request's window, and holding
 * as many candidates as asked for (or all there were: an upstream that gave fewer than asked has no more).
 */
export const servable = (entry: Entry, request: SearchRequest, now: number, ttlMillis: number): boolean => {
  const age = now - entry.fetchedAt
  const window =
    request.freshnessSeconds === undefined ? ttlMillis : Math.min(ttlMillis, request.freshnessSeconds * 1000)
  const enough = entry.requested >= request.maxCandidates || entry.candidates.length < entry.requested
  return age >= 0 && age <= window && enough
}

const count = (result: "hit" | "miss") => Metric.update(Metric.withAttributes(lookups, { result }), 1)

export const make = (inner: Provider["Service"], options: Options = {}): Effect.Effect<Provider["Service"]> =>
  Effect.sync(() => {
    const ttlMillis = Duration.toMillis(options.ttl ?? DEFAULT_TTL)
    const entries = new LruMap<string, Entry>(options.maxEntries ?? DEFAULT_MAX_ENTRIES)

    const fetch = (key: string, request: SearchRequest, fetchedAt: number) =>
      inner.search(request).pipe(
        Effect.tap((candidates) =>
          // An empty answer is often an upstream hiccup (engines timing out); it is not pinned for a whole TTL.
          Effect.sync(() => {
            if (candidates.length > 0) entries.set(key, { fetchedAt, requested: request.maxCandidates, candidates })
          })
        )
      )

    /** A request the cache would answer costs nothing upstream. */
    const quote = (request: SearchRequest) =>
      Effect.gen(function* () {
        const entry = entries.get(cacheKey(request.query, request.freshnessSeconds))
        if (entry !== undefined && servable(entry, request, yield* Clock.currentTimeMillis, ttlMillis)) return []
        return inner.quote === undefined ? [] : yield* inner.quote(request)
      })

    const search = Effect.fn("CandidateCache.search")(function* (request: SearchRequest) {
      const now = yield* Clock.currentTimeMillis
      const key = cacheKey(request.query, request.freshnessSeconds)
      const entry = entries.get(key)
      if (entry !== undefined && servable(entry, request, now, ttlMillis)) {
        yield* count("hit")
        return entry.candidates.slice(0, request.maxCandidates)
      }
      if (entry !== undefined && now - entry.fetchedAt > ttlMillis) entries.delete(key)
      yield* count("miss")
      return yield* fetch(key, request, now)
    })

    return Provider.of({ name: inner.name, search, quote })
  })

/** Wraps the Provider that `inner` builds. */
export const layer = <E, R>(inner: Layer.Layer<Provider, E, R>, options: Options = {}): Layer.Layer<Provider, E, R> =>
  Layer.effect(
    Provider,
    Effect.gen(function* () {
      return yield* make(yield* Provider, options)
    })
  ).pipe(Layer.provide(inner))
