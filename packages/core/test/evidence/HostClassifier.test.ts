import { describe, expect, it } from "vitest"
import { builtinHostClassifier } from "../../src/evidence/HostClassifier.ts"

describe("builtinHostClassifier", () => {
  it.each([
    ["blog.x.com", "x.com"],
    ["x.com", "x.com"],
    ["www.bbc.co.uk", "bbc.co.uk"],
    ["a.b.x.co.uk", "x.co.uk"],
    ["news.abc.net.au", "abc.net.au"],
    ["go.jp", null],
    ["www.go.jp", "www.go.jp"],
    ["co.uk", null],
    ["localhost", null]
  ])("%s belongs to %s", (host, domain) => expect(builtinHostClassifier(host).registrableDomain).toBe(domain))

  it("flags IP literals in the forms the URL parser writes", () => {
    expect(builtinHostClassifier("127.0.0.1").ip).toBe(true)
    expect(builtinHostClassifier("::1").ip).toBe(true)
    expect(builtinHostClassifier("1.2.3.4.example.com").ip).toBe(false)
  })

  it("knows special-use names and letters-only (or punycode) TLDs", () => {
    expect(builtinHostClassifier("printer.local")).toMatchObject({ specialUse: true, publicSuffixKnown: false })
    expect(builtinHostClassifier("solar.c0m").publicSuffixKnown).toBe(false)
    expect(builtinHostClassifier("xn--80ak6aa92e.xn--p1ai").publicSuffixKnown).toBe(true)
  })
})
