/**
 * RFC 3986 section 6.2.2 normalization of percent-encoding: escapes of unreserved characters (letters, digits,
 * `-._~`) are decoded, every other escape is written with upper-case hex. `%7euser`, `%7Euser` and `~user` are
 * one path; `%2F` stays `%2F` because decoding it would change the path's segments.
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/
const HEX_PAIR = /^[0-9a-fA-F]{2}$/

/**
 * Scans escape by escape rather than with a regex and a callback: URL paths are normalized for every candidate,
 * and most hold no escape at all. An escape is `%` and two hex digits; anything else is copied as it stands.
 */
export const normalizePercentEncoding = (text: string): string => {
  let percent = text.indexOf("%")
  if (percent < 0) return text
  let out = ""
  let copied = 0
  while (percent >= 0) {
    const hex = text.slice(percent + 1, percent + 3)
    let next = percent + 1
    if (HEX_PAIR.test(hex)) {
      const char = String.fromCharCode(Number.parseInt(hex, 16))
      out += text.slice(copied, percent) + (UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`)
      copied = next = percent + 3
    }
    percent = text.indexOf("%", next)
  }
  return out + text.slice(copied)
}
