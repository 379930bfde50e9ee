import { assert, describe, it } from "@effect/vitest"
import { urlKey } from "../../../provider/fanout/UrlKey.ts"

describe("urlKey", () => {
  it("one key for the same page under host case, fragments, tracking parameters and trailing slashes", () => {
    const key = urlKey("https://en.wikipedia.org/wiki/CSS_grid_layout")
    for (const variant of [
      "https://EN.Wikipedia.org/wiki/CSS_grid_layout",
      "https://en.wikipedia.org/wiki/CSS_grid_layout/",
      "https://en.wikipedia.org/wiki/CSS_grid_layout#Browser_support",
      "https://en.wikipedia.org/wiki/CSS_grid_layout?utm_source=brave&utm_medium=search",
      "https://en.wikipedia.org/wiki/CSS_grid_layout?gclid=abc&fbclid=def",
      " https://en.wikipedia.org/wiki/CSS_grid_layout "
    ]) {
      assert.strictEqual(urlKey(variant), key, variant)
    }
  })

  it("keeps what names another page: path case, other parameters, another scheme", () => {
    const key = urlKey("https://example.org/Page?id=1")
    assert.notStrictEqual(urlKey("https://example.org/page?id=1"), key)
    assert.notStrictEqual(urlKey("https://example.org/Page?id=2"), key)
    assert.strictEqual(urlKey("https://example.org/Page?id=1&utm_campaign=x"), key)
  })

  it("leaves text that is not a URL as it is (validation rejects it later)", () => {
    assert.strictEqual(urlKey("not a url"), "not a url")
  })
})
