import { words } from "./Terms.ts"

/**
 * Charikar's SimHash: a 128-bit fingerprint whose bits are the signs of a vote of the text's feature hashes,
 * weighted by count, so texts that share most features land few bits apart (the share of differing bits
 * estimates the angle between the texts' word-count vectors). Features are the words, stopwords included: on
 * snippet-sized texts word pairs made one swapped word cost too many bits, and shingle Jaccard already covers
 * word order. 128 bits rather than 64 because snippets have only 20 to 60 words, and on the golden set 64 bits
 * left no margin between paraphrased copies and distinct texts on the same topic. Each word is hashed once (32-bit
 * FNV-1a), and each lane mixes that hash with its own seed (fmix32), all in 32-bit integer arithmetic, so a
 * fingerprint is the same on every machine and a word costs one pass over its characters.
 */
export interface SimHash {
  /** Four 32-bit lanes. */
  readonly lanes: ReadonlyArray<number>
  /** How many words voted: fingerprints of very short texts are too coarse to compare. */
  readonly features: number
}

export const SIMHASH_BITS = 128

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193
const SEEDS: ReadonlyArray<number> = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x7ed55d16]

/** MurmurHash3's fmix32 avalanche: FNV's low bits alone are poorly mixed for short inputs. */
const fmix32 = (value: number): number => {
  let hash = value
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

/** 32-bit FNV-1a of a word, in integer arithmetic: the one hash a word gets for SimHash and shingles. */
export const wordHash = (word: string): number => {
  let hash = FNV_OFFSET
  for (let i = 0; i < word.length; i++) {
    hash ^= word.charCodeAt(i)
    hash = Math.imul(hash, FNV_PRIME)
  }
  return hash >>> 0
}

/** The words of a text (see `words`), each hashed once. */
export const wordHashes = (text: string): ReadonlyArray<number> => words(text).map(wordHash)

/** Fingerprint of already hashed words: each lane is the word's hash mixed with that lane's seed. */
export const simHashOfWords = (hashes: ReadonlyArray<number>): SimHash => {
  const counts = new Map<number, number>()
  for (const hash of hashes) counts.set(hash, (counts.get(hash) ?? 0) + 1)
  // Plain indexed loops: this runs for every candidate of every purchase (see bench/results/profile-*.md).
  const votes = new Int32Array(SIMHASH_BITS)
  for (const [feature, weight] of counts) {
    for (let lane = 0; lane < SEEDS.length; lane++) {
      const hash = fmix32(feature ^ SEEDS[lane]!)
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
  return { lanes, features: hashes.length }
}

export const simHash = (text: string): SimHash => simHashOfWords(wordHashes(text))

const popcount = (value: number): number => {
  let v = value >>> 0
  v -= (v >>> 1) & 0x55555555
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff
}

/** Bits in which two fingerprints differ (0..128). */
export const hammingDistance = (a: SimHash, b: SimHash): number =>
  a.lanes.reduce((sum, lane, i) => sum + popcount(lane ^ (b.lanes[i] ?? 0)), 0)
