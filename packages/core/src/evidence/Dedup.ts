import type { CheckedCandidate } from "./CheckedCandidate.ts"
import type { Comparator } from "./Ranking.ts"
import { hammingDistance, type SimHash, simHashOfWords, wordHashes } from "./SimHash.ts"
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
 * Word k-grams of a snippet as 32-bit integers built from the words' hashes (order-sensitive), the form `dedupe`
 * compares: no string is built per shingle. Two distinct shingles of one result set share a key with odds of
 * about one in 2^32 per pair.
 */
export const shingleKeys = (hashes: ReadonlyArray<number>, size: number): ReadonlySet<number> => {
  const out = new Set<number>()
  const count = hashes.length <= size ? Math.min(1, hashes.length) : hashes.length - size + 1
  const width = Math.min(size, hashes.length)
  for (let i = 0; i < count; i++) {
    let key = 0x811c9dc5
    for (let j = 0; j < width; j++) key = Math.imul(key ^ hashes[i + j]!, 0x01000193)
    out.add(key >>> 0)
  }
  return out
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

const nearFingerprint = (own: SimHash, other: SimHash, options: DedupOptions): boolean =>
  options.nearDuplicateSimHashBits > 0 &&
  own.features >= MIN_SIMHASH_WORDS &&
  other.features >= MIN_SIMHASH_WORDS &&
  hammingDistance(own, other) <= options.nearDuplicateSimHashBits

/**
 * Drops candidates whose canonical URL was already kept (`duplicate_url`), then those whose snippet is a near
 * copy of a kept one (`duplicate_content`: the same page under another URL, or one text mirrored on several
 * hosts). Near copies are found by exact shingle Jaccard or containment, computed through an inverted shingle
 * index (exact, and cheap at the tens of candidates a search returns, so no MinHash estimate is needed), and
 * by SimHash distance, which also catches copies with a few words swapped. Candidates are visited best first
 * by `prefer`, so which copy survives depends on content, not on provider order.
 */
export const dedupe = (
  candidates: ReadonlyArray<CheckedCandidate>,
  prefer: Comparator<CheckedCandidate>,
  options: DedupOptions
): DedupResult => {
  const kept: Array<CheckedCandidate> = []
  const keptSizes: Array<number> = []
  const keptWords: Array<ReadonlyArray<number>> = []
  // Fingerprints are computed only for pairs that pass the shingle pre-check, and at most once per snippet.
  const keptPrints: Array<SimHash | undefined> = []
  const keptPrint = (id: number): SimHash => {
    const print = keptPrints[id] ?? simHashOfWords(keptWords[id] ?? [])
    keptPrints[id] = print
    return print
  }
  const duplicates: Array<Duplicate> = []
  const canonicals = new Set<string>()
  const postings = new Map<number, Array<number>>()
  for (const candidate of [...candidates].sort(prefer)) {
    if (canonicals.has(candidate.canonical)) {
      duplicates.push({ candidate, reason: "duplicate_url" })
      continue
    }
    const hashes = wordHashes(candidate.snippet)
    const own = shingleKeys(hashes, options.shingleSize)
    const shared = new Map<number, number>()
    for (const shingle of own) {
      for (const id of postings.get(shingle) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1)
    }
    let fingerprint: SimHash | undefined
    const copy = [...shared].some(([id, count]) => {
      const size = keptSizes[id] ?? 0
      if (similar(count, own.size, size, options)) return true
      if (count / Math.max(1, Math.min(own.size, size)) < MIN_SIMHASH_CONTAINMENT) return false
      fingerprint ??= simHashOfWords(hashes)
      return nearFingerprint(fingerprint, keptPrint(id), options)
    })
    if (copy) {
      duplicates.push({ candidate, reason: "duplicate_content" })
      continue
    }
    const id = kept.length
    kept.push(candidate)
    keptSizes.push(own.size)
    keptWords.push(hashes)
    keptPrints.push(fingerprint)
    canonicals.add(candidate.canonical)
    for (const shingle of own) {
      const list = postings.get(shingle)
      if (list === undefined) postings.set(shingle, [id])
      else list.push(id)
    }
  }
  return { kept, duplicates }
}
