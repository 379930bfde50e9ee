import { assert, describe, it } from "@effect/vitest"
import { LruMap } from "../../../provider/cache/index.ts"

describe("LruMap", () => {
  it("drops the least recently used entry when full; reading an entry makes it recent", () => {
    const map = new LruMap<string, number>(2)
    map.set("a", 1)
    map.set("b", 2)
    assert.strictEqual(map.get("a"), 1)
    map.set("c", 3)
    assert.strictEqual(map.size, 2)
    assert.isUndefined(map.get("b"))
    assert.strictEqual(map.get("a"), 1)
    assert.strictEqual(map.get("c"), 3)
  })

  it("setting a key again replaces it without growing; delete removes it", () => {
    const map = new LruMap<string, number>(2)
    map.set("a", 1)
    map.set("a", 2)
    assert.strictEqual(map.size, 1)
    assert.strictEqual(map.get("a"), 2)
    map.delete("a")
    assert.isUndefined(map.get("a"))
  })
})
