/**
 * What the validator needs to know about a host name, behind a plain function so a deployment can answer with
 * the Public Suffix List (the `tldts` adapter) while core stays dependency-free. The built-in answer below is
 * a conservative approximation: no list, a few rules.
 */
export interface HostClass {
  /** An IPv4 or IPv6 address rather than a name. */
  readonly ip: boolean
  /** For addresses: the range it falls in ("private", "loopback", "unicast", ...), when the classifier knows. */
  readonly ipRange?: string | undefined
  /**
   * The registrable domain ("eTLD+1": `bbc.co.uk` for `www.bbc.co.uk`): the unit of site diversity and of
   * `distinct_source_count`. Null when the host is itself a public suffix (`co.uk`) or has no suffix at all.
   */
  readonly registrableDomain: string | null
  /** The host ends in a suffix some registry actually delegates (an ICANN TLD, or a listed private suffix). */
  readonly publicSuffixKnown: boolean
  /** A special-use or private-use name (RFC 6761 `localhost`/`test`, `.local`, `.internal`, `.onion`, ...). */
  readonly specialUse: boolean
}

/**
 * Classifies one host. Input: the host as the WHATWG URL parser serialises it (lower case, punycode, IPv4 in
 * dotted-quad form), without a trailing dot and, for IPv6, without brackets. Must not throw; core treats a
 * throw as an invalid URL anyway.
 */
export type HostClassifier = (host: string) => HostClass

/**
 * Suffixes that are never public: RFC 6761/2606 special-use names, the private-use names people configure
 * (RFC 6762 `.local`, ICANN's `.internal`, `home.arpa`), and Tor.
 */
const SPECIAL_USE_TLDS: ReadonlySet<string> = new Set([
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

/** A delegated TLD is letters only, or an IDN in punycode. */
const PUBLIC_TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
/** WHATWG serialises every IPv4 spelling (`0x7f.1`, `2130706433`) as a dotted quad. */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

/**
 * Second-level labels that country registries sell names under (`co.uk`, `com.au`, `ac.jp`). Without the list
 * this is the rule that gets `x.co.uk` right; the `tldts` classifier knows every case.
 */
const COUNTRY_SECOND_LEVELS: ReadonlySet<string> = new Set(
  "ac co com edu gob gov govt gouv go mil net nic nom or org ne ltd plc sch nhs police info biz int lg ed gv".split(" ")
)

/**
 * The registrable domain: the last two labels, or three under a country's second level (`bbc.co.uk`). Read from the
 * positions of the last dots, as slices of the host (no split, no join: this runs for every candidate).
 */
const registrableOf = (host: string, lastDot: number, tld: string): string | null => {
  if (lastDot < 0) return null
  const secondDot = lastDot > 0 ? host.lastIndexOf(".", lastDot - 1) : -1
  // The second level is sliced only under a country's code: most hosts are under a longer TLD.
  if (!(tld.length === 2 && COUNTRY_SECOND_LEVELS.has(host.slice(secondDot + 1, lastDot)))) {
    return host.slice(secondDot + 1)
  }
  if (secondDot < 0) return null
  return host.slice((secondDot > 0 ? host.lastIndexOf(".", secondDot - 1) : -1) + 1)
}

const endsInDigit = (host: string): boolean => {
  const last = host.charCodeAt(host.length - 1)
  return last >= 48 && last <= 57
}

/** The rules core uses when no classifier is configured. */
export const builtinHostClassifier: HostClassifier = (host) => {
  // A dotted quad ends in a digit: names, which end in a letter, skip the pattern.
  if (host.includes(":") || (endsInDigit(host) && IPV4.test(host))) {
    return { ip: true, registrableDomain: null, publicSuffixKnown: false, specialUse: false }
  }
  const lastDot = host.lastIndexOf(".")
  const tld = host.slice(lastDot + 1)
  const specialUse = SPECIAL_USE_TLDS.has(tld)
  return {
    ip: false,
    registrableDomain: registrableOf(host, lastDot, tld),
    publicSuffixKnown: !specialUse && PUBLIC_TLD.test(tld),
    specialUse
  }
}
