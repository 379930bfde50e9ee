import { type Candidate, Provider, ProviderError, type SearchRequest } from "@evidence-pack/core"
import { Clock, Effect, Layer } from "effect"
import { Crash } from "./Crash.ts"
import { FaultPlan } from "./FaultPlan.ts"

export type ProviderFault =
  | "timeout"
  | "unavailable"
  /** Refused by the upstream's rate limit, with a Retry-After hint of RATE_LIMIT_RETRY_AFTER seconds. */
  | "rate_limited"
  /** Candidates that all fail validation (private hosts, error pages, duplicates). */
  | "junk"
  /** Only two usable candidates: fewer than the three a pack needs. */
  | "too_few"
  /** The process dies after the provider answered. */
  | "crash"

export const RATE_LIMIT_RETRY_AFTER = 42

const HOSTS = [
  "en.wikipedia.org",
  "developer.mozilla.org",
  "www.w3.org",
  "arxiv.org",
  "stackoverflow.com",
  "github.com",
  "www.nature.com",
  "www.bbc.co.uk",
  "docs.python.org",
  "www.nist.gov"
]

const PHRASES = [
  "explains the background in detail, with references to primary documents",
  "summarises the current consensus and the open questions that remain",
  "gives a worked example and compares the main alternatives side by side",
  "reports measurements from several independent studies and their limits",
  "documents the history of the topic and how the terminology changed",
  "answers common questions from practitioners with short code samples",
  "reviews recent changes and what they mean for existing deployments",
  "lists the specifications involved and the status of each of them"
]

/** Realistic, valid candidates for a query: distinct hosts, on-topic snippets that state a fact, dated. */
export const realisticCandidates = (query: string, count: number, now: number): Array<Candidate> =>
  Array.from({ length: count }, (_, i) => {
    const host = HOSTS[i % HOSTS.length]
    const day = 86_400_000
    return {
      title: `${query} (${host})`,
      url: `https://${host}/articles/${encodeURIComponent(query.toLowerCase().replace(/\s+/g, "-"))}-${i}`,
      // The closing fact (a year, an amount, a list of names) is what lets a "when", "how much" or "which browsers"
      // question be answered: validation sells only sources that state an answer of the asked kind, and an amount is
      // never the year it is dated by.
      snippet: `${query}: this page ${PHRASES[i % PHRASES.length]}; section ${i + 1} of the survey by ${host}, first published in 2019 by Alice Smith and Bob Jones, with 12 tables.`,
      publishedAt: new Date(now - (i + 2) * 30 * day).toISOString(),
      updatedAt: new Date(now - (i + 1) * day).toISOString()
    }
  })

const junkCandidates = (query: string): Array<Candidate> => [
  { title: "404 Not Found", url: "https://en.wikipedia.org/missing", snippet: "The page you requested was not found." },
  { title: query, url: "http://127.0.0.1/admin", snippet: `${query} ${query} internal admin page for testing only` },
  {
    title: query,
    url: "https://localhost/x",
    snippet: `${query} served from localhost, a private address nobody else sees`
  },
  { title: "", url: "not a url", snippet: "" }
]

export interface ProviderCall {
  readonly query: string
  readonly maxCandidates: number
}

/**
 * A Provider with fault injection. It records every call, so tests can count provider executions per purchase
 * (each purchase in a scenario has its own query).
 */
export class FakeProvider {
  readonly faults = new FaultPlan<ProviderFault>()
  readonly calls: Array<ProviderCall> = []
  readonly candidateCount: number
  /** What each search quotes upstream (micro-USD); 0 quotes nothing, as a free provider or a cache hit does. */
  costMicroUsd: number
  /** How long each search takes (on the Clock, so TestClock moves it): slow providers outlive short leases. */
  latencyMillis = 0
  constructor(options: { readonly candidateCount?: number; readonly costMicroUsd?: number } = {}) {
    this.candidateCount = options.candidateCount ?? 20
    this.costMicroUsd = options.costMicroUsd ?? 0
  }

  get layer(): Layer.Layer<Provider> {
    return Layer.succeed(Provider, this.service())
  }

  service(): Provider["Service"] {
    const self = this
    return Provider.of({
      name: "fake",
      quote: () =>
        Effect.sync(() => (self.costMicroUsd > 0 ? [{ provider: "fake", microUsd: self.costMicroUsd }] : [])),
      search: (request: SearchRequest) =>
        Effect.gen(function* () {
          self.calls.push({ query: request.query, maxCandidates: request.maxCandidates })
          yield* Effect.yieldNow
          if (self.latencyMillis > 0) yield* Effect.sleep(self.latencyMillis)
          const fault = self.faults.next("search")
          if (fault === "timeout" || fault === "unavailable") {
            return yield* Effect.fail(new ProviderError({ provider: "fake", kind: fault, message: `fake ${fault}` }))
          }
          if (fault === "rate_limited") {
            return yield* Effect.fail(
              new ProviderError({
                provider: "fake",
                kind: "rate_limited",
                message: "fake rate limit",
                retryAfterSeconds: RATE_LIMIT_RETRY_AFTER
              })
            )
          }
          if (fault === "crash") return yield* Effect.die(new Crash("after_provider"))
          if (fault === "junk") return junkCandidates(request.query)
          const count = fault === "too_few" ? 2 : Math.min(self.candidateCount, request.maxCandidates)
          return realisticCandidates(request.query, count, yield* Clock.currentTimeMillis)
        })
    })
  }
}
