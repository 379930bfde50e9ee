import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { validateEvidence } from "@evidence-pack/core"
import { type Candidate, Provider } from "@evidence-pack/core/ports/Provider"
import { ConfigProvider, Effect, Layer } from "effect"
import * as Corpus from "../../../provider/corpus/index.ts"
import { FIXED_CASES, randomCases } from "./Fuzz.ts"

const hostsOf = (candidates: ReadonlyArray<Candidate>) => new Set(candidates.map((c) => new URL(c.url).host))

const serviceOf = <E>(layer: Layer.Layer<Provider, E>): Effect.Effect<Provider["Service"], E> =>
  Effect.gen(function* () {
    return yield* Provider
  }).pipe(Effect.provide(layer))

const withConfig = (env: Record<string, string>) =>
  Corpus.layerConfig.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromUnknown(env))))

const snippet = "A snippet long enough to be useful evidence for a question about sourdough bread."
const directory = mkdtempSync(join(tmpdir(), "corpus-provider-"))
const jsonlFile = join(directory, "corpus.jsonl")
writeFileSync(
  jsonlFile,
  [
    { title: "Sourdough starter basics", url: "https://bread.example/starter", snippet, published_at: "2024-01-02" },
    { title: "Baking sourdough bread", url: "https://kitchen.example/bake", snippet, updatedAt: "2024-05-06" }
  ]
    .map((line) => JSON.stringify(line))
    .join("\n")
)
afterAll(() => rmSync(directory, { recursive: true, force: true }))

describe("CorpusProvider over the MDN corpus", () => {
  let provider: Provider["Service"]

  beforeAll(async () => {
    const started = performance.now()
    provider = await Effect.runPromise(serviceOf(Corpus.layer))
    // The issue asks for the index to be ready in under 2 s; wall time depends on the machine, so it is printed
    // for the record rather than asserted.
    console.log(
      `[corpus] MDN index ready in ${Math.round(performance.now() - started)} ms (dataset read + parse + index)`
    )
  }, 60_000)

  it("is named corpus", () => {
    assert.strictEqual(provider.name, "corpus")
    assert.strictEqual(Corpus.name, "corpus")
  })

  it.effect("answers EXAMPLE_QUERY with https candidates, the feature's own pages first, on three hosts", () =>
    Effect.gen(function* () {
      const candidates = yield* provider.search({ query: Corpus.EXAMPLE_QUERY, maxCandidates: 10 })
      console.log(
        `[corpus] ${Corpus.EXAMPLE_QUERY}\n${candidates
          .slice(0, 5)
          .map((c, i) => `  ${i + 1}. ${c.title} | ${c.url} | ${c.publishedAt ?? "-"} .. ${c.updatedAt ?? "-"}`)
          .join("\n")}`
      )
      assert.strictEqual(candidates.length, 10)
      for (const candidate of candidates) assert.isTrue(candidate.url.startsWith("https://"), candidate.url)
      // The validator sells three sources on two hosts or more: the MDN page, the CSS Working Group draft, the
      // web-features status page and the Can I use page, each naming the selector and stating its versions.
      const onTopic = candidates.filter((c) => /(?:^|\s):has\(\)/.test(c.snippet))
      assert.deepStrictEqual(onTopic, candidates.slice(0, 4))
      assert.strictEqual(hostsOf(onTopic).size, 4)
      for (const candidate of onTopic) assert.match(candidate.snippet, /Chrome (?:from version )?105/, candidate.url)
      assert.strictEqual(candidates[0]?.title, "CSS selector: :has() | MDN")
    })
  )

  it.effect("finds technical identifiers whole: :has(), findLast, @container, Array.prototype.at", () =>
    Effect.gen(function* () {
      const cases: ReadonlyArray<readonly [string, RegExp]> = [
        ["Which browsers support the CSS :has() selector?", /(?:^|\s):has\(\)/],
        ["Which browsers support findLast?", /findLast/],
        ["Which browsers support the @container rule?", /@container/],
        ["Can I use Array.prototype.at?", /Array[ .]at/]
      ]
      for (const [query, title] of cases) {
        const candidates = yield* provider.search({ query, maxCandidates: 10 })
        const top = candidates.slice(0, 2)
        assert.isTrue(
          top.every((c) => title.test(c.title)),
          `${query}: ${top.map((c) => c.title).join(" ; ")}`
        )
      }
    })
  )

  it.effect("sells the asked feature for questions phrased every way a user asks them, and never another", () =>
    Effect.gen(function* () {
      // Phrasings other than "Which browsers support X?": a browser named, "when", "does", "can I use", the kind
      // of thing named beside it ("pseudo-class", "API", "function"). Each sold answer must be about the feature.
      const cases: ReadonlyArray<readonly [string, RegExp]> = [
        ["When did Safari support CSS subgrid?", /subgrid/],
        ["Does Safari support the :focus-visible pseudo-class?", /:focus-visible/],
        ["When was Array.prototype.at supported in Firefox?", /Array\.at/],
        ["When did Firefox ship the :has() selector?", /:has\(\)/],
        ["What version of Safari supports the CSS :is() pseudo-class?", /:is\(\)/],
        ["When did Edge support the CSS clamp() function?", /clamp\(\)/],
        ["Is the Popover API supported in Firefox?", /popover/i],
        ["Which Chrome version supports CSS nesting?", /Nesting/],
        ["Is AbortSignal.timeout supported in Safari?", /AbortSignal/],
        ["Which version of Safari added the structuredClone function?", /structuredClone/],
        ["Is the ResizeObserver API supported in Safari?", /ResizeObserver/],
        ["Can I use the CSS @container rule in Firefox?", /@container/],
        ["When did Safari add support for the IntersectionObserver API?", /IntersectionObserver/],
        ["Is the CSS backdrop-filter property supported in Firefox?", /backdrop-filter/],
        ["Does Edge support the CSS :user-invalid pseudo-class?", /:user-invalid/],
        ["Is Array.prototype.toSorted supported in Chrome?", /toSorted/]
      ]
      let sold = 0
      for (const [query, feature] of cases) {
        const candidates = yield* provider.search({ query, maxCandidates: 20 })
        const outcome = validateEvidence({ query, maxSources: 5, candidates, now: Date.now() })
        if (outcome._tag !== "Accepted") continue
        sold++
        assert.match(outcome.pack.answer, feature, query)
      }
      // Measured 16 of 16 (2026-11-26); a refusal is free, so a few may go, but most phrasings must be answered.
      assert.isAtLeast(sold, 14, `${sold} of ${cases.length} sold`)
      // The corpus holds Navigator.share, which Firefox does not ship: the many "Web API: X.add" pages share the
      // question's other names ("Web", "API", "Firefox", "add") and must not be sold in its place.
      const query = "When did Firefox add support for the Web Share API?"
      const candidates = yield* provider.search({ query, maxCandidates: 20 })
      const outcome = validateEvidence({ query, maxSources: 5, candidates, now: Date.now() })
      if (outcome._tag === "Accepted") assert.match(outcome.pack.answer, /share/i)
    })
  )

  it.effect("adds the web-features description page beside the MDN and specification pages", () =>
    Effect.gen(function* () {
      const candidates = yield* provider.search({
        query: "Which browsers support the CSS :has() selector?",
        maxCandidates: 10
      })
      const status = candidates.find((c) => c.url === "https://webstatus.dev/features/has")
      assert.isDefined(status)
      assert.include(status?.snippet ?? "", "The :has() CSS functional pseudo-class matches an element")
      assert.match(status?.snippet ?? "", /Browsers supporting :has\(\): Chrome \d+/)
      assert.isAtLeast(hostsOf(candidates.filter((c) => c.title.includes(":has()"))).size, 3)
    })
  )

  it.effect("finds a feature group's own interfaces for its common name, not the groups sharing its words", () =>
    Effect.gen(function* () {
      // "Container queries (size)" is @container and its properties; "Name-only container queries" is a later
      // addition (another release), which a question naming container queries once bought.
      for (const query of ["Can I use container queries in Safari?", "container queries browser support"]) {
        const candidates = yield* provider.search({ query, maxCandidates: 20 })
        assert.strictEqual(candidates[0]?.url, "https://webstatus.dev/features/container-queries")
        assert.include(
          candidates.slice(1, 4).map((c) => c.url),
          "https://developer.mozilla.org/docs/Web/CSS/Reference/Properties/container"
        )
        const outcome = validateEvidence({ query, maxSources: 5, candidates, now: Date.now() })
        if (outcome._tag === "Accepted") {
          assert.notMatch(outcome.pack.answer, /name-only|style queries|scroll-state/i)
          assert.match(outcome.pack.answer, /Safari 16\b/)
        }
      }
    })
  )

  it.effect("finds fewer than 3 candidates for UNANSWERABLE_QUERY, successfully", () =>
    Effect.gen(function* () {
      const candidates = yield* provider.search({ query: Corpus.UNANSWERABLE_QUERY, maxCandidates: 10 })
      assert.isBelow(candidates.length, 3)
    })
  )

  it.effect("returns at most maxCandidates, one per page, in the same order every time", () =>
    Effect.gen(function* () {
      const query = "fetch request keepalive browser support"
      for (const maxCandidates of [1, 3, 25]) {
        const candidates = yield* provider.search({ query, maxCandidates })
        assert.strictEqual(candidates.length, maxCandidates)
        const pages = new Set(candidates.map((c) => c.url.split("#")[0]))
        assert.strictEqual(pages.size, candidates.length)
      }
      const [first, again] = [
        yield* provider.search({ query, maxCandidates: 25 }),
        yield* provider.search({ query, maxCandidates: 25 })
      ]
      assert.deepStrictEqual(again, first)
      const top3 = yield* provider.search({ query, maxCandidates: 3 })
      assert.deepStrictEqual(top3, first.slice(0, 3))
    })
  )

  it.effect("passes freshnessSeconds through without filtering: validation enforces freshness", () =>
    Effect.gen(function* () {
      const request = { query: Corpus.EXAMPLE_QUERY, maxCandidates: 10 }
      const fresh = yield* provider.search({ ...request, freshnessSeconds: 60 })
      assert.deepStrictEqual(fresh, yield* provider.search(request))
    })
  )

  it.effect("never fails, whatever the query or the limit", () =>
    Effect.gen(function* () {
      for (const query of [...FIXED_CASES, ...randomCases(500)]) {
        const candidates = yield* provider.search({ query, maxCandidates: 10 })
        assert.isAtMost(candidates.length, 10)
      }
      for (const maxCandidates of [0, -5, Number.NaN]) {
        assert.deepStrictEqual(yield* provider.search({ query: Corpus.EXAMPLE_QUERY, maxCandidates }), [])
      }
    })
  )
})

describe("CorpusProvider over a JSONL corpus", () => {
  it.effect("layerJsonl searches the file", () =>
    Effect.gen(function* () {
      const provider = yield* serviceOf(Corpus.layerJsonl(jsonlFile))
      const candidates = yield* provider.search({ query: "sourdough starter", maxCandidates: 5 })
      assert.deepStrictEqual(candidates, [
        { title: "Sourdough starter basics", url: "https://bread.example/starter", snippet, publishedAt: "2024-01-02" },
        { title: "Baking sourdough bread", url: "https://kitchen.example/bake", snippet, updatedAt: "2024-05-06" }
      ])
    })
  )

  it.effect("fails to build on a malformed line, naming it", () =>
    Effect.gen(function* () {
      const file = join(directory, "broken.jsonl")
      writeFileSync(file, `${JSON.stringify({ title: "T", url: "https://a.example", snippet })}\n{"title": 1}\n`)
      const error = yield* Effect.flip(serviceOf(Corpus.layerJsonl(file)))
      assert.strictEqual(error._tag, "CorpusError")
      assert.strictEqual(error.line, 2)
      assert.include(error.message, `${file} line 2`)
    })
  )

  it.effect("layerConfig reads CORPUS_PATH", () =>
    Effect.gen(function* () {
      const provider = yield* serviceOf(withConfig({ CORPUS_PATH: jsonlFile }))
      const candidates = yield* provider.search({ query: "bread", maxCandidates: 5 })
      assert.deepStrictEqual(hostsOf(candidates), new Set(["bread.example", "kitchen.example"]))
    })
  )

  it.effect("layerConfig fails on a CORPUS_PATH that does not exist", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(serviceOf(withConfig({ CORPUS_PATH: join(directory, "nope.jsonl") })))
      assert.strictEqual(error._tag, "CorpusError")
    })
  )

  it.effect("layerConfig without CORPUS_PATH (or with a blank one) serves the MDN corpus", () =>
    Effect.gen(function* () {
      const provider = yield* serviceOf(withConfig({ CORPUS_PATH: "  " }))
      const candidates = yield* provider.search({ query: Corpus.EXAMPLE_QUERY, maxCandidates: 5 })
      assert.strictEqual(candidates[0]?.url, "https://developer.mozilla.org/docs/Web/CSS/Reference/Selectors/:has")
    })
  )
})
