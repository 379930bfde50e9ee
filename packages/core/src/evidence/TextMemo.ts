/**
 * A per-text memo for the analyses several stages read: relevance, spam checks, de-duplication and the answer
 * each look at the same titles and snippets within one validation. Every analysis memoized here is a pure
 * function of the text and is never mutated, so sharing it is safe; the memo is dropped whole when full, which
 * bounds memory without bookkeeping.
 */
export const textMemo = <A>(analyze: (text: string) => A, limit = 1024): ((text: string) => A) => {
  const memo = new Map<string, A>()
  return (text) => {
    const known = memo.get(text)
    if (known !== undefined) return known
    const result = analyze(text)
    if (memo.size >= limit) memo.clear()
    memo.set(text, result)
    return result
  }
}
