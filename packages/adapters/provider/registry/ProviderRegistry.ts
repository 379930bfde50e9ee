import { Provider } from "@evidence-pack/core/ports/Provider"
import { Config, ConfigProvider, Context, Duration, Effect, Layer, Schema, type Scope } from "effect"
import { CircuitBreaker } from "effect/persistence"
import * as Brave from "../brave/index.ts"
import * as CandidateCache from "../cache/index.ts"
import * as Corpus from "../corpus/index.ts"
import * as UpstreamPrice from "../cost/UpstreamPrice.ts"
import * as Exa from "../exa/index.ts"
import * as FanOut from "../fanout/index.ts"
import * as Searxng from "../searxng/index.ts"
import * as Tavily from "../tavily/index.ts"
import { affordable, withPackBudget } from "./PackBudget.ts"
import { parseProviderNames } from "./ProviderNames.ts"

type Built = Effect.Effect<
  Provider["Service"],
  Config.ConfigError | Corpus.CorpusError,
  CircuitBreaker.CircuitBreakerStore | Scope.Scope
>

/**
 * Every provider `EVIDENCE_PROVIDER` may name, and how each is built from its own variables. The HTTP adapters come
 * with their timeout, retry and circuit breaker (see resilience/); the corpus is local and cannot fail.
 */
const BUILDERS: Readonly<Record<string, Built>> = {
  corpus: Effect.gen(function* () {
    const context = yield* Layer.build(Corpus.layerConfig)
    return Context.get(context, Provider)
  }),
  brave: Effect.gen(function* () {
    return yield* Brave.make(yield* Brave.config)
  }),
  tavily: Effect.gen(function* () {
    return yield* Tavily.make(yield* Tavily.config)
  }),
  exa: Effect.gen(function* () {
    return yield* Exa.make(yield* Exa.config)
  }),
  searxng: Effect.gen(function* () {
    return yield* Searxng.make(yield* Searxng.config)
  })
}

export const KNOWN_PROVIDERS: ReadonlyArray<string> = Object.keys(BUILDERS)

const configError = (message: string) => new Config.ConfigError(new ConfigProvider.SourceError({ message }))

/** Every name is checked before anything is built: a typo is reported as such, not as a missing key. */
const checkNames = (names: ReadonlyArray<string>, setting: string) => {
  const unknown = names.filter((name) => BUILDERS[name] === undefined)
  return unknown.length === 0
    ? Effect.void
    : Effect.fail(
        configError(
          `EVIDENCE_PROVIDER=${setting}: unknown provider${unknown.length > 1 ? "s" : ""} ${unknown.map((n) => `"${n}"`).join(", ")} (known: ${KNOWN_PROVIDERS.join(", ")})`
        )
      )
}

/** `PROVIDER_CACHE_TTL_SECONDS`: how long candidates are reused (default 60; 0 turns the cache off). */
const cacheTtlSeconds = Config.schema(
  Schema.Finite.check(
    Schema.isGreaterThanOrEqualTo(0, { message: "PROVIDER_CACHE_TTL_SECONDS must be a number of seconds, 0 or more" })
  ),
  "PROVIDER_CACHE_TTL_SECONDS"
).pipe(Config.withDefault(60))

/**
 * The Provider named by `EVIDENCE_PROVIDER`: the offline corpus when unset; one adapter; or several in parallel
 * (fan-out). Upstream candidates are then cached for `PROVIDER_CACHE_TTL_SECONDS` (the corpus alone is not: it is
 * already in memory). An unknown name, or a provider without its required variables, fails start-up with a message
 * that names the variable.
 */
export const layerFromConfig: Layer.Layer<Provider, Config.ConfigError | Corpus.CorpusError> = Layer.effect(
  Provider,
  Effect.gen(function* () {
    const setting = yield* Config.String("EVIDENCE_PROVIDER").pipe(Config.withDefault(""))
    const names = parseProviderNames(setting)
    const ttlSeconds = yield* cacheTtlSeconds
    const budget = yield* UpstreamPrice.packBudget
    yield* checkNames(names, setting)
    const built = yield* Effect.forEach(names, (name) => BUILDERS[name] ?? Effect.die(`no builder for ${name}`))
    const [first, ...rest] = yield* affordable(built, budget, setting)
    if (first === undefined) return yield* Effect.fail(configError("EVIDENCE_PROVIDER names no provider"))
    const combined = FanOut.make([first, ...rest])
    const cached = ttlSeconds > 0 && !(names.length === 1 && names[0] === "corpus")
    yield* Effect.logInfo("search provider ready").pipe(
      Effect.annotateLogs({
        providers: [first, ...rest].map((provider) => provider.name).join(","),
        cache_ttl_seconds: cached ? ttlSeconds : 0,
        max_cost_per_pack_micro_usd: budget
      })
    )
    return withPackBudget(
      cached ? yield* CandidateCache.make(combined, { ttl: Duration.seconds(ttlSeconds) }) : combined,
      budget
    )
  })
).pipe(Layer.provide(CircuitBreaker.layerStoreMemory()))
