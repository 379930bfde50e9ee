import { KeyTable } from "./KeyTable.ts"
import { type TermShape, withKinds } from "./TermShape.ts"

/**
 * A text's distinct terms as keys (`TermKey`), in the order they first occur, with how often each occurs and its
 * shape. Texts hold a few dozen terms, so a lookup scans them.
 */
export class TermSet {
  readonly keys: Array<number> = []
  readonly counts: Array<number> = []
  readonly shapes: Array<TermShape> = []

  get size(): number {
    return this.keys.length
  }

  has(key: number): boolean {
    return this.keys.includes(key)
  }

  /** How often the term occurs in the text (0 when it does not). */
  count(key: number): number {
    const at = this.keys.indexOf(key)
    return at < 0 ? 0 : this.counts[at]!
  }
}

/** Reused by every call: `termSetOf` runs to its end before another can start, and clearing costs nothing. */
const positions = new KeyTable(256)

/**
 * The terms of a text's stems (keys, in text order, each with its spelling), and each stem's full shape: the kinds
 * are looked up once per distinct term.
 */
export const termSetOf = (
  stems: ReadonlyArray<number>,
  spellings: ReadonlyArray<TermShape>
): { readonly terms: TermSet; readonly shapes: ReadonlyArray<TermShape> } => {
  const terms = new TermSet()
  const shapes: Array<TermShape> = []
  positions.clear()
  stems.forEach((key, i) => {
    const at = positions.get(key)
    if (at >= 0) {
      terms.counts[at]! += 1
      shapes.push(terms.shapes[at]!)
      return
    }
    const shape = withKinds(key, spellings[i]!)
    positions.set(key, terms.keys.length)
    terms.keys.push(key)
    terms.counts.push(1)
    terms.shapes.push(shape)
    shapes.push(shape)
  })
  return { terms, shapes }
}
