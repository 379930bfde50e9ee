/**
 * The 32-bit integer hashing every word-level stage shares: FNV-1a's constants (`wordHash`, the tokenizer's
 * in-place word hashes and `termKey` must agree on them) and MurmurHash3's fmix32 avalanche, which mixes FNV's
 * poorly mixed low bits for short inputs.
 */
export const FNV_OFFSET = 0x811c9dc5
export const FNV_PRIME = 0x01000193

export const fmix32 = (value: number): number => {
  let hash = value
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}
