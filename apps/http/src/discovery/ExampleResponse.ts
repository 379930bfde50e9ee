import type { EvidenceResponse } from "@evidence-pack/core"

/**
 * A short, schema-valid 200 body for discovery documents (the Bazaar output example). It shows the shape, not a
 * live answer: three sources keep it small, because paying clients echo it back in PAYMENT-SIGNATURE.
 */
export const exampleResponse = (query: string): EvidenceResponse => ({
  status: "fulfilled",
  query,
  answer: "CSS grid-template-columns is supported by Chrome 57+, Edge 16+, Firefox 52+ and Safari 10.1+.",
  sources: [
    {
      title: "grid-template-columns - CSS | MDN",
      url: "https://developer.mozilla.org/en-US/docs/Web/CSS/grid-template-columns",
      snippet: "The grid-template-columns CSS property defines the line names and track sizing functions.",
      published_at: null,
      updated_at: "2026-10-02T00:00:00Z"
    },
    {
      title: "CSS Grid Layout Module Level 2",
      url: "https://www.w3.org/TR/css-grid-2/",
      snippet: "This CSS module defines a two-dimensional grid-based layout system, optimized for UI design.",
      published_at: "2025-03-26T00:00:00Z",
      updated_at: null
    },
    {
      title: "CSS grid layout - MDN Web Docs",
      url: "https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_grid_layout",
      snippet: "CSS grid layout introduces a two-dimensional grid system to CSS, for laying out page regions.",
      published_at: null,
      updated_at: "2026-09-14T00:00:00Z"
    }
  ],
  freshness: { required: false, satisfied: true, newest_timestamp: "2026-10-02T00:00:00Z" },
  evidence: { source_count: 3, distinct_source_count: 2, validated: true },
  fulfilled_at: "2026-11-01T12:00:00Z",
  request_id: "0b6c2f9e-4a1d-4c3b-9f2e-7d5a8c1e2b3f"
})
