import { describe, expect, it } from "vitest"
import { builtinHostClassifier } from "../../src/evidence/HostClassifier.ts"
import { canonicalHostOf, checkUrl, defaultUrlPolicy } from "../../src/evidence/UrlCheck.ts"
import { resolveValidationOptions } from "../../src/evidence/ValidationOptions.ts"

const valid = (raw: string) => {
  const verdict = checkUrl(raw)
  if (verdict._tag !== "Valid") throw new Error(`${raw}: ${verdict.reason}`)
  return verdict.value
}

describe("checkUrl normalization", () => {
  it.each([
    ["https://Example.COM./Path?b=2&utm_campaign=x&a=1#top", "https://example.com/Path?b=2&a=1"],
    ["http://news.site.org:80", "http://news.site.org/"],
    ["https://site.org/?", "https://site.org/"],
    ["https://site.org/a?fbclid=1&mc_cid=2&mc_eid=3&ref_src=twsrc&igshid=4&UTM_Source=5", "https://site.org/a"],
    ["https://site.org/a?ref=main&q=solar+panels", "https://site.org/a?ref=main&q=solar+panels"],
    ["https://site.org/a?%75tm_source=encoded", "https://site.org/a"],
    ["https://site.org/a?bad=%E0%A4%A", "https://site.org/a?bad=%E0%A4%A"],
    ["  https://site.org/trimmed  ", "https://site.org/trimmed"]
  ])("%s -> %s", (raw, expected) => expect(valid(raw).url).toBe(expected))

  it("gives tracking, www, mobile, AMP and slash variants one canonical form", () => {
    const forms = [
      "https://www.site.org/story",
      "http://site.org/story/",
      "https://m.site.org/story?utm_source=x",
      "https://amp.site.org/story/amp",
      "https://www.site.org/story/amp/?amp=1",
      "https://site.org/story#comments",
      "https://mobile.site.org/story/index.html"
    ]
    expect(new Set(forms.map((f) => valid(f).canonical))).toEqual(new Set(["site.org/story"]))
  })

  it("keeps parameters that select content, in sorted order, in the canonical form", () => {
    expect(valid("https://site.org/list?page=2&sort=new").canonical).toBe("site.org/list?page=2&sort=new")
    expect(valid("https://site.org/list?sort=new&page=2").canonical).toBe("site.org/list?page=2&sort=new")
    expect(valid("https://site.org/list?page=3").canonical).not.toBe(valid("https://site.org/list?page=2").canonical)
  })

  it("strips variant labels (www, m, amp) but never from the registrable domain", () => {
    const host = (h: string) => canonicalHostOf(h, builtinHostClassifier(h).registrableDomain ?? h)
    expect(host("www.m.site.org")).toBe("site.org")
    expect(host("m.com")).toBe("m.com")
    expect(host("www2.site.org")).toBe("site.org")
    expect(host("blog.site.org")).toBe("blog.site.org")
    expect(host("en.m.wikipedia.org")).toBe("en.wikipedia.org")
    expect(host("www.bbc.co.uk")).toBe("bbc.co.uk")
    expect(canonicalHostOf("www.site.org", "site.org")).toBe("site.org")
    expect(canonicalHostOf("wwwsite.org", "site.org")).toBe("wwwsite.org")
    expect(canonicalHostOf(".site.org", "site.org")).toBe(".site.org")
    expect(canonicalHostOf("www.site.org", "other.org")).toBe("www.site.org")
    expect(canonicalHostOf("www.m.blog.amp.site.org", "site.org")).toBe("blog.site.org")
  })

  it("drops an index page and a trailing slash in any case, and nothing else", () => {
    expect(valid("https://site.org/a/INDEX.HTML").canonical).toBe("site.org/a")
    expect(valid("https://site.org/a/Index.htm").canonical).toBe("site.org/a")
    expect(valid("https://site.org/a/").canonical).toBe("site.org/a")
    expect(valid("https://site.org/a/main.html").canonical).toBe("site.org/a/main.html")
    expect(valid("https://site.org/a/index.xml").canonical).toBe("site.org/a/index.xml")
    expect(valid("https://site.org/").canonical).toBe("site.org")
  })

  it("is idempotent: a normalized URL normalizes to itself", () => {
    for (const raw of [
      "https://Example.COM./a/b/?utm_x=1&z=2#f",
      "http://xn--mnchen-3ya.de/",
      "https://a.b.co.uk/%7Euser"
    ]) {
      const once = valid(raw).url
      expect(valid(once).url).toBe(once)
    }
  })
})

describe("checkUrl rejections", () => {
  it.each([
    ["HTTP://[::FFFF:127.0.0.1]/", "url_ip_literal"],
    ["http://0177.0.0.1/", "url_ip_literal"],
    ["http://127.0.0.1.nip.io.local/", "url_private_host"],
    ["https://home.arpa/", "url_private_host"],
    ["https://router.lan/", "url_private_host"],
    ["https://hidden.onion/", "url_private_host"],
    ["http://:pass@site.org/", "url_has_credentials"],
    ["mailto:someone@site.org", "url_not_http"],
    ["file:///etc/passwd", "url_not_http"],
    ["www.site.org/page", "url_invalid"],
    ["//site.org/page", "url_invalid"],
    ["https://", "url_invalid"],
    ["https://site.org/a\nb", "url_invalid"],
    ["https://site.org/a b", "url_invalid"],
    ["https://site.org/a\u00a0b", "url_invalid"],
    ["https://site.org/a\u0085b", "url_invalid"],
    ["https://site.org/a\u3000b", "url_invalid"],
    ["https://site.org/a\x7fb", "url_invalid"],
    [`https://${"a".repeat(64)}.com/`, "url_invalid"],
    ["https://-bad-.com/", "url_invalid"]
  ])("%s -> %s", (raw, reason) => expect(checkUrl(raw)).toEqual({ _tag: "Invalid", reason }))

  it("applies the length cap after normalization too", () => {
    const short = { ...defaultUrlPolicy, maxUrlLength: 32 }
    expect(checkUrl("https://site.org/a", short)._tag).toBe("Valid")
    expect(checkUrl(`https://site.org/${"é".repeat(10)}`, short)).toEqual({ _tag: "Invalid", reason: "url_too_long" })
  })
})

describe("checkUrl: percent-encoding, trackers, variants, mirrors and operator lists", () => {
  it.each([
    ["https://site.org/%7euser/a%2fb?q=%e2%82%ac&x=%41", "https://site.org/~user/a%2Fb?q=%E2%82%AC&x=A"],
    ["https://site.org/a?pk_campaign=x&mtm_source=y&hsa_acc=1&wprov=sfla1&keep=1", "https://site.org/a?keep=1"],
    ["https://site.org/a?si=abc&ref=home", "https://site.org/a?si=abc&ref=home"]
  ])("%s -> %s", (raw, expected) => expect(valid(raw).url).toBe(expected))

  it("counts a host calling itself a mirror as a copy's address", () => {
    expect(valid("https://dev-mirror.net/2ality/ecmascript-2022").variants).toBe(2)
    expect(valid("https://mirrors.example.org/page").variants).toBe(2)
    expect(valid("https://2ality.com/2022/06/ecmascript-2022.html").variants).toBe(0)
    expect(valid("https://mirrormedia.com/page").variants).toBe(0)
  })

  it("gives escape variants and AMP forms one canonical", () => {
    const forms = [
      "https://site.org/%7Euser/story",
      "https://site.org/~user/story.amp",
      "https://site.org/amp/~user/story?outputType=amp"
    ]
    expect(new Set(forms.map((f) => valid(f).canonical))).toEqual(new Set(["site.org/~user/story"]))
  })

  it("counts how far a URL is from the plain address", () => {
    expect(valid("https://www.site.org/a").variants).toBe(0)
    expect(valid("http://m.site.org/a/amp").variants).toBe(3)
    expect(valid("https://web.archive.org/web/2024/https://site.org/a").variants).toBe(2)
  })

  it("gives a mirror's copy the original's canonical and site", () => {
    const copy = valid("https://www-site-org.cdn.ampproject.org/c/s/www.site.org/story/amp")
    expect(copy).toMatchObject({ canonical: "site.org/story", site: "site.org" })
    expect(valid("https://web.archive.org/web/2024/http://10.0.0.1/x")).toMatchObject({ site: "archive.org" })
  })

  it("refuses blocked domains, their subdomains and copies of them; enforces an allowlist", () => {
    const blocked = { ...defaultUrlPolicy, blockedDomains: ["farm.com"] }
    expect(checkUrl("https://news.farm.com/a", blocked)).toEqual({ _tag: "Invalid", reason: "url_domain_blocked" })
    expect(checkUrl("https://web.archive.org/web/2024/https://farm.com/a", blocked)).toEqual({
      _tag: "Invalid",
      reason: "url_domain_blocked"
    })
    expect(checkUrl("https://notfarm.com/a", blocked)._tag).toBe("Valid")
    const allowed = { ...defaultUrlPolicy, allowedDomains: ["ietf.org"] }
    expect(checkUrl("https://datatracker.ietf.org/a", allowed)._tag).toBe("Valid")
    expect(checkUrl("https://ietf.org.evil.com/a", allowed)).toEqual({
      _tag: "Invalid",
      reason: "url_domain_not_allowed"
    })
  })

  it("treats a throwing or nonsensical classifier as an unusable host, and still catches IP literals", () => {
    const throwing = resolveValidationOptions({
      classifyHost: () => {
        throw new Error("boom")
      }
    })
    expect(checkUrl("https://site.org/a", throwing)).toEqual({ _tag: "Invalid", reason: "url_private_host" })
    const lying = resolveValidationOptions({
      classifyHost: () => ({ ip: false, registrableDomain: "x.com", publicSuffixKnown: true, specialUse: false })
    })
    expect(checkUrl("http://10.0.0.1/a", lying)).toEqual({ _tag: "Invalid", reason: "url_ip_literal" })
  })
})
