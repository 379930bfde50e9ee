/**
 * The tokens of commands and code a text writes, lower-cased: flags, expressions and placeholders (`-m`,
 * `--include-untracked`, `*\/5`, `==`, `<newname>`) that word stems never hold (a stem reads `-m` as `m` and `*\/5`
 * as `5`). A how-to answer is often its command, and a page backing it writes the same flag or expression in its own
 * words.
 */
export const codeTokensOf = (text: string): ReadonlySet<string> => {
  const found = new Set<string>()
  for (const raw of text.split(/\s+/)) {
    const token = raw.replace(WRAPPING, "")
    if (!CODE.test(token) || PLAIN.test(token)) continue
    found.add(token.toLowerCase())
    // "pkg==1.2.2" and "'SomePackage==1.0.4'" write one operator: a version pin, whatever the package.
    for (const operator of token.match(OPERATOR) ?? []) found.add(operator)
  }
  return found
}

/** Quotes, brackets and sentence punctuation around a token: "(-f)", "`OPTIONS`", "-m,". */
const WRAPPING = /^[("'`[]+|[)"'`\],.;:!?]+$/g
/** A flag, an operator or a token holding one: `-m`, `==`, `*\/5`, `a=b`, `<name>`, `~/.ssh`. */
const CODE = /^-{1,2}\p{L}|[*=<>{}|$~/\\]/u
/** An operator of two or more characters: `==`, `>=`, `&&`, `||`, `**`. */
const OPERATOR = /[=<>!~*|&]{2,}/g
/** Numbers, dates and fractions ("1/2", "2024/05"), and a lone dash or slash, say nothing of a command. */
const PLAIN = /^[\d./,-]*$/
