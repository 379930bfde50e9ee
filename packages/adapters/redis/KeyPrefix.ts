import { Schema } from "effect"

/** The namespace every key of the store and the rate limiter starts with, unless REDIS_KEY_PREFIX says otherwise. */
export const DEFAULT_PREFIX = "evidence-pack:"

const NO_BRACES = /^[^{}]*$/

/** Braces would move the hash tag into the prefix and put every key in one slot. */
export const KeyPrefix = Schema.String.check(
  Schema.isPattern(NO_BRACES, { message: "REDIS_KEY_PREFIX must not contain '{' or '}'" })
)

/** The same rule for a prefix given in code rather than read from the environment. */
export const checkPrefix = (prefix: string): string => {
  if (!NO_BRACES.test(prefix)) throw new RangeError(`Redis key prefix must not contain '{' or '}': ${prefix}`)
  return prefix
}
