import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseSourceDate, toIsoString } from "../../src/evidence/SourceDate.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import { DAY, HOUR, NOW } from "./fixtures.ts"

const parse = (raw: string | undefined) => {
  const verdict = parseSourceDate(raw, NOW, defaultValidationOptions)
  return verdict._tag === "Valid" ? toIsoString(verdict.ms) : verdict._tag
}

describe("parseSourceDate", () => {
  it.each([
    ["2026-01-10", "2026-01-10T00:00:00.000Z"],
    ["2026-01-10T10:20:30Z", "2026-01-10T10:20:30.000Z"],
    ["2026-01-10t10:20:30.123456z", "2026-01-10T10:20:30.123Z"],
    ["2026-01-10T10:20:30+05:30", "2026-01-10T04:50:30.000Z"],
    ["2026-01-10T10:20:30-0800", "2026-01-10T18:20:30.000Z"],
    ["2026-01-10 10:20", "2026-01-10T10:20:00.000Z"],
    ["2026-01-10T10:20:30", "2026-01-10T10:20:30.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
    ["Sat, 10 Jan 2026 10:20:30 GMT", "2026-01-10T10:20:30.000Z"],
    ["10 Jan 2026 10:20 EST", "2026-01-10T15:20:00.000Z"],
    ["10 January 2026", "2026-01-10T00:00:00.000Z"],
    ["Sat, 10 Jan 26 10:20:30 +0000", "2026-01-10T10:20:30.000Z"],
    ["January 10, 2026", "2026-01-10T00:00:00.000Z"],
    ["Sept 3rd 2025", "2025-09-03T00:00:00.000Z"],
    ["  3 days ago ", new Date(NOW - 3 * DAY).toISOString()],
    ["an hour ago", new Date(NOW - HOUR).toISOString()],
    ["5h ago", new Date(NOW - 5 * HOUR).toISOString()],
    ["2 weeks ago", new Date(NOW - 14 * DAY).toISOString()],
    ["1 year ago", new Date(NOW - 365 * DAY).toISOString()],
    ["yesterday", new Date(NOW - DAY).toISOString()],
    ["just now", new Date(NOW).toISOString()],
    ["2026-01-16", "2026-01-15T12:00:00.000Z"],
    [undefined, "Absent"],
    ["   ", "Absent"],
    ["2025-02-29", "Invalid"],
    ["2026-13-01", "Invalid"],
    ["2026-01-10T24:00:00Z", "Invalid"],
    ["2026-01-10T10:00:00+25:00", "Invalid"],
    ["1989-12-31", "Invalid"],
    ["0001-01-01T00:00:00Z", "Invalid"],
    ["hello 2", "Invalid"],
    ["Sat 1", "Invalid"],
    ["10 Marble 2026", "Invalid"],
    ["10 Jan 2026 10:20 XYZ", "Invalid"],
    ["3 fortnights ago", "Invalid"],
    ["999999999 years ago", "Invalid"],
    ["1768478400000", "Invalid"],
    ["2026-01-17", "Future"],
    ["in 3 days", "Future"],
    ["in 30 minutes", "2026-01-15T12:30:00.000Z"],
    ["2026-01-15T13:30:00Z", "Future"],
    ["2026-01-15T12:59:00Z", "2026-01-15T12:59:00.000Z"]
  ])("%j -> %s", (raw, expected) => expect(parse(raw)).toBe(expected))

  it("is invalid, not a crash, when now is not a number", () => {
    expect(parseSourceDate("3 days ago", Number.NaN, defaultValidationOptions)._tag).toBe("Invalid")
  })

  it("writes an instant as toISOString does, and reads toISOString's form back to the same instant", () => {
    const now = Date.UTC(2100, 0, 1)
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => {
        const iso = new Date(ms).toISOString()
        const read = parseSourceDate(iso, now, { ...defaultValidationOptions, oldestDateMs: Number.NEGATIVE_INFINITY })
        return toIsoString(ms) === iso && read._tag === "Valid" && read.ms === ms
      }),
      { numRuns: 20_000 }
    )
    for (const raw of ["2025-07-01T12:34:5x.789Z", "2025-07-01T12:34:56.7a9Z", "2025-02-30T00:00:00.000Z"]) {
      expect(parseSourceDate(raw, now, defaultValidationOptions)._tag).toBe("Invalid")
    }
  })

  it("writes null for instants JavaScript cannot represent", () => {
    expect(toIsoString(Number.NaN)).toBeNull()
    expect(toIsoString(9e15)).toBeNull()
  })
})
