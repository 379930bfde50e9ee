import { Provider, type SearchRequest, type UpstreamCost } from "@evidence-pack/core/ports/Provider"
import { Config, ConfigProvider, Effect } from "effect"

const totalOf = (costs: ReadonlyArray<UpstreamCost>) => costs.reduce((sum, cost) => sum + cost.microUsd, 0)

const usd = (microUsd: number) => `$${(microUsd / 1_000_000).toFixed(6).replace(/0{1,3}$/, "")}`

/** What the provider's cheapest call costs: one result, no room beyond it. */
export const cheapestCall = (provider: Provider["Service"]): Effect.Effect<number> =>
  provider.quote === undefined
    ? Effect.succeed(0)
    : Effect.map(provider.quote({ query: "", maxCandidates: 1, maxCostMicroUsd: 0 }), totalOf)

/**
 * The providers of `EVIDENCE_PROVIDER` that one purchase can afford at all. A provider whose cheapest call is over
 * the per-pack budget would never be asked; when that is all of them, start-up fails with what to change, so no
 * configuration can spend more upstream than the budget. Those left out of a list are named in a warning.
 */
export const affordable = (
  providers: ReadonlyArray<Provider["Service"]>,
  budgetMicroUsd: number,
  setting: string
): Effect.Effect<ReadonlyArray<Provider["Service"]>, Config.ConfigError> =>
  Effect.gen(function* () {
    const priced = yield* Effect.forEach(providers, (provider) =>
      Effect.map(cheapestCall(provider), (cost) => ({ provider, cost }))
    )
    const over = priced.filter(({ cost }) => cost > budgetMicroUsd)
    const kept = priced.filter(({ cost }) => cost <= budgetMicroUsd).map(({ provider }) => provider)
    const explain = over
      .map(
        ({ provider, cost }) =>
          `one ${provider.name} search costs ${usd(cost)} (PROVIDER_COST_${provider.name.toUpperCase()})`
      )
      .join(", ")
    if (kept.length === 0) {
      return yield* Effect.fail(
        new Config.ConfigError(
          new ConfigProvider.SourceError({
            message: `EVIDENCE_PROVIDER=${setting}: ${explain}, over the per-pack budget PROVIDER_MAX_COST_PER_PACK=${usd(budgetMicroUsd)}; raise the budget or set the price you pay`
          })
        )
      )
    }
    if (over.length > 0) {
      yield* Effect.logWarning("search providers over the per-pack budget are never asked").pipe(
        Effect.annotateLogs({ providers: over.map(({ provider }) => provider.name).join(","), detail: explain })
      )
    }
    return kept
  })

/** Every search and quote carries the per-pack budget, so each adapter sizes its request to it. */
export const withPackBudget = (provider: Provider["Service"], budgetMicroUsd: number): Provider["Service"] => {
  const budgeted = (request: SearchRequest): SearchRequest => ({
    ...request,
    maxCostMicroUsd: Math.min(request.maxCostMicroUsd ?? budgetMicroUsd, budgetMicroUsd)
  })
  const quote = provider.quote
  return Provider.of({
    name: provider.name,
    search: (request) => provider.search(budgeted(request)),
    ...(quote === undefined ? {} : { quote: (request: SearchRequest) => quote(budgeted(request)) })
  })
}
