import { normalizeDomains } from "./DomainList.ts"
import { builtinHostClassifier, type HostClassifier } from "./HostClassifier.ts"

/** Every numeric threshold of the validator. */
export interface ValidationThresholds {
  /** Longest accepted URL, before and after normalization (characters). */
  readonly maxUrlLength: number
  /** Titles longer than this are cut at a word boundary with "…". */
  readonly maxTitleChars: number
  /** Snippets longer than this are cut at a word boundary with "…". */
  readonly maxSnippetChars: number
  /** A cleaned snippet shorter than this is `snippet_too_short`. */
  readonly minSnippetChars: number
  /** Share of the query's terms a candidate (title + snippet) must contain, else `off_topic`. */
  readonly minQueryTermCoverage: number
  /** Share of the query's specificity weight (rare words weigh more) a candidate must contain, else `off_topic`. */
  readonly minWeightedCoverage: number
  /**
   * A name of a run of names in the question ("Web Share API") held by at least this share of the candidates that
   * pass the per-candidate checks is context, not the subject ("Web" and "API" on a documentation site): a source
   * must hold one of the run's other names, else `missing_key_term` (see `lacksRunSubject`).
   */
  readonly contextNameShare: number
  /** Fewer checked candidates than this say too little about which names are context: the run rule is off. */
  readonly minCandidatesForContext: number
  /**
   * A rare key word fewer candidates than this hold (at most one, by default) is dropped when a refused pack is judged
   * again (a misspelling, slang or another wording; see `AbsentKeyWords.ts`). Calibrated on the relevance golden set:
   * 2 sells three more answerable questions than 1 with no wrongful sale; 3 sells two questions no candidate answers.
   */
  readonly minKeyWordCandidates: number
  /** Share of a text's words from the junk vocabulary (download, free, pdf, casino, ...) at which it is `spam`. */
  readonly spamVocabularyRatio: number
  /** Share of a text's content words taken by one repeated word at which it is keyword stuffing: `spam`. */
  readonly spamRepetitionRatio: number
  /** Share of function words below which a text of 20+ words is a keyword list or tag cloud: `spam`. */
  readonly minFunctionWordRatio: number
  /**
   * A source scoring below this share of the best answering source's relevance only mentions the topic
   * (a sibling feature, a page on a neighbouring subject): `weak_relevance`.
   */
  readonly minRelativeRelevance: number
  /**
   * Sources holding every key term of the question that must state the answer themselves; pages lacking one that
   * state its value or command make up the pack's three (see `corroborates`).
   */
  readonly minKeyedSupporters: number
  /** Sold sources must sit on at least this many distinct sites, else `insufficient_distinct_sources`. */
  readonly minDistinctSources: number
  /** A date later than `now` plus this is `date_in_future` (a date without a time gets one more day). */
  readonly futureSkewSeconds: number
  /** Dates before this instant (epoch ms) are placeholders ("0001-01-01", the Unix epoch): `date_invalid`. */
  readonly oldestDateMs: number
  /** Word shingle length used to compare snippets. */
  readonly shingleSize: number
  /** Shingle Jaccard similarity at or above which two snippets are `duplicate_content`. */
  readonly nearDuplicateJaccard: number
  /** Share of the smaller snippet's shingles found in the other at or above which it is a copy (mirrors, excerpts). */
  readonly nearDuplicateContainment: number
  /**
   * Snippets whose SimHash fingerprints (128 bits, over words) differ in at most this many bits are
   * `duplicate_content`: catches copies with words swapped, which break many shingles at once. 0 turns it off.
   * On the golden set paraphrased copies differ in at most 23 bits and distinct texts in at least 33.
   */
  readonly nearDuplicateSimHashBits: number
  /** Longest answer (UTF-16 code units). */
  readonly maxAnswerChars: number
  /** Share of a statement's key terms a source must contain to count as supporting it. */
  readonly answerSupportRatio: number
  /**
   * Amounts with a unit this close (relative difference) state one amount whatever their digits: sources measure
   * a quantity a little differently (464 °C and 465 °C). Counts have no unit and always agree exactly.
   */
  readonly amountAgreement: number
  /**
   * Amounts that agree at the coarser precision of the two ("28,000 km/h" and "17,500 mph") may differ this much
   * (relative) at most: "2 km" rounds to include "1 mile" (1.6 km) but is 20% off.
   */
  readonly roundedAmountGap: number
  /** Live check: share of the snippet's key terms the fetched page's text must contain. */
  readonly liveSnippetTermCoverage: number
}

/** Every tunable of the validator. Callers pass a `Partial`; anything missing or nonsensical falls back. */
export interface ValidationOptions extends ValidationThresholds {
  /** Host facts (IP literal, registrable domain, known suffix); the `tldts` adapter supplies a list-backed one. */
  readonly classifyHost: HostClassifier
  /** Operator blocklist: these domains and their subdomains are `url_domain_blocked`. */
  readonly blockedDomains: ReadonlyArray<string>
  /** Operator allowlist: when non-empty, any other domain is `url_domain_not_allowed`. */
  readonly allowedDomains: ReadonlyArray<string>
}

/** The thresholds and policies the service runs with; override any of them with `resolveValidationOptions`. */
export const defaultValidationOptions: ValidationOptions = {
  maxUrlLength: 2048,
  maxTitleChars: 200,
  maxSnippetChars: 500,
  minSnippetChars: 40,
  minQueryTermCoverage: 0.25,
  minWeightedCoverage: 0.5,
  contextNameShare: 0.8,
  minCandidatesForContext: 5,
  minKeyWordCandidates: 2,
  spamVocabularyRatio: 0.12,
  spamRepetitionRatio: 0.25,
  minFunctionWordRatio: 0.06,
  minDistinctSources: 2,
  minKeyedSupporters: 2,
  minRelativeRelevance: 0.45,
  futureSkewSeconds: 3600,
  oldestDateMs: Date.UTC(1990, 0, 1),
  shingleSize: 3,
  nearDuplicateJaccard: 0.6,
  nearDuplicateContainment: 0.85,
  nearDuplicateSimHashBits: 26,
  maxAnswerChars: 300,
  answerSupportRatio: 0.6,
  amountAgreement: 0.005,
  roundedAmountGap: 0.02,
  liveSnippetTermCoverage: 0.6,
  classifyHost: builtinHostClassifier,
  blockedDomains: [],
  allowedDomains: []
}

/** Inclusive bounds that keep every option meaningful (an answer cap of 0 could not hold a non-empty answer). */
const bounds: { readonly [K in keyof ValidationThresholds]: readonly [number, number] } = {
  maxUrlLength: [32, 65_536],
  maxTitleChars: [16, 10_000],
  maxSnippetChars: [40, 10_000],
  minSnippetChars: [0, 10_000],
  minQueryTermCoverage: [0, 1],
  minWeightedCoverage: [0, 1],
  contextNameShare: [0.05, 1],
  minCandidatesForContext: [1, 1000],
  minKeyWordCandidates: [0, 1000],
  spamVocabularyRatio: [0.01, 1],
  spamRepetitionRatio: [0.01, 1],
  minFunctionWordRatio: [0, 1],
  minDistinctSources: [1, 10],
  minKeyedSupporters: [1, 10],
  minRelativeRelevance: [0, 1],
  futureSkewSeconds: [0, 31_536_000],
  oldestDateMs: [-8.64e15, 8.64e15],
  shingleSize: [1, 8],
  nearDuplicateJaccard: [0.05, 1],
  nearDuplicateContainment: [0.05, 1],
  nearDuplicateSimHashBits: [0, 64],
  maxAnswerChars: [40, 10_000],
  answerSupportRatio: [0, 1],
  amountAgreement: [0, 0.5],
  roundedAmountGap: [0, 0.5],
  liveSnippetTermCoverage: [0, 1]
}

const integral = new Set<keyof ValidationThresholds>([
  "maxUrlLength",
  "maxTitleChars",
  "maxSnippetChars",
  "shingleSize",
  "nearDuplicateSimHashBits",
  "minDistinctSources",
  "minKeyedSupporters",
  "minCandidatesForContext",
  "minKeyWordCandidates"
])

const resolveThresholds = (overrides: Partial<ValidationOptions>): ValidationThresholds => {
  const out: Record<keyof ValidationThresholds, number> = { ...defaultValidationOptions }
  for (const key of Object.keys(bounds) as Array<keyof ValidationThresholds>) {
    const value: unknown = overrides[key]
    if (typeof value !== "number" || Number.isNaN(value)) continue
    const [min, max] = bounds[key]
    const clamped = Math.min(max, Math.max(min, value))
    out[key] = integral.has(key) ? Math.floor(clamped) : clamped
  }
  return out
}

/**
 * A configured classifier, made total: one that throws or answers nonsense classifies the host as unusable
 * (so the URL is refused) rather than breaking validation.
 */
const totalClassifier = (classify: HostClassifier): HostClassifier => {
  if (classify === builtinHostClassifier) return classify
  return (host) => {
    try {
      const value: unknown = classify(host)
      if (typeof value === "object" && value !== null) {
        const c = value as Partial<Record<keyof ReturnType<HostClassifier>, unknown>>
        const domain = c.registrableDomain
        return {
          ip: c.ip === true,
          ipRange: typeof c.ipRange === "string" ? c.ipRange : undefined,
          registrableDomain: typeof domain === "string" && domain.length > 0 ? domain.toLowerCase() : null,
          publicSuffixKnown: c.publicSuffixKnown === true,
          specialUse: c.specialUse !== false
        }
      }
    } catch {
      // fall through: an unusable answer
    }
    return { ip: false, registrableDomain: null, publicSuffixKnown: false, specialUse: true }
  }
}

/** Merges overrides onto the defaults, ignoring values of the wrong type and clamping numbers into range. Total. */
export const resolveValidationOptions = (overrides?: Partial<ValidationOptions> | undefined): ValidationOptions => {
  if (typeof overrides !== "object" || overrides === null) return defaultValidationOptions
  const classify = typeof overrides.classifyHost === "function" ? overrides.classifyHost : builtinHostClassifier
  return {
    ...resolveThresholds(overrides),
    classifyHost: totalClassifier(classify),
    blockedDomains: normalizeDomains(overrides.blockedDomains),
    allowedDomains: normalizeDomains(overrides.allowedDomains)
  }
}
