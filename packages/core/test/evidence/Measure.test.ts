import { describe, expect, it } from "vitest"
import { measuresIn, sameAmount } from "../../src/evidence/Measure.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"

const one = (text: string) => {
  const [measure] = measuresIn(text)
  if (measure === undefined) throw new Error(`no amount in "${text}"`)
  return measure
}
const same = (a: string, b: string) => sameAmount(one(a), one(b), defaultValidationOptions)

describe("measuresIn", () => {
  it("reads amounts with their unit, separators, scales, ranges and margins", () => {
    const read = measuresIn(
      "At 17,500 mph (28,000 km/h), 1064.18°C, between 5,000 and 14,000 pounds, 10,984 ± 25 metres, 9.46 trillion km."
    ).map((m) => [m.value, m.amount, m.digits])
    expect(read).toEqual([
      ["17500", 17500, 3],
      ["28000", 28000, 2],
      ["1064.18", 1064.18, 6],
      ["5000", 5000, 1],
      ["14000", 14000, 2],
      ["10984", 10984, 5],
      ["9.46", 9.46e12, 3]
    ])
  })

  it("reads a hyphen before a number as its sign, never one joining a range or a word", () => {
    const amounts = (text: string) => measuresIn(text).map((m) => m.amount)
    expect(amounts("Liquid nitrogen boils at -196 °C.")).toEqual([-196])
    expect(amounts("It boils at −195.8 °C.")).toEqual([-195.8])
    expect(amounts("Keep it at 10-20 °C.")).toEqual([10, 20])
    expect(amounts("Type x-196 °C.")).toEqual([196])
    expect(same("-196 °C", "−195.8 °C")).toBe(true)
  })

  it("reads a one-letter unit written against a number grouping its thousands ('1,085m')", () => {
    expect(measuresIn("The summit stands 1,085m high.").map((m) => [m.value, m.unit.dimension])).toEqual([
      ["1085", "length"]
    ])
  })

  it("reads no amount in a decade, a network generation or a bare number", () => {
    expect(measuresIn("In the 1990s, before 5G, 42 people came.")).toEqual([])
  })
})

describe("sameAmount", () => {
  it("agrees across units at the coarser precision", () => {
    expect(same("17,500 mph", "28,000 km/h")).toBe(true)
    expect(same("36,000 feet", "10,935 meters")).toBe(true)
    expect(same("1,064 °C", "1,947 °F")).toBe(true)
    expect(same("212 °F", "100 °C")).toBe(true)
    expect(same("6 tonnes", "6,000 kg")).toBe(true)
    expect(same("42.195 km", "26.2 miles")).toBe(true)
    expect(same("32 bits", "4 bytes")).toBe(true)
  })

  it("agrees on measurements of one quantity a little apart, whatever their digits", () => {
    expect(same("464 degrees Celsius", "465 °C")).toBe(true)
    expect(same("737 K", "465 °C")).toBe(true)
    expect(same("10,935 meters", "10,984 metres")).toBe(true)
    expect(same("465 °C", "475 °C")).toBe(false)
    // Two mountains of one range, 0.85% apart: each height is its own peak's.
    expect(same("2,228 metres", "2,209 metres")).toBe(false)
  })

  it("takes its tolerances from the options", () => {
    const strict = { amountAgreement: 0, roundedAmountGap: 0 }
    expect(sameAmount(one("464 °C"), one("465 °C"), strict)).toBe(false)
    expect(sameAmount(one("17,500 mph"), one("28,000 km/h"), strict)).toBe(false)
    expect(sameAmount(one("212 °F"), one("100 °C"), strict)).toBe(true)
  })

  it("disagrees on other amounts, other kinds of amount, and amounts a coarse figure only brackets", () => {
    expect(same("17,500 mph", "7.66 km/s")).toBe(false)
    expect(same("13.1 miles", "42.195 km")).toBe(false)
    expect(same("2 km", "1 mile")).toBe(false)
    expect(same("90 minutes", "90 km")).toBe(false)
  })
})

describe("sizes and data rates", () => {
  it("reads a size written with or without a space, and a binary or decimal prefix, as one amount", () => {
    expect(same("a document of 16MB at most", "16 mebibytes")).toBe(true)
    expect(same("4 GB minus one byte", "4 GiB minus one byte")).toBe(true)
    expect(same("16 MB", "32 MB")).toBe(false)
  })

  it("tells bytes from bits by case, and reads rates in any of their spellings", () => {
    expect(same("100 MB", "100 Mb")).toBe(false)
    expect(same("48 Gbps", "48 gigabits per second")).toBe(true)
    expect(same("10 Gbit/s", "10 GB")).toBe(false)
    expect(measuresIn("a 5G network")).toEqual([])
  })
})

describe("signed amounts", () => {
  it("reads a minus sign or the word 'minus' before an amount, so negative temperatures convert", () => {
    expect(same("absolute zero, −459.67 °F", "0 K")).toBe(true)
    expect(same("minus 40 degrees Celsius", "−40 °F")).toBe(true)
    expect(same("459.67 °F", "0 K")).toBe(false)
    expect(measuresIn("from 5 - 10 °C").map((m) => m.amount)).toEqual([5, 10])
  })
})
