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
/** "14 October 1066", "October 14, 1066", "Oct. 14th 1066", "1066-10-14". */
const FULL_DATE = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)? ${MONTH},? (\\d{4})\\b|\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b|\\b(\\d{4})-(\\d\\d)-(\\d\\d)\\b`,
  "gi"
)

/** 1 for "Jan", "January" or "jan.", ... 12 for December; 0 for no month. */
const monthNumber = (name: string): number => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1

/** `mm-dd`: a day of the year as ISO dates write it. */
const dayOfYear = (month: number, day: number): string =>
  `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/** The whole dates (day, month and year) a text states, in the orders English and ISO write them. */
export const fullDatesIn = (text: string): ReadonlyArray<StatedDate> =>
  Array.from(text.matchAll(FULL_DATE), (m): StatedDate | undefined => {
    const [year, month, day] =
      m[3] !== undefined
        ? [m[3], monthNumber(m[2]!), Number(m[1])]
        : m[6] !== undefined
          ? [m[6], monthNumber(m[4]!), Number(m[5])]
          : [m[7]!, Number(m[8]), Number(m[9])]
    if (month < 1 || month > 12 || day < 1 || day > 31) return undefined
    return { year, day: `${year}-${dayOfYear(month, day)}` }
  }).filter((date): date is StatedDate => date !== undefined)

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
