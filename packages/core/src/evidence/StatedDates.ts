/** A day a text states: its year and the whole date as `yyyy-mm-dd`. */
export interface StatedDate {
  readonly year: string
  readonly day: string
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
/** A month's name, whole or cut short ("October", "Oct.", "Sept."), as a regular expression's source. */
export const MONTH_NAME = `(?:${MONTHS.join("|")})[a-z]*\\.?`
/** `MONTH_NAME`, capturing the month's first three letters. */
const MONTH = `(${MONTHS.join("|")})[a-z]*\\.?`
/**
 * "14 October 1066", "October 14, 1066", "Oct. 14th 1066", "1066-10-14"; a range of days states each of them ("July 1-3,
 * 1863", "1–3 July 1863").
 */
const FULL_DATE = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:[-–](\\d{1,2}))? ${MONTH},? (\\d{4})\\b|\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?(?:[-–](\\d{1,2}))?,? (\\d{4})\\b|\\b(\\d{4})-(\\d\\d)-(\\d\\d)\\b`,
  "gi"
)

/** 1 for "Jan", "January" or "jan.", ... 12 for December; 0 for no month. */
const monthNumber = (name: string): number => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1

/** `mm-dd`: a day of the year as ISO dates write it. */
const dayOfYear = (month: number, day: number): string =>
  `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/** The whole dates (day, month and year) a text states, in the orders English and ISO write them. */
export const fullDatesIn = (text: string): ReadonlyArray<StatedDate> =>
  Array.from(text.matchAll(FULL_DATE), (m): ReadonlyArray<StatedDate> => {
    const [year, month, first, last] =
      m[4] !== undefined
        ? [m[4], monthNumber(m[3]!), Number(m[1]), Number(m[2] ?? m[1])]
        : m[8] !== undefined
          ? [m[8], monthNumber(m[5]!), Number(m[6]), Number(m[7] ?? m[6])]
          : [m[9]!, Number(m[10]), Number(m[11]), Number(m[11])]
    if (month < 1 || month > 12 || first < 1 || last > 31 || last < first) return []
    return Array.from({ length: last - first + 1 }, (_, i) => ({ year, day: `${year}-${dayOfYear(month, first + i)}` }))
  }).flat()

/** "November 12", "19 November", "Jan. 15th": a day of the year, with or without its year. */
const MONTH_DAY = new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\b|\\b(\\d{1,2})(?:st|nd|rd|th)? ${MONTH}`, "gi")

/** The days of the year (`mm-dd`) a text names, whether or not it gives their year. */
export const monthDaysIn = (text: string): ReadonlySet<string> =>
  new Set(
    Array.from(text.matchAll(MONTH_DAY), (m) => {
      const [month, day] = m[1] !== undefined ? [monthNumber(m[1]), Number(m[2])] : [monthNumber(m[4]!), Number(m[3])]
      return month < 1 || day < 1 || day > 31 ? "" : dayOfYear(month, day)
    }).filter((day) => day !== "")
  )

/**
 * The days a text dates: its whole dates, and the days it names without a year when it states one year only ("from
 * Sunday 2 September to Thursday 6 September 1666" dates both days of 1666).
 */
export const daysDatedIn = (text: string): ReadonlyArray<StatedDate> => {
  const full = fullDatesIn(text)
  const year = full[0]?.year
  if (year === undefined || full.some((date) => date.year !== year)) return full
  const days = new Set([...full.map((date) => date.day), ...[...monthDaysIn(text)].map((day) => `${year}-${day}`)])
  return Array.from(days, (day) => ({ year, day }))
}

/** "July 1969", "Nov. 1969": a month and its year, with no day between them. */
const MONTH_YEAR = new RegExp(`(?<!\\d(?:st|nd|rd|th)? )\\b${MONTH},? (\\d{4})\\b`, "gi")

/** The months (`yyyy-mm`) a text names with their year and no day ("between July 1969 and December 1972"). */
export const monthsDatedIn = (text: string): ReadonlyArray<string> =>
  Array.from(text.matchAll(MONTH_YEAR), (m) => `${m[2]}-${String(monthNumber(m[1]!)).padStart(2, "0")}`)
