import { KeyTable } from "./KeyTable.ts"
import { wordHash } from "./SimHash.ts"
import { termKey } from "./TermKey.ts"
import { TermSet } from "./TermSet.ts"
import { spelling, type TermShape, withKinds } from "./TermShape.ts"
import { isNumeric, stem } from "./Terms.ts"
import type { TextTokens } from "./TextTokens.ts"

const NO_STRINGS: ReadonlySet<string> = new Set()
const NO_NUMBERS: ReadonlySet<number> = new Set()

/** "Chrome, Firefox, Safari and Edge": a list of three or more names. */
const NAME_LIST = /\p{Lu}[\p{L}\p{N}]*(?:, \p{Lu}[\p{L}\p{N}]*)+,? (?:and|or) \p{Lu}/u

/**
 * Where each distinct stem of the text being tokenized sits in its `TermSet`. Shared by every sink: a sink lives
 * within one synchronous tokenization, which never starts another, and clearing the table costs nothing.
 */
const positions = new KeyTable(256)

/** A text's tokens, as `TokenSink.finish` makes them; whether it lists names is read only when asked. */
class Tokens implements TextTokens {
  readonly stems: ReadonlyArray<number>
  readonly shapes: ReadonlyArray<TermShape>
  readonly terms: TermSet
  readonly identifiers: ReadonlySet<string>
  readonly years: ReadonlySet<number>
  readonly numbers: ReadonlySet<string>
  readonly capitalized: number
  readonly wordCount: number
  readonly wordHashes: ReadonlyArray<number>
  private readonly text: string
  private listsNames: boolean | undefined

  constructor(sink: TokenSink, text: string, wordHashes: ReadonlyArray<number>) {
    this.stems = sink.stems
    this.shapes = sink.shapes
    this.terms = sink.terms
    this.identifiers = sink.identifiers ?? NO_STRINGS
    this.years = sink.years ?? NO_NUMBERS
    this.numbers = sink.numbers ?? NO_STRINGS
    this.capitalized = sink.capitalized
    this.wordCount = sink.wordCount
    this.wordHashes = wordHashes
    this.text = text
  }

  /** Only version questions ask, and a list needs ", " between its names: most texts never run the pattern. */
  get nameList(): boolean {
    this.listsNames ??= this.text.includes(", ") && NAME_LIST.test(this.text)
    return this.listsNames
  }
}

/** What tokenizing one text gathers, token by token; `finish` makes its `TextTokens`. */
export class TokenSink {
  readonly stems: Array<number> = []
  readonly shapes: Array<TermShape> = []
  readonly terms = new TermSet()
  identifiers: Set<string> | undefined
  years: Set<number> | undefined
  numbers: Set<string> | undefined
  capitalized = 0
  /** The previous token's value when it was a plain decimal: a scale word after it multiplies it. */
  previousNumber: number | undefined
  wordCount = 0
  /**
   * Filled word by word for ASCII text, whose word parts are its `words`; other text hashes `words` separately
   * (they split unspaced scripts into bigrams and lower-case the text as a whole).
   */
  readonly wordHashes: Array<number> | undefined

  constructor(hashesWords: boolean) {
    this.wordHashes = hashesWords ? [] : undefined
    positions.clear()
  }

  /** A stem, by key and spelling (see `TermShape`). */
  addStem(key: number, spelt: TermShape): void {
    this.stems.push(key)
    this.shapes.push(this.count(key, spelt, false))
  }

  /** A stem, by key and shape with its kinds already read (`WordStems` keeps them so). */
  addShapedStem(key: number, shape: TermShape): void {
    this.stems.push(key)
    this.shapes.push(this.count(key, shape, true))
  }

  /**
   * Counts the stem in `terms`, whose kinds are read once per distinct term unless `kinded` says the shape has them;
   * returns its shape.
   */
  private count(key: number, spelt: TermShape, kinded: boolean): TermShape {
    const { keys, counts, shapes } = this.terms
    const at = positions.getOrSet(key, keys.length)
    if (at >= 0) {
      counts[at]! += 1
      return shapes[at]!
    }
    const shape = kinded ? spelt : withKinds(key, spelt)
    keys.push(key)
    counts.push(1)
    shapes.push(shape)
    return shape
  }

  /** A word part (lower case) of a token, as a string: its stem, and its hash when the sink gathers them. */
  addWord(word: string): void {
    const stemmed = stem(word)
    this.addStem(termKey(stemmed), spelling(stemmed.charCodeAt(0), stemmed.length, isNumeric(stemmed)))
    this.wordHashes?.push(wordHash(word))
  }

  addNumber(value: string): void {
    this.numbers ??= new Set()
    this.numbers.add(value)
  }

  addYear(year: number): void {
    this.years ??= new Set()
    this.years.add(year)
  }

  addIdentifier(form: string): void {
    this.identifiers ??= new Set()
    this.identifiers.add(form)
  }

  /** The tokens gathered from `text` (its NFKC form), with the text's `words` hashed. */
  finish(text: string, wordHashes: ReadonlyArray<number>): TextTokens {
    return new Tokens(this, text, wordHashes)
  }
}
