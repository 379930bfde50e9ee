import { describe, expect, it } from "vitest"
import { fmix32 } from "../../src/evidence/IntegerHash.ts"
import { hammingDistance, SIMHASH_BITS, simHash, simHashOfWords } from "../../src/evidence/SimHash.ts"

const SEEDS = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x7ed55d16]

/** The definition, one vote per bit: a bit is set when more than half of the words have it set. */
const votedBitByBit = (hashes: ReadonlyArray<number>): ReadonlyArray<number> =>
  SEEDS.map((seed) => {
    let lane = 0
    for (let bit = 0; bit < 32; bit++) {
      const ones = hashes.filter((hash) => (fmix32(hash ^ seed) >>> bit) & 1).length
      if (2 * ones > hashes.length) lane |= 1 << bit
    }
    return lane >>> 0
  })

const original =
  "NOAA confirmed the world is experiencing its fourth global coral bleaching event, the second in the last ten years, with bleaching documented on reefs in at least 53 countries."
const paraphrase =
  "NOAA has confirmed that the world is going through its fourth global coral bleaching event, the second in the past decade, with bleaching recorded on reefs in at least 53 countries."
const sameTopic =
  "Aerial surveys found bleaching on almost three quarters of the Great Barrier Reef's reefs, the fifth mass event in eight years, during the global heatwave."

describe("simHash", () => {
  it("is deterministic, 128 bits, and ignores case and punctuation", () => {
    expect(simHash(original)).toEqual(simHash(original))
    expect(hammingDistance(simHash(original), simHash(original.toUpperCase().replace(/,/g, "")))).toBe(0)
    expect(simHash(original).lanes).toHaveLength(SIMHASH_BITS / 32)
  })

  it("puts a paraphrased copy near and a different text on the same topic far", () => {
    const near = hammingDistance(simHash(original), simHash(paraphrase))
    const far = hammingDistance(simHash(original), simHash(sameTopic))
    expect(near).toBeLessThanOrEqual(26)
    expect(far).toBeGreaterThan(26)
  })

  it("sets the bits most words set, whatever their number (the bit-sliced counters carry past 255)", () => {
    // Whole blocks of eight words and every remainder, through the carries past 7, 255 and 2,047.
    for (const length of [0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 23, 40, 63, 255, 256, 257, 263, 600, 2049]) {
      for (const salt of [1, 2, 3]) {
        // Few distinct words, so columns get lopsided counts and long carries.
        const hashes = Array.from({ length }, (_, i) => Math.imul((i % (salt * 7)) + salt, 0x9e3779b1) >>> 0)
        expect(simHashOfWords(hashes).lanes).toEqual(votedBitByBit(hashes))
      }
    }
  })

  it("counts the words that voted", () => {
    expect(simHash("one two three").features).toBe(3)
    expect(simHash("").features).toBe(0)
  })
})
