/**
 * The stem key (`TermKey`) and shape (`TermShape`, kinds included) of ASCII words met lately, by the word itself:
 * the tokenizer's lanes of its lower case (FNV-1a and `secondLaneStep`, computed as it scans the word anyway) and its
 * length. A word's stem and shape depend on its lower-case characters only, so an entry holds for every later
 * occurrence of the word, in any text.
 *
 * Why a table that outlives one validation: stemming a word, keying its stem (two fmix32) and looking its kinds up cost
 * a fifth of tokenizing (measured on the bench's fresh texts: 4.6 -> 3.7 µs per title or snippet), and a live search's
 * texts are new but their words are not: language repeats its vocabulary. Unlike the per-text memo dropped earlier
 * (see `textTokens`), it holds no string or object the collector walks: five typed arrays of fixed size, allocated once.
 *
 * Direct-mapped: a word has one slot, and a word met there since replaces it, so the table never fills and never needs
 * clearing; a replaced word is only computed again. A slot answers for a word only when both 32-bit lanes and the
 * length agree, so two distinct words share an entry with odds of about 2^-64 per pair (the term keys themselves
 * accept 2^-53).
 */

/** 16,384 slots (384 KiB): the bench's vocabulary and a live search's common words fit without displacing each other. */
const SLOT_BITS = 14
const SLOTS = 1 << SLOT_BITS

/** A word's length; 0 marks an empty slot (every word has a character). */
const lengths = new Int32Array(SLOTS)
const firstLanes = new Int32Array(SLOTS)
const secondLanes = new Int32Array(SLOTS)
const stemKeys = new Float64Array(SLOTS)
const stemShapes = new Int32Array(SLOTS)

/** The slot of a word with these lanes: Fibonacci hashing of both, its top bits (the well-mixed ones). */
export const wordSlot = (first: number, second: number): number =>
  Math.imul(first ^ second, 0x9e3779b1) >>> (32 - SLOT_BITS)

/** Whether the slot holds the word with these lanes and length. */
export const holdsWord = (slot: number, first: number, second: number, length: number): boolean =>
  lengths[slot] === length && firstLanes[slot] === (first | 0) && secondLanes[slot] === (second | 0)

/** Puts the word, with its stem's key and shape, in its slot (replacing whatever word was there). */
export const storeWord = (
  slot: number,
  first: number,
  second: number,
  length: number,
  key: number,
  shape: number
): void => {
  lengths[slot] = length
  firstLanes[slot] = first
  secondLanes[slot] = second
  stemKeys[slot] = key
  stemShapes[slot] = shape
}

/** The stem key of the word in the slot. */
export const stemKeyAt = (slot: number): number => stemKeys[slot]!

/** The stem's shape, kinds included, of the word in the slot. */
export const stemShapeAt = (slot: number): number => stemShapes[slot]!
