import {
  type Candidate,
  Provider,
  ProviderError,
  type ProviderFailureKind,
  type SearchRequest,
  type UpstreamCost
} from "@evidence-pack/core/ports/Provider"
import { Deferred, Duration, Effect, Layer, Result } from "effect"
import { mergeCandidates } from "./MergeCandidates.ts"

export interface Options {
  /**
   * How long the others still get once one provider has answered. A slow provider then costs at most this, not
   * its whole timeout and retries; what it would have added is not worth keeping the client waiting.
   */
  readonly grace?: Duration.Input | undefined
}

export const DEFAULT_GRACE: Duration.Input = "3 seconds"

/** One provider of a fan-out as one request will ask it: its share of the budget and what that costs. */
interface Asked {
  readonly provider: Provider["Service"]
  readonly request: SearchRequest
  readonly costs: ReadonlyArray<UpstreamCost>
}

const totalOf = (costs: ReadonlyArray<UpstreamCost>) => costs.reduce((sum, cost) => sum + cost.microUsd, 0)

const quoteOf = (provider: Provider["Service"], request: SearchRequest) =>
  provider.quote === undefined ? Effect.succeed([]) : provider.quote(request)

/**
 * The providers the request's budget pays for, and what each may spend. First, in list order (the operator's
 * preference), those whose cheapest call still fits; then what is left over goes to them in the same order, so
 * the first may ask for more results while the others are still asked at all. Without a budget, all are asked.
 */
export const withinBudget = (
  providers: ReadonlyArray<Provider["Service"]>,
  request: SearchRequest
): Effect.Effect<ReadonlyArray<Asked>> =>
  Effect.gen(function* () {
    const budget = request.maxCostMicroUsd
    if (budget === undefined) {
      return yield* Effect.forEach(providers, (provider) =>
        Effect.map(quoteOf(provider, request), (costs) => ({ provider, request, costs }))
      )
    }
    const cheapest: Array<{ readonly provider: Provider["Service"]; readonly cost: number }> = []
    let committed = 0
    for (const provider of providers) {
      const cost = totalOf(yield* quoteOf(provider, { ...request, maxCostMicroUsd: 0 }))
      if (committed + cost > budget) continue
      cheapest.push({ provider, cost })
      committed += cost
    }
    let surplus = budget - committed
    const asked: Array<Asked> = []
    for (const { provider, cost } of cheapest) {
      const share: SearchRequest = { ...request, maxCostMicroUsd: cost + surplus }
      const costs = yield* quoteOf(provider, share)
      surplus -= Math.max(0, totalOf(costs) - cost)
      asked.push({ provider, request: share, costs })
    }
    return asked
  })

/**
 * One Provider over several: all are asked at once (all the per-pack budget pays for, see `withinBudget`), their candidates merged (interleaved by rank, repeats
 * removed), and the search succeeds as long as one of them does. Only when every one fails does it fail, with the
 * most useful of their errors and all of their messages.
 */
export const make = (
  providers: readonly [Provider["Service"], ...Array<Provider["Service"]>],
  options: Options = {}
): Provider["Service"] => {
  if (providers.length === 1) return providers[0]
  const name = providers.map((provider) => provider.name).join("+")
  const grace = options.grace ?? DEFAULT_GRACE
  return Provider.of({
    name,
    quote: (request: SearchRequest) =>
      Effect.map(withinBudget(providers, request), (asked) => asked.flatMap((one) => one.costs)),
    search: Effect.fn("FanOut.search")(function* (request: SearchRequest) {
      const asked = yield* withinBudget(providers, request)
      if (asked.length === 0) return yield* Effect.fail(overBudget(name, request))
      const answered = yield* Deferred.make<void>()
      const results = yield* Effect.forEach(asked, (one) => searchOne(one.provider, one.request, answered, grace), {
        concurrency: "unbounded"
      })
      const lists = results.filter(Result.isSuccess).map((result) => result.success)
      if (lists.length === 0)
        return yield* Effect.fail(
          allFailed(
            name,
            results.filter(Result.isFailure).map((r) => r.failure)
          )
        )
      return mergeCandidates(lists, request.maxCandidates)
    })
  })
}

export const layer = (providers: readonly [Provider["Service"], ...Array<Provider["Service"]>], options?: Options) =>
  Layer.succeed(Provider, make(providers, options))

/** One provider's outcome; once another has answered, it has `grace` left before it is cut off. */
const searchOne = (
  provider: Provider["Service"],
  request: SearchRequest,
  answered: Deferred.Deferred<void>,
  grace: Duration.Input
): Effect.Effect<Result.Result<ReadonlyArray<Candidate>, ProviderError>> =>
  provider.search(request).pipe(
    Effect.tap(() => Deferred.succeed(answered, undefined)),
    Effect.raceFirst(
      Deferred.await(answered).pipe(
        Effect.andThen(Effect.sleep(grace)),
        Effect.andThen(Effect.fail(cutOff(provider.name, grace)))
      )
    ),
    Effect.tapError((error) =>
      Effect.logWarning("search provider failed in a fan-out").pipe(
        Effect.annotateLogs({ provider: error.provider, kind: error.kind, error: error.message })
      )
    ),
    Effect.result
  )

const overBudget = (name: string, request: SearchRequest) =>
  new ProviderError({
    provider: name,
    kind: "unavailable",
    message: `no provider of ${name} fits the per-pack budget of ${request.maxCostMicroUsd ?? 0} micro-USD`
  })

const cutOff = (provider: string, grace: Duration.Input) =>
  new ProviderError({
    provider,
    kind: "timeout",
    message: `${provider} had not answered ${Duration.toMillis(grace)} ms after another provider did`
  })

/** Transient kinds first: they tell the client that coming back later can work, and when. */
const USEFULNESS: ReadonlyArray<ProviderFailureKind> = ["rate_limited", "timeout", "unavailable", "bad_response"]

const allFailed = (name: string, errors: ReadonlyArray<ProviderError>): ProviderError => {
  const ranked = [...errors].sort((a, b) => USEFULNESS.indexOf(a.kind) - USEFULNESS.indexOf(b.kind))
  const hints = errors.flatMap((error) => (error.retryAfterSeconds === undefined ? [] : [error.retryAfterSeconds]))
  return new ProviderError({
    provider: name,
    kind: ranked[0]?.kind ?? "unavailable",
    message: `every provider failed: ${errors.map((error) => `${error.provider}: ${error.message}`).join("; ")}`,
    // The soonest any of them may answer again.
    ...(hints.length === 0 ? {} : { retryAfterSeconds: Math.min(...hints) })
  })
}
