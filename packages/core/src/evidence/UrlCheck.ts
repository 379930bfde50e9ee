import { matchesDomain } from "./DomainList.ts"
import { builtinHostClassifier, type HostClassifier } from "./HostClassifier.ts"
import { mirroredUrl } from "./MirrorUrl.ts"
import { normalizePercentEncoding } from "./PercentEncoding.ts"
import type { RejectionReason } from "./RejectionReason.ts"
import { isTrackingParam } from "./TrackingParams.ts"

/** A URL that passed every check, in the three forms the validator needs. */
export interface CheckedUrl {
  /**
   * What a client is given: lower-case host without a trailing dot, default port, percent-encoding normalized,
   * no fragment and no tracking parameters.
   */
  readonly url: string
  /**
   * Identity for de-duplication: the page a mirror copies, without scheme, `www.`/`m.`/`amp.` labels, AMP path
   * forms, `index.html`, a trailing slash or the order of the parameters.
   */
  readonly canonical: string
  /** The registrable domain (of the original, for a mirror's copy): diversity and `distinct_source_count`. */
  readonly site: string
  /**
   * How far this URL is from the page's plain address: 2 for a mirror's copy (or a host calling itself a mirror), plus
   * 1 each for plain http, an AMP form and a mobile host. Between copies of one page, the lowest is kept.
   */
  readonly variants: number
}

/** A URL accepted in canonical form, or refused with its reason. */
export type UrlVerdict =
  | { readonly _tag: "Valid"; readonly value: CheckedUrl }
  | { readonly _tag: "Invalid"; readonly reason: RejectionReason }

/** What URL checks read from the validation options. */
export interface UrlPolicy {
  readonly maxUrlLength: number
  readonly classifyHost: HostClassifier
  readonly blockedDomains: ReadonlyArray<string>
  readonly allowedDomains: ReadonlyArray<string>
}

export const defaultUrlPolicy: UrlPolicy = {
  maxUrlLength: 2048,
  classifyHost: builtinHostClassifier,
  blockedDomains: [],
  allowedDomains: []
}

/** Dot-separated labels of letters, digits, `_` and inner `-`, each at most 63 long; one pass over the host. */
const LABELS = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/
/** Labels that name a variant of a site rather than a site: `www`, `www2`, `m`, `mobile`, `amp`. */
const VARIANT_LABEL = /^(?:www\d{0,3}|m|mobile|amp)$/
/** Some label of a dotted name is a `VARIANT_LABEL`: most hosts have none to drop. */
const HAS_VARIANT_LABEL = /(?:^|\.)(?:www\d{0,3}|m|mobile|amp)(?:\.|$)/
const MOBILE_LABEL = /(?:^|\.)(?:m|mobile)\./
const AMP_LABEL = /(?:^|\.)amp\./
const AMP_PATH = /^\/amp\/|\/amp(?:\.html?)?\/?$|\.amp(?:\.html?)?$/i
const HTTP_PREFIX = /^https?:\/\//i
const SCHEME = /^[a-z][a-z0-9+.-]*:/i
const UNSAFE_CHARS = /[\s\p{Cc}]/u
/**
 * Anything but printable ASCII other than the space. A URL without one (most) holds no whitespace and no control
 * character, so `UNSAFE_CHARS` cannot match it: this plain class is asked first, the Unicode one only after it.
 */
const NOT_PRINTABLE_ASCII = /[^!-~]/
/** Parameters that ask for the AMP rendering of the same page. */
const AMP_PARAM = /^(?:amp|_amp)(?:=|$)|^(?:outputtype|output)=amp$/i

const invalid = (reason: RejectionReason): UrlVerdict => ({ _tag: "Invalid", reason })

const decodeKey = (pair: string): string => {
  const key = pair.split("=", 1)[0] ?? ""
  try {
    return decodeURIComponent(key.replace(/\+/g, " ")).toLowerCase()
  } catch {
    return key.toLowerCase()
  }
}

/** Filters the raw query string pair by pair, so the parameters kept stay as sent (escapes aside). */
const withoutTracking = (search: string): ReadonlyArray<string> =>
  search.length <= 1
    ? []
    : search
        .slice(1)
        .split("&")
        .filter((pair) => pair !== "" && !isTrackingParam(decodeKey(pair)))
        .map(normalizePercentEncoding)

/** `en.m.wikipedia.org` is `en.wikipedia.org`: variant labels go, but never from the registrable domain. */
export const canonicalHostOf = (host: string, registrableDomain: string): string => {
  const subLength = host.length - registrableDomain.length - 1
  // `host` ends in "." and the domain: read in place, without building that suffix.
  if (subLength < 1 || host.charCodeAt(subLength) !== 46 || !host.endsWith(registrableDomain)) return host
  const sub = host.slice(0, subLength)
  if (!HAS_VARIANT_LABEL.test(sub)) return host
  // One label (`www`, the usual case) that is a variant label: nothing of it is kept.
  if (!sub.includes(".")) return registrableDomain
  return [...sub.split(".").filter((label) => !VARIANT_LABEL.test(label)), registrableDomain].join(".")
}

/** `/story/amp`, `/story.amp`, `/amp/story`, `/story/index.html` and `/story/` are all `/story`. */
const canonicalPath = (pathname: string): string =>
  withoutIndex(AMP_WORD.test(pathname) ? withoutAmp(pathname) : pathname)

/** Every AMP form below holds it: most paths skip their three patterns. */
const AMP_WORD = /amp/i

const withoutAmp = (pathname: string): string =>
  pathname
    .replace(/^\/amp(?=\/.)/i, "")
    .replace(/\/amp(?:\.html?)?\/?$/i, "/")
    .replace(/\.amp(\.html?)?$/i, "$1")

const INDEX_PAGE = /\/(?:index\.html?)?$/i

/** Only a path ending in "/", "…htm" or "…html" can hold `INDEX_PAGE`: most end otherwise, and skip the pattern. */
const mayEndInIndex = (pathname: string): boolean => {
  const last = pathname.charCodeAt(pathname.length - 1) | 32
  return last === 47 || last === 109 || last === 108 // "/" (47 | 32 is itself), "m", "l"
}

const withoutIndex = (pathname: string): string =>
  mayEndInIndex(pathname) ? pathname.replace(INDEX_PAGE, "") : pathname

interface HostFacts {
  readonly host: string
  readonly site: string
}

/** The host checks, in reason order: IP literal, non-public name, operator lists. */
const checkHost = (hostname: string, policy: UrlPolicy): HostFacts | RejectionReason => {
  const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname
  const host = bare.endsWith(".") ? bare.replace(/\.+$/, "") : bare
  if (host.length === 0 || host.length > 253) return "url_invalid"
  const facts = policy.classifyHost(host)
  // The built-in test as well: a configured classifier cannot let an address through as a name.
  if (facts.ip || (policy.classifyHost !== builtinHostClassifier && builtinHostClassifier(host).ip)) {
    return "url_ip_literal"
  }
  if (!LABELS.test(host)) return "url_invalid"
  if (facts.specialUse || !facts.publicSuffixKnown || facts.registrableDomain === null) return "url_private_host"
  if (matchesDomain(host, policy.blockedDomains)) return "url_domain_blocked"
  if (policy.allowedDomains.length > 0 && !matchesDomain(host, policy.allowedDomains)) return "url_domain_not_allowed"
  return { host, site: facts.registrableDomain }
}

const parseHttp = (text: string): URL | RejectionReason => {
  if (!HTTP_PREFIX.test(text)) return SCHEME.test(text) ? "url_not_http" : "url_invalid"
  if (NOT_PRINTABLE_ASCII.test(text) && UNSAFE_CHARS.test(text)) return "url_invalid"
  try {
    const url = new URL(text)
    return url.username !== "" || url.password !== "" ? "url_has_credentials" : url
  } catch {
    return "url_invalid"
  }
}

const canonicalOf = (pathname: string, facts: HostFacts, params: ReadonlyArray<string>): string => {
  const kept = params.filter((pair) => !AMP_PARAM.test(pair)).sort()
  const query = kept.length > 0 ? `?${kept.join("&")}` : ""
  return `${canonicalHostOf(facts.host, facts.site)}${canonicalPath(normalizePercentEncoding(pathname))}${query}`
}

/** The parts of a URL the checks read, each read once: every getter slices the URL's serialisation anew. */
interface UrlParts {
  readonly href: string
  readonly protocol: string
  readonly hostname: string
  readonly pathname: string
}

const partsOf = ({ href, protocol, hostname, pathname }: URL): UrlParts => ({ href, protocol, hostname, pathname })

/** A host calling itself a mirror ("dev-mirror.net", "mirrors.example.org"): what it serves is a copy. */
const MIRROR_HOST = /(?:^|[.-])mirrors?[.-]/

/** The `variants` count of a normalized URL (see `CheckedUrl`). */
const variantsOf = (url: UrlParts, params: ReadonlyArray<string>, mirrored: boolean): number =>
  (mirrored || MIRROR_HOST.test(url.hostname) ? 2 : 0) +
  Number(url.protocol === "http:") +
  Number(isAmp(url, params)) +
  Number(MOBILE_LABEL.test(url.hostname))

const isAmp = (url: UrlParts, params: ReadonlyArray<string>): boolean =>
  (AMP_WORD.test(url.href) && (AMP_LABEL.test(url.hostname) || AMP_PATH.test(url.pathname))) ||
  params.some((pair) => AMP_PARAM.test(pair))

/**
 * The identity of the page a mirror (AMP cache, translation proxy, web archive) copies, when the copied URL is
 * itself acceptable. A copy of a blocked domain is refused like the domain itself.
 */
const mirrorIdentity = (
  url: URL,
  policy: UrlPolicy
): { readonly canonical: string; readonly site: string } | RejectionReason | undefined => {
  const original = mirroredUrl(url)
  const parsed = original === undefined ? undefined : parseHttp(original)
  if (parsed === undefined || typeof parsed === "string" || parsed.port !== "") return undefined
  const facts = checkHost(parsed.hostname, policy)
  if (facts === "url_domain_blocked" || facts === "url_domain_not_allowed") return facts
  if (typeof facts === "string") return undefined
  return { canonical: canonicalOf(parsed.pathname, facts, withoutTracking(parsed.search)), site: facts.site }
}

/**
 * Checks and normalizes one candidate URL. IPv4 in any spelling (`0x7f.1`, `2130706433`, `127.1`) reaches the
 * host classifier already canonicalized by the WHATWG parser, so one dotted-quad test catches them all.
 */
export const checkUrl = (raw: string, policy: UrlPolicy = defaultUrlPolicy): UrlVerdict => {
  const text = raw.trim()
  if (text.length === 0) return invalid("url_invalid")
  if (text.length > policy.maxUrlLength) return invalid("url_too_long")
  const url = parseHttp(text)
  if (typeof url === "string") return invalid(url)
  const hostname = url.hostname
  const facts = checkHost(hostname, policy)
  if (typeof facts === "string") return invalid(facts)
  if (url.port !== "") return invalid("url_nonstandard_port")
  const params = withoutTracking(url.search)
  // Each URL setter re-serialises the whole URL: only the parts that change are set (a host leaves the path as it is).
  try {
    if (hostname !== facts.host) url.hostname = facts.host
    const pathname = url.pathname
    const path = normalizePercentEncoding(pathname)
    if (pathname !== path) url.pathname = path
  } catch {
    return invalid("url_invalid")
  }
  if (url.hash !== "" || url.href.endsWith("#")) url.hash = ""
  const search = params.length > 0 ? `?${params.join("&")}` : ""
  if (url.search !== search || url.href.includes("?") !== (search !== "")) url.search = search
  const parts = partsOf(url)
  if (parts.href.length > policy.maxUrlLength) return invalid("url_too_long")
  const mirror = mirrorIdentity(url, policy)
  if (typeof mirror === "string") return invalid(mirror)
  // Each field named rather than spread: a spread copies by enumerating its source's keys, once per candidate.
  return {
    _tag: "Valid",
    value: {
      url: parts.href,
      canonical: mirror?.canonical ?? canonicalOf(parts.pathname, facts, params),
      site: mirror?.site ?? facts.site,
      variants: variantsOf(parts, params, mirror !== undefined)
    }
  }
}
