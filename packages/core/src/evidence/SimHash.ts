import { FNV_OFFSET, FNV_PRIME, fmix32 } from "./IntegerHash.ts"
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

const SEEDS: ReadonlyArray<number> = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x7ed55d16]

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

/** Bits of each column counter: counts up to 65,535 words, far beyond a capped snippet. */
const COUNTER_BITS = 16

/**
 * The column counters, reused by every fingerprint (it is computed to its end before another starts): a typed array
 * this size lives outside the JavaScript heap, and allocating one per snippet cost more than the vote.
 */
const counters = new Int32Array(SEEDS.length * COUNTER_BITS)

/** Counter bits kept in local variables while a lane is voted; the higher ones (counts past 255) in `counters`. */
const LOW_BITS = 8

/** Adds `carry` into `counters[from, to)`, bit-sliced: a ripple-carry add that stops when nothing is carried. */
const rippleAdd = (carry: number, from: number, to: number): void => {
  let rest = carry
  for (let k = from; rest !== 0 && k < to; k++) {
    const counter = counters[k]!
    counters[k] = counter ^ rest
    rest = counter & rest
  }
}

/** One word's vote in a lane: its hash mixed with the lane's seed, one bit per column. */
const vote = (hash: number, seed: number): number => fmix32(hash ^ seed) | 0

/**
 * One lane's vote: each word's hash mixed with the lane's seed is added into 32 column counters, bit-sliced. Words
 * are added eight at a time by a tree of carry-save adders (Harley and Seal's population count, one bit-sliced
 * column per bit): `ones`, `twos` and `fours` hold one bit of each column's count of weight 1, 2 and 4, and each
 * block of eight words carries one set of weight 8 into the counter above them, so a block costs seven
 * three-input adds and one ripple-carry add instead of eight ripple-carry adds through every counter bit. The count
 * is `ones + 2 twos + 4 fours + 8 (the counter above)`, each column's count written in binary: the same counters
 * as adding word by word. Bits 3 to 7 of the counts live in local variables (written out, so the compiler keeps
 * them in registers), the add through them is branch-free, and only a carry out of them (every 256th vote of a
 * column) reaches `counters`.
 */
const voteLane = (hashes: ReadonlyArray<number>, seed: number, base: number): void => {
  let ones = 0
  let twos = 0
  let fours = 0
  let c3 = 0
  let c4 = 0
  let c5 = 0
  let c6 = 0
  let c7 = 0
  let t = 0
  let u = 0
  const blocks = hashes.length - (hashes.length % 8)
  for (let i = 0; i < hashes.length; i++) {
    let carry = 0
    if (i < blocks) {
      // A carry-save add of a, b and c: sum a ^ b ^ c, carry the majority of a, b and c.
      const x0 = vote(hashes[i]!, seed)
      const x1 = vote(hashes[i + 1]!, seed)
      u = ones ^ x0
      const twosA = (ones & x0) | (u & x1)
      ones = u ^ x1
      const x2 = vote(hashes[i + 2]!, seed)
      const x3 = vote(hashes[i + 3]!, seed)
      u = ones ^ x2
      const twosB = (ones & x2) | (u & x3)
      ones = u ^ x3
      u = twos ^ twosA
      const foursA = (twos & twosA) | (u & twosB)
      twos = u ^ twosB
      const x4 = vote(hashes[i + 4]!, seed)
      const x5 = vote(hashes[i + 5]!, seed)
      u = ones ^ x4
      const twosC = (ones & x4) | (u & x5)
      ones = u ^ x5
      const x6 = vote(hashes[i + 6]!, seed)
      const x7 = vote(hashes[i + 7]!, seed)
      u = ones ^ x6
      const twosD = (ones & x6) | (u & x7)
      ones = u ^ x7
      u = twos ^ twosC
      const foursB = (twos & twosC) | (u & twosD)
      twos = u ^ twosD
      u = fours ^ foursA
      carry = (fours & foursA) | (u & foursB)
      fours = u ^ foursB
      i += 7
    } else {
      // The last words, one at a time: a ripple-carry add through the three lowest bits.
      carry = vote(hashes[i]!, seed)
      t = ones & carry
      ones ^= carry
      carry = t
      t = twos & carry
      twos ^= carry
      carry = t
      t = fours & carry
      fours ^= carry
      carry = t
    }
    t = c3 & carry
    c3 ^= carry
    carry = t
    t = c4 & carry
    c4 ^= carry
    carry = t
    t = c5 & carry
    c5 ^= carry
    carry = t
    t = c6 & carry
    c6 ^= carry
    carry = t
    t = c7 & carry
    c7 ^= carry
    carry = t
    if (carry !== 0) rippleAdd(carry, base + LOW_BITS, base + COUNTER_BITS)
  }
  counters[base] = ones
  counters[base + 1] = twos
  counters[base + 2] = fours
  counters[base + 3] = c3
  counters[base + 4] = c4
  counters[base + 5] = c5
  counters[base + 6] = c6
  counters[base + 7] = c7
}

/**
 * Fingerprint of already hashed words: each lane is the word's hash mixed with that lane's seed, and a bit is set
 * when more words have it set than not. The ones are counted 32 columns at a time in bit-sliced counters (a
 * ripple-carry add of the word into `COUNTER_BITS` integers), so a word costs a few integer operations per lane
 * instead of one vote per bit; the result is the same as voting bit by bit.
 */
export const simHashOfWords = (hashes: ReadonlyArray<number>): SimHash => {
  counters.fill(0)
  const lanes: Array<number> = []
  for (let lane = 0; lane < SEEDS.length; lane++) {
    voteLane(hashes, SEEDS[lane]!, lane * COUNTER_BITS)
    lanes.push(majority(counters, lane * COUNTER_BITS, hashes.length))
  }
  return { lanes, features: hashes.length }
}

/**
 * The columns whose count of ones exceeds half of `voters`, as a 32-bit mask. The counters are compared with
 * the threshold bit-sliced too, most significant bit first (a column is above once it has a one where the
 * threshold has a zero, while all higher bits were equal), so the 32 comparisons cost one pass over the
 * counter bits. Counts wrap at `COUNTER_BITS`, as the ripple-carry add does.
 */
const majority = (counters: Int32Array, base: number, voters: number): number => {
  // 2 * ones > voters is ones > floor(voters / 2) for whole counts.
  const threshold = Math.floor(voters / 2)
  if (threshold >= 2 ** COUNTER_BITS) return 0
  let above = 0
  let equal = -1
  for (let k = COUNTER_BITS - 1; k >= 0; k--) {
    const counter = counters[base + k]!
    const bit = (threshold >>> k) & 1 ? -1 : 0
    above |= equal & counter & ~bit
    equal &= ~(counter ^ bit)
  }
  return above >>> 0
}

export const simHash = (text: string): SimHash => simHashOfWords(wordHashes(text))

const popcount = (value: number): number => {
  let v = value >>> 0
  v -= (v >>> 1) & 0x55555555
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff
}

/**
 * Bits in which two fingerprints differ (0..128). A loop rather than `reduce`, whose callback was a closure made anew
 * for each of the many pairs `dedupe` compares.
 */
export const hammingDistance = (a: SimHash, b: SimHash): number => {
  let bits = 0
  for (let i = 0; i < a.lanes.length; i++) bits += popcount(a.lanes[i]! ^ (b.lanes[i] ?? 0))
  return bits
}
