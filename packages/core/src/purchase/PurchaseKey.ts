/**
 * A purchase is identified by (payer, Idempotency-Key): two payers never share a key, so one payer cannot
 * read or block another's purchase by guessing its key.
 */
export interface PurchaseKey {
  /** Lower-cased payer address. */
  readonly payer: string
  readonly idempotencyKey: string
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 128

/** Printable ASCII without spaces: keys travel in headers, logs and Redis key names. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/

export const isValidIdempotencyKey = (key: string): boolean => IDEMPOTENCY_KEY_PATTERN.test(key)

export const purchaseKeyString = (key: PurchaseKey): string => `${key.payer}:${key.idempotencyKey}`
