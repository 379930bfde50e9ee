/** Every tunable threshold of the validator. Callers pass a `Partial`; anything missing or nonsensical falls back. */
export interface ValidationOptions {
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
  /** Longest answer (UTF-16 code units). */
  readonly maxAnswerChars: number
  /** Share of a statement's key terms a source must contain to count as supporting it. */
  readonly answerSupportRatio: number
}

export const defaultValidationOptions: ValidationOptions = {
  maxUrlLength: 2048,
  maxTitleChars: 200,
  maxSnippetChars: 500,
  minSnippetChars: 40,
  minQueryTermCoverage: 0.25,
  futureSkewSeconds: 3600,
  oldestDateMs: Date.UTC(1990, 0, 1),
  shingleSize: 3,
  nearDuplicateJaccard: 0.6,
  nearDuplicateContainment: 0.85,
  maxAnswerChars: 300,
  answerSupportRatio: 0.6
}

/** Inclusive bounds that keep every option meaningful (an answer cap of 0 could not hold a non-empty answer). */
const bounds: { readonly [K in keyof ValidationOptions]: readonly [number, number] } = {
  maxUrlLength: [32, 65_536],
  maxTitleChars: [16, 10_000],
  maxSnippetChars: [40, 10_000],
  minSnippetChars: [0, 10_000],
  minQueryTermCoverage: [0, 1],
  futureSkewSeconds: [0, 31_536_000],
  oldestDateMs: [-8.64e15, 8.64e15],
  shingleSize: [1, 8],
  nearDuplicateJaccard: [0.05, 1],
  nearDuplicateContainment: [0.05, 1],
  maxAnswerChars: [40, 10_000],
  answerSupportRatio: [0, 1]
}

const integral = new Set<keyof ValidationOptions>(["maxUrlLength", "maxTitleChars", "maxSnippetChars", "shingleSize"])

/** Merges overrides onto the defaults, ignoring non-numbers and clamping into range. Total. */
export const resolveValidationOptions = (overrides?: Partial<ValidationOptions> | undefined): ValidationOptions => {
  const out: Record<keyof ValidationOptions, number> = { ...defaultValidationOptions }
  if (typeof overrides !== "object" || overrides === null) return out
  for (const key of Object.keys(bounds) as Array<keyof ValidationOptions>) {
    const value: unknown = overrides[key]
    if (typeof value !== "number" || Number.isNaN(value)) continue
    const [min, max] = bounds[key]
    const clamped = Math.min(max, Math.max(min, value))
    out[key] = integral.has(key) ? Math.floor(clamped) : clamped
  }
  return out
}
