/**
 * `Retry-After` as RFC 9110 §10.2.3 defines it: delay-seconds or an HTTP-date. Only the IMF-fixdate form is read
 * as a date (what every current server sends); `Date.parse` alone would accept almost any text as a date.
 */
const DELAY_SECONDS = /^\d+(?:\.\d+)?$/
const IMF_FIXDATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/

/** Seconds from `now` (epoch ms) until the upstream wants to be asked again; undefined when absent or unreadable. */
export const retryAfterSeconds = (header: string | null, now: number): number | undefined => {
  const text = header?.trim() ?? ""
  if (DELAY_SECONDS.test(text)) return Math.ceil(Number(text))
  if (!IMF_FIXDATE.test(text)) return undefined
  const at = Date.parse(text)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}
