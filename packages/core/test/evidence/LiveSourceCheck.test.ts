import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { liveCheckCandidates } from "../../src/evidence/LiveSourceCheck.ts"
import { liveVerdictOf } from "../../src/evidence/LiveVerdict.ts"
import { validateEvidence } from "../../src/evidence/validateEvidence.ts"
import { type FetchedPage, PageFetchError, PageFetcher } from "../../src/ports/PageFetcher.ts"
import type { Candidate } from "../../src/ports/Provider.ts"
import { baseline, candidate, good, NOW, QUERY } from "./fixtures.ts"

const html = (url: string, text: string): FetchedPage => ({
  finalUrl: url,
  status: 200,
  contentType: "text/html",
  text,
  truncated: false,
  metadata: {}
})

type Answer = FetchedPage | PageFetchError["reason"]

/** A PageFetcher answering from a table; records what it was asked and how many fetches ran at once. */
const fakeFetcher = (pages: Readonly<Record<string, Answer>>, concurrency = 2) => {
  const asked: Array<string> = []
  const live = { now: 0, max: 0 }
  const service = PageFetcher.of({
    concurrency,
    fetch: (url) =>
      Effect.gen(function* () {
        asked.push(url)
        live.now++
        live.max = Math.max(live.max, live.now)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        live.now--
        const answer = pages[url]
        if (answer === undefined || typeof answer === "string") {
          return yield* Effect.fail(new PageFetchError({ url, reason: answer ?? "network", message: "fake" }))
        }
        return answer
      })
  })
  return { asked, live, layer: Layer.succeed(PageFetcher, service) }
}

/** Every baseline page answers with its own snippet. */
const baselinePages: Record<string, Answer> = Object.fromEntries(baseline.map((c) => [c.url, html(c.url, c.snippet)]))

const checkAll = (candidates: ReadonlyArray<Candidate>, fetcher: ReturnType<typeof fakeFetcher>) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    return yield* liveCheckCandidates(candidates, QUERY).pipe(Effect.provide(fetcher.layer))
  })

describe("liveCheckCandidates", () => {
  it.effect("without a PageFetcher, returns the candidates untouched", () =>
    Effect.gen(function* () {
      const out = yield* liveCheckCandidates(baseline, QUERY)
      assert.strictEqual(out, baseline)
    })
  )

  it.effect("fetches only candidates that pass the offline checks, each normalized URL once, bounded", () =>
    Effect.gen(function* () {
      const fetcher = fakeFetcher(baselinePages, 2)
      const candidates = [
        ...baseline,
        { ...baseline[0]!, url: `${baseline[0]!.url}?utm_source=x` },
        candidate({ url: "http://10.0.0.1/x" }),
        candidate({ title: "404 Not Found" })
      ]
      const out = yield* checkAll(candidates, fetcher)
      assert.deepStrictEqual([...fetcher.asked].sort(), baseline.map((c) => c.url).sort())
      assert.isAtMost(fetcher.live.max, 2)
      assert.deepStrictEqual(out.map(liveVerdictOf), [undefined, undefined, undefined, undefined, undefined, undefined])
    })
  )

  it.effect("refused candidates carry their reason into validateEvidence's 422 reasons", () =>
    Effect.gen(function* () {
      const invented = candidate({ url: "https://invented.org/a" })
      const blocked = candidate({ url: "https://rebind.org/a", snippet: `${good.snippet} Again.` })
      const pdf = candidate({ url: "https://papers.org/a.pdf", snippet: `Paper: ${good.snippet}` })
      const fetcher = fakeFetcher({
        ...baselinePages,
        [baseline[2]!.url]: "timeout",
        [invented.url]: html(invented.url, "Nothing about the subject here at all."),
        [blocked.url]: "blocked_address",
        [pdf.url]: { ...html(pdf.url, ""), contentType: "application/pdf" }
      })
      const checked = yield* checkAll([...baseline, invented, blocked, pdf], fetcher)
      const outcome = validateEvidence({ query: QUERY, maxSources: 5, now: NOW, candidates: checked })
      assert.deepStrictEqual(outcome._tag === "Rejected" ? outcome.reasons : [], [
        "insufficient_sources",
        "live_blocked_address:1",
        "live_fetch_failed:1",
        "live_not_html:1",
        "live_snippet_not_found:1"
      ])
    })
  )

  it.effect("a defect in the adapter is that page's failure, not the purchase's", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const dying = Layer.succeed(PageFetcher, PageFetcher.of({ concurrency: 1, fetch: () => Effect.die("bug") }))
      const out = yield* liveCheckCandidates(baseline, QUERY).pipe(Effect.provide(dying))
      assert.deepStrictEqual(out.map(liveVerdictOf), ["live_fetch_failed", "live_fetch_failed", "live_fetch_failed"])
    })
  )
})
