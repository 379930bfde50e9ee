/**
 * "299 792 458": thousands grouped by spaces, as SI style and some references write them. Three groups or more,
 * so that "on May 15 200 people" stays two numbers; any space character between them (thin and no-break ones too).
 */
const SPACE_GROUPED = /(?<![\d.,])\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3}){2,}(?![\d.,]\d)/g

/** The text with space-grouped numbers written whole ("299792458"), for reading values; other text unchanged. */
export const withDigitGroupsJoined = (text: string): string =>
  text.replace(SPACE_GROUPED, (digits) => digits.replace(/\D/g, ""))
