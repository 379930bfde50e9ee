import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { capText, cleanText, decodeEntities, isPlainAscii } from "../../src/evidence/HtmlText.ts"

describe("decodeEntities", () => {
  it.each([
    ["Tom &amp; Jerry", "Tom & Jerry"],
    ["&lt;b&gt; is bold", "<b> is bold"],
    ["&quot;q&quot; &apos;a&apos;", "\"q\" 'a'"],
    ["caf&eacute; &mdash; na&iuml;ve&hellip;", "café — naïve…"],
    ["&#8220;smart&#8221; &#x2019;", "“smart” ’"],
    ["&#X1F600;", "😀"],
    ["&#146;s (windows-1252)", "’s (windows-1252)"],
    ["&#0; &#xD800; &#1114112;", "\uFFFD \uFFFD \uFFFD"],
    ["&amp;lt; decoded once", "&lt; decoded once"],
    ["&unknown; &amp stays", "&unknown; &amp stays"],
    ["&constructor; &toString;", "&constructor; &toString;"]
  ])("%s", (input, expected) => expect(decodeEntities(input)).toBe(expected))
})

describe("cleanText", () => {
  it.each([
    ["<p>Hello <b>wor</b>ld</p><p>again</p>", "Hello world again"],
    ["a<script>alert('x <b>')</script>b", "a b"],
    ["a<style>p{}</style><!-- note -->b", "a b"],
    ["unclosed <script>everything after", "unclosed"],
    ["x <!-- unclosed comment", "x"],
    ['cut mid-tag <a href="http://x', "cut mid-tag"],
    ["&lt;b&gt;highlight&lt;/b&gt; kept", "highlight kept"],
    ["tab\tnew\nline\r\n  spaces&nbsp;&nbsp;nbsp", "tab new line spaces nbsp"],
    ["zero\u200Bwidth\u00ADsoft\uE000private", "zerowidthsoftprivate"],
    ["control\u0000\u0007chars", "control chars"],
    ["lone \uD800 surrogate", "lone \uFFFD surrogate"],
    ["3 < 4 and 5 > 2", "3 < 4 and 5 > 2"],
    // Placeholders in prose are not tags: the command keeps them.
    ["git branch -m <old-name> <new-name>", "git branch -m <old-name> <new-name>"],
    ["A span<T> refers to a sequence; #include <vector>", "A span<T> refers to a sequence; #include <vector>"],
    ['<x-card id="a">custom</x-card><DIV>block</DIV>', "custom</x-card> block"]
  ])("%j", (input, expected) => expect(cleanText(input)).toBe(expected))
})

describe("capText", () => {
  it("leaves short text alone", () => expect(capText("short", 10)).toBe("short"))

  it("cuts at a word boundary and adds an ellipsis within the cap", () => {
    const out = capText("The quick brown fox jumps over the lazy dog", 20)
    expect(out).toBe("The quick brown fox…")
    expect(out.length).toBeLessThanOrEqual(20)
  })

  it("cuts mid-word when the last space is too early", () => {
    expect(capText("a supercalifragilisticexpialidocious", 20)).toBe("a supercalifragilis…")
  })

  it("drops trailing separators before the ellipsis", () => {
    expect(capText("first part, second part and more words", 13)).toBe("first part…")
  })

  it("never splits a surrogate pair", () => {
    const out = capText("😀".repeat(20), 10)
    expect(out.length).toBeLessThanOrEqual(10)
    expect(out.toWellFormed()).toBe(out)
  })
})

describe("isPlainAscii", () => {
  // The pattern `cleanText` skips for plain text, copied: plain text must never be something it finds.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point of this regex
  const NEEDS_CLEANING_OR_FOLDING = /[<&\x00-\x08\x0e-\x1f\x7f-\x9f\p{Cf}\p{Co}]|\s\s|[^\S ]/u
  const units = fc.oneof(
    fc.integer({ min: 0, max: 0x2030 }).map((code) => String.fromCharCode(code)),
    fc.constantFrom("a", "Z", ".", " ", " ", "\t", "\n", "<", "&", "~", "\x7f", "\u00a0", "\u00ad", "\u200b")
  )

  it("holds only text the cleaning pattern finds nothing in, and most plain text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: units, maxLength: 12 }),
        (text) => !isPlainAscii(text) || !NEEDS_CLEANING_OR_FOLDING.test(text)
      ),
      { numRuns: 50_000 }
    )
    expect(isPlainAscii("Which browsers support CSS grid? (en.wikipedia.org) 50% off!")).toBe(true)
    expect(isPlainAscii(" leading and trailing ")).toBe(true)
    expect(["a  b", "a\tb", "a<b", "a&b", "caf\u00e9", "a\u00a0b"].map(isPlainAscii)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false
    ])
  })
})
