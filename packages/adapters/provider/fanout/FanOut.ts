import {
  type Candidate,
  Provider,
  ProviderError,
  type ProviderFailureKind,
  type SearchRequest
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

/**
 * One Provider over several: all are asked at once, their candidates merged (interleaved by rank, repeats
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
    search: Effect.fn("FanOut.search")(function* (request: SearchRequest) {
      const answered = yield* Deferred.make<void>()
      const results = yield* Effect.forEach(providers, (provider) => searchOne(provider, request, answered, grace), {
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
