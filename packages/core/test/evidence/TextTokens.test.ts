import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { wordHash } from "../../src/evidence/SimHash.ts"
import { termKey } from "../../src/evidence/TermKey.ts"
import { shapeOf } from "../../src/evidence/TermShape.ts"
import { stem, words } from "../../src/evidence/Terms.ts"
import { type TextTokens, textTokens } from "../../src/evidence/TextTokens.ts"
import { countSpelledOtherwise } from "../../src/evidence/TokenValues.ts"

/** Everything a text's tokens hold, in a form `toEqual` compares (sets in insertion order). */
const fields = (t: TextTokens) => ({
  stems: t.stems,
  shapes: t.shapes,
  terms: [t.terms.keys, t.terms.counts, t.terms.shapes],
  identifiers: [...t.identifiers],
  years: [...t.years],
  numbers: [...t.numbers],
  capitalized: t.capitalized,
  nameList: t.nameList,
  wordCount: t.wordCount,
  wordHashes: t.wordHashes
})

/** Pieces of technical prose: identifiers, numbers in every form, abbreviations, sentence ends. */
// biome-ignore format: a word list reads better packed
const PIECES = [
  "1,234", "3,776", ".5", ",000", "::", ":has()", "@container", "Node.js", "v1.0", "3.12.1", "2023-06-06", "128-bit",
  "9.46 trillion", "e.g.", "i.e.", "etc", "eTc", "iPhone", "C++20", "HTTP/3", "running", "stopped", "boxes", "studies",
  "Chrome, Firefox and Safari", "two", "Million", "thousand", "1st", "10k", "5ms", "50%", "x86_64", "a.m.", "U.S.",
  "Mr. Smith", "2019", "1,234.5x", "1,234,567a", "0999", "1000", "2099", "2100", "3019", "20", "19999", "Two"
]
const ascii = fc
  .array(fc.oneof(fc.string({ unit: "binary-ascii", maxLength: 4 }), fc.constantFrom(...PIECES, " ", ". ", ", ")), {
    maxLength: 30
  })
  .map((parts) => parts.join(""))

describe("textTokens", () => {
  it("reads ASCII text by hand exactly as its pattern reads any text", () => {
    // A no-break space makes a text non-ASCII (the general reading) and is a plain space once NFKC-folded.
    fc.assert(
      fc.property(ascii, (text) => {
        expect(fields(textTokens(text))).toEqual(fields(textTokens(`${text}\u00a0`)))
      }),
      { numRuns: 3000 }
    )
  })

  it("keys each word's stem, with its shape, and hashes its words as SimHash reads them", () => {
    const text = "Studies of HTTP/3: Chrome ships 2 running servers; the studies agree."
    const t = textTokens(text)
    const parts = "studies of http 3 chrome ships 2 running servers the studies agree".split(" ")
    expect(t.stems).toEqual(parts.map((w) => termKey(stem(w))))
    expect(t.shapes).toEqual(parts.map((w) => shapeOf(stem(w))))
    expect(t.wordHashes).toEqual(words(text).map(wordHash))
    expect(t.terms.count(termKey("study"))).toBe(2)
    expect(t.terms.has(termKey("studies"))).toBe(false)
    expect(t.terms.size).toBe(parts.length - 1)
  })
})

describe("amounts run together with their unit", () => {
  it("state their number ('80mg' states 80), and a name holding a digit does not", () => {
    expect([...textTokens("lowered from 80mg to 50mg in every 100ml of blood").numbers]).toEqual(
      expect.arrayContaining(["80", "50", "100"])
    )
    expect([...textTokens("a 16GB card, 5ft tall").numbers]).toEqual(expect.arrayContaining(["16", "5"]))
    expect([...textTokens("the css-grid-2 spec on 5G networks").numbers]).not.toContain("5")
    expect([...textTokens("The ISA allowance for 2025/26 is £20k.").numbers]).toContain("20000")
    // A count spelled as a word states it joined to its noun too, as "5-string" states 5.
    expect([...textTokens("the five-string banjo and the 4-string tenor").numbers]).toEqual(
      expect.arrayContaining(["five", "4"])
    )
  })
})

describe("dates written with slashes", () => {
  it("state their year whichever part is the month ('07/30/2002', '30/07/2002'), and a ratio states none", () => {
    expect([...textTokens("Latest Action: 07/30/2002 Became Public Law.").years]).toEqual([2002])
    expect([...textTokens("Released 30/07/2002 in Europe").numbers]).toContain("2002")
    expect([...textTokens("mix them 1/2/3 by volume").years]).toEqual([])
  })
})

describe("counts spelled as words", () => {
  it("reads them up to twenty, and the digits the other way ('sixteen cups' states 16)", () => {
    expect([...textTokens("1 gallon = 4 quarts = sixteen cups").numbers]).toContain("sixteen")
    expect(countSpelledOtherwise("16")).toBe("sixteen")
    expect(countSpelledOtherwise("thirteen")).toBe("13")
    expect(countSpelledOtherwise("21")).toBeUndefined()
  })
})
