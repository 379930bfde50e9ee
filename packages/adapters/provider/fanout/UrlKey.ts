/**
 * The identity of a result across providers: two providers name the same page with different tracking
 * parameters, fragments or trailing slashes. Deliberately simpler than validation's canonical URL (which also
 * folds `www.`, `m.` and AMP variants): here it only has to keep obvious repeats from crowding out other sources.
 */

/** Click and campaign identifiers: they change the URL, never the page. */
const TRACKING = new Set(["gclid", "fbclid", "msclkid", "dclid", "yclid", "mc_cid", "mc_eid"])

const isTracking = (key: string): boolean => {
  const lower = key.toLowerCase()
  return lower.startsWith("utm_") || TRACKING.has(lower)
}

/** Lower-case host (the URL parser does that), no fragment, no tracking parameters, no trailing slash. */
export const urlKey = (raw: string): string => {
  const text = raw.trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return text
  }
  for (const key of [...url.searchParams.keys()]) if (isTracking(key)) url.searchParams.delete(key)
  const path = url.pathname.replace(/\/+$/, "")
  const query = url.searchParams.size > 0 ? `?${url.searchParams.toString()}` : ""
  return `${url.protocol}//${url.host}${path}${query}`
}
