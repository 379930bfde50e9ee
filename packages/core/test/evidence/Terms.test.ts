import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { asciiStem, coverage, queryTerms, stem, termSet, words } from "../../src/evidence/Terms.ts"

describe("Terms", () => {
  it("drops stopwords and punctuation, and stems both sides the same way", () => {
    expect(queryTerms("What is the latest release of Node.js?")).toEqual(["releas", "node", "js"])
    expect([...termSet("Node.js released v24; releases follow")]).toEqual(["node", "js", "releas", "v24", "follow"])
  })

  it.each([
    ["panels", "panel"],
    ["efficiencies", "efficiency"],
    ["running", "run"],
    ["stopped", "stop"],
    ["boxes", "box"],
    ["glasses", "glass"],
    ["status", "status"],
    ["analysis", "analysis"],
    ["cookie", "cooky"],
    ["cookies", "cooky"],
    ["calorie", "calory"],
    ["https", "https"],
    ["maps", "map"],
    ["2026", "2026"]
  ])("stem(%s) = %s", (word, expected) => expect(stem(word)).toBe(expected))

  it("stems a lower-case ASCII word in place as stem does", () => {
    const inPlace = (word: string) => {
      const packed = asciiStem(` ${word}.`, 1, word.length + 1)
      return word.slice(0, packed >> 1) + (packed & 1 ? "y" : "")
    }
    const suffixes = [
      "",
      "s",
      "es",
      "ies",
      "ing",
      "ed",
      "e",
      "ss",
      "us",
      "is",
      "sses",
      "xes",
      "ches",
      "shes",
      "zes",
      "ps"
    ]
    const word = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(..."abdegilnpstuxyz0".split("")), maxLength: 7 }),
        fc.constantFrom(...suffixes)
      )
      .map(([head, tail]) => head + tail)
    for (const w of ["https", "ftps", "maps", "steps"]) expect(inPlace(w)).toBe(stem(w))
    fc.assert(
      fc.property(word, (w) => {
        expect(inPlace(w)).toBe(stem(w))
        expect(asciiStem(w, 0, w.length, /\d/.test(w))).toBe(asciiStem(w, 0, w.length))
      }),
      { numRuns: 20_000 }
    )
  })

  it("splits unspaced scripts into bigrams, so Chinese queries can match", () => {
    expect(words("太阳能电池")).toEqual(["太阳", "阳能", "能电", "电池"])
    expect(coverage(queryTerms("太阳能"), termSet("新型太阳能电池效率创纪录"))).toBe(1)
  })

  it("has no terms for a stopword-only or empty query", () => {
    expect(queryTerms("what is it?")).toEqual([])
    expect(queryTerms("")).toEqual([])
    expect(coverage([], new Set(["a"]))).toBe(0)
  })

  it("folds compatibility forms and case", () => {
    expect(words("ＳＯＬＡＲ Ｐanels")).toEqual(["solar", "panels"])
  })

  it("stems a Latin word without its diacritics, so a question typed without them meets the pages' words", () => {
    expect(stem("złoty")).toBe(stem("zloty"))
    expect(stem("são")).toBe("sao")
    expect(stem("zürich")).toBe("zurich")
    expect(stem("jørn")).toBe("jorn")
    expect(stem("straße")).toBe(stem("strasse"))
    expect([...termSet("The złoty is the currency of Poland")]).toEqual([
      ...termSet("The zloty is the currency of Poland")
    ])
    // Other scripts keep their marks: they tell words apart.
    expect(stem("がっこう")).toBe("がっこう")
  })
})
