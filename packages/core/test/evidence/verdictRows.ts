import type { Source } from "../../src/api/EvidenceResponse.ts"
import type { RejectionReason } from "../../src/evidence/RejectionReason.ts"
import type { Candidate } from "../../src/ports/Provider.ts"
import { baseline, candidate, good } from "./fixtures.ts"

/** One row of the candidate verdict table. */
export interface Row {
  readonly name: string
  readonly candidate: Candidate
  /** The one rejection reason expected, or "accepted". */
  readonly verdict: RejectionReason | "accepted"
  /** For accepted rows: fields of the returned source. */
  readonly source?: Partial<Source>
  readonly freshnessSeconds?: number
}

export const undated = (overrides: Partial<Candidate>): Candidate => {
  const { publishedAt: _p, updatedAt: _u, ...rest } = good
  return { ...rest, ...overrides }
}
export const at = (url: string): Candidate => candidate({ url })
export const text = (title: string, snippet: string = good.snippet): Candidate => candidate({ title, snippet })
const [b0, b1, b2] = baseline as [Candidate, Candidate, Candidate]

/** URL checks and normalization, then duplicates of the baseline. */
export const urlRows: ReadonlyArray<Row> = [
  // URLs: shape, scheme, normalization
  { name: "a plain good candidate", candidate: good, verdict: "accepted", source: { url: good.url } },
  {
    name: "tracking parameters and fragment removed, real parameters kept",
    candidate: at(
      "https://solarreview.net/articles/perovskite-efficiency?utm_source=tw&id=7&gclid=x&fbclid=y#comments"
    ),
    verdict: "accepted",
    source: { url: "https://solarreview.net/articles/perovskite-efficiency?id=7" }
  },
  {
    name: "host case, trailing dot and default port normalized",
    candidate: at("HTTPS://SolarReview.NET.:443/Articles/X"),
    verdict: "accepted",
    source: { url: "https://solarreview.net/Articles/X" }
  },
  {
    name: "an IDN host becomes punycode",
    candidate: at("https://münchen-solar.de/effizienz"),
    verdict: "accepted",
    source: { url: "https://xn--mnchen-solar-dlb.de/effizienz" }
  },
  { name: "localhost", candidate: at("http://localhost/solar"), verdict: "url_private_host" },
  { name: "*.localhost", candidate: at("http://app.localhost/solar"), verdict: "url_private_host" },
  { name: "mDNS .local", candidate: at("http://printer.local/solar"), verdict: "url_private_host" },
  { name: ".internal", candidate: at("https://wiki.corp.internal/solar"), verdict: "url_private_host" },
  { name: "single-label host", candidate: at("http://intranet/solar"), verdict: "url_private_host" },
  { name: "reserved .test", candidate: at("https://solar.test/x"), verdict: "url_private_host" },
  { name: "reserved .example", candidate: at("https://solar.example/x"), verdict: "url_private_host" },
  { name: "reserved .invalid", candidate: at("https://solar.invalid/x"), verdict: "url_private_host" },
  { name: "TLD that is not a public one", candidate: at("https://solar.c0m/x"), verdict: "url_private_host" },
  { name: "private IPv4", candidate: at("http://192.168.1.10/solar"), verdict: "url_ip_literal" },
  { name: "public IPv4 is still a literal", candidate: at("http://8.8.8.8/solar"), verdict: "url_ip_literal" },
  { name: "IPv6 loopback [::1]", candidate: at("http://[::1]/solar"), verdict: "url_ip_literal" },
  { name: "IPv6 with default port", candidate: at("http://[2001:db8::1]:80/"), verdict: "url_ip_literal" },
  { name: "hex IPv4 0x7f.1", candidate: at("http://0x7f.1/solar"), verdict: "url_ip_literal" },
  { name: "decimal IPv4 2130706433", candidate: at("http://2130706433/solar"), verdict: "url_ip_literal" },
  { name: "short IPv4 127.1", candidate: at("http://127.1/solar"), verdict: "url_ip_literal" },
  { name: "user and password", candidate: at("https://user:pass@solarreview.net/x"), verdict: "url_has_credentials" },
  { name: "user only", candidate: at("https://user@solarreview.net/x"), verdict: "url_has_credentials" },
  { name: "non-default port", candidate: at("https://solarreview.net:8443/x"), verdict: "url_nonstandard_port" },
  { name: "443 on http", candidate: at("http://solarreview.net:443/x"), verdict: "url_nonstandard_port" },
  { name: "javascript: URL", candidate: at("javascript:alert(1)"), verdict: "url_not_http" },
  { name: "ftp: URL", candidate: at("ftp://files.solarreview.net/report.pdf"), verdict: "url_not_http" },
  { name: "data: URL", candidate: at("data:text/html,solar"), verdict: "url_not_http" },
  { name: "relative URL", candidate: at("/articles/solar"), verdict: "url_invalid" },
  { name: "empty URL", candidate: at(""), verdict: "url_invalid" },
  { name: "space inside the host", candidate: at("https://solar review.net/x"), verdict: "url_invalid" },
  { name: "empty label", candidate: at("https://solar..review.net/x"), verdict: "url_invalid" },
  {
    name: "URL over 2048 characters",
    candidate: at(`https://solarreview.net/${"a".repeat(3000)}`),
    verdict: "url_too_long"
  },
  // Duplicates of the baseline
  { name: "same page plus utm_*", candidate: { ...good, url: `${b0.url}?utm_source=feed` }, verdict: "duplicate_url" },
  {
    name: "same page without www, trailing slash",
    candidate: { ...good, url: "https://pv-news.com/2026/01/tandem-record/" },
    verdict: "duplicate_url"
  },
  {
    name: "AMP host and /amp suffix",
    candidate: { ...good, url: "https://amp.pv-news.com/2026/01/tandem-record/amp" },
    verdict: "duplicate_url"
  },
  {
    name: "mobile host over http",
    candidate: { ...good, url: "http://m.pv-news.com/2026/01/tandem-record" },
    verdict: "duplicate_url"
  },
  {
    name: "mirror: one word changed, another host",
    candidate: { ...b1, url: "https://solar-mirror.info/copy", snippet: b1.snippet.replace("about", "roughly") },
    verdict: "duplicate_content"
  },
  {
    name: "mirror: same text, new title",
    candidate: { ...b2, title: "Solar records", url: "https://copycat.io/chart" },
    verdict: "duplicate_content"
  },
  {
    name: "excerpt: same text with a sentence added",
    candidate: {
      ...b0,
      url: "https://aggregator.net/p/1",
      snippet: `${b0.snippet} Shares of module makers rose on the news.`
    },
    verdict: "duplicate_content"
  },
  { name: "same title, different text", candidate: { ...good, title: b0.title }, verdict: "accepted" }
]
