import { KeyTable } from "./KeyTable.ts"
import { termKey } from "./TermKey.ts"
import { isNumeric, STOPWORDS, stem } from "./Terms.ts"

/**
 * What checks read of a term besides its identity, packed in one integer so a text carries it per word without a
 * string: the term's first UTF-16 unit (acronyms are spelt out by initials), its length counted up to 3 (one- and
 * two-letter words are no content), whether it holds a digit, and whether it is a stopword or a function word.
 * The first three are its spelling, read as it is tokenized; the kinds are looked up by key once per distinct term.
 */
export type TermShape = number

const LENGTH_SHIFT = 16
const NUMERIC = 1 << 18
const STOPWORD = 1 << 19
const FUNCTION_WORD = 1 << 20

/** The kinds of each stopword and stopword stem (stemmed: "does" is "doe"), by key. */
const KINDS = new KeyTable(512)
for (const word of STOPWORDS) KINDS.set(termKey(stem(word)), FUNCTION_WORD)
for (const word of STOPWORDS) KINDS.set(termKey(word), STOPWORD | FUNCTION_WORD)

/** A term's spelling: its first unit, its length and whether it holds a digit. */
export const spelling = (first: number, length: number, numeric: boolean): TermShape =>
  first | (Math.min(length, 3) << LENGTH_SHIFT) | (numeric ? NUMERIC : 0)

/** The spelling with the term's kinds, looked up by its key. */
export const withKinds = (key: number, spelt: TermShape): TermShape => spelt | Math.max(0, KINDS.get(key))

/** The shape of a term given as a string. */
export const shapeOf = (term: string): TermShape =>
  withKinds(termKey(term), spelling(term.charCodeAt(0), term.length, isNumeric(term)))

export const firstUnit = (shape: TermShape): number => shape & 0xffff
/** The term's length, counted up to 3. */
export const shortLength = (shape: TermShape): number => (shape >>> LENGTH_SHIFT) & 3
export const isNumericShape = (shape: TermShape): boolean => (shape & NUMERIC) !== 0
/** One of `STOPWORDS` as written. */
export const isStopwordShape = (shape: TermShape): boolean => (shape & STOPWORD) !== 0
/** A stopword or a stopword's stem ("doe" for "does"): never a statement's fact. */
export const isFunctionShape = (shape: TermShape): boolean => (shape & FUNCTION_WORD) !== 0
