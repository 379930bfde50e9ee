import {
  type CreateResult,
  type Executing,
  isInFlight,
  type LeaseRenewal,
  type Settling,
  type UpdateResult
} from "@evidence-pack/core"
import { fromFields, readFields } from "./StoredRecord.ts"

/**
 * Readers of the scripts' replies (Scripts.ts). Each throws on a reply it does not recognise; the store turns
 * that into StoreUnavailable, since a reply it cannot read is a store it cannot trust.
 */

export const asArray = (reply: unknown): ReadonlyArray<unknown> => {
  if (!Array.isArray(reply)) throw new TypeError(`unexpected Redis reply: ${String(reply)}`)
  return reply
}

const asString = (value: unknown): string => {
  if (typeof value !== "string") throw new TypeError(`unexpected Redis reply element: ${String(value)}`)
  return value
}

export const createResult = (reply: unknown): CreateResult => {
  const [tag, ...rest] = asArray(reply)
  if (tag === "Created") return { _tag: "Created" }
  if (tag === "NonceTaken") return { _tag: "NonceTaken", idempotencyKey: asString(rest[0]) }
  const record = tag === "Exists" ? readFields(rest) : undefined
  if (record === undefined) throw new TypeError(`unexpected create reply: ${String(tag)}`)
  return { _tag: "Exists", record }
}

export const updateResult = (reply: unknown): UpdateResult => {
  const [tag, ...rest] = asArray(reply)
  if (tag === "Updated") return { _tag: "Updated" }
  if (tag === "NonceTaken") return { _tag: "NonceTaken", idempotencyKey: asString(rest[0]) }
  if (tag === "Stale") return { _tag: "Stale", current: readFields(rest) }
  throw new TypeError(`unexpected update reply: ${String(tag)}`)
}

/** The renew script's 1 / 0 / -1. */
export const leaseRenewal = (reply: unknown): LeaseRenewal => {
  if (reply === 1) return "Renewed"
  if (reply === 0) return "Lost"
  if (reply === -1) return "Ended"
  throw new TypeError(`unexpected renew reply: ${String(reply)}`)
}

export interface Claimed {
  readonly record: Executing | Settling
  /** The lease expiry the record was claimed at: results are ordered oldest lease first. */
  readonly expiredAt: number
}

/** Claim replies are json, version, previous expiry triples; the new lease is the one the worker asked for. */
export const claimed = (reply: unknown, lease: Executing["lease"]): ReadonlyArray<Claimed> => {
  const flat = asArray(reply)
  const result: Array<Claimed> = []
  for (let i = 0; i < flat.length; i += 3) {
    const record = fromFields(asString(flat[i]), asString(flat[i + 1]), lease.owner, String(lease.expiresAt))
    if (!isInFlight(record)) throw new TypeError(`claimed a ${record._tag} record`)
    result.push({ record, expiredAt: Number(asString(flat[i + 2])) })
  }
  return result
}

/** Scores of a `ZRANGEBYSCORE ... WITHSCORES` reply (member, score pairs). */
export const scores = (reply: unknown): ReadonlyArray<number> =>
  asArray(reply).flatMap((value, i) => (i % 2 === 1 ? [Number(asString(value))] : []))

export interface ShardStats {
  readonly count: number
  readonly oldestCreatedAt: number | undefined
}

export const shardStats = (reply: unknown): ShardStats => {
  const [count, oldest] = asArray(reply)
  return {
    count: Number(count),
    oldestCreatedAt: oldest === null || oldest === undefined ? undefined : Number(asString(oldest))
  }
}
