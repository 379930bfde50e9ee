import { checkUrl, resolveValidationOptions, validateEvidence } from "@evidence-pack/core"
import { describe, expect, it } from "vitest"
import { classifyHost } from "../../../url/tldts/index.ts"

const policy = resolveValidationOptions({ classifyHost })
const verdict = (url: string) => checkUrl(url, policy)
const site = (url: string) => {
  const checked = verdict(url)
  if (checked._tag !== "Valid") throw new Error(`${url}: ${checked.reason}`)
  return checked.value.site
}

describe("classifyHost (tldts + ipaddr.js)", () => {
  it("gives the registrable domain under the Public Suffix List", () => {
    expect(classifyHost("blog.x.com").registrableDomain).toBe("x.com")
    expect(classifyHost("a.b.x.co.uk").registrableDomain).toBe("x.co.uk")
    expect(classifyHost("www.city.kawasaki.jp").registrableDomain).toBe("city.kawasaki.jp")
    expect(classifyHost("alice.github.io").registrableDomain).toBe("alice.github.io")
    expect(classifyHost("blogspot.com").registrableDomain).toBe("blogspot.com")
    expect(classifyHost("co.uk").registrableDomain).toBeNull()
  })

  it("knows which suffixes exist and which names are special-use", () => {
    expect(classifyHost("solar.zzz").publicSuffixKnown).toBe(false)
    expect(classifyHost("wiki.corp.internal").publicSuffixKnown).toBe(false)
    expect(classifyHost("printer.local").specialUse).toBe(true)
    expect(classifyHost("hidden.onion").specialUse).toBe(true)
    expect(classifyHost("x.co.uk").publicSuffixKnown).toBe(true)
  })

  it("classifies IP literals with their range", () => {
    expect(classifyHost("10.0.0.1")).toMatchObject({ ip: true, ipRange: "private" })
    expect(classifyHost("::ffff:169.254.169.254")).toMatchObject({ ip: true, ipRange: "linkLocal" })
    expect(classifyHost("8.8.8.8")).toMatchObject({ ip: true, ipRange: "unicast" })
  })
})

describe("checkUrl with the tldts classifier", () => {
  it("counts blog.x.com and x.com as one site, x.co.uk and y.co.uk as two", () => {
    expect(site("https://blog.x.com/a")).toBe(site("https://x.com/b"))
    expect(site("https://www.x.co.uk/a")).toBe("x.co.uk")
    expect(site("https://y.co.uk/a")).not.toBe(site("https://x.co.uk/a"))
  })

  it("refuses unknown TLDs, special-use names, bare public suffixes and every IP literal", () => {
    expect(verdict("https://solar.zzz/x")).toEqual({ _tag: "Invalid", reason: "url_private_host" })
    expect(verdict("https://www.example.com/x")).toEqual({ _tag: "Invalid", reason: "url_private_host" })
    expect(verdict("https://co.uk/x")).toEqual({ _tag: "Invalid", reason: "url_private_host" })
    expect(verdict("http://8.8.8.8/x")).toEqual({ _tag: "Invalid", reason: "url_ip_literal" })
    expect(verdict("http://[::ffff:10.0.0.1]/x")).toEqual({ _tag: "Invalid", reason: "url_ip_literal" })
  })

  it("applies operator lists by domain and subdomain", () => {
    const blocked = resolveValidationOptions({ classifyHost, blockedDomains: ["x.co.uk"] })
    expect(checkUrl("https://news.x.co.uk/a", blocked)).toEqual({ _tag: "Invalid", reason: "url_domain_blocked" })
    expect(checkUrl("https://y.co.uk/a", blocked)._tag).toBe("Valid")
  })

  it("makes distinct_source_count count registrable domains", () => {
    const candidate = (url: string, n: number) => ({
      title: `Perovskite solar record ${n}`,
      url,
      snippet: `Perovskite solar efficiency record, report number ${n}: ${Array.from({ length: 10 }, (_, j) => `w${n}x${j}`).join(" ")}.`
    })
    const outcome = validateEvidence({
      query: "perovskite solar record",
      maxSources: 5,
      now: Date.UTC(2026, 0, 15),
      candidates: [
        candidate("https://blog.x.com/1", 1),
        candidate("https://x.com/2", 2),
        candidate("https://news.x.co.uk/3", 3),
        candidate("https://y.co.uk/4", 4)
      ],
      options: { classifyHost }
    })
    expect(outcome._tag === "Accepted" && outcome.pack.evidence).toEqual({
      source_count: 4,
      distinct_source_count: 3,
      validated: true
    })
  })
})
