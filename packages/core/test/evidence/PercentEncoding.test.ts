import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { normalizePercentEncoding } from "../../src/evidence/PercentEncoding.ts"

/** RFC 3986 section 6.2.2 by pattern: the definition the scan must agree with. */
const byPattern = (text: string): string =>
  text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16))
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`
  })

describe("normalizePercentEncoding", () => {
  it.each([
    ["/%7euser", "/~user"],
    ["/%7Euser", "/~user"],
    ["/a%2fb", "/a%2Fb"],
    ["/a%2Fb", "/a%2Fb"],
    ["/100%", "/100%"],
    ["/%%41", "/%A"],
    ["/%zz%4", "/%zz%4"]
  ])("%s -> %s", (text, expected) => expect(normalizePercentEncoding(text)).toBe(expected))

  it("agrees with the pattern on generated paths, and returns a path already canonical as it came", () => {
    const unit = fc.constantFrom("%", "2", "f", "F", "7", "e", "E", "a", "0", "/", "g", "~")
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        const normalized = normalizePercentEncoding(text)
        return normalized === byPattern(text) && (normalized !== text || normalized === byPattern(normalized))
      }),
      { numRuns: 30_000 }
    )
  })
})
