import { describe, expect, it } from "vitest"
import { withDigitGroupsJoined } from "../../src/evidence/DigitGroups.ts"
import { measuresIn } from "../../src/evidence/Measure.ts"
import { textTokens } from "../../src/evidence/TextTokens.ts"

describe("withDigitGroupsJoined", () => {
  it("writes thousands grouped by spaces whole, in three groups or more", () => {
    expect(withDigitGroupsJoined("c = 299 792 458 m s^-1, or 1\u202f000\u202f000 km")).toBe(
      "c = 299792458 m s^-1, or 1000000 km"
    )
  })

  it("leaves two numbers side by side alone, and digits that continue a decimal", () => {
    expect(withDigitGroupsJoined("on May 15 200 people came")).toBe("on May 15 200 people came")
    expect(withDigitGroupsJoined("pi is 3.141 592 653")).toBe("pi is 3.141 592 653")
  })

  it("is how values and amounts are read", () => {
    expect([...textTokens("299 792 458 metres per second").numbers]).toContain("299792458")
    expect(
      measuresIn("Speed of light in vacuum c: 299 792 458 m s^-1 (exact)").map((m) => [m.value, m.unit.dimension])
    ).toEqual([["299792458", "speed"]])
  })
})
