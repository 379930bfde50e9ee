import { describe, expect, it } from "vitest"
import { candidateTexts, withoutAbsentKeyWords } from "../../src/evidence/AbsentKeyWords.ts"
import { analyzeQuery } from "../../src/evidence/QueryAnalysis.ts"

const page = (title: string, snippet: string) => ({ title, url: "https://www.example.org/page", snippet })

describe("withoutAbsentKeyWords", () => {
  const query = analyzeQuery("when did michelangelo paint the sistene chapel ceiling")
  const pages = [
    page(
      "Sistine Chapel ceiling - Wikipedia",
      "Michelangelo painted the Sistine Chapel ceiling between 1508 and 1512."
    ),
    page("Michelangelo | Britannica", "Michelangelo worked on the Sistine Chapel ceiling from 1508 to 1512.")
  ]

  it("drops a rare key word no candidate holds (a misspelling), keeping those they do hold", () => {
    const relaxed = withoutAbsentKeyWords(query, candidateTexts(pages), 1)
    expect(query.keyTerms.map((k) => k.text)).toContain("sistene")
    expect(relaxed?.keyTerms.map((k) => k.text)).toEqual(["michelangelo"])
  })

  it("drops nothing when every key word is held, or when nothing held would remain", () => {
    expect(
      withoutAbsentKeyWords(analyzeQuery("michelangelo ceiling painted"), candidateTexts(pages), 1)
    ).toBeUndefined()
    const unrelated = [page("Bread baking", "Sourdough needs a starter, flour, water and salt.")]
    expect(withoutAbsentKeyWords(query, candidateTexts(unrelated), 1)).toBeUndefined()
  })

  it("never drops a word of a feature's name in a question on browser support: the question is about that feature", () => {
    const inset = analyzeQuery("inset shorthand browser support")
    const shorthand = [page("Shorthand properties", "A shorthand property sets several properties at once. Chrome 1.")]
    expect(withoutAbsentKeyWords(inset, candidateTexts([...shorthand, ...shorthand]), 1)).toBeUndefined()
  })

  it("never drops an identifier, a number or a name", () => {
    const precise = analyzeQuery("Which browsers support the CSS :has() selector?")
    expect(withoutAbsentKeyWords(precise, candidateTexts(pages), 1)).toBeUndefined()
  })
})
