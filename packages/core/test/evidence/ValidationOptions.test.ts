import { describe, expect, it } from "vitest"
import { defaultValidationOptions, resolveValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import { validateEvidence } from "../../src/evidence/validateEvidence.ts"
import { baseline, NOW, QUERY } from "./fixtures.ts"

describe("resolveValidationOptions", () => {
  it("defaults everything", () => {
    expect(resolveValidationOptions(undefined)).toEqual(defaultValidationOptions)
    expect(resolveValidationOptions({})).toEqual(defaultValidationOptions)
  })

  it("ignores NaN and non-numbers, clamps and floors", () => {
    const options = resolveValidationOptions({
      maxSnippetChars: Number.NaN,
      minQueryTermCoverage: 7,
      maxAnswerChars: -5,
      shingleSize: 2.7,
      maxTitleChars: "long" as unknown as number
    })
    expect(options).toEqual({
      ...defaultValidationOptions,
      minQueryTermCoverage: 1,
      maxAnswerChars: 40,
      shingleSize: 2
    })
  })

  it("changes verdicts: a higher minimum snippet length rejects the baseline", () => {
    const outcome = validateEvidence({
      query: QUERY,
      maxSources: 5,
      now: NOW,
      candidates: baseline,
      options: { minSnippetChars: 1000 }
    })
    expect(outcome).toMatchObject({ _tag: "Rejected", reasons: ["insufficient_sources", "snippet_too_short:3"] })
  })

  it("changes caps: a shorter answer cap is honoured", () => {
    const outcome = validateEvidence({
      query: QUERY,
      maxSources: 5,
      now: NOW,
      candidates: baseline,
      options: { maxAnswerChars: 60 }
    })
    expect(outcome._tag === "Accepted" && outcome.pack.answer.length <= 60).toBe(true)
  })
})
