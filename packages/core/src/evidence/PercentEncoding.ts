/**
 * RFC 3986 section 6.2.2 normalization of percent-encoding: escapes of unreserved characters (letters, digits,
 * `-._~`) are decoded, every other escape is written with upper-case hex. `%7euser`, `%7Euser` and `~user` are
 * one path; `%2F` stays `%2F` because decoding it would change the path's segments.
 */

const ESCAPE = /%([0-9a-fA-F]{2})/g
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

export const normalizePercentEncoding = (text: string): string =>
  text.replace(ESCAPE, (_escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16))
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`
  })
