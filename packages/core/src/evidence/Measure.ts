import { withDigitGroupsJoined } from "./DigitGroups.ts"

/**
 * Amounts written with their unit ("17,500 mph", "28,000 km/h", "1,064 °C", "36,000 feet", "6 tonnes"), so that
 * pages stating one amount in different units, or at different precision, are known to agree. Core depends on
 * `effect` only, so the few units web pages use for "how far / fast / heavy / hot / long" are listed here.
 */

export type Dimension = "length" | "speed" | "mass" | "temperature" | "data" | "data rate" | "time"

/** A unit: its value in the dimension's base unit is `amount * scale + offset` (an offset only for temperatures). */
interface Unit {
  readonly dimension: Dimension
  readonly scale: number
  readonly offset: number
}

/** One amount read from a text. */
export interface Measure {
  /** The number as the text wrote it, canonical as `TextTokens.numbers` holds it: "17500", "7.66", "9.46". */
  readonly value: string
  /** The amount in its own unit, scale words applied ("9.46 trillion" is 9.46e12). */
  readonly amount: number
  readonly unit: Unit
  /** Significant digits as written: "28,000" 2, "17,500" 3, "1064.18" 6. */
  readonly digits: number
}

const unit = (dimension: Dimension, scale: number, offset = 0): Unit => ({ dimension, scale, offset })

const CELSIUS = unit("temperature", 1, 273.15)
const FAHRENHEIT = unit("temperature", 5 / 9, 273.15 - (32 * 5) / 9)

/** Each unit under the names and symbols pages write it with (case as written: "m" is metres, "M" is not). */
const UNITS: ReadonlyArray<readonly [Unit, ReadonlyArray<string>]> = [
  [unit("length", 1), ["m", "metre", "metres", "meter", "meters"]],
  [unit("length", 1000), ["km", "kilometre", "kilometres", "kilometer", "kilometers"]],
  [unit("length", 0.01), ["cm", "centimetre", "centimetres", "centimeter", "centimeters"]],
  [unit("length", 0.001), ["mm", "millimetre", "millimetres", "millimeter", "millimeters"]],
  [unit("length", 1609.344), ["mi", "mile", "miles"]],
  [unit("length", 0.3048), ["ft", "foot", "feet"]],
  [unit("length", 0.0254), ["inch", "inches", "″"]],
  [unit("length", 0.9144), ["yd", "yard", "yards"]],
  [unit("speed", 1), ["m/s", "m s^-1", "m s-1", "m s−1", "metres per second", "meters per second"]],
  [unit("speed", 1000), ["km/s", "km per second", "kilometres per second", "kilometers per second"]],
  [unit("speed", 1 / 3.6), ["km/h", "kmh", "kph", "km per hour", "kilometres per hour", "kilometers per hour"]],
  [unit("speed", 0.44704), ["mph", "miles per hour"]],
  [unit("speed", 1852 / 3600), ["knots", "knot"]],
  [unit("mass", 1), ["kg", "kilogram", "kilograms", "kilo", "kilos"]],
  [unit("mass", 0.001), ["grams", "gram", "g", "gm"]],
  [unit("mass", 1e-6), ["mg", "milligram", "milligrams"]],
  [unit("mass", 1e-9), ["mcg", "µg", "μg", "microgram", "micrograms"]],
  [unit("mass", 1000), ["tonne", "tonnes", "metric ton", "metric tons"]],
  [unit("mass", 0.45359237), ["lb", "lbs", "pound", "pounds"]],
  [unit("mass", 0.028349523125), ["oz", "ounce", "ounces"]],
  [CELSIUS, ["°C", "ºC", "° C", "C", "degrees Celsius", "degrees celsius", "degrees C", "Celsius", "celsius"]],
  [
    FAHRENHEIT,
    ["°F", "ºF", "° F", "F", "degrees Fahrenheit", "degrees fahrenheit", "degrees F", "Fahrenheit", "fahrenheit"]
  ],
  [unit("temperature", 1), ["K", "kelvin", "kelvins", "Kelvin"]],
  [unit("data", 1), ["bit", "bits"]],
  [unit("data", 8), ["byte", "bytes"]],
  // Pages write "16 MB" and "16 mebibytes", "4 GB" and "4 GiB" for one limit: the prefixes are read as binary, as
  // file systems and memory sizes use them. Case tells bytes ("MB") from bits ("Mb").
  [unit("data", 8 * 2 ** 10), ["KB", "kB", "KiB", "kilobyte", "kilobytes", "kibibyte", "kibibytes"]],
  [unit("data", 8 * 2 ** 20), ["MB", "MiB", "megabyte", "megabytes", "mebibyte", "mebibytes"]],
  [unit("data", 8 * 2 ** 30), ["GB", "GiB", "gigabyte", "gigabytes", "gibibyte", "gibibytes"]],
  [unit("data", 8 * 2 ** 40), ["TB", "TiB", "terabyte", "terabytes", "tebibyte", "tebibytes"]],
  [unit("data", 1e6), ["Mb", "Mbit", "megabit", "megabits"]],
  [unit("data", 1e9), ["Gb", "Gbit", "gigabit", "gigabits"]],
  [unit("data rate", 1e6), ["Mbps", "Mbit/s", "Mb/s", "megabits per second"]],
  [unit("data rate", 1e9), ["Gbps", "Gbit/s", "Gb/s", "gigabits per second"]],
  [unit("time", 1), ["s", "sec", "second", "seconds"]],
  [unit("time", 60), ["min", "minute", "minutes"]],
  [unit("time", 3600), ["h", "hr", "hour", "hours"]],
  [unit("time", 86400), ["day", "days"]]
]

const UNIT_BY_NAME: ReadonlyMap<string, Unit> = new Map(UNITS.flatMap(([u, names]) => names.map((n) => [n, u])))

/** The dimension a unit's name measures ("bytes" data, "fahrenheit" temperature), if it names one. */
export const dimensionOfUnit = (name: string): Dimension | undefined => UNIT_BY_NAME.get(name)?.dimension

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

/** Whether a text names the unit (by any of its names or symbols) as a word of its own: "milligrams per 100 ml". */
export const namesUnit = (text: string, named: Unit): boolean => UNIT_NAMED.get(named)?.test(text) ?? false

const NEVER = /(?!)/

/** Each unit's names of two characters or more, as one pattern compiled once ("m" alone is any word's letter). */
const UNIT_NAMED: ReadonlyMap<Unit, RegExp> = new Map(
  UNITS.map(([u, names]) => {
    const spelled = names.filter((name) => name.length > 1).map(escapeRegExp)
    const pattern = spelled.length === 0 ? NEVER : new RegExp(`(?<![\\p{L}])(?:${spelled.join("|")})(?![\\p{L}])`, "u")
    return [u, pattern] as const
  })
)

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`
/**
 * A number, optionally a scale word, a range's first end ("5,000 and 14,000 pounds", "4,000 to 6,300 kg") or a
 * margin ("10,984 ± 25 metres"), then a unit. A one-letter unit ("m", "C") needs a space or a degree sign before
 * it, so that "1990s" or "5G" read as no amount, unless the number groups its thousands ("1,085m"). Longest names first, so "km/h" is not "km".
 */
const MEASURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(?:(${NUMBER})\s*(?:to|and|-|–|—)\s*)?(−|-(?=\d)|minus\s+)?(${NUMBER})(?:\s+(thousand|million|billion|trillion))?(?:\s*±\s*(?:${NUMBER}))?` +
    String.raw`(?:\s*-\s*|\s*(?=[°º])|\s+|(?=[\p{L}µμ]{2})|(?<=\d,\d{3}))(${[...UNIT_BY_NAME.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?![\p{L}\p{N}])`,
  "gu"
)

const SCALES: ReadonlyMap<string, number> = new Map([
  ["thousand", 1e3],
  ["million", 1e6],
  ["billion", 1e9],
  ["trillion", 1e12]
])

/** Significant digits as written: `8849` 4, `8848.86` 6, `28000` 2. */
export const significantDigits = (value: string): number => {
  const digits = value.includes(".") ? value.replace(".", "").replace(/^0+/, "") : value.replace(/^0+|0+$/g, "")
  return Math.max(1, digits.length)
}

/**
 * An amount as written: `value` is its digits (what a page writing the number states), `amount` carries its sign
 * ("−273.15 °C", "minus 459.67 °F") and scale.
 */
const measureOf = (written: string, scaleWord: string | undefined, named: Unit, negative = false): Measure => {
  const value = written.replaceAll(",", "")
  return {
    value,
    amount: (negative ? -1 : 1) * Number(value) * (scaleWord === undefined ? 1 : (SCALES.get(scaleWord) ?? 1)),
    unit: named,
    digits: significantDigits(value)
  }
}

/** The amounts with a unit a text states, in text order. */
export const measuresIn = (text: string): ReadonlyArray<Measure> => {
  const out: Array<Measure> = []
  for (const m of withDigitGroupsJoined(text.normalize("NFKC")).matchAll(MEASURE)) {
    const [, rangeStart, sign, written, scaleWord, name] = m
    const named = UNIT_BY_NAME.get(name ?? "")
    if (named === undefined || written === undefined) continue
    if (rangeStart !== undefined) out.push(measureOf(rangeStart, scaleWord, named))
    out.push(measureOf(written, scaleWord, named, sign !== undefined))
  }
  return out
}

/** Two conversions of one exact amount (212 °F and 100 °C) differ by float error only. */
const EXACT = 1e-9

/** How far apart two amounts may be and still be one (`ValidationOptions`: `amountAgreement`, `roundedAmountGap`). */
export interface AmountTolerance {
  /**
   * Sources measure one quantity a little differently ("464 °C" and "465 °C" on Venus, "10,935 m" and "10,984 m"
   * for the Challenger Deep): amounts this close (relative) agree whatever digits they are written with. Counts
   * have no unit and are never read here: 206 bones is not 205.
   */
  readonly amountAgreement: number
  /**
   * Amounts agreeing at the coarser precision may still differ this much (relative), at most: "28,000 km/h" states
   * "17,500 mph" (0.6% apart), "2 km" does not state "1 mile" (1.6 km, within the 1 km that "2" allows, 20% apart).
   */
  readonly roundedAmountGap: number
}

/**
 * Whether two amounts are one: same dimension, and the finer (more significant digits), converted into the coarser's
 * unit, is within half a unit of the coarser's last significant digit ("36,000 feet" and "10,935 m"; "1,064 °C" and
 * "1,947 °F") and within `roundedAmountGap` of it, or within `amountAgreement` of it.
 */
export const sameAmount = (a: Measure, b: Measure, tolerance: AmountTolerance): boolean => {
  if (a.unit.dimension !== b.unit.dimension) return false
  const [coarse, fine] = a.digits <= b.digits ? [a, b] : [b, a]
  const base = fine.amount * fine.unit.scale + fine.unit.offset
  const converted = (base - coarse.unit.offset) / coarse.unit.scale
  const written = coarse.amount
  const difference = Math.abs(converted - written)
  const size = Math.abs(written)
  // Float error is relative to the larger of the two as written: 0 K and −459.67 °F are one amount.
  if (difference <= Math.max(size, Math.abs(fine.amount)) * EXACT) return true
  if (size === 0) return false
  if (difference <= size * tolerance.amountAgreement) return true
  const step = 10 ** (Math.floor(Math.log10(size)) - coarse.digits + 1)
  return difference <= step / 2 && difference <= size * tolerance.roundedAmountGap
}
