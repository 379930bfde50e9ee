import { decodeRecord, encodeRecord, isInFlight, type PurchaseRecord } from "@evidence-pack/core"

/**
 * A purchase record as a Redis hash: `json` is the core JSON codec's encoding (the one encoding of a record at
 * rest) and `version`, `owner`, `expiresAt` are kept beside it so Lua can compare-and-set and take over leases
 * without parsing JSON. The side fields are authoritative: a claim rewrites only them (see Scripts.ts).
 */

/** The hash fields read back, in HMGET order; scripts reply with the same four. */
export const FIELDS = ["json", "version", "owner", "expiresAt"] as const

/** The record arguments of the create and update scripts, in the order `writeRecord` (Scripts.ts) takes them. */
export const recordArgs = (record: PurchaseRecord, member: string): ReadonlyArray<string> => {
  const lease = isInFlight(record) ? record.lease : undefined
  return [
    encodeRecord(record),
    String(record.version),
    lease === undefined ? "0" : "1",
    lease?.owner ?? "",
    lease === undefined ? "" : String(lease.expiresAt),
    String(record.createdAt),
    member
  ]
}

/** The record with the side fields laid over its JSON. */
export const fromFields = (json: string, version: string, owner?: string, expiresAt?: string): PurchaseRecord => {
  const record = decodeRecord(json)
  if (isInFlight(record) && owner !== undefined && expiresAt !== undefined) {
    return { ...record, version: Number(version), lease: { owner, expiresAt: Number(expiresAt) } }
  }
  return { ...record, version: Number(version) }
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/** The record in a FIELDS-shaped reply, or undefined when there is none. Throws on a malformed record. */
export const readFields = (reply: ReadonlyArray<unknown>): PurchaseRecord | undefined => {
  const [json, version, owner, expiresAt] = reply.map(text)
  if (json === undefined) return undefined
  if (version === undefined) throw new Error("stored record has no version")
  return fromFields(json, version, owner, expiresAt)
}
