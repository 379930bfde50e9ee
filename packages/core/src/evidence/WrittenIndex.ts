import type { CheckedCandidate } from "./CheckedCandidate.ts"
import { KeyTable } from "./KeyTable.ts"
import { termKey } from "./TermKey.ts"

/**
 * Positions of the sources stating each string as written (their snippet's numbers and identifiers, the year their
 * news is dated by, their title's and snippet's stems), for one list of sources, by key (`termKey`): a stem is held
 * as its key, and a value or a name is keyed to be looked up the same way. Built once per answer, so each sentence's
 * facts are looked up once each, not once per source.
 */
export class WrittenIndex {
  /**
   * Where each key's holders are, in a table reused by every index: one answer is chosen at a time, to its end, and
   * a table allocated per answer lives outside the JavaScript heap (it cost more than the lookups).
   */
  private static readonly positions = new KeyTable(256)
  private readonly positions = WrittenIndex.positions
  private readonly holders: Array<Array<number>> = []

  /** `yearOf` gives the year a source's news is dated by, when its snippet states none (see `Answer.ts`). */
  constructor(sources: ReadonlyArray<CheckedCandidate>, yearOf: (source: CheckedCandidate) => string | undefined) {
    this.positions.clear()
    sources.forEach((source, i) => {
      const year = yearOf(source)
      const { numbers, identifiers, terms } = source.snippetTokens
      for (const text of numbers) this.add(termKey(text), i)
      if (year !== undefined) this.add(termKey(year), i)
      for (const text of identifiers) this.add(termKey(text), i)
      for (const key of terms.keys) this.add(key, i)
      for (const key of source.titleTokens.terms.keys) this.add(key, i)
    })
  }

  /** Most keys are new to the index: one probe (`getOrSet`) finds or places each. */
  private add(key: number, source: number): void {
    const at = this.positions.getOrSet(key, this.holders.length)
    if (at < 0) {
      this.holders.push([source])
      return
    }
    const holders = this.holders[at]!
    if (holders[holders.length - 1] !== source) holders.push(source)
  }

  /** The sources holding the key, in order. */
  get(key: number): ReadonlyArray<number> {
    const at = this.positions.get(key)
    return at < 0 ? [] : this.holders[at]!
  }
}
