import { describe, expect, it } from "vitest"
import { matchesDomain, normalizeDomains } from "../../src/evidence/DomainList.ts"

describe("operator domain lists", () => {
  it("normalizes entries and drops what is not a host name", () => {
    expect(
      normalizeDomains(["Example.COM.", "*.spam.net", ".news.org", "münchen.de", "a b", "http://x.com", 7, ""])
    ).toEqual(["example.com", "news.org", "spam.net", "xn--mnchen-3ya.de"])
    expect(normalizeDomains("example.com")).toEqual([])
  })

  it("matches a domain and its subdomains only", () => {
    const list = normalizeDomains(["example.com"])
    expect(matchesDomain("example.com", list)).toBe(true)
    expect(matchesDomain("a.b.example.com", list)).toBe(true)
    expect(matchesDomain("badexample.com", list)).toBe(false)
    expect(matchesDomain("example.com.evil.net", list)).toBe(false)
  })
})
