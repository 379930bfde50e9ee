import { describe, expect, it } from "vitest"
import { ENGLISH_WORD_RANKS } from "../../src/evidence/EnglishWordRanks.ts"
import { KeyTable } from "../../src/evidence/KeyTable.ts"
import { wordHash } from "../../src/evidence/SimHash.ts"
import { asciiPrefixKey, keyOfRange, SECOND_OFFSET, secondLaneStep, termKey } from "../../src/evidence/TermKey.ts"
import { stem } from "../../src/evidence/Terms.ts"

describe("termKey", () => {
  it("gives distinct words distinct keys, and a range with a suffix the key of that string", () => {
    const vocabulary = new Set<string>()
    for (const word of ENGLISH_WORD_RANKS.keys()) {
      for (const form of [word, stem(word), `${word}s`, word.toUpperCase(), `${word}2`]) vocabulary.add(form)
    }
    for (let n = 0; n < 20_000; n++) vocabulary.add(String(n))
    const keys = new Set([...vocabulary].map(termKey))
    expect(keys.size).toBe(vocabulary.size)
    expect(keyOfRange("the studies", 4, 8, "y".charCodeAt(0))).toBe(termKey("study"))
    expect(Number.isSafeInteger(termKey("grid-template-columns"))).toBe(true)
  })
})

describe("asciiPrefixKey", () => {
  const secondLane = (word: string) =>
    [...word].reduce((lane, char) => secondLaneStep(lane, char.charCodeAt(0)), SECOND_OFFSET)

  it("gives a prefix of a word, read from the whole word's lanes, the key of that prefix", () => {
    for (const word of [...ENGLISH_WORD_RANKS.keys()].slice(0, 5_000).concat(["Studies", "RUNNING", "h2o", "x"])) {
      const lower = word.toLowerCase()
      const lanes = [wordHash(lower), secondLane(lower)] as const
      for (let kept = 0; kept <= word.length; kept++) {
        const prefix = lower.slice(0, kept)
        expect(asciiPrefixKey(`(${word})`, kept + 1, word.length + 1, ...lanes)).toBe(termKey(prefix))
        expect(asciiPrefixKey(word, kept, word.length, ...lanes, 121)).toBe(termKey(`${prefix}y`))
      }
    }
  })
})

describe("KeyTable", () => {
  it("gets a present key's value, or sets an absent key's, in one call", () => {
    const table = new KeyTable(2)
    const keys = Array.from({ length: 50 }, (_, i) => termKey(`k${i % 25}`))
    expect(keys.map((key, i) => table.getOrSet(key, i))).toEqual(keys.map((_, i) => (i < 25 ? -1 : i - 25)))
    expect(table.size).toBe(25)
    expect(keys.map((key) => table.get(key))).toEqual(keys.map((_, i) => i % 25))
  })

  it("maps keys to values, grows past its capacity and forgets everything on clear", () => {
    const table = new KeyTable(4)
    const keys = Array.from({ length: 100 }, (_, i) => termKey(`w${i}`))
    keys.forEach((key, i) => table.set(key, i))
    expect(table.size).toBe(100)
    expect(keys.map((key) => table.get(key))).toEqual(keys.map((_, i) => i))
    expect(table.get(termKey("absent"))).toBe(-1)
    table.clear()
    expect(table.size).toBe(0)
    expect(table.has(keys[0]!)).toBe(false)
    expect(KeyTable.indexOf([keys[3]!, keys[3]!, keys[5]!]).get(keys[3]!)).toBe(0)
  })
})
