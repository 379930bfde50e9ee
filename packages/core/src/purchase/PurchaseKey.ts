/**
 * A purchase is identified by (payer, Idempotency-Key): two payers never share a key, so one payer cannot
 * read or block another's purchase by guessing its key.
 */
export interface PurchaseKey {
  /** Lower-cased payer address. */
  readonly payer: string
  readonly idempotencyKey: string
}

/** An Idempotency-Key is 1-128 printable ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128

/** Printable ASCII without spaces: keys travel in headers, logs and Redis key names. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/

/** Whether a header value may be used as an Idempotency-Key (else 400 `invalid_idempotency_key`). */
export const isValidIdempotencyKey = (key: string): boolean => IDEMPOTENCY_KEY_PATTERN.test(key)

/** A key as one string, for stores that index by string. */
export const purchaseKeyString = (key: PurchaseKey): string => `${key.payer}:${key.idempotencyKey}`
