/**
 * A term's key: a 53-bit hash of its characters, so stages compare, count and index a text's words as numbers,
 * without a string per word. Two 32-bit lanes (FNV-1a and a multiply-xorshift, each finished by MurmurHash3's
 * fmix32) make the 53 bits; two distinct words share a key with odds of about one in 2^53 per pair, so even the
 * ~10^12 pairs of a million-word vocabulary hold no collision in all likelihood. The key is a pure function of the
 * characters, the same on every machine and in every validation.
 */

import { FNV_OFFSET, FNV_PRIME, fmix32 } from "./IntegerHash.ts"

const SECOND_OFFSET = 0x9747b28c
const SECOND_PRIME = 0x5bd1e995
/** The second lane's bits kept: 32 + 21 = 53, the integers a double holds exactly. */
const LOW_BITS = 21
const LOW_SCALE = 2 ** LOW_BITS

const keyOf = (text: string, start: number, end: number, suffix: number, fold: number): number => {
  let a = FNV_OFFSET
  let b = SECOND_OFFSET
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i) | fold
    a = Math.imul(a ^ code, FNV_PRIME)
    b = Math.imul(b ^ code, SECOND_PRIME)
    b ^= b >>> 15
  }
  if (suffix >= 0) {
    a = Math.imul(a ^ suffix, FNV_PRIME)
    b = Math.imul(b ^ suffix, SECOND_PRIME)
    b ^= b >>> 15
  }
  return fmix32(a) * LOW_SCALE + (fmix32(b) >>> (32 - LOW_BITS))
}

/** The key of `text[start, end)` followed by `suffix` (a character code, or -1 for none). */
export const keyOfRange = (text: string, start: number, end: number, suffix = -1): number =>
  keyOf(text, start, end, suffix, 0)

/**
 * The key of the ASCII word (letters and digits) `text[start, end)` in lower case, followed by `suffix`: a stem is
 * a prefix of its word, sometimes with a "y" ("studies" is "study"), so the tokenizer keys it in place, lower-casing
 * each character by one bit (digits have it set already).
 */
export const asciiWordKey = (text: string, start: number, end: number, suffix = -1): number =>
  keyOf(text, start, end, suffix, 32)

/** The key of a term ("releas", "node.js", "2019"): see `keyOfRange`. */
export const termKey = (term: string): number => keyOfRange(term, 0, term.length)

/** Keys of terms, in order. */
export const termKeys = (terms: Iterable<string>): ReadonlyArray<number> => Array.from(terms, termKey)

/**
 * A small integer from a key (its low 30 bits: both lanes mixed), for hash tables: V8 keeps integers of 31 bits
 * unboxed, so a table indexed by it allocates nothing per lookup.
 */
export const keyBucket = (key: number): number => (key | 0) & 0x3fffffff
