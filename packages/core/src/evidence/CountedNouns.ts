import type { QueryAnalysis } from "./QueryAnalysis.ts"
import { termKey } from "./TermKey.ts"
import { isContentWord, STOPWORDS, stem } from "./Terms.ts"
import { NUMBER_WORDS } from "./TokenValues.ts"

/** What a "how many" question counts, as `countsIn` reads a text for it. */
export type Counting = Pick<QueryAnalysis, "countedNoun" | "termKeys">

/** A number as a text's tokens hold it: "15", "3,776" as "3776", "$7.25" as "7.25", "seven". */
const COUNT = /^\$?(\d[\d,]*(?:\.\d+)?)$/
/** Words between a number and the noun it counts: "8 CPU cores", "six efficiency cores", "15 players". */
const MAX_WORDS_TO_COUNTED_NOUN = 2
/** A number joined to a noun: "8-core", "12-minute". */
const JOINED_COUNT = /^(\d+|[a-z]+)-(\p{L}+)$/u

/**
 * The numbers of a sentence that count the noun a "how many" question asks about ("15" in "two teams of 15 players
 * each: eight forwards and seven backs"): the noun follows within a few words of the same clause, or is joined to the
 * number ("an 8-core CPU"). Of several, those counting it as the question does win: with no other words between, or
 * only the question's ("48 minutes", "8 CPU cores"), over "four performance cores" or a number joined to it, which
 * counts it in a part ("12-minute quarters", "a 15-stripe flag" of 1795). Empty when the question counts nothing.
 */
export const countingNumbers = (query: QueryAnalysis, text: string): ReadonlySet<string> => {
  const { asAsked, inPart } = countsIn(query, text)
  return asAsked.size > 0 ? asAsked : inPart
}

/** What a text's numbers count, for a "how many" question (see `countingNumbers`). */
export interface Counts {
  /** Numbers counting the asked noun with no other word between, or only the question's ("8 CPU cores"). */
  readonly asAsked: ReadonlySet<string>
  /** Numbers counting it in a part or through other words ("12-minute quarters", "14 red and white stripes"). */
  readonly inPart: ReadonlySet<string>
  /** Numbers right before another noun: "13" in "the 13 member states". */
  readonly otherNouns: ReadonlySet<string>
}

export const countsIn = (query: Counting, text: string): Counts => {
  const noun = query.countedNoun
  const counts = { asAsked: new Set<string>(), inPart: new Set<string>(), otherNouns: new Set<string>() }
  if (noun === undefined) return counts
  const isCounted = (word: string) => termKey(stem(word)) === noun
  const isAsked = (word: string) => query.termKeys.includes(termKey(stem(word)))
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => ({ word, bare: word.replace(/[^\p{L}\p{N}]+$/u, "") }))
  words.forEach(({ word, bare }, i) => {
    const joined = JOINED_COUNT.exec(bare)
    if (joined !== null && countOf(joined[1]!) !== undefined && isCounted(joined[2]!)) {
      counts.inPart.add(countOf(joined[1]!)!)
      return
    }
    const number = countOf(word)
    if (number === undefined) return
    const next = words[i + 1]?.bare
    const countsOther = next !== undefined && word === bare && isContentWord(next) && !isCounted(next) && !isAsked(next)
    if (countsOther && countOf(next) === undefined) counts.otherNouns.add(number)
    // Function words ("14 red and white stripes", "23 pairs of chromosomes") do not use up the words allowed between.
    let between = 0
    for (let j = i + 1; j < words.length && between <= MAX_WORDS_TO_COUNTED_NOUN; j++) {
      const { word: after, bare: afterBare } = words[j]!
      if (isCounted(afterBare)) (between === 0 ? counts.asAsked : counts.inPart).add(number)
      if (afterBare !== after || countOf(afterBare) !== undefined) break
      if (STOPWORDS.has(afterBare)) continue
      if (!isAsked(afterBare)) between++
    }
  })
  return counts
}

/** A count as a text's tokens hold it: "15", "3,776" as "3776", "$7.25" as "7.25", "seven"; else undefined. */
const countOf = (word: string): string | undefined =>
  COUNT.exec(word)?.[1]?.replaceAll(",", "") ?? (NUMBER_WORDS.has(word) ? word : undefined)
