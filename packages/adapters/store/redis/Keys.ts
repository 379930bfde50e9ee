import { type PurchaseKey, purchaseKeyString } from "@evidence-pack/core"
import { DEFAULT_PREFIX } from "../../redis/KeyPrefix.ts"

/**
 * The Redis key layout of the store. Every key of one purchase (its record, its nonce bindings, the pending
 * indexes it sits in) carries the same hash tag `{ep:<shard>}`, so each Lua script touches one slot and the
 * store runs unchanged on Redis Cluster. The shard is a stable hash of the payer: nonces are scoped per payer
 * (EIP-3009 nonces belong to the authorizer), so a nonce binding always lives beside the records it guards.
 *
 *   <prefix>{ep:<n>}:rec:<payer>:<idempotencyKey>     hash   { json, version, owner?, expiresAt? }
 *   <prefix>{ep:<n>}:nonces:<payer>:<idempotencyKey>  set    nonce binding keys bound to that purchase
 *   <prefix>{ep:<n>}:nonce:<payer>:<nonce>            string idempotency key the nonce pays for
 *   <prefix>{ep:<n>}:pending                           zset   in-flight purchases scored by lease expiry
 *   <prefix>{ep:<n>}:created                           zset   in-flight purchases scored by createdAt
 *
 * Index members are `<payer>:<idempotencyKey>`. Payers are hex addresses (no `:`), so the first `:` splits a
 * member unambiguously even though idempotency keys may contain `:`, `{` or `}`: Redis hashes only the first
 * `{...}` of a key name, which is always ours because the prefix may not contain braces.
 *
 * The shard count is part of the layout: changing it for existing data moves payers to other shards and
 * orphans their records. Pick it once per deployment (a few times the number of cluster masters).
 */
export interface KeySpace {
  readonly prefix: string
  readonly shards: number
}

export { DEFAULT_PREFIX }
export const DEFAULT_SHARDS = 16

export const makeKeySpace = (prefix: string = DEFAULT_PREFIX, shards: number = DEFAULT_SHARDS): KeySpace => {
  if (/[{}]/.test(prefix)) throw new RangeError(`Redis key prefix must not contain '{' or '}': ${prefix}`)
  if (!Number.isInteger(shards) || shards < 1) throw new RangeError(`pendingShards must be a positive integer`)
  return { prefix, shards }
}

/** FNV-1a (32 bit): stable across processes and versions; only its spread matters, not its strength. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export const shardOf = (space: KeySpace, payer: string): number => fnv1a(payer) % space.shards

/** `<prefix>{ep:<n>}:`: the start of every key in shard `n`. */
export const shardTag = (space: KeySpace, shard: number): string => `${space.prefix}{ep:${shard}}:`

export interface ShardKeys {
  readonly pending: string
  readonly created: string
  /** Prepended to an index member, gives the record key (the claim script builds keys this way). */
  readonly recordPrefix: string
}

export const shardKeys = (space: KeySpace, shard: number): ShardKeys => {
  const tag = shardTag(space, shard)
  return { pending: `${tag}pending`, created: `${tag}created`, recordPrefix: `${tag}rec:` }
}

export interface PurchaseKeys extends ShardKeys {
  readonly record: string
  readonly nonces: string
  /** The purchase's member in the pending indexes. */
  readonly member: string
}

export const purchaseKeys = (space: KeySpace, key: PurchaseKey): PurchaseKeys => {
  const shard = shardOf(space, key.payer)
  const indexes = shardKeys(space, shard)
  const member = purchaseKeyString(key)
  const record = `${indexes.recordPrefix}${member}`
  return { ...indexes, record, nonces: `${shardTag(space, shard)}nonces:${member}`, member }
}

/** Nonces are compared lower-cased, as the memory store does: hex case carries no meaning. */
export const nonceKey = (space: KeySpace, payer: string, nonce: string): string =>
  `${shardTag(space, shardOf(space, payer))}nonce:${payer}:${nonce.toLowerCase()}`
