/**
 * A question the default (MDN) corpus answers with honest support: its MDN page, its CSS Working Group draft, its Can
 * I use page and its web-features status page are each about the :has() selector and each state the answer's four
 * versions, so the validator sells four sources on four hosts, every one cited. Useful for demos, discovery
 * documents and end-to-end tests.
 */
export const EXAMPLE_QUERY = "Which browsers support the CSS :has() selector?"

/** A question the corpus cannot answer: no word of it, nor anything within a typo of it, is in the dataset. */
export const UNANSWERABLE_QUERY = "zzqx blorfnak quantum tapioca"
