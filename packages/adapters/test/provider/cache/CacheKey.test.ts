import { assert, describe, it } from "@effect/vitest"
import { cacheKey, freshnessBucket, normalizeQuery } from "../../../provider/cache/index.ts"

describe("cacheKey", () => {
  it("one question up to case, spacing and Unicode form", () => {
    assert.strictEqual(normalizeQuery("  Which\tbrowsers   support\nCSS GRID? "), "which browsers support css grid?")
    assert.strictEqual(normalizeQuery("ｃａｆé"), normalizeQuery("cafe\u0301".normalize("NFC")))
    assert.strictEqual(cacheKey("CSS grid", undefined), cacheKey("css   grid", undefined))
  })

  it("windows share a key within a bucket, never across buckets", () => {
    assert.strictEqual(freshnessBucket(undefined), "any")
    assert.strictEqual(freshnessBucket(60), "1h")
    assert.strictEqual(freshnessBucket(3_600), "1h")
    assert.strictEqual(freshnessBucket(3_601), "1d")
    assert.strictEqual(freshnessBucket(3 * 86_400), "7d")
    assert.strictEqual(freshnessBucket(5 * 86_400), "7d")
    assert.strictEqual(freshnessBucket(31_536_000), "366d")
    assert.strictEqual(freshnessBucket(400 * 86_400), "over-366d")
    assert.strictEqual(cacheKey("q", 3 * 86_400), cacheKey("q", 5 * 86_400))
    assert.notStrictEqual(cacheKey("q", 3_600), cacheKey("q", 7_200))
    assert.notStrictEqual(cacheKey("q", undefined), cacheKey("q", 31_536_000))
  })
})
