import { words } from "./Terms.ts"

/**
 * Charikar's SimHash: a 128-bit fingerprint whose bits are the signs of a vote of the text's feature hashes,
 * weighted by count, so texts that share most features land few bits apart (the share of differing bits
 * estimates the angle between the texts' word-count vectors). Features are the words, stopwords included: on
 * snippet-sized texts word pairs made one swapped word cost too many bits, and shingle Jaccard already covers
 * word order. 128 bits rather than 64 because snippets have only 20 to 60 words, and on the golden set 64 bits
 * left no margin between paraphrased copies and distinct texts on the same topic. Hashing is 32-bit FNV-1a with
 * four seeds and a final mix, all in 32-bit integer arithmetic, so a fingerprint is the same on every machine.
 */
export interface SimHash {
  /** Four 32-bit lanes. */
  readonly lanes: ReadonlyArray<number>
  /** How many words voted: fingerprints of very short texts are too coarse to compare. */
  readonly features: number
}

export const SIMHASH_BITS = 128

const FNV_PRIME = 0x01000193
const SEEDS: ReadonlyArray<number> = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x7ed55d16]

const hash32 = (text: string, seed: number): number => {
  let hash = seed
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, FNV_PRIME)
  }
  // Final avalanche (MurmurHash3 fmix32): FNV's low bits alone are poorly mixed for short inputs.
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

export const simHash = (text: string): SimHash => {
  const list = words(text)
  const counts = new Map<string, number>()
  for (const word of list) counts.set(word, (counts.get(word) ?? 0) + 1)
  // Plain indexed loops: this runs for every candidate of every purchase (see bench/results/profile-*.md).
  const votes = new Int32Array(SIMHASH_BITS)
  for (const [feature, weight] of counts) {
    for (let lane = 0; lane < SEEDS.length; lane++) {
      const hash = hash32(feature, SEEDS[lane]!)
      const base = lane * 32
      for (let bit = 0; bit < 32; bit++) votes[base + bit]! += (hash >>> bit) & 1 ? weight : -weight
    }
  }
  const lanes: Array<number> = []
  for (let lane = 0; lane < SEEDS.length; lane++) {
    let out = 0
    for (let bit = 0; bit < 32; bit++) if (votes[lane * 32 + bit]! > 0) out |= 1 << bit
    lanes.push(out >>> 0)
  }
  return { lanes, features: list.length }
}

const popcount = (value: number): number => {
  let v = value >>> 0
  v -= (v >>> 1) & 0x55555555
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff
}

/** Bits in which two fingerprints differ (0..128). */
export const hammingDistance = (a: SimHash, b: SimHash): number =>
  a.lanes.reduce((sum, lane, i) => sum + popcount(lane ^ (b.lanes[i] ?? 0)), 0)
