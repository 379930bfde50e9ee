import { describe, expect, it } from "vitest"
import { daysDatedIn, fullDatesIn, monthDaysIn, monthsDatedIn } from "../../src/evidence/StatedDates.ts"

describe("fullDatesIn", () => {
  it("reads whole dates in the orders English and ISO write them", () => {
    expect(fullDatesIn("signed on 4 July 1776, or July 4th, 1776; filed 1776-07-04; Aug. 2, 1776 too")).toEqual([
      { year: "1776", day: "1776-07-04" },
      { year: "1776", day: "1776-07-04" },
      { year: "1776", day: "1776-07-04" },
      { year: "1776", day: "1776-08-02" }
    ])
  })

  it("reads each day of a range of days", () => {
    expect(fullDatesIn("fought July 1-3, 1863; the fire of 2–4 September 1666").map((date) => date.day)).toEqual([
      "1863-07-01",
      "1863-07-02",
      "1863-07-03",
      "1666-09-02",
      "1666-09-03",
      "1666-09-04"
    ])
    expect(fullDatesIn("on July 3-1, 1863")).toEqual([])
  })

  it("dates the days a text names without a year by the one year it states", () => {
    const days = daysDatedIn("from Sunday 2 September to Thursday 6 September 1666").map((date) => date.day)
    expect(days.sort()).toEqual(["1666-09-02", "1666-09-06"])
    expect(daysDatedIn("on 2 September 1665, and 6 September 1666").map((date) => date.day)).toEqual([
      "1665-09-02",
      "1666-09-06"
    ])
  })

  it("reads the months a text names with their year and no day", () => {
    expect(monthsDatedIn("Between July 1969 and December, 1972, twelve walked; on 19 November 1969 two")).toEqual([
      "1969-07",
      "1972-12"
    ])
  })

  it("reads no day from a year, a month and year, or an impossible date", () => {
    expect(fullDatesIn("In July 1969, then 1970, and on 2024-13-40 or 45 March 2001.")).toEqual([])
  })

  it("reads the days of the year a text names with or without their year, and none from a month and year", () => {
    expect([...monthDaysIn("On sale November 12 in the US, 19th November in Europe; Jan. 5th 2021")]).toEqual([
      "11-12",
      "11-19",
      "01-05"
    ])
    expect([...monthDaysIn("In March 2020, May be late, and 45 March.")]).toEqual([])
  })
})
