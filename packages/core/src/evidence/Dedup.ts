import type { CheckedCandidate } from "./CheckedCandidate.ts"
import type { Comparator } from "./Ranking.ts"
import { hammingDistance, type SimHash, simHashOfWords } from "./SimHash.ts"
import { words } from "./Terms.ts"

export interface Duplicate {
  readonly candidate: CheckedCandidate
  readonly reason: "duplicate_url" | "duplicate_content"
}

export interface DedupResult {
  readonly kept: ReadonlyArray<CheckedCandidate>
  readonly duplicates: ReadonlyArray<Duplicate>
}

export interface DedupOptions {
  readonly shingleSize: number
  readonly nearDuplicateJaccard: number
  readonly nearDuplicateContainment: number
  readonly nearDuplicateSimHashBits: number
}

/** Containment alone only convicts snippets with this many shingles: short texts share phrases by chance. */
const MIN_CONTAINMENT_SHINGLES = 8

/** SimHash only judges snippets of at least this many words: a short text's fingerprint is too coarse. */
const MIN_SIMHASH_WORDS = 12

/**
 * A SimHash match also needs this share of the smaller snippet's shingles in common. Two short pages stating
 * one fact ("IETF published HTTP/3 as a Proposed Standard in RFC 9114", "touched down near the lunar south pole
 * region on 23 August 2023 at 18:03 IST") or one site's template filled with another release land within a few
 * bits of each other; a copy with words swapped still keeps a good part of its word sequences. On the golden set,
 * distinct pages within the SimHash distance share 0.26-0.38 of their shingles (0.25 let nine such pairs through as
 * copies); every pair of a page and its copy shares 0.58 or more.
 */
const MIN_SIMHASH_CONTAINMENT = 0.4

/** How many shingles a text of `words` words has: a text shorter than k words is one shingle, an empty one none. */
const shingleCount = (words: number, size: number): number => (words <= size ? Math.min(1, words) : words - size + 1)

/**
 * The words' hashes as 32-bit integers, in an array reused by every snippet (read to its end before another
 * starts). A hash above 2^31 is a double in a JavaScript array: each is converted once here, not once per shingle
 * holding it (three times with the default shingle size).
 */
let wordBits = new Int32Array(256)

/**
 * Keys the shingles of a snippet into `out` (grown when needed, and returned): word k-grams as 32-bit integers,
 * FNV-1a over the words' hashes (order-sensitive), without building a string per shingle. Keys repeat when
 * shingles do. Two distinct shingles of one result set share a key with odds of about one in 2^32 per pair.
 */
const keyShingles = (
  hashes: ReadonlyArray<number>,
  size: number,
  out: Int32Array<ArrayBuffer>
): Int32Array<ArrayBuffer> => {
  const count = shingleCount(hashes.length, size)
  const width = Math.min(size, hashes.length)
  if (wordBits.length < hashes.length) wordBits = new Int32Array(hashes.length)
  const bits = wordBits
  for (let i = 0; i < hashes.length; i++) bits[i] = hashes[i]!
  const keys = out.length < count ? new Int32Array(count) : out
  for (let i = 0; i < count; i++) {
    let key = 0x811c9dc5
    for (let j = 0; j < width; j++) key = Math.imul(key ^ bits[i + j]!, 0x01000193)
    keys[i] = key
  }
  return keys
}

/** Where `shingleKeys` keys and sorts, reused by every call: see `wordBits`. */
let sorting: Int32Array<ArrayBuffer> = new Int32Array(256)

/**
 * The distinct shingle keys of a snippet (see `keyShingles`), in ascending order: the set `dedupe` compares, in a
 * form easy to read. `dedupe` itself reads the same keys through a `ShingleIndex`.
 */
export const shingleKeys = (hashes: ReadonlyArray<number>, size: number): ReadonlyArray<number> => {
  const count = shingleCount(hashes.length, size)
  sorting = keyShingles(hashes, size, sorting)
  sorting.subarray(0, count).sort()
  const keys: Array<number> = []
  for (let i = 0; i < count; i++) if (i === 0 || sorting[i] !== sorting[i - 1]) keys.push(sorting[i]!)
  return keys
}

/** Tables of up to this many slots are kept for the next call; a larger one (a huge result set) is not. */
const KEPT_TABLE_SLOTS = 1 << 14

/**
 * Which kept snippets hold each shingle key, for one `dedupe` call: an open-addressing hash table (linear probing)
 * over typed arrays. A new snippet's shingles are looked up once each, and the kept snippets holding one get a
 * count each, so a snippet costs one probe per shingle instead of a merge of its sorted keys with each kept
 * snippet's (190 merges for 20 snippets). The counts are the same: each distinct key of the snippet counted once
 * per kept snippet that has it.
 */
class ShingleIndex {
  private static reused: ShingleIndex | undefined
  /** The table's shingle keys. */
  private readonly keys: Int32Array
  /** 0 for an empty slot, else the number of the last snippet that counted its key (so a repeat counts once). */
  private readonly counted: Int32Array
  /** Per slot, `words` 32-bit sets of the kept snippets (by their order in `kept`) holding its key. */
  private readonly holders: Int32Array
  /**
   * The shared counts of the snippet read last, bit-sliced: bit b of word `w * countBits + b` is bit b of the count
   * of kept snippet `32 w + (its bit)`. A key held by many kept snippets (a site's template) is one ripple-carry add
   * of its holder set, not one increment per holder.
   */
  private readonly shared: Int32Array
  /** The snippet read last: its keys, then its distinct keys' slots (for `keep`). */
  private keyed: Int32Array<ArrayBuffer>
  private slots: Int32Array
  private words = 1
  private shift = 32
  private mask = 0
  private snippet = 0
  private countBits = 0

  private constructor(slots: number, words: number) {
    this.keys = new Int32Array(slots)
    this.counted = new Int32Array(slots)
    this.holders = new Int32Array(slots * words)
    this.shared = new Int32Array(words * 32)
    this.keyed = new Int32Array(256)
    this.slots = new Int32Array(256)
  }

  /**
   * An empty index for `snippets` snippets holding `shingles` shingles in all: its table is at most half full, and
   * the one of the last call is reused when it is large enough (only its `counted` slots are cleared).
   */
  static forCall(snippets: number, shingles: number): ShingleIndex {
    const words = Math.max(1, Math.ceil(snippets / 32))
    const slots = Math.max(64, 2 ** Math.ceil(Math.log2(2 * shingles + 1)))
    const last = ShingleIndex.reused
    const index =
      last !== undefined &&
      last.keys.length >= slots &&
      last.holders.length >= slots * words &&
      last.shared.length >= words * 32
        ? last
        : new ShingleIndex(slots, words)
    if (slots <= KEPT_TABLE_SLOTS) ShingleIndex.reused = index
    index.counted.fill(0, 0, slots)
    index.words = words
    index.shift = 32 - Math.log2(slots)
    index.mask = slots - 1
    index.snippet = 0
    return index
  }

  /** Reads one snippet's shingles, and returns how many distinct ones it has (`sharedWith` then reads its counts). */
  read(hashes: ReadonlyArray<number>, size: number): number {
    const count = shingleCount(hashes.length, size)
    this.keyed = keyShingles(hashes, size, this.keyed)
    if (this.slots.length < count) this.slots = new Int32Array(count)
    const { keys, counted, holders, shared, words, shift, mask, keyed, slots } = this
    // A count is at most `count`: its bits, and so every carry, stay below `countBits`.
    const countBits = 32 - Math.clz32(count)
    this.countBits = countBits
    shared.fill(0, 0, words * countBits)
    const snippet = ++this.snippet
    let distinct = 0
    for (let i = 0; i < count; i++) {
      const key = keyed[i]!
      // Fibonacci hashing: the key's bits mixed into the top ones, which pick the slot.
      let slot = Math.imul(key, 0x9e3779b1) >>> shift
      while (counted[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & mask
      if (counted[slot] === snippet) continue
      if (counted[slot] === 0) {
        keys[slot] = key
        // A loop, not `fill`: one word in all but huge sets, and a built-in call per new key cost more than the probe.
        for (let w = 0; w < words; w++) holders[slot * words + w] = 0
      } else {
        for (let w = 0; w < words; w++) {
          let carry = holders[slot * words + w]!
          for (let k = w * countBits; carry !== 0; k++) {
            const bits = shared[k]!
            shared[k] = bits ^ carry
            carry &= bits
          }
        }
      }
      counted[slot] = snippet
      slots[distinct++] = slot
    }
    return distinct
  }

  /** How many distinct shingles the snippet read last shares with the `kept`-th kept one. */
  sharedWith(kept: number): number {
    const base = (kept >>> 5) * this.countBits
    const bit = kept & 31
    let count = 0
    for (let b = 0; b < this.countBits; b++) count |= ((this.shared[base + b]! >>> bit) & 1) << b
    return count
  }

  /** Records the snippet read last as the `kept`-th kept one. */
  keep(distinct: number, kept: number): void {
    const word = kept >>> 5
    const bit = 1 << (kept & 31)
    for (let i = 0; i < distinct; i++) this.holders[this.slots[i]! * this.words + word]! |= bit
  }
}

/** A kept snippet in the form duplicate detection compares, built from its tokens' word hashes. */
class SnippetPrint {
  /** How many distinct shingles it has. */
  readonly shingles: number
  private readonly hashes: ReadonlyArray<number>
  private fingerprint: SimHash | undefined
  constructor(hashes: ReadonlyArray<number>, shingles: number) {
    this.hashes = hashes
    this.shingles = shingles
  }
  get words(): number {
    return this.hashes.length
  }
  /** Computed on demand: only pairs that pass the shingle pre-check need it. */
  get simHash(): SimHash {
    this.fingerprint ??= simHashOfWords(this.hashes)
    return this.fingerprint
  }
}

/** Word k-grams of a snippet (a text shorter than k words is one shingle), readable: see `shingleKeys`. */
export const shingles = (text: string, size: number): ReadonlySet<string> => {
  const list = words(text)
  if (list.length <= size) return new Set(list.length === 0 ? [] : [list.join(" ")])
  const out = new Set<string>()
  for (let i = 0; i + size <= list.length; i++) out.add(list.slice(i, i + size).join(" "))
  return out
}

const similar = (shared: number, a: number, b: number, options: DedupOptions): boolean => {
  const jaccard = shared / (a + b - shared)
  const smaller = Math.min(a, b)
  return (
    jaccard >= options.nearDuplicateJaccard ||
    (smaller >= MIN_CONTAINMENT_SHINGLES && shared / smaller >= options.nearDuplicateContainment)
  )
}

/** Fingerprints are computed only for snippets long enough to compare (a fingerprint's features are its words). */
const nearFingerprint = (own: SnippetPrint, other: SnippetPrint, options: DedupOptions): boolean =>
  options.nearDuplicateSimHashBits > 0 &&
  own.words >= MIN_SIMHASH_WORDS &&
  other.words >= MIN_SIMHASH_WORDS &&
  hammingDistance(own.simHash, other.simHash) <= options.nearDuplicateSimHashBits

/**
 * Drops candidates whose canonical URL was already kept (`duplicate_url`), then those whose snippet is a near
 * copy of a kept one (`duplicate_content`: the same page under another URL, or one text mirrored on several
 * hosts). Near copies are found by exact shingle Jaccard or containment, the shared shingles of each pair counted
 * through an index of the kept snippets' shingle keys (exact, and cheap at the tens of candidates a search returns,
 * so no MinHash estimate is needed), and by SimHash distance, which also catches copies with a few words swapped. Candidates are visited best first
 * by `prefer`, so which copy survives depends on content, not on provider order.
 */
export const dedupe = (
  candidates: ReadonlyArray<CheckedCandidate>,
  prefer: Comparator<CheckedCandidate>,
  options: DedupOptions
): DedupResult => {
  const kept: Array<CheckedCandidate> = []
  const keptPrints: Array<SnippetPrint> = []
  const duplicates: Array<Duplicate> = []
  const canonicals = new Set<string>()
  const ordered = [...candidates].sort(prefer)
  const index = ShingleIndex.forCall(
    ordered.length,
    ordered.reduce((sum, c) => sum + shingleCount(c.snippetTokens.wordHashes.length, options.shingleSize), 0)
  )
  const isCopy = (shared: number, own: SnippetPrint, other: SnippetPrint): boolean => {
    if (shared === 0) return false
    const [a, b] = [own.shingles, other.shingles]
    if (similar(shared, a, b, options)) return true
    if (shared / Math.max(1, Math.min(a, b)) < MIN_SIMHASH_CONTAINMENT) return false
    return nearFingerprint(own, other, options)
  }
  for (const candidate of ordered) {
    if (canonicals.has(candidate.canonical)) {
      duplicates.push({ candidate, reason: "duplicate_url" })
      continue
    }
    const hashes = candidate.snippetTokens.wordHashes
    const distinct = index.read(hashes, options.shingleSize)
    const own = new SnippetPrint(hashes, distinct)
    if (keptPrints.some((other, k) => isCopy(index.sharedWith(k), own, other))) {
      duplicates.push({ candidate, reason: "duplicate_content" })
      continue
    }
    index.keep(distinct, keptPrints.length)
    kept.push(candidate)
    keptPrints.push(own)
    canonicals.add(candidate.canonical)
  }
  return { kept, duplicates }
}
