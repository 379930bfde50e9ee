import type { HostClass, HostClassifier } from "@evidence-pack/core"
import { parse } from "tldts"
import { addressRange, isIpLiteral } from "../ipaddr/index.ts"

/** With the private section: `alice.github.io` and `bob.github.io` are two sites, as their owners are. */
const WITH_PRIVATE = {
  allowPrivateDomains: true,
  detectIp: true,
  detectSpecialUse: true,
  validateHostname: true
} as const
const ICANN_ONLY = {
  allowPrivateDomains: false,
  detectIp: true,
  detectSpecialUse: true,
  validateHostname: true
} as const

/**
 * The Public Suffix List's answer for a host, by `tldts`: the registrable domain (`bbc.co.uk` for
 * `www.bbc.co.uk`, `alice.blogspot.com` for itself), whether the suffix is a known one (ICANN or private
 * section; `solar.zzz` is not), and RFC 6761 special-use names. IP literals get their `ipaddr.js` range.
 */
export const classifyHost: HostClassifier = (host) => {
  if (isIpLiteral(host)) {
    return {
      ip: true,
      ipRange: addressRange(host),
      registrableDomain: null,
      publicSuffixKnown: false,
      specialUse: false
    }
  }
  const result = parse(host, WITH_PRIVATE)
  const known = result.isIcann === true || result.isPrivate === true
  // A bare private suffix (`blogspot.com`) is still a site under its ICANN suffix.
  const registrable = result.domain ?? (result.isPrivate === true ? parse(host, ICANN_ONLY).domain : null)
  const classified: HostClass = {
    ip: result.isIp === true,
    registrableDomain: registrable,
    publicSuffixKnown: known,
    specialUse: result.isSpecialUse === true
  }
  return classified
}
