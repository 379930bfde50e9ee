import { assert, describe, it } from "@effect/vitest"
import { retryAfterSeconds } from "../../../provider/resilience/RetryAfter.ts"

describe("retryAfterSeconds", () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0)

  it("reads delay-seconds, rounding fractions up", () => {
    assert.strictEqual(retryAfterSeconds("0", now), 0)
    assert.strictEqual(retryAfterSeconds(" 120 ", now), 120)
    assert.strictEqual(retryAfterSeconds("1.2", now), 2)
  })

  it("reads an HTTP-date as the seconds until then, never negative", () => {
    assert.strictEqual(retryAfterSeconds("Wed, 01 Jan 2025 12:00:30 GMT", now), 30)
    assert.strictEqual(retryAfterSeconds("Wed, 01 Jan 2025 11:00:00 GMT", now), 0)
  })

  it("ignores what is absent or unreadable", () => {
    for (const header of [null, "", "soon", "-5", "hello 2", "2025-01-01T12:00:30Z"]) {
      assert.isUndefined(retryAfterSeconds(header, now))
    }
  })
})
