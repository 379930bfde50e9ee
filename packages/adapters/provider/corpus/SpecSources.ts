/** A specification URL of the dataset, named the way a reader would cite it. */
export interface SpecSource {
  readonly url: string
  readonly host: string
  /** "CSS Working Group draft css-grid", "WHATWG HTML Living Standard", "RFC 9110". */
  readonly name: string
  /** The anchor the URL points at ("track-sizing"), when it is a readable one. */
  readonly section: string | undefined
}

/** Organisations that publish drafts on `<org>.github.io`; unknown ones are cited by their GitHub name. */
const GITHUB_PUBLISHERS: Readonly<Record<string, string>> = {
  w3c: "W3C",
  wicg: "WICG",
  webaudio: "W3C Audio Working Group",
  gpuweb: "W3C GPU for the Web",
  "immersive-web": "W3C Immersive Web",
  webassembly: "WebAssembly",
  privacycg: "W3C Privacy Community Group",
  "w3c-fedid": "W3C Federated Identity",
  "w3c-cg": "W3C Community Group",
  webmachinelearning: "W3C Web Machine Learning",
  "screen-share": "W3C Screen Capture",
  aomediacodec: "Alliance for Open Media"
}

const TC39_DOCUMENTS: Readonly<Record<string, string>> = {
  ecma262: "ECMAScript Language Specification (ECMA-262)",
  ecma402: "ECMAScript Internationalization API (ECMA-402)",
  ecma426: "Source Map Format (ECMA-426)"
}

/** "html" -> "HTML", "streams" -> "Streams": WHATWG short names are acronyms up to four letters. */
const whatwgName = (subdomain: string): string =>
  subdomain.length <= 4 ? subdomain.toUpperCase() : subdomain.charAt(0).toUpperCase() + subdomain.slice(1)

const rfcNumber = (path: string): string | undefined => /rfc(\d+)/i.exec(path)?.[1]

/** One rule per publisher that needs one; everything else is cited as "<host> <first path segment>". */
const nameOf = (host: string, segments: ReadonlyArray<string>): string => {
  const first = segments[0] ?? ""
  if (host === "drafts.csswg.org") return `CSS Working Group draft ${first}`
  if (host === "drafts.css-houdini.org") return `CSS Houdini draft ${first}`
  if (host.endsWith(".spec.whatwg.org")) return `WHATWG ${whatwgName(host.split(".")[0] ?? "")} Living Standard`
  if (host === "tc39.es") return TC39_DOCUMENTS[first] ?? `TC39 ${first.replace(/^proposal-/, "proposal ")}`
  if (host === "www.w3.org" && first === "TR") return `W3C Technical Report ${segments[1] ?? ""}`.trim()
  if (host === "registry.khronos.org") return `Khronos ${segments.slice(0, 3).join(" ")}`
  const rfc = rfcNumber(segments.join("/"))
  if (rfc !== undefined && (host === "httpwg.org" || host === "www.rfc-editor.org")) return `RFC ${rfc}`
  if (host.endsWith(".github.io")) {
    const org = host.slice(0, -".github.io".length)
    return `${GITHUB_PUBLISHERS[org] ?? org} draft ${first}`.trim()
  }
  if (host === "github.com") return `${segments.slice(0, 2).join("/")} on GitHub`
  return `${host} ${first}`.trim()
}

/**
 * A readable anchor: BCD also links to generated ids such as `ref-for-dom-abortcontroller-signal②` and to text
 * fragments (`:~:text=`); the generated parts say nothing to a reader. Spec anchors are ASCII identifiers.
 */
const sectionOf = (hash: string): string | undefined => {
  let anchor: string
  try {
    anchor = decodeURIComponent(hash.slice(1))
  } catch {
    return undefined
  }
  const readable = (anchor.split(":~:")[0] ?? "")
    .replace(/^ref-for-/, "")
    .replace(/[^A-Za-z0-9\-_.:()]/g, "")
    .slice(0, 80)
  return readable === "" ? undefined : readable
}

/** Undefined for a URL that does not parse: such a URL cannot become a citation. */
export const describeSpec = (url: string): SpecSource | undefined => {
  const parsed = URL.parse(url)
  if (parsed === null) return undefined
  const segments = parsed.pathname.split("/").filter((segment) => segment !== "")
  return { url, host: parsed.host, name: nameOf(parsed.host, segments), section: sectionOf(parsed.hash) }
}
