/**
 * Well-known services that serve a copy of someone else's page under their own URL: the Google AMP cache and
 * viewer, Google Translate's proxy and the Wayback Machine. For de-duplication and site diversity such a copy
 * *is* the original page, so we recover the original's URL from the copy's.
 */

const AMP_CACHE_HOST = /\.cdn\.ampproject\.org$/
const AMP_CACHE_PATH = /^\/[cv]\/(s\/)?([^/?#]+(?:\/[^?#]*)?)$/
const GOOGLE_HOST = /^(?:www\.)?google\.[a-z]{2,3}(?:\.[a-z]{2})?$/
const GOOGLE_AMP_PATH = /^\/amp\/(s\/)?([^/?#]+(?:\/[^?#]*)?)$/
const TRANSLATE_HOST = /^([a-z0-9-]+)\.translate\.goog$/
const WAYBACK_HOST = /^(?:web\.)?archive\.org$/
/** `/web/20240101000000/https://…`, with optional `id_`/`if_`-style flags; old links drop one slash. */
const WAYBACK_PATH = /^\/web\/\d{1,14}(?:[a-z]{2}_)?\/(https?:\/\/?.+)$/i

/** A word every mirror host above holds: most hosts are none of them, and skip their patterns. */
const MIRROR_NAME = /ampproject|google|translate|archive/

/** Google Translate writes `www.example-site.com` as `www-example--site-com`. */
const untranslateHost = (label: string): string =>
  label
    .split("--")
    .map((part) => part.replace(/-/g, "."))
    .join("-")

/** The search string without Google Translate's own `_x_tr_*` parameters. */
const withoutTranslateParams = (search: string): string => {
  const kept = search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !pair.toLowerCase().startsWith("_x_tr_"))
  return kept.length > 0 ? `?${kept.join("&")}` : ""
}

/** The original page's URL when `url` is a known mirror's copy of it, else undefined. Never validated here. */
export const mirroredUrl = (url: URL): string | undefined => {
  const host = url.hostname
  if (!MIRROR_NAME.test(host)) return undefined
  if (AMP_CACHE_HOST.test(host) || GOOGLE_HOST.test(host)) {
    const match = (GOOGLE_HOST.test(host) ? GOOGLE_AMP_PATH : AMP_CACHE_PATH).exec(url.pathname)
    if (match === null) return undefined
    const [, secure, rest = ""] = match
    return `${secure === undefined ? "http" : "https"}://${rest}${url.search}`
  }
  const translated = TRANSLATE_HOST.exec(host)
  if (translated !== null) {
    return `${url.protocol}//${untranslateHost(translated[1] ?? "")}${url.pathname}${withoutTranslateParams(url.search)}`
  }
  if (WAYBACK_HOST.test(host)) {
    const match = WAYBACK_PATH.exec(url.pathname)
    if (match === null) return undefined
    return `${(match[1] ?? "").replace(/^(https?:)\/(?!\/)/i, "$1//")}${url.search}`
  }
  return undefined
}
