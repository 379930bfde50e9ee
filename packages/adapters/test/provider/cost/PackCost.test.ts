import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Provider } from "@evidence-pack/core/ports/Provider"
import { defaultCandidatesFor } from "@evidence-pack/core/purchase/PurchasePolicy"
import { ConfigProvider, Effect } from "effect"
import * as Registry from "../../../provider/registry/index.ts"
import { json, type Received, startUpstreamServer, type UpstreamServer } from "../resilience/UpstreamServer.ts"

/**
 * What one purchase spends upstream, for every configuration in the README's provider table, measured on the
 * requests the adapters actually send (local servers in each provider's documented shape) and priced by each
 * provider's published pricing, written here independently of the adapters' cost files.
 */
const PRICE = 15_000
const DEFAULT_BUDGET = (PRICE * 40) / 100

/** The price a deployment pays for a provider's basic unit: the published one, or its PROVIDER_COST_<NAME>. */
const unit = (name: string, extra: Record<string, string>, publishedMicroUsd: number) => {
  const override = extra[`PROVIDER_COST_${name.toUpperCase()}`]
  return override === undefined ? publishedMicroUsd : Math.round(Number(override) * 1_000_000)
}

const published: Record<string, (received: Received, extra: Record<string, string>) => number> = {
  /** $5 per 1,000 requests. */
  brave: (_, extra) => unit("brave", extra, 5_000),
  /** 1 credit basic, 2 advanced, $0.008 a credit. */
  tavily: (r, extra) => (JSON.parse(r.body).search_depth === "advanced" ? 2 : 1) * unit("tavily", extra, 8_000),
  /** $0.007 for 1–10 results, $0.001 per result beyond. */
  exa: (r, extra) => unit("exa", extra, 7_000) + 1_000 * Math.max(0, Number(JSON.parse(r.body).numResults) - 10),
  /** Self-hosted. */
  searxng: (_, extra) => unit("searxng", extra, 0)
}

const EMPTY: Record<string, unknown> = {
  brave: { web: { results: [] } },
  tavily: { query: "q", results: [], answer: null },
  exa: { requestId: "0", results: [] },
  searxng: { query: "q", results: [], answers: [] }
}

const directory = mkdtempSync(join(tmpdir(), "pack-cost-"))
const corpusFile = join(directory, "corpus.jsonl")
writeFileSync(corpusFile, JSON.stringify({ title: "t", url: "https://corpus.example.org/", snippet: "s" }))

const servers: Record<string, UpstreamServer> = {}
beforeAll(async () => {
  for (const name of Object.keys(published)) servers[name] = await startUpstreamServer()
})
afterAll(async () => {
  for (const server of Object.values(servers)) await server.close()
  rmSync(directory, { recursive: true, force: true })
})

const envFor = (setting: string, extra: Record<string, string>) => ({
  EVIDENCE_PROVIDER: setting,
  CORPUS_PATH: corpusFile,
  BRAVE_API_KEY: "k",
  TAVILY_API_KEY: "k",
  EXA_API_KEY: "k",
  ...Object.fromEntries(
    Object.entries(servers).map(([name, server]) => [`${name.toUpperCase()}_BASE_URL`, server.url])
  ),
  PROVIDER_RETRIES: "0",
  ...extra
})

/** One purchase of the largest pack (10 sources), with and without a freshness window: the most it can spend. */
const spentPerPurchase = (setting: string, extra: Record<string, string> = {}) =>
  Effect.gen(function* () {
    for (const [name, server] of Object.entries(servers)) {
      server.received.length = 0
      server.script(json(200, EMPTY[name]))
    }
    const costs: Array<number> = []
    for (const freshnessSeconds of [undefined, 3 * 86_400]) {
      const before = Object.fromEntries(Object.entries(servers).map(([n, s]) => [n, s.received.length]))
      yield* Provider.use((provider) =>
        // A fresh query each time: the candidate cache must not hide a call.
        provider.search({
          query: `q ${setting} ${freshnessSeconds}`,
          maxCandidates: defaultCandidatesFor(10),
          freshnessSeconds
        })
      ).pipe(
        Effect.provide(Registry.layerFromConfig),
        Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env: envFor(setting, extra) }))
      )
      costs.push(
        Object.entries(servers).reduce(
          (sum, [name, server]) =>
            sum + server.received.slice(before[name]).reduce((s, r) => s + (published[name]?.(r, extra) ?? 0), 0),
          0
        )
      )
    }
    return Math.max(...costs)
  })

/** The README's table: setting, and the most one purchase spends upstream with default settings (undefined: refused at start). */
const TABLE: ReadonlyArray<readonly [string, number | undefined]> = [
  ["corpus", 0],
  ["brave", 5_000],
  ["tavily", undefined],
  ["exa", undefined],
  ["searxng", 0],
  ["brave,searxng", 5_000],
  ["brave,exa", 5_000],
  ["searxng,corpus", 0],
  ["exa,tavily", undefined]
]

describe("upstream cost per purchase", () => {
  it.live("stays within the default budget (40% of the price) for every configuration in the README's table", () =>
    Effect.gen(function* () {
      const report: Array<string> = []
      for (const [setting, expected] of TABLE) {
        const outcome = yield* Effect.result(spentPerPurchase(setting))
        report.push(
          `${setting}: ${outcome._tag === "Success" ? `$${outcome.success / 1_000_000}` : "refused at start"}`
        )
        if (expected === undefined) {
          assert.isTrue(outcome._tag === "Failure", `${setting} should be refused at start-up`)
          if (outcome._tag === "Failure") assert.include(String(outcome.failure), "PROVIDER_MAX_COST_PER_PACK")
          continue
        }
        assert.isTrue(outcome._tag === "Success", `${setting} should start`)
        if (outcome._tag !== "Success") continue
        assert.isAtMost(outcome.success, DEFAULT_BUDGET, setting)
        assert.strictEqual(outcome.success, expected, setting)
      }
      console.log(`upstream cost per purchase, budget $${DEFAULT_BUDGET / 1_000_000}: ${report.join("; ")}`)
    })
  )

  it.live(
    "spends what a raised budget allows and no more: more Exa results, Tavily's advanced depth, both in a fan-out",
    () =>
      Effect.gen(function* () {
        const cases: ReadonlyArray<readonly [string, Record<string, string>, number]> = [
          ["exa", { PROVIDER_MAX_COST_PER_PACK: "0.007" }, 7_000],
          ["exa", { PROVIDER_MAX_COST_PER_PACK: "0.012" }, 12_000],
          ["exa", { PROVIDER_MAX_COST_PER_PACK: "1" }, 22_000],
          ["tavily", { PROVIDER_MAX_COST_PER_PACK: "0.01", TAVILY_SEARCH_DEPTH: "advanced" }, 8_000],
          ["tavily", { PROVIDER_MAX_COST_PER_PACK: "0.016", TAVILY_SEARCH_DEPTH: "advanced" }, 16_000],
          ["exa,tavily", { PROVIDER_MAX_COST_PER_PACK: "0.02" }, 20_000],
          ["exa,tavily", { PROVIDER_MAX_COST_PER_PACK: "0.01" }, 10_000],
          ["tavily", { PROVIDER_COST_TAVILY: "0.005" }, 5_000],
          ["brave", { PROVIDER_MAX_COST_PER_PACK: "0.004", PROVIDER_COST_BRAVE: "0.003" }, 3_000]
        ]
        for (const [setting, extra, expected] of cases) {
          const spent = yield* spentPerPurchase(setting, extra)
          assert.strictEqual(spent, expected, `${setting} ${JSON.stringify(extra)}`)
        }
      })
  )
})
