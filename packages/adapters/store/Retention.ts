import type { PurchaseRecord } from "@evidence-pack/core"

/**
 * How long settled purchases stay in Redis, in seconds. In-flight records (executing, settling) never expire:
 * the pending index bounds their life, and the worker resolves them. A purchase's nonce bindings expire with
 * its record, so an authorization stays refused for other keys as long as its purchase can be replayed.
 */
export interface Retention {
  /** Replays of the 200 are served for this long. */
  readonly fulfilledSeconds: number
  /** The same key gets the same 422 for this long. */
  readonly rejectedSeconds: number
  /** A fresh authorization can settle the kept evidence for this long. */
  readonly unpaidSeconds: number
  /** After a provider failure frees the key, its nonce stays bound to it for this long. */
  readonly releasedSeconds: number
}

const DAY = 86_400

export const defaultRetention: Retention = {
  fulfilledSeconds: 7 * DAY,
  rejectedSeconds: DAY,
  unpaidSeconds: DAY,
  releasedSeconds: DAY
}

export const makeRetention = (overrides: Partial<Retention> = {}): Retention => {
  const retention = { ...defaultRetention, ...overrides }
  for (const [name, seconds] of Object.entries(retention)) {
    if (!Number.isInteger(seconds) || seconds < 1) throw new RangeError(`retention.${name} must be a positive integer`)
  }
  return retention
}

/** The TTL a record gets when written at its stage; 0 means none (in flight). */
export const ttlOf = (retention: Retention, record: PurchaseRecord): number => {
  switch (record._tag) {
    case "executing":
    case "settling":
      return 0
    case "fulfilled":
      return retention.fulfilledSeconds
    case "rejected":
      return retention.rejectedSeconds
    case "unpaid":
      return retention.unpaidSeconds
  }
}
