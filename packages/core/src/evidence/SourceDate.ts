/**
 * Dates as providers send them: ISO 8601 / RFC 3339, RFC 2822, "July 1, 2025", and relative "3 days ago" (or
 * "in 3 days", which is refused as a future date).
 * Parsed by hand rather than by `Date.parse`, whose fallback accepts almost anything ("hello 2" is 2001-02-01)
 * and reads zone-less times in the machine's local zone; here a missing zone means UTC, on every machine.
 */

export type DateVerdict =
  | { readonly _tag: "Absent" }
  | { readonly _tag: "Valid"; readonly ms: number }
  | { readonly _tag: "Invalid" }
  | { readonly _tag: "Future" }

interface Parsed {
  readonly ms: number
  /** A calendar date without a time: it may legitimately be "tomorrow" somewhere east of UTC. */
  readonly dateOnly: boolean
}

const MINUTE = 60_000
const DAY = 86_400_000
const MONTH_NAMES = "january february march april may june july august september october november december".split(" ")
/** A month's full name or its three-letter form ("sept" too): "marble 3 2020" is not March. */
const MONTHS: ReadonlyMap<string, number> = new Map([
  ...MONTH_NAMES.map((name, i) => [name, i + 1] as const),
  ...MONTH_NAMES.map((name, i) => [name.slice(0, 3), i + 1] as const),
  ["sept", 9]
])
const ZONES: ReadonlyMap<string, number> = new Map([
  ["z", 0],
  ["ut", 0],
  ["utc", 0],
  ["gmt", 0],
  ["est", -300],
  ["edt", -240],
  ["cst", -360],
  ["cdt", -300],
  ["mst", -420],
  ["mdt", -360],
  ["pst", -480],
  ["pdt", -420]
])
const UNITS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:s|secs?|seconds?)$/, 1000],
  [/^(?:m|mins?|minutes?)$/, MINUTE],
  [/^(?:h|hrs?|hours?)$/, 60 * MINUTE],
  [/^(?:d|days?)$/, DAY],
  [/^(?:w|wks?|weeks?)$/, 7 * DAY],
  [/^(?:mo|mos|months?)$/, 30 * DAY],
  [/^(?:y|yrs?|years?)$/, 365 * DAY]
]

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?)?$/
const RFC2822 =
  /^(?:[a-z]{3,9},?\s+)?(\d{1,2})\s+([a-z]{3,9})\.?\s+(\d{4}|\d{2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([+-]\d{4}|[a-z]{1,5}))?)?$/
const MONTH_FIRST = /^(?:[a-z]{3,9},?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/
const RELATIVE = /^(\d{1,9}|an?|one)\s*([a-z]{1,7})\s+ago$/
/** "in 3 days": only ever a future date, which the caller then refuses as such. */
const RELATIVE_AHEAD = /^in\s+(\d{1,9}|an?|one)\s*([a-z]{1,7})$/

const monthIndex = (name: string | undefined): number => (name === undefined ? 0 : (MONTHS.get(name) ?? 0))

const daysInMonth = (y: number, mo: number): number =>
  mo === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(mo) ? 30 : 31

const num = (text: string | undefined): number => (text === undefined ? 0 : Number.parseInt(text, 10))

/** Epoch ms of a calendar instant after range checks (Feb 30 and 25:00 are refused, not rolled over). */
const instant = (
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  ms: number,
  offset: number
): number => {
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 60) return Number.NaN
  if (d > daysInMonth(y, mo)) return Number.NaN
  return Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59), ms) - offset * MINUTE
}

const isoOffset = (zone: string | undefined): number => {
  if (zone === undefined || zone === "z") return 0
  const digits = zone.slice(1).replace(":", "")
  const hours = num(digits.slice(0, 2))
  const minutes = num(digits.slice(2, 4) || "0")
  if (hours > 23 || minutes > 59) return Number.NaN
  return (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes)
}

const digitAt = (text: string, at: number): number => text.charCodeAt(at) - 48

/** Digits at `from` (inclusive) to `to` (exclusive) as a number, or NaN when any is not an ASCII digit. */
const digitsAt = (text: string, from: number, to: number): number => {
  let value = 0
  for (let i = from; i < to; i++) {
    const digit = digitAt(text, i)
    if (digit < 0 || digit > 9) return Number.NaN
    value = value * 10 + digit
  }
  return value
}

/**
 * The form most providers send, `2025-07-01T12:34:56.789Z` (`toISOString`'s), read by position rather than by
 * the ISO pattern: exactly the instant that pattern and `instant` give it. Undefined for any other form.
 */
const parseCanonicalIso = (raw: string): Parsed | undefined => {
  if (raw.length !== 24 || raw[4] !== "-" || raw[7] !== "-" || raw[13] !== ":" || raw[16] !== ":") return undefined
  if ((raw[10] !== "T" && raw[10] !== "t") || raw[19] !== "." || (raw[23] !== "Z" && raw[23] !== "z")) return undefined
  const y = digitsAt(raw, 0, 4)
  const mo = digitsAt(raw, 5, 7)
  const d = digitsAt(raw, 8, 10)
  const h = digitsAt(raw, 11, 13)
  const mi = digitsAt(raw, 14, 16)
  const s = digitsAt(raw, 17, 19)
  const ms = digitsAt(raw, 20, 23)
  // A field that is not all digits is NaN, and NaN makes the sum NaN: one test for the seven.
  if (Number.isNaN(y + mo + d + h + mi + s + ms)) return undefined
  return { ms: instant(y, mo, d, h, mi, s, ms, 0), dateOnly: false }
}

const parseAbsolute = (text: string): Parsed | undefined => {
  const iso = ISO.exec(text)
  if (iso !== null) {
    const [, y, mo, d, h, mi, s, frac, zone] = iso
    const ms = num((frac ?? "0").padEnd(3, "0").slice(0, 3))
    return {
      ms: instant(num(y), num(mo), num(d), num(h), num(mi), num(s), ms, isoOffset(zone)),
      dateOnly: h === undefined
    }
  }
  const rfc = RFC2822.exec(text)
  if (rfc !== null) {
    const [, d, month, year, h, mi, s, zone] = rfc
    const y = year !== undefined && year.length === 2 ? num(year) + (num(year) < 50 ? 2000 : 1900) : num(year)
    const offset = zone === undefined ? 0 : /^[+-]/.test(zone) ? isoOffset(zone) : (ZONES.get(zone) ?? Number.NaN)
    return { ms: instant(y, monthIndex(month), num(d), num(h), num(mi), num(s), 0, offset), dateOnly: h === undefined }
  }
  const monthFirst = MONTH_FIRST.exec(text)
  if (monthFirst !== null) {
    const [, month, d, y] = monthFirst
    return { ms: instant(num(y), monthIndex(month), num(d), 0, 0, 0, 0, 0), dateOnly: true }
  }
  return undefined
}

const parseRelative = (text: string, now: number): Parsed | undefined => {
  if (text === "just now" || text === "now" || text === "today") return { ms: now, dateOnly: text === "today" }
  if (text === "yesterday") return { ms: now - DAY, dateOnly: true }
  const ago = RELATIVE.exec(text)
  const ahead = ago === null ? RELATIVE_AHEAD.exec(text) : null
  const match = ago ?? ahead
  if (match === null) return undefined
  const [, amount = "", unitName = ""] = match
  const unit = UNITS.find(([pattern]) => pattern.test(unitName))
  if (unit === undefined) return undefined
  const offset = (/^\d/.test(amount) ? num(amount) : 1) * unit[1]
  return { ms: ago !== null ? now - offset : now + offset, dateOnly: false }
}

/**
 * One provider date field. Blank or missing is `Absent`; anything unparseable, impossible or before
 * `oldestDateMs` is `Invalid`; later than `now` plus the skew allowance is `Future`.
 */
export const parseSourceDate = (
  raw: string | undefined,
  now: number,
  options: { readonly futureSkewSeconds: number; readonly oldestDateMs: number }
): DateVerdict => {
  if (raw === undefined) return { _tag: "Absent" }
  // The canonical form first: it needs none of the clean-up the other forms get.
  const canonical = parseCanonicalIso(raw)
  const text = canonical === undefined ? raw.slice(0, 200).trim().toLowerCase().replace(/\s+/g, " ") : raw
  if (text.length === 0) return { _tag: "Absent" }
  const parsed = canonical ?? parseAbsolute(text) ?? parseRelative(text, now)
  if (parsed === undefined || !Number.isFinite(parsed.ms) || parsed.ms < options.oldestDateMs)
    return { _tag: "Invalid" }
  const allowance = options.futureSkewSeconds * 1000 + (parsed.dateOnly ? DAY : 0)
  if (parsed.ms > now + allowance) return { _tag: "Future" }
  // A calendar date ahead of UTC is already today somewhere; its instant is not known, and never after now.
  return { _tag: "Valid", ms: parsed.dateOnly ? Math.min(parsed.ms, now) : parsed.ms }
}

/** A field of 0-99 as two digits. */
const twoDigits = (field: number): string => (field < 10 ? `0${field}` : `${field}`)

/** ISO 8601 in UTC, or null when the instant cannot be written (outside ±8.64e15 ms). */
export const toIsoString = (ms: number): string | null => {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null
  const date = new Date(ms)
  const year = date.getUTCFullYear()
  // Written field by field, as `toISOString` writes four-digit years: that call costs three times as much.
  if (year < 1000 || year > 9999) return date.toISOString()
  const month = twoDigits(date.getUTCMonth() + 1)
  const day = twoDigits(date.getUTCDate())
  const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`
  const millis = date.getUTCMilliseconds()
  return `${year}-${month}-${day}T${time}.${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}Z`
}
