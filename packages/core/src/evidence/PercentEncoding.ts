/**
 * RFC 3986 section 6.2.2 normalization of percent-encoding: escapes of unreserved characters (letters, digits,
 * `-._~`) are decoded, every other escape is written with upper-case hex. `%7euser`, `%7Euser` and `~user` are
 * one path; `%2F` stays `%2F` because decoding it would change the path's segments.
 */

const HEX = "0123456789ABCDEF"

/** The value of a hex digit's character code, or -1. */
const hexValue = (code: number): number => {
  if (code >= 48 && code <= 57) return code - 48
  const letter = code | 32
  return letter >= 97 && letter <= 102 ? letter - 87 : -1
}

/** `[A-Za-z0-9\-._~]`: characters an escape need not hide. */
const isUnreserved = (code: number): boolean =>
  ((code | 32) >= 97 && (code | 32) <= 122) ||
  (code >= 48 && code <= 57) ||
  code === 45 ||
  code === 46 ||
  code === 95 ||
  code === 126

const NO_ESCAPE = -1
const CANONICAL = -2

/**
 * What the `%` at `at` starts: `NO_ESCAPE` (no two hex digits follow), `CANONICAL` (an escape already written as
 * RFC 3986 writes it, left in place without building it), or the escaped character's code, to be rewritten.
 */
const escapeAt = (text: string, at: number): number => {
  const high = hexValue(text.charCodeAt(at + 1))
  const low = hexValue(text.charCodeAt(at + 2))
  if (high < 0 || low < 0) return NO_ESCAPE
  const code = high * 16 + low
  const upperCase = text.charCodeAt(at + 1) === HEX.charCodeAt(high) && text.charCodeAt(at + 2) === HEX.charCodeAt(low)
  return !isUnreserved(code) && upperCase ? CANONICAL : code
}

/** The escape of the character `code` as RFC 3986 writes it: unreserved characters as themselves. */
const canonicalEscape = (code: number): string =>
  isUnreserved(code) ? String.fromCharCode(code) : `%${HEX[code >> 4]}${HEX[code & 15]}`

/**
 * Scans escape by escape rather than with a regex and a callback: URL paths are normalized for every candidate,
 * and most hold no escape at all, or only escapes already written as they should be, which are left in place (the
 * text is returned as it came when nothing changes). An escape is `%` and two hex digits; anything else is copied
 * as it stands.
 */
export const normalizePercentEncoding = (text: string): string => {
  let percent = text.indexOf("%")
  if (percent < 0) return text
  let out = ""
  let copied = 0
  while (percent >= 0) {
    const escaped = escapeAt(text, percent)
    if (escaped >= 0) {
      out += text.slice(copied, percent) + canonicalEscape(escaped)
      copied = percent + 3
    }
    percent = text.indexOf("%", escaped === NO_ESCAPE ? percent + 1 : percent + 3)
  }
  return copied === 0 ? text : out + text.slice(copied)
}
