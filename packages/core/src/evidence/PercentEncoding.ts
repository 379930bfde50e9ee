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

/** An escape (`%` and two hex digits) at `at` as RFC 3986 writes it, or undefined when none is there. */
const canonicalEscape = (text: string, at: number): string | undefined => {
  const high = hexValue(text.charCodeAt(at + 1))
  const low = hexValue(text.charCodeAt(at + 2))
  if (high < 0 || low < 0) return undefined
  const code = high * 16 + low
  return isUnreserved(code) ? String.fromCharCode(code) : `%${HEX[high]}${HEX[low]}`
}

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
    const canonical = canonicalEscape(text, percent)
    if (canonical !== undefined && !text.startsWith(canonical, percent)) {
      out += text.slice(copied, percent) + canonical
      copied = percent + 3
    }
    percent = text.indexOf("%", canonical === undefined ? percent + 1 : percent + 3)
  }
  return copied === 0 ? text : out + text.slice(copied)
}
