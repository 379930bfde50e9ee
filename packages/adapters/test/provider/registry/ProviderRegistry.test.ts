import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Provider, type SearchRequest } from "@evidence-pack/core/ports/Provider"
import { ConfigProvider, Effect } from "effect"
import * as Registry from "../../../provider/registry/index.ts"
import { closedPortUrl, json, startUpstreamServer, type UpstreamServer } from "../resilience/UpstreamServer.ts"

const KEY = "sk-registry-test-fedcba9876543210"
const REQUEST: SearchRequest = { query: "css grid browser support", maxCandidates: 10 }

const snippet = "CSS grid layout is supported by every current browser engine, as this page explains."
const directory = mkdtempSync(join(tmpdir(), "provider-registry-"))
const corpusFile = join(directory, "corpus.jsonl")
writeFileSync(
  corpusFile,
  JSON.stringify({ title: "CSS grid support", url: "https://corpus.example.org/grid", snippet })
)
afterAll(() => rmSync(directory, { recursive: true, force: true }))

/** Builds the registry's Provider from these variables only (a small JSONL corpus keeps start-up fast). */
const withEnv = <A, E>(env: Record<string, string>, use: (provider: Provider["Service"]) => Effect.Effect<A, E>) =>
  Provider.use(use).pipe(
    Effect.provide(Registry.layerFromConfig),
    Effect.provideService(
      ConfigProvider.ConfigProvider,
      ConfigProvider.fromEnv({ env: { CORPUS_PATH: corpusFile, ...env } })
    )
  )

const startupError = (env: Record<string, string>) => Effect.flip(withEnv(env, () => Effect.void))

const braveAnswer = (host: string) =>
  json(200, { web: { results: [{ title: "Grid", url: `https://${host}/grid`, description: snippet }] } })

describe("parseProviderNames", () => {
  it("one name or a list, any case and spacing, repeats dropped; blank is the corpus", () => {
    assert.deepStrictEqual(Registry.parseProviderNames(" Brave, EXA ,brave,, "), ["brave", "exa"])
    assert.deepStrictEqual(Registry.parseProviderNames(""), ["corpus"])
    assert.deepStrictEqual(Registry.parseProviderNames(" , "), ["corpus"])
  })
})

describe("ProviderRegistry.layerFromConfig", () => {
  let brave: UpstreamServer
  beforeAll(async () => {
    brave = await startUpstreamServer()
  })
  afterAll(() => brave.close())

  it.live("unset, blank or `corpus` is the offline corpus", () =>
    Effect.gen(function* () {
      for (const env of [{}, { EVIDENCE_PROVIDER: " " }, { EVIDENCE_PROVIDER: "Corpus" }]) {
        const found = yield* withEnv(env, (provider) =>
          provider.search(REQUEST).pipe(Effect.map((candidates) => [provider.name, candidates.length] as const))
        )
        assert.deepStrictEqual(found, ["corpus", 1])
      }
    })
  )

  it.live("an unknown name fails start-up, listing the known ones", () =>
    Effect.gen(function* () {
      const error = yield* startupError({ EVIDENCE_PROVIDER: "brave,bing", BRAVE_API_KEY: KEY })
      assert.strictEqual(error._tag, "ConfigError")
      assert.include(error.message, '"bing"')
      for (const known of Registry.KNOWN_PROVIDERS) assert.include(error.message, known)
      assert.deepStrictEqual([...Registry.KNOWN_PROVIDERS].sort(), ["brave", "corpus", "exa", "searxng", "tavily"])
    })
  )

  it.live("a named provider without its required variable fails start-up, naming the variable", () =>
    Effect.gen(function* () {
      const cases: ReadonlyArray<readonly [Record<string, string>, string]> = [
        [{ EVIDENCE_PROVIDER: "brave" }, "BRAVE_API_KEY"],
        [{ EVIDENCE_PROVIDER: "tavily", TAVILY_API_KEY: "  " }, "TAVILY_API_KEY"],
        [{ EVIDENCE_PROVIDER: "exa" }, "EXA_API_KEY"],
        [{ EVIDENCE_PROVIDER: "searxng" }, "SEARXNG_BASE_URL"],
        [{ EVIDENCE_PROVIDER: "brave", BRAVE_API_KEY: KEY, BRAVE_BASE_URL: "ftp://x" }, "BRAVE_BASE_URL"],
        [
          { EVIDENCE_PROVIDER: "brave", BRAVE_API_KEY: KEY, PROVIDER_CACHE_TTL_SECONDS: "-1" },
          "PROVIDER_CACHE_TTL_SECONDS"
        ],
        [{ EVIDENCE_PROVIDER: "tavily", TAVILY_API_KEY: KEY, TAVILY_SEARCH_DEPTH: "deep" }, "TAVILY_SEARCH_DEPTH"]
      ]
      for (const [env, variable] of cases) {
        const error = yield* startupError(env)
        assert.strictEqual(error._tag, "ConfigError")
        assert.include(error.message, variable)
        assert.notInclude(String(error), KEY)
      }
    })
  )

  it.live("one provider, from its variables, behind the candidate cache", () =>
    Effect.gen(function* () {
      brave.script(braveAnswer("en.wikipedia.org"))
      const env = { EVIDENCE_PROVIDER: "brave", BRAVE_API_KEY: KEY, BRAVE_BASE_URL: brave.url }
      const [name, first, second] = yield* withEnv(env, (provider) =>
        Effect.all([Effect.succeed(provider.name), provider.search(REQUEST), provider.search(REQUEST)])
      )
      assert.strictEqual(name, "brave")
      assert.deepStrictEqual(second, first)
      assert.strictEqual(first[0]?.url, "https://en.wikipedia.org/grid")
      assert.strictEqual(brave.received.length, 1)
      assert.strictEqual(brave.received[0]?.headers["x-subscription-token"], KEY)
    })
  )

  it.live("PROVIDER_CACHE_TTL_SECONDS=0 turns the cache off", () =>
    Effect.gen(function* () {
      brave.script(braveAnswer("en.wikipedia.org"))
      const env = {
        EVIDENCE_PROVIDER: "brave",
        BRAVE_API_KEY: KEY,
        BRAVE_BASE_URL: brave.url,
        PROVIDER_CACHE_TTL_SECONDS: "0"
      }
      yield* withEnv(env, (provider) => Effect.all([provider.search(REQUEST), provider.search(REQUEST)]))
      assert.strictEqual(brave.received.length, 2)
    })
  )

  it.live("a list fans out, and answers while one of its providers is down", () =>
    Effect.gen(function* () {
      brave.script(braveAnswer("developer.mozilla.org"))
      const env = {
        EVIDENCE_PROVIDER: "brave,exa",
        BRAVE_API_KEY: KEY,
        BRAVE_BASE_URL: brave.url,
        EXA_API_KEY: KEY,
        EXA_BASE_URL: yield* Effect.promise(closedPortUrl),
        PROVIDER_RETRIES: "0",
        // Both together cost more than the default per-pack budget.
        PROVIDER_MAX_COST_PER_PACK: "0.02"
      }
      const [name, candidates] = yield* withEnv(env, (provider) =>
        provider.search(REQUEST).pipe(Effect.map((found) => [provider.name, found] as const))
      )
      assert.strictEqual(name, "brave+exa")
      assert.deepStrictEqual(
        candidates.map((candidate) => candidate.url),
        ["https://developer.mozilla.org/grid"]
      )
    })
  )

  it.live("a list may include the corpus, as an offline fallback", () =>
    Effect.gen(function* () {
      const env = {
        EVIDENCE_PROVIDER: "brave,corpus",
        BRAVE_API_KEY: KEY,
        BRAVE_BASE_URL: yield* Effect.promise(closedPortUrl),
        PROVIDER_RETRIES: "0"
      }
      const candidates = yield* withEnv(env, (provider) => provider.search(REQUEST))
      assert.deepStrictEqual(
        candidates.map((candidate) => candidate.url),
        ["https://corpus.example.org/grid"]
      )
    })
  )
})
