import { describe, expect, it } from "vitest"
import { hammingDistance, SIMHASH_BITS, simHash } from "../../src/evidence/SimHash.ts"

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

  it("counts the words that voted", () => {
    expect(simHash("one two three").features).toBe(3)
    expect(simHash("").features).toBe(0)
  })
})
