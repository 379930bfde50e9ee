import { createHash } from "node:crypto"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type ValidationInput, validateEvidence } from "../../src/evidence/validateEvidence.ts"
import { goldenSet } from "../fixtures/golden-set.ts"
import { RELEVANCE_NOW, relevanceGoldenSet } from "../fixtures/relevance-golden-set.ts"
import { asCandidates, goldenInput, hostile, input, plausible } from "./arbitraries.ts"
import { baseline, candidate, DAY, good, manyCandidates, NOW, QUERY } from "./fixtures.ts"

/**
 * Every verdict, frozen: `validateEvidence` over each fixture (the golden set, the relevance golden set, the
 * fixtures of validateEvidence.test, the property generators sampled at fixed seeds) must give exactly the
 * outcome recorded in `__snapshots__/validator-outcomes.txt`: same tag, pack reasons, rejections with their
 * indices, sources in order, answer text and counts. A refactoring must leave the file unchanged; a deliberate
 * rule change rewrites it (`vitest run -u`), and the diff names the cases that moved.
 */

/** Short, stable fingerprint of an outcome: its JSON (key order included, as a client reads it). */
const digest = (value: unknown): string => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16)

type Case = readonly [name: string, input: ValidationInput]

const fixtureCases: ReadonlyArray<Case> = [
  ["baseline", { query: QUERY, maxSources: 5, now: NOW, candidates: baseline }],
  ["baseline and good", { query: QUERY, maxSources: 3, now: NOW, candidates: [...baseline, good] }],
  ["many, one per host", { query: QUERY, maxSources: 10, now: NOW, candidates: manyCandidates(12) }],
  ["many, three per host", { query: QUERY, maxSources: 5, now: NOW, candidates: manyCandidates(12, 3) }],
  [
    "fresh within a day",
    { query: QUERY, maxSources: 5, now: NOW, freshnessSeconds: 86_400, candidates: [...baseline, good] }
  ],
  [
    "a copy, a private host and an off-topic page",
    {
      query: QUERY,
      maxSources: 5,
      now: NOW,
      candidates: [
        ...baseline,
        candidate({ url: "https://mirror.example.org/copy" }),
        candidate({ url: "http://localhost/solar" }),
        candidate({
          title: "Chocolate cake",
          snippet: "Whisk butter and sugar, then bake the cake for forty minutes."
        }),
        candidate({ publishedAt: new Date(NOW + 3 * DAY).toISOString() })
      ]
    }
  ]
]

const goldenCases: ReadonlyArray<Case> = goldenSet.map((group) => [`golden: ${group.name}`, goldenInput(group)])

const relevanceCases: ReadonlyArray<Case> = relevanceGoldenSet.map((question) => [
  `relevance: ${question.name}`,
  {
    query: question.query,
    maxSources: 10,
    candidates: question.candidates.map((c) => c.candidate),
    now: RELEVANCE_NOW
  }
])

const sampled = (name: string, arbitrary: fc.Arbitrary<ValidationInput>, seed: number, numRuns: number) =>
  fc.sample(arbitrary, { seed, numRuns }).map((i, n): Case => [`${name} ${n}`, i])

const plausibleCases = sampled(
  "plausible",
  input(fc.array(plausible, { maxLength: 25, size: "large" })),
  20_260_115,
  400
)

/** Accepted packs fed back in, as the idempotence property does. */
const fedBackCases: ReadonlyArray<Case> = plausibleCases.flatMap(([name, i]): ReadonlyArray<Case> => {
  const outcome = validateEvidence(i)
  return outcome._tag === "Accepted"
    ? [[`${name} fed back`, { ...i, candidates: asCandidates(outcome.pack.sources) }]]
    : []
})

const shuffledGoldenCases = sampled(
  "golden shuffled",
  fc
    .constantFrom(...goldenSet)
    .map(goldenInput)
    .chain((i) =>
      fc
        .shuffledSubarray([...i.candidates], { minLength: i.candidates.length, maxLength: i.candidates.length })
        .map((candidates) => ({ ...i, candidates }))
    ),
  9,
  60
)

const hostileCases = sampled("hostile", input(fc.array(hostile, { maxLength: 6 })), 7, 100)

const untypedCases = sampled(
  "untyped",
  fc
    .tuple(fc.array(fc.anything(), { maxLength: 8 }), fc.anything(), fc.anything())
    .map(
      ([candidates, query, now]) =>
        ({ query, maxSources: 5, now, candidates, options: query }) as unknown as ValidationInput
    ),
  11,
  200
)

const cases: ReadonlyArray<Case> = [
  ...fixtureCases,
  ...goldenCases,
  ...relevanceCases,
  ...plausibleCases,
  ...fedBackCases,
  ...shuffledGoldenCases,
  ...hostileCases,
  ...untypedCases
]

describe("validateEvidence outcomes", () => {
  it("samples accepted and rejected packs from every source of cases", () => {
    const tags = (list: ReadonlyArray<Case>) => new Set(list.map(([, i]) => validateEvidence(i)._tag))
    for (const list of [goldenCases, relevanceCases, plausibleCases]) {
      expect([...tags(list)].sort()).toEqual(["Accepted", "Rejected"])
    }
    expect(fedBackCases.length).toBeGreaterThan(50)
  })

  it("gives exactly the recorded outcome for every case", async () => {
    const lines = cases.map(([name, i]) => `${digest(validateEvidence(i))}  ${name}`)
    expect(new Set(cases.map(([name]) => name)).size).toBe(cases.length)
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot("./__snapshots__/validator-outcomes.txt")
  })
})
