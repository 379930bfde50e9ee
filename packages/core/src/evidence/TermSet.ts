import type { TermShape } from "./TermShape.ts"

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
