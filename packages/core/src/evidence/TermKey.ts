/**
 * A term's key: a 53-bit hash of its characters, so stages compare, count and index a text's words as numbers,
 * without a string per word. Two 32-bit lanes (FNV-1a and a multiply-xorshift, each finished by MurmurHash3's
 * fmix32) make the 53 bits; two distinct words share a key with odds of about one in 2^53 per pair, so even the
 * ~10^12 pairs of a million-word vocabulary hold no collision in all likelihood. The key is a pure function of the
 * characters, the same on every machine and in every validation.
 */

import { FNV_OFFSET, FNV_PRIME, fmix32 } from "./IntegerHash.ts"

export const SECOND_OFFSET = 0x9747b28c
const SECOND_PRIME = 0x5bd1e995
/** The second lane's bits kept: 32 + 21 = 53, the integers a double holds exactly. */
const LOW_BITS = 21
const LOW_SCALE = 2 ** LOW_BITS

/** The second lane's step: a multiply then an xorshift. */
export const secondLaneStep = (lane: number, code: number): number => {
  const product = Math.imul(lane ^ code, SECOND_PRIME)
  return product ^ (product >>> 15)
}

/** The key of a string whose first lane (FNV-1a, as `wordHash` gives) and second lane are read. */
const keyOfLanes = (a: number, b: number): number => fmix32(a) * LOW_SCALE + (fmix32(b) >>> (32 - LOW_BITS))

/** The key of `text[start, end)` followed by `suffix` (a character code, or -1 for none). */
export const keyOfRange = (text: string, start: number, end: number, suffix = -1): number => {
  let a = FNV_OFFSET
  let b = SECOND_OFFSET
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i)
    a = Math.imul(a ^ code, FNV_PRIME)
    b = secondLaneStep(b, code)
  }
  if (suffix >= 0) {
    a = Math.imul(a ^ suffix, FNV_PRIME)
    b = secondLaneStep(b, suffix)
  }
  return keyOfLanes(a, b)
}

/**
 * Both lanes are invertible, a step at a time (FNV-1a's multiplier and the second lane's are odd, so they have
 * inverses modulo 2^32, and an xorshift by 15 is undone by xoring the shifts by 15 and 30): the tokenizer computes a
 * word's lanes as it scans the word, and a stem, which is a prefix of its word, has the lanes of that prefix, found by
 * undoing the few characters the stem drops instead of hashing it again.
 */
const FNV_PRIME_INVERSE = 0x359c449b
const SECOND_PRIME_INVERSE = 0xe59b19bd

/** The second lane before `code` was stepped in. */
const undoSecondLaneStep = (lane: number, code: number): number =>
  Math.imul(lane ^ (lane >>> 15) ^ (lane >>> 30), SECOND_PRIME_INVERSE) ^ code

/** The first lane before `code` was stepped in. */
const undoFirstLaneStep = (lane: number, code: number): number => Math.imul(lane, FNV_PRIME_INVERSE) ^ code

/**
 * The key of the lower case of an ASCII word's prefix, `text[start, kept)`, followed by `suffix` (a character code,
 * or -1 for none), from the lanes of the whole lower-cased word `text[start, end)`: `a` its FNV-1a hash (its
 * `wordHash`), `b` its second lane (`secondLaneStep` from `SECOND_OFFSET`). Letters and digits only: their lower case
 * is one bit (digits have it set already).
 */
export const asciiPrefixKey = (text: string, kept: number, end: number, a: number, b: number, suffix = -1): number => {
  let first = a
  let second = b
  for (let i = end - 1; i >= kept; i--) {
    const code = text.charCodeAt(i) | 32
    first = undoFirstLaneStep(first, code)
    second = undoSecondLaneStep(second, code)
  }
  if (suffix >= 0) {
    first = Math.imul(first ^ suffix, FNV_PRIME)
    second = secondLaneStep(second, suffix)
  }
  return keyOfLanes(first, second)
}

/** The key of a term ("releas", "node.js", "2019"): see `keyOfRange`. */
export const termKey = (term: string): number => keyOfRange(term, 0, term.length)

/**
 * Keys of terms, in order. A loop rather than `Array.from(terms, termKey)`, which goes through the iterator protocol
 * and a call per term: three times as slow on a question's few terms, and a question's analysis keys many lists.
 */
export const termKeys = (terms: Iterable<string>): ReadonlyArray<number> => {
  const keys: Array<number> = []
  for (const term of terms) keys.push(termKey(term))
  return keys
}

/**
 * A small integer from a key (its low 30 bits: both lanes mixed), for hash tables: V8 keeps integers of 31 bits
 * unboxed, so a table indexed by it allocates nothing per lookup.
 */
export const keyBucket = (key: number): number => (key | 0) & 0x3fffffff
