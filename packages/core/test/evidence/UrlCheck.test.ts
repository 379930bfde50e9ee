import { describe, expect, it } from "vitest"
import { checkUrl, siteOf } from "../../src/evidence/UrlCheck.ts"

const valid = (raw: string) => {
  const verdict = checkUrl(raw, 2048)
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

  it("strips site prefixes only while a registrable name remains", () => {
    expect(siteOf("www.m.site.org")).toBe("site.org")
    expect(siteOf("m.com")).toBe("m.com")
    expect(siteOf("www2.site.org")).toBe("site.org")
    expect(siteOf("blog.site.org")).toBe("blog.site.org")
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
    [`https://${"a".repeat(64)}.com/`, "url_invalid"],
    ["https://-bad-.com/", "url_invalid"]
  ])("%s -> %s", (raw, reason) => expect(checkUrl(raw, 2048)).toEqual({ _tag: "Invalid", reason }))

  it("applies the length cap after normalization too", () => {
    expect(checkUrl("https://site.org/a", 32)._tag).toBe("Valid")
    expect(checkUrl(`https://site.org/${"é".repeat(10)}`, 32)).toEqual({ _tag: "Invalid", reason: "url_too_long" })
  })
})
