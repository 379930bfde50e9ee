import { describe, expect, it } from "vitest"
import { mirroredUrl } from "../../src/evidence/MirrorUrl.ts"

describe("mirroredUrl", () => {
  it.each([
    ["https://www-bbc-co-uk.cdn.ampproject.org/c/s/www.bbc.co.uk/news/x.amp", "https://www.bbc.co.uk/news/x.amp"],
    ["https://example-com.cdn.ampproject.org/v/example.com/a?b=1", "http://example.com/a?b=1"],
    ["https://www.google.com/amp/s/www.reuters.com/a/", "https://www.reuters.com/a/"],
    [
      "https://blog-rust--lang-org.translate.goog/2023/x.html?_x_tr_sl=en&_x_tr_tl=de&id=3",
      "https://blog.rust-lang.org/2023/x.html?id=3"
    ],
    ["https://web.archive.org/web/20250101000000/https://example.com/a", "https://example.com/a"],
    ["https://web.archive.org/web/2025id_/http:/example.com/a", "http://example.com/a"]
  ])("%s copies %s", (copy, original) => expect(mirroredUrl(new URL(copy))).toBe(original))

  it("leaves other URLs alone", () => {
    for (const url of [
      "https://example.com/amp/s/x",
      "https://web.archive.org/details/book",
      "https://www.google.com/search?q=x"
    ]) {
      expect(mirroredUrl(new URL(url))).toBeUndefined()
    }
  })
})
