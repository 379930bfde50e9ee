import type { RejectionReason } from "./RejectionReason.ts"

/** A URL that passed every check, in the three forms the validator needs. */
export interface CheckedUrl {
  /** What a client is given: lower-case host, no trailing dot, default port, fragment or tracking parameters. */
  readonly url: string
  /** Identity for deduplication: also ignores scheme, `www.`/`m.`/`amp.` prefixes, `/amp` and a trailing slash. */
  readonly canonical: string
  /** The site, for diversity and `distinct_source_count`: the host without `www.`/`m.`/`amp.` prefixes. */
  readonly site: string
}

export type UrlVerdict =
  | { readonly _tag: "Valid"; readonly value: CheckedUrl }
  | { readonly _tag: "Invalid"; readonly reason: RejectionReason }

/** Click and campaign identifiers: they change the URL, never the page. */
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "yclid",
  "mc_cid",
  "mc_eid",
  "ref_src",
  "ref_url",
  "igshid",
  "igsh",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "vero_id",
  "vero_conv",
  "oly_anon_id",
  "oly_enc_id",
  "_ga",
  "_gl",
  "srsltid",
  "spm",
  "s_kwcid",
  "ncid",
  "cmpid",
  "wt.mc_id"
])

/**
 * Suffixes that are never public: RFC 6761/2606 special-use names, the private-use names people configure
 * (RFC 6762 `.local`, ICANN's `.internal`, `home.arpa`), and Tor.
 */
const PRIVATE_SUFFIXES: ReadonlySet<string> = new Set([
  "localhost",
  "local",
  "localdomain",
  "internal",
  "intranet",
  "lan",
  "home",
  "corp",
  "private",
  "test",
  "example",
  "invalid",
  "onion",
  "arpa",
  "alt"
])

/** A public TLD is letters only, or an IDN in punycode. */
const PUBLIC_TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/
const SITE_PREFIX = /^(?:www\d{0,3}|m|mobile|amp)\./
const HTTP_PREFIX = /^https?:\/\//i
const SCHEME = /^[a-z][a-z0-9+.-]*:/i
const UNSAFE_CHARS = /[\s\p{Cc}]/u

const invalid = (reason: RejectionReason): UrlVerdict => ({ _tag: "Invalid", reason })

const decodeKey = (pair: string): string => {
  const key = pair.split("=", 1)[0] ?? ""
  try {
    return decodeURIComponent(key.replace(/\+/g, " ")).toLowerCase()
  } catch {
    return key.toLowerCase()
  }
}

const isTracking = (key: string): boolean => key.startsWith("utm_") || TRACKING_PARAMS.has(key)

/** Filters the raw query string pair by pair, so the parameters kept stay byte-identical. */
const withoutTracking = (search: string): ReadonlyArray<string> =>
  search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !isTracking(decodeKey(pair)))

/** `www.m.example.com` and `amp.example.com` are `example.com`; a prefix is only dropped if a dot remains. */
export const siteOf = (host: string): string => {
  let site = host
  for (let stripped = site.replace(SITE_PREFIX, ""); stripped !== site && stripped.includes("."); ) {
    site = stripped
    stripped = site.replace(SITE_PREFIX, "")
  }
  return site
}

const canonicalPath = (pathname: string): string =>
  pathname.replace(/\/amp(?:\.html?)?\/?$/i, "/").replace(/\/(?:index\.html?)?$/i, "")

const hostVerdict = (hostname: string): UrlVerdict | string => {
  if (hostname.startsWith("[") || IPV4.test(hostname)) return invalid("url_ip_literal")
  const host = hostname.replace(/\.+$/, "")
  if (host.length === 0 || host.length > 253) return invalid("url_invalid")
  const labels = host.split(".")
  if (!labels.every((label) => LABEL.test(label))) return invalid("url_invalid")
  const tld = labels[labels.length - 1] ?? ""
  if (labels.length < 2 || PRIVATE_SUFFIXES.has(tld) || !PUBLIC_TLD.test(tld)) return invalid("url_private_host")
  return host
}

/**
 * Checks and normalizes one candidate URL. IPv4 in any spelling (`0x7f.1`, `2130706433`, `127.1`) reaches us
 * already canonicalized by the WHATWG parser, so one dotted-quad test catches them all.
 */
export const checkUrl = (raw: string, maxLength: number): UrlVerdict => {
  const text = raw.trim()
  if (text.length === 0) return invalid("url_invalid")
  if (text.length > maxLength) return invalid("url_too_long")
  if (!HTTP_PREFIX.test(text)) return invalid(SCHEME.test(text) ? "url_not_http" : "url_invalid")
  if (UNSAFE_CHARS.test(text)) return invalid("url_invalid")
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return invalid("url_invalid")
  }
  if (url.username !== "" || url.password !== "") return invalid("url_has_credentials")
  const host = hostVerdict(url.hostname)
  if (typeof host !== "string") return host
  if (url.port !== "") return invalid("url_nonstandard_port")
  const params = withoutTracking(url.search)
  try {
    url.hostname = host
  } catch {
    return invalid("url_invalid")
  }
  url.hash = ""
  url.search = params.length > 0 ? `?${params.join("&")}` : ""
  const normalized = url.href
  if (normalized.length > maxLength) return invalid("url_too_long")
  const site = siteOf(host)
  const canonicalParams = params.filter((pair) => decodeKey(pair) !== "amp").sort()
  const query = canonicalParams.length > 0 ? `?${canonicalParams.join("&")}` : ""
  return { _tag: "Valid", value: { url: normalized, canonical: `${site}${canonicalPath(url.pathname)}${query}`, site } }
}
