import { describe, expect, it } from "vitest"
import { buildAnswer } from "../../src/evidence/Answer.ts"
import { queryTerms } from "../../src/evidence/Terms.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import { checked } from "./checked.ts"
import { baseline, candidate, QUERY } from "./fixtures.ts"

const sources = baseline.map((c, i) => checked(c, i))
const answer = (list = sources, providerAnswers: ReadonlyArray<string> = [], query = QUERY) =>
  buildAnswer(queryTerms(query), list, providerAnswers, defaultValidationOptions)

describe("buildAnswer", () => {
  it("is deterministic and drawn verbatim from a source", () => {
    const text = answer()
    expect(text).toBe(answer())
    expect(sources.some((s) => s.snippet.includes(text))).toBe(true)
  })

  it("takes a supported provider answer, cleaned and capped", () => {
    const provided = "<p>Perovskite-silicon tandem solar panels hold the record efficiency.</p>"
    expect(answer(sources, [provided])).toBe("Perovskite-silicon tandem solar panels hold the record efficiency.")
    const long = `Perovskite tandem solar panels hold the record efficiency ${"and record efficiency ".repeat(30)}`
    expect(answer(sources, [long]).length).toBeLessThanOrEqual(300)
  })

  it("ignores a provider answer whose number no two sources state", () => {
    expect(answer(sources, ["Perovskite tandem solar panels hold the record efficiency of 47%."])).not.toContain("47")
  })

  it("skips fragments and leading ellipses", () => {
    const s = [
      checked(
        candidate({
          url: "https://a.com/1",
          snippet: "...Read more. Perovskite solar panels reached a record efficiency in tests."
        }),
        0
      ),
      ...sources
    ]
    expect(answer(s)).not.toBe("Read more.")
  })

  it("falls back to the top source's first sentence when no query term is known", () => {
    expect(answer(sources, [], "what is it")).toBe(
      "Researchers reported a record efficiency of 33.9% for perovskite-silicon tandem solar panels."
    )
  })

  it("falls back to the first sentence, then the title, when no sentence is usable", () => {
    const top = sources[0]!
    const options = defaultValidationOptions
    expect(buildAnswer(["solar"], [{ ...top, snippet: "Solar. Short." }], [], options)).toBe("Solar.")
    expect(buildAnswer(["solar"], [{ ...top, snippet: "" }], [], options)).toBe(top.title)
  })
})
