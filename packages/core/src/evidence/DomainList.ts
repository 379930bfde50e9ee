/**
 * Operator domain lists (block and allow). An entry covers the domain and every subdomain: `example.com`
 * matches `example.com` and `news.example.com`, never `badexample.com`.
 */

/** Longest list honoured: lists come from configuration, and matching is linear in their length. */
const MAX_ENTRIES = 10_000

/**
 * One entry as the URL parser would write the host (lower case, punycode, no trailing dot), or undefined when
 * it is not a host name. A leading `*.` or `.` is accepted, since operators write either.
 */
export const normalizeDomain = (entry: unknown): string | undefined => {
  if (typeof entry !== "string") return undefined
  const text = entry
    .trim()
    .replace(/^\*?\./, "")
    .replace(/\.+$/, "")
  if (text.length === 0 || text.length > 253 || /[\s/:@?#[\]\\]/.test(text)) return undefined
  try {
    const host = new URL(`http://${text}/`).hostname
    return host.length > 0 ? host : undefined
  } catch {
    return undefined
  }
}

/** A list from untrusted configuration: anything not a host name is dropped; duplicates collapse. */
export const normalizeDomains = (entries: unknown): ReadonlyArray<string> => {
  if (!Array.isArray(entries)) return []
  const out = new Set<string>()
  for (const entry of entries.slice(0, MAX_ENTRIES)) {
    const domain = normalizeDomain(entry)
    if (domain !== undefined) out.add(domain)
  }
  return [...out].sort()
}

/** `host` is one of the domains or below one of them. */
export const matchesDomain = (host: string, domains: ReadonlyArray<string>): boolean =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`))
