import * as Corpus from "@evidence-pack/adapters/provider/corpus"
import { EvidenceResponse, Provider, validateEvidence } from "@evidence-pack/core"
import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { exampleResponse } from "../src/discovery/ExampleResponse.ts"

const corpusPack = (query: string) =>
  Effect.gen(function* () {
    const provider = yield* Provider
    const candidates = yield* provider.search({ query, maxCandidates: 20 })
    return validateEvidence({ query, maxSources: 5, candidates, now: Date.now() })
  }).pipe(Effect.provide(Corpus.layer), Effect.runPromise)

describe("the discovery documents' example response", () => {
  it("is the pack the embedded corpus sells for EXAMPLE_QUERY, four sources on four hosts", async () => {
    expect(() => Schema.decodeUnknownSync(EvidenceResponse)(exampleResponse)).not.toThrow()
    expect(exampleResponse.query).toBe(Corpus.EXAMPLE_QUERY)
    const outcome = await corpusPack(Corpus.EXAMPLE_QUERY)
    expect(outcome._tag).toBe("Accepted")
    if (outcome._tag !== "Accepted") return
    const { answer, sources, freshness, evidence } = exampleResponse
    expect({ answer, sources, freshness, evidence }).toEqual(outcome.pack)
    expect(new Set(sources.map((s) => new URL(s.url).host)).size).toBe(4)
  }, 60_000)
})
