import type { CheckedCandidate } from "./CheckedCandidate.ts"

/**
 * A reading of a checked source (its measures, its commands, its address's tokens), made once per source however
 * many sentences and values of one validation ask for it. Held weakly: it goes with the source.
 */
export const perSource = <A>(read: (source: CheckedCandidate) => A): ((source: CheckedCandidate) => A) => {
  const known = new WeakMap<CheckedCandidate, A>()
  return (source) => {
    if (known.has(source)) return known.get(source) as A
    const value = read(source)
    known.set(source, value)
    return value
  }
}
