import { describe, expect, it } from "vitest"
import { candidateTexts } from "../../src/evidence/AbsentKeyWords.ts"
import { withCorrectedKeyWords } from "../../src/evidence/MisspelledKeyWords.ts"
import { analyzeQuery, missingKeyTermIn } from "../../src/evidence/QueryAnalysis.ts"
import { termKey } from "../../src/evidence/TermKey.ts"
import { stem } from "../../src/evidence/Terms.ts"
import { textTokens } from "../../src/evidence/TextTokens.ts"

const page = (title: string, snippet: string) => ({ url: "https://example.org/", title, snippet })
const pages = [
  page("Penicillin - Wikipedia", "Penicillin was discovered in 1928 by Alexander Fleming."),
  page("Alexander Fleming | Britannica", "Fleming noticed that a mould killed bacteria: penicillin."),
  page("The discovery of penicillin | ACS", "In 1928 Fleming found the mould that makes penicillin.")
]
const corrected = (query: string, candidates: ReadonlyArray<unknown>) =>
  withCorrectedKeyWords(analyzeQuery(query), query, candidates, candidateTexts(candidates), 2)

describe("withCorrectedKeyWords", () => {
  it("spells a rare key word no candidate holds as two or more candidates spell it ('penicilin')", () => {
    const query = corrected("who discoverd penicilin", pages)
    expect(query).toBeDefined()
    expect(missingKeyTermIn(query!, [textTokens("Penicillin was discovered by Fleming.")])).toBeUndefined()
  })

  it("corrects nothing when a single candidate writes the near word, or when the candidates hold the word", () => {
    expect(corrected("who discoverd penicilin", pages.slice(0, 1))).toBeUndefined()
    expect(corrected("who discovered penicillin", pages)).toBeUndefined()
  })

  it("never corrects into a word too common or too much part of a question's frame to name its subject", () => {
    const support = [
      page("Can I use: subgrid", "Subgrid is supported in Chrome 117 and Firefox 71; Safari support arrived in 16."),
      page("subgrid - CSS | MDN", "Browser support for subgrid: all current engines support it.")
    ]
    expect(corrected("which browsers suport subgrid", support)).toBeUndefined()
  })

  it("corrects into an everyday word the candidates write as a name inside their sentences ('sydeny': Sydney)", () => {
    const opera = [
      page("Sydney Opera House - Wikipedia", "A performing arts centre in Sydney, designed by Jørn Utzon."),
      page("Jørn Utzon | Britannica", "Danish architect best known for the Sydney Opera House."),
      page("Our story | Opera House", "In 1957 Utzon won the competition for the Sydney site.")
    ]
    const query = corrected("who designed the sydeny opera house", opera)
    expect(query).toBeDefined()
    expect(missingKeyTermIn(query!, [textTokens("The Sydney Opera House was designed by Utzon.")])).toBeUndefined()
    // Written capitalised only where every sentence or title starts, the word is no name.
    const lowerCase = opera.map(({ title }) => page(title, "Sydney has a harbour. The opera house stands on it."))
    expect(corrected("who designed the sydeny opera house", lowerCase)).toBeUndefined()
  })

  it("reads a misspelled identifier as the candidates write it, letter case and all ('queueMicrotsk()')", () => {
    const api = [
      page("queueMicrotask() | Web Platform Status", "queueMicrotask() is Baseline widely available since 2020."),
      page("Window: queueMicrotask() method - MDN", "The queueMicrotask() method queues a microtask."),
      page("Can I use queueMicrotask", "queueMicrotask is supported from Chrome 71 and Firefox 69.")
    ]
    const query = corrected("queueMicrotsk() browser support", api)
    expect(query?.keyTerms.map((key) => key.text)).toEqual(["queueMicrotask"])
    expect(query?.terms).toContain(analyzeQuery("queueMicrotask").terms[0])
    // A dotted identifier is found by any of its forms: pages write `Array.findLast` for `Array.prototype.findLast`.
    const findLast = api.map(({ title }) => page(title, "Array.findLast returns the last matching element."))
    expect(corrected("Array.prototype.findLst support", findLast)?.keyTerms.map((key) => key.text)).toEqual([
      "Array.findLast"
    ])
  })

  it("never respells an identifier holding a number, a short one, or one written by a single candidate", () => {
    const http = [0, 1, 2].map((i) => page(`HTTP/2 ${i}`, "HTTP/2 was published as RFC 7540 in 2015."))
    expect(corrected("when was HTTP/3 published", http)).toBeUndefined()
    const maps = [0, 1, 2].map((i) => page(`Map.has ${i}`, "Map.has tells whether a key is present."))
    expect(corrected("Map.hat support", maps)).toBeUndefined()
    const single = [page("structuredClone", "structuredClone() deep-copies a value."), page("Other", "Nothing here.")]
    expect(corrected("structuredClon support", single)).toBeUndefined()
  })

  it("corrects an everyday word the question requires as a feature's name ('view transtions api')", () => {
    const transitions = [
      page("View transitions | Web Platform Status", "View transitions animate between two states of a page."),
      page("View Transition API - MDN", "The View Transition API creates animated transitions between views."),
      page("Can I use view transitions", "Smooth transitions between views: Chrome 111, Safari 18.")
    ]
    const query = corrected("view transtions api firefox", transitions)
    expect(query).toBeDefined()
    expect(missingKeyTermIn(query!, [textTokens("View transitions ship in Firefox 144.")])).toBeUndefined()
  })

  it("ranks pages on the corrected word: the question's terms and weights are respelled too ('frankenstien')", () => {
    const novel = [
      page("Frankenstein - Wikipedia", "Frankenstein is an 1818 novel written by Mary Shelley."),
      page("Frankenstein | Britannica", "Frankenstein, novel by Mary Wollstonecraft Shelley, published in 1818.")
    ]
    const query = corrected("who wrote frankenstien", novel)
    expect(query?.terms).toContain(stem("frankenstein"))
    expect(query?.terms).not.toContain(stem("frankenstien"))
    expect(query?.weights.map(([term]) => term)).toContain(termKey(stem("frankenstein")))
  })
})
