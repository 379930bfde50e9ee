import type { Candidate } from "@evidence-pack/core/ports/Provider"
import MiniSearch from "minisearch"

/**
 * What is searched, and the documents it stands for. A JSONL line is one entry with one document; an MDN feature is
 * one entry whose documents are its MDN page and its specifications, so they rank together and a single match
 * yields sources on several hosts (and the index holds a third fewer entries, which keeps start-up fast).
 */
export interface CorpusEntry {
  /** Searched with a boost: the words a reader sees first. */
  readonly title: string
  /** Searched, never shown: snippet text, identifiers, spec names. */
  readonly text: string
  readonly documents: ReadonlyArray<Candidate>
  /** The compat-data key the entry documents (`css.at-rules.container`), when it documents one. */
  readonly key?: string | undefined
  /**
   * The compat-data keys a feature group (web-features' "Container queries (size)") stands for: the keys whose
   * support is the group's own. Their entries rank right after the group's (see `withCoveredNext`).
   */
  readonly covers?: ReadonlyArray<string> | undefined
}

/** Ranked full-text search over an in-memory corpus, built once and then read-only. */
export interface CorpusIndex {
  /** Number of documents (not entries). */
  readonly size: number
  /** Best first, at most `limit` documents, at most one per page (URL without fragment). Never throws. */
  readonly search: (query: string, limit: number) => ReadonlyArray<Candidate>
}

export interface Options {
  /**
   * Words that carry no meaning in a query, lower case; replaces the English default. A corpus of identifiers
   * needs its own list: `is`, `has` and `with` are function words in English but names in JavaScript and CSS.
   */
  readonly stopWords?: Iterable<string>
  /** Questions the corpus can answer; for any other the search finds nothing (see `CompatQuestion.ts`). */
  readonly accepts?: (query: string) => boolean
}

/** Function words of natural questions: they match everything and would only add noise to the ranking. */
// biome-ignore format: a word list reads better packed than one word per line
export const ENGLISH_STOP_WORDS: ReadonlyArray<string> = [
  "a", "an", "and", "are", "as", "at", "be", "by", "can", "could", "did", "do", "does", "for", "from", "has",
  "have", "how", "i", "if", "in", "into", "is", "it", "its", "me", "my", "of", "on", "or", "our", "should",
  "so", "than", "that", "the", "their", "them", "then", "there", "these", "they", "this", "to", "us", "was",
  "we", "were", "what", "when", "where", "which", "who", "whom", "why", "will", "with", "would", "you", "your"
]

/**
 * Bounds on the work one query can cause, whatever a caller sends: the search is synchronous, so an unbounded
 * query would block the event loop. Real questions (the API caps them at 400 characters) stay far below these.
 */
const MAX_QUERY_CHARS = 4_000
const MAX_QUERY_TERMS = 32
/** No real word is longer; a longer token is noise, and fuzzy matching costs grow with term length. */
const MAX_TERM_CHARS = 40

/**
 * "Is the PerformanceObserver interface supported ...": a question's first word, when it only asks (an auxiliary
 * followed by a space), is English even in a corpus that keeps `is` and `has` for `:is()` and `:has()`.
 */
const LEADING_AUXILIARY = /^\s*(?:is|are|has|have|does|do|did|can|was|were)\s+/i

/** Words are runs of letters, digits and combining marks: `grid-template-columns` and `<div>` search as words. */
const NON_WORD = /[^\p{L}\p{N}\p{M}]+/u

const tokenize = (text: string): Array<string> => text.split(NON_WORD).filter((token) => token.length > 0)

const searchOptions = {
  boost: { title: 3 },
  // Prefix and fuzzy matching forgive plurals and typos; kept modest so that short words do not match half the
  // vocabulary and a misspelling never outranks the exact word.
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  weights: { prefix: 0.5, fuzzy: 0.3 },
  combineWith: "OR"
} as const

/** The page a URL points into: fragments of one page are one source, and validation would drop the repeats. */
const pageOf = (url: string): string => {
  const hash = url.indexOf("#")
  return hash === -1 ? url : url.slice(0, hash)
}

/**
 * Technical identifiers as a question writes them: `:has()`, `@container`, `grid-template-columns`,
 * `Array.prototype.findLast`, `findLast`, `PerformanceObserver`, `HTTP/3`. Word search splits them into common words
 * (`has`), so entries whose title holds one whole rank first.
 */
const IDENTIFIER =
  /(?:::?|@)?[\p{L}\p{N}_$][\p{L}\p{N}_$]*(?:[-./][\p{L}\p{N}_$]+)+(?:\(\))?|(?:::?|@)[\p{L}\p{N}_$-]+(?:\(\))?|[\p{L}\p{N}_$]+\(\)|(?<![\p{L}\p{N}])\p{L}[\p{L}\p{N}]*?\p{Ll}\p{Lu}[\p{L}\p{N}]*/gu

interface QueryIdentifier {
  readonly id: string
  /** Written as a call (`import()`, `at()`): only a title writing the call names it (not the `import` statement). */
  readonly called: boolean
  /** Code (`:is()`, `Array.at`, `@layer`, `findLast`) names one feature; words joined by hyphens may name a kind. */
  readonly weight: number
}

const CODE = /^[:@]|[.(/]|\p{Ll}\p{Lu}/u

const identifiersOf = (query: string): ReadonlyArray<QueryIdentifier> => {
  const weights = new Map<string, number>()
  const calls = new Set<string>()
  for (const [raw] of query.matchAll(IDENTIFIER)) {
    const id = raw.replace(/\(\)$/, "").toLowerCase()
    const weight = CODE.test(raw) ? 2 : 1
    // `Array.prototype.findLast` is titled `Array.findLast` or `findLast()`: its last segment names it.
    const tail = id.includes(".") ? id.slice(id.lastIndexOf(".") + 1) : ""
    for (const form of tail.length >= 4 ? [id, tail] : [id]) weights.set(form, Math.max(weights.get(form) ?? 0, weight))
    if (raw.endsWith("()")) calls.add(id)
  }
  return Array.from(weights, ([id, weight]) => ({ id, weight, called: calls.has(id) })).slice(0, MAX_QUERY_TERMS)
}

/** Identifier characters: a title match must not be part of a longer identifier (`:has` in `:has-slotted`). */
const IDENTIFIER_CHAR = /[\p{L}\p{N}_$-]/u

const titleHolds = (title: string, identifier: string): boolean => {
  let from = 0
  for (;;) {
    const at = title.indexOf(identifier, from)
    if (at === -1) return false
    const after = title.charAt(at + identifier.length)
    const before = at === 0 ? "" : title.charAt(at - 1)
    const sigil = identifier.startsWith(":") || identifier.startsWith("@")
    if (!IDENTIFIER_CHAR.test(after) && (sigil || !IDENTIFIER_CHAR.test(before))) return true
    from = at + 1
  }
}

/**
 * Whether the title names the identifier itself, not one of its members or variants: "Web API: IntersectionObserver"
 * (searched with its words after it: "Intersection Observer"), not "IntersectionObserver.delay", "IntersectionObserver,
 * constructor" nor, for `import`, "Import maps".
 */
const titleIs = (title: string, { id, called }: QueryIdentifier): boolean => {
  const name = title.slice(title.indexOf(": ") + 1).trimStart()
  if (called) return name === `${id}()`
  const words = name.startsWith(`${id} `) ? name.slice(id.length + 1) : ""
  return name === id || name === `${id}()` || words.replaceAll(" ", "") === id
}

/**
 * Stable: entries whose title holds more of the question's identifiers (by weight) first, an entry named by one
 * before its members, then the search order.
 */
const byIdentifier = <R extends { readonly id: unknown }>(
  results: ReadonlyArray<R>,
  identifiers: ReadonlyArray<QueryIdentifier>,
  titles: (id: unknown) => string
): ReadonlyArray<R> => {
  if (identifiers.length === 0) return results
  const hits = (result: R): number => {
    const title = titles(result.id).toLowerCase()
    return identifiers.reduce(
      (sum, identifier) =>
        sum + (titleHolds(title, identifier.id) ? identifier.weight : 0) + (titleIs(title, identifier) ? 0.5 : 0),
      0
    )
  }
  return results
    .map((result, order) => ({ result, order, hits: hits(result) }))
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .map((r) => r.result)
}

/**
 * The entries the best-ranked result stands for, moved right after it (in their own order): a question naming a
 * feature group by the words people use ("container queries") finds the pages of the interfaces it is made of
 * (`@container`), whose titles name them by code, before other groups whose names only share the words ("Name-only
 * container queries"). Only entries the search found move: a covered key matching none of the question's words stays
 * out.
 */
const withCoveredNext = <R extends { readonly id: unknown }>(
  results: ReadonlyArray<R>,
  entries: ReadonlyArray<CorpusEntry>
): ReadonlyArray<R> => {
  const covers = new Set(entries[results[0]?.id as number]?.covers ?? [])
  if (covers.size === 0) return results
  const covered = (result: R): boolean => covers.has(entries[result.id as number]?.key ?? "")
  return [results[0]!, ...results.slice(1).filter(covered), ...results.slice(1).filter((r) => !covered(r))]
}

export const make = (entries: ReadonlyArray<CorpusEntry>, options: Options = {}): CorpusIndex => {
  const stopWords: ReadonlySet<string> = new Set(options.stopWords ?? ENGLISH_STOP_WORDS)
  const processTerm = (term: string): string | null => {
    const lower = term.toLowerCase()
    return lower.length > MAX_TERM_CHARS || stopWords.has(lower) ? null : lower
  }
  const miniSearch = new MiniSearch<{ id: number; title: string; text: string }>({
    fields: ["title", "text"],
    tokenize,
    processTerm,
    searchOptions
  })
  miniSearch.addAll(entries.map((entry, id) => ({ id, title: entry.title, text: entry.text })))

  const queryTerms = (query: string): string => {
    const terms = new Set<string>()
    for (const token of tokenize(query.slice(0, MAX_QUERY_CHARS).replace(LEADING_AUXILIARY, ""))) {
      const term = processTerm(token)
      if (term !== null) terms.add(term)
      if (terms.size >= MAX_QUERY_TERMS) break
    }
    return [...terms].join(" ")
  }

  const search = (query: string, limit: number): ReadonlyArray<Candidate> => {
    const wanted = Math.floor(limit)
    const terms = queryTerms(query)
    if (!(wanted >= 1) || terms.length === 0 || options.accepts?.(query) === false) return []
    const pages = new Set<string>()
    const found: Array<Candidate> = []
    const ranked = byIdentifier(
      miniSearch.search(terms),
      identifiersOf(query.slice(0, MAX_QUERY_CHARS)),
      (id) => entries[id as number]?.title ?? ""
    )
    for (const result of withCoveredNext(ranked, entries)) {
      for (const document of entries[result.id as number]?.documents ?? []) {
        if (pages.has(pageOf(document.url))) continue
        pages.add(pageOf(document.url))
        found.push(document)
        if (found.length >= wanted) return found
      }
    }
    return found
  }

  return { size: entries.reduce((sum, entry) => sum + entry.documents.length, 0), search }
}
