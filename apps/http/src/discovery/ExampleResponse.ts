import { EXAMPLE_QUERY } from "@evidence-pack/adapters/provider/corpus"
import type { EvidenceResponse } from "@evidence-pack/core"

/**
 * The 200 body for `EXAMPLE_QUERY` in discovery documents (the Bazaar output example): the pack the embedded
 * corpus sells for it, four sources on four hosts, as `pnpm demo` prints it; only `fulfilled_at` and
 * `request_id` are made up. It is small, because paying clients echo it back in PAYMENT-SIGNATURE.
 */
export const exampleResponse: EvidenceResponse = {
  status: "fulfilled",
  query: EXAMPLE_QUERY,
  answer: "Support for :has(): Chrome 105, Firefox 121, Safari 15.4 and Edge 105, since 2022-03-14. [1][2][3][4]",
  sources: [
    {
      title: "CSS selector: :has() in CSS Working Group draft selectors",
      url: "https://drafts.csswg.org/selectors/",
      snippet:
        'The CSS Working Group draft selectors (drafts.csswg.org), section "relational", defines the CSS selector :has(). Browsers shipping :has(): Chrome 105 (released 2022-09-02), Firefox 121 (2023-12-19), Safari 15.4 (2022-03-14) and Edge 105 (2022-09-01). The feature is on the standards track.',
      published_at: "2022-03-14T00:00:00.000Z",
      updated_at: "2024-01-15T00:00:00.000Z"
    },
    {
      title: "CSS selector: :has() | MDN",
      url: "https://developer.mozilla.org/docs/Web/CSS/Reference/Selectors/:has",
      snippet:
        "MDN Web Docs documents the CSS selector :has(). Support for :has(): Chrome 105, Firefox 121, Safari 15.4 and Edge 105, since 2022-03-14. Specification of :has(): CSS Working Group draft selectors, section relational. Status: standard track, not deprecated.",
      published_at: "2022-03-14T00:00:00.000Z",
      updated_at: "2024-01-15T00:00:00.000Z"
    },
    {
      title: "CSS selector: :has() | Can I use... Support tables for HTML5, CSS3, etc",
      url: "https://caniuse.com/mdn-css_selectors_has",
      snippet:
        ":has() (CSS selector) is supported from Edge 105, Firefox 121, Chrome 105 and Safari 15.4, according to Can I use.",
      published_at: "2022-03-14T00:00:00.000Z",
      updated_at: "2024-01-15T00:00:00.000Z"
    },
    {
      title: ":has() | Web Platform Status",
      url: "https://webstatus.dev/features/has",
      snippet:
        "The :has() CSS functional pseudo-class matches an element if any of the selectors passed as parameters would match at least one element. :has() is Baseline widely available since 2026-06-19, newly available since 2023-12-19. Browsers supporting :has(): Chrome 105, Edge 105, Firefox 121 and Safari 15.4.",
      published_at: "2023-12-19T00:00:00.000Z",
      updated_at: "2026-06-19T00:00:00.000Z"
    }
  ],
  freshness: { required: false, satisfied: true, newest_timestamp: "2026-06-19T00:00:00.000Z" },
  evidence: { source_count: 4, distinct_source_count: 4, validated: true },
  fulfilled_at: "2026-11-01T12:00:00.000Z",
  request_id: "0b6c2f9e-4a1d-4c3b-9f2e-7d5a8c1e2b3f"
}
