/**
 * A question the default (MDN) corpus answers well: it matches the grid-template-columns feature and its
 * sub-features, whose MDN pages and CSS Working Group drafts give well over five candidates on two hosts.
 * Useful for demos, discovery documents and end-to-end tests.
 */
export const EXAMPLE_QUERY = "Which browsers support CSS grid-template-columns?"

/** A question the corpus cannot answer: no word of it, nor anything within a typo of it, is in the dataset. */
export const UNANSWERABLE_QUERY = "zzqx blorfnak quantum tapioca"
