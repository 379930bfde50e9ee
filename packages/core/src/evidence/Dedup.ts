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
 * one fact ("IETF published HTTP/3 as a Proposed Standard in RFC 9114") or one site's template filled with
 * another release land within a few bits of each other; a copy with words swapped still keeps a good part of
 * its word sequences.
 */
const MIN_SIMHASH_CONTAINMENT = 0.25

/**
 * Where shingle keys are sorted, reused by every snippet (sorted to its end before another starts): a typed array
 * sorts integers natively, but one allocated per snippet lives outside the JavaScript heap and costs more than the
 * sort. Grown when a snippet needs more.
 */
let sorting = new Int32Array(256)

/**
 * Word k-grams of a snippet as 32-bit integers built from the words' hashes (order-sensitive), distinct and in
 * ascending order: the form `dedupe` compares, by merging two lists, without building a string per shingle.
 * Two distinct shingles of one result set share a key with odds of about one in 2^32 per pair.
 */
export const shingleKeys = (hashes: ReadonlyArray<number>, size: number): ReadonlyArray<number> => {
  const count = hashes.length <= size ? Math.min(1, hashes.length) : hashes.length - size + 1
  const width = Math.min(size, hashes.length)
  if (sorting.length < count) sorting = new Int32Array(count)
  for (let i = 0; i < count; i++) {
    let key = 0x811c9dc5
    for (let j = 0; j < width; j++) key = Math.imul(key ^ hashes[i + j]!, 0x01000193)
    sorting[i] = key
  }
  sorting.subarray(0, count).sort()
  const keys: Array<number> = []
  for (let i = 0; i < count; i++) if (i === 0 || sorting[i] !== sorting[i - 1]) keys.push(sorting[i]!)
  return keys
}

/** How many keys two ascending lists of distinct keys share. */
const sharedCount = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): number => {
  let shared = 0
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    // Step past the smaller key (both on a tie) without branching: on unrelated keys a branch is a coin toss the
    // processor mispredicts half the time.
    shared += Number(x === y)
    i += Number(x <= y)
    j += Number(y <= x)
  }
  return shared
}

/** A snippet in the integer form duplicate detection compares, built from its tokens' word hashes. */
class SnippetPrint {
  readonly shingles: ReadonlyArray<number>
  private readonly hashes: ReadonlyArray<number>
  private fingerprint: SimHash | undefined
  constructor(hashes: ReadonlyArray<number>, shingleSize: number) {
    this.hashes = hashes
    this.shingles = shingleKeys(hashes, shingleSize)
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
 * hosts). Near copies are found by exact shingle Jaccard or containment, computed by merging the sorted shingle
 * keys of each pair (exact, and cheap at the tens of candidates a search returns, so no MinHash estimate is
 * needed), and by SimHash distance, which also catches copies with a few words swapped. Candidates are visited best first
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
  const isCopy = (own: SnippetPrint, other: SnippetPrint): boolean => {
    const shared = sharedCount(own.shingles, other.shingles)
    if (shared === 0) return false
    const [a, b] = [own.shingles.length, other.shingles.length]
    if (similar(shared, a, b, options)) return true
    if (shared / Math.max(1, Math.min(a, b)) < MIN_SIMHASH_CONTAINMENT) return false
    return nearFingerprint(own, other, options)
  }
  for (const candidate of [...candidates].sort(prefer)) {
    if (canonicals.has(candidate.canonical)) {
      duplicates.push({ candidate, reason: "duplicate_url" })
      continue
    }
    const own = new SnippetPrint(candidate.snippetTokens.wordHashes, options.shingleSize)
    if (keptPrints.some((other) => isCopy(own, other))) {
      duplicates.push({ candidate, reason: "duplicate_content" })
      continue
    }
    kept.push(candidate)
    keptPrints.push(own)
    canonicals.add(candidate.canonical)
  }
  return { kept, duplicates }
}
