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

  it("keeps a how-to's absent word when only its action would remain ('how do I upgrade npm')", () => {
    const upgrades = [
      page("HTTP header: Upgrade | MDN", "The Upgrade header upgrades an established connection to another protocol."),
      page("Upgrade-Insecure-Requests | MDN", "The header asks the server to upgrade requests to HTTPS.")
    ]
    const howTo = analyzeQuery("How do I upgrade npm to the latest version?")
    expect(howTo.keyTerms.map((k) => k.text)).toEqual(["npm", "upgrade"])
    expect(withoutAbsentKeyWords(howTo, candidateTexts(upgrades), 1)).toBeUndefined()
    // A question whose other key word names a subject is still read without the word no page holds ("fdr").
    const hoover = [page("Hoover Dam", "Roosevelt dedicated Hoover Dam on September 30, 1935.")]
    const dedicated = analyzeQuery("hoover dam dedicated by fdr on what date")
    expect(
      withoutAbsentKeyWords(dedicated, candidateTexts([...hoover, ...hoover]), 1)?.keyTerms.map((k) => k.text)
    ).toEqual(["hoover"])
  })

  it("keeps the words naming a member of a type a support question names by code ('WebAssembly SIMD')", () => {
    const wasm = [page("WebAssembly | MDN", "Browsers supporting WebAssembly: Chrome 57, Firefox 52 and Safari 11.")]
    const simd = analyzeQuery("When did Safari ship WebAssembly SIMD?")
    expect(simd.keyTerms.map((k) => k.text)).toEqual(["WebAssembly", "simd"])
    expect(withoutAbsentKeyWords(simd, candidateTexts([...wasm, ...wasm]), 1)).toBeUndefined()
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
