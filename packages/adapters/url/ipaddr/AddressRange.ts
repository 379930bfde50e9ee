import ipaddr from "ipaddr.js"

/**
 * Which range an IP address falls in, by `ipaddr.js`: "unicast" for a public address, else the name of the
 * special range ("private", "loopback", "linkLocal", "uniqueLocal", "carrierGradeNat", "reserved", ...).
 * IPv4-mapped and IPv4-compatible IPv6 addresses (`::ffff:10.0.0.1`) are judged as the IPv4 address they
 * carry; other embeddings (6to4, Teredo, NAT64) keep their own, non-public, range names.
 */
export const addressRange = (address: string): string | undefined => {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address
  if (!ipaddr.isValid(bare)) return undefined
  try {
    return ipaddr.process(bare).range()
  } catch {
    return undefined
  }
}

/** An address we may connect to: globally routable unicast, nothing special-purpose. Unparseable: no. */
export const isPublicAddress = (address: string): boolean => addressRange(address) === "unicast"

/** A literal IP address as the WHATWG URL parser writes hosts (dotted-quad IPv4, or IPv6 with or without brackets). */
export const isIpLiteral = (host: string): boolean => {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host
  return ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare)
}
