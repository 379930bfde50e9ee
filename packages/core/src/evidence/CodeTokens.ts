import { isWhitespace } from "./TokenValues.ts"

/**
 * The tokens of commands and code a text writes, lower-cased: flags, expressions and placeholders (`-m`,
 * `--include-untracked`, `*\/5`, `==`, `<newname>`) that word stems never hold (a stem reads `-m` as `m` and `*\/5`
 * as `5`). A how-to answer is often its command, and a page backing it writes the same flag or expression in its own
 * words.
 *
 * A token is a run of characters between whitespace (what splitting on `\s+` gives). Only a token holding a `HINT`
 * character can be code, so the text is scanned for those and only the tokens around them are read, in text order:
 * most prose holds none, and splitting it cost an array and a pattern test per word.
 */
export const codeTokensOf = (text: string): ReadonlySet<string> => {
  const found = new Set<string>()
  HINT.lastIndex = 0
  for (let hint = HINT.exec(text); hint !== null; hint = HINT.exec(text)) {
    const end = tokenEnd(text, hint.index)
    readCodeToken(text.slice(tokenStart(text, hint.index), end), found)
    HINT.lastIndex = end
  }
  if (text.includes("+") || text.includes("-")) {
    for (const combo of text.matchAll(KEY_COMBO)) found.add(keyComboForm(combo[0]))
  }
  return found
}

const MODIFIER = "(?:ctrl|control|cmd|command|⌘|alt|option|opt|shift|win|fn)"
/** Punctuation keys by name, as Apple writes them ("Command-Shift-Period"). */
const PUNCTUATION_KEYS: ReadonlyMap<string, string> = new Map([
  ["period", "."],
  ["comma", ","],
  ["semicolon", ";"],
  ["slash", "/"],
  ["backslash", "\\"],
  ["apostrophe", "'"],
  ["equals", "="]
])
/** A key: a modifier, a named key, a letter or digit, or a punctuation key ("Ctrl+;" enters today's date in Excel). */
const KEY = String.raw`(?:${MODIFIER}|f\d{1,2}|esc|tab|enter|return|delete|del|backspace|space|home|end|${[...PUNCTUATION_KEYS.keys()].join("|")}|[a-z0-9]|[;,.'/\\=\[\]\x60])`
/**
 * A key combination ("Ctrl + Shift + R", "⌘+Shift+r", "Shift+F5", Apple's "Shift-Command-3"): what a shortcut answer
 * writes, which a page backing it writes too, spaced and ordered its own way. Read wherever a `+` stands, whitespace
 * or not around it, or a `-` joins keys without whitespace.
 */
const KEY_COMBO = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${MODIFIER}(?:(?:\s*\+\s*${KEY})+|(?:-${KEY})+)(?![\p{L}\p{N}])`,
  "giu"
)

/** Each modifier by one name ("control" is "ctrl", "⌘" is "cmd"). */
const MODIFIER_NAMES: ReadonlyMap<string, string> = new Map([
  ["control", "ctrl"],
  ["command", "cmd"],
  ["⌘", "cmd"],
  ["option", "opt"]
])
/** The order modifiers are written in one form ("Shift-Command-3" and "Cmd+Shift+3" are one combination). */
const MODIFIER_ORDER: ReadonlyArray<string> = ["ctrl", "cmd", "alt", "opt", "shift", "win", "fn"]

/** One form per combination: lower case, unspaced, joined by `+`, modifiers by one name in one order, then the rest. */
const keyComboForm = (combo: string): string => {
  const keys = combo
    .toLowerCase()
    .split(/\s*[+-]\s*/)
    .map((key) => MODIFIER_NAMES.get(key) ?? PUNCTUATION_KEYS.get(key) ?? key)
  const modifiers = MODIFIER_ORDER.filter((modifier) => keys.includes(modifier))
  return [...modifiers, ...keys.filter((key) => !MODIFIER_ORDER.includes(key))].join("+")
}

/**
 * A character every code token holds: one of `CODE`'s, which no wrapping character is, or the dash a flag starts
 * with.
 */
const HINT = /[-*=<>{}|$~/\\]/g

/** Where the token holding `text[at]` starts. */
const tokenStart = (text: string, at: number): number => {
  let start = at
  while (start > 0 && !isWhitespace(text.charCodeAt(start - 1))) start--
  return start
}

/** Where the token holding `text[at]` ends. */
const tokenEnd = (text: string, at: number): number => {
  let end = at + 1
  while (end < text.length && !isWhitespace(text.charCodeAt(end))) end++
  return end
}

/** Adds the token, without its wrapping, when it is code, and the operators it writes. */
const readCodeToken = (raw: string, found: Set<string>): void => {
  const token = raw.replace(WRAPPING, "")
  if (!CODE.test(token) || PLAIN.test(token)) return
  found.add(token.toLowerCase())
  // "pkg==1.2.2" and "'SomePackage==1.0.4'" write one operator: a version pin, whatever the package.
  for (const operator of token.match(OPERATOR) ?? []) found.add(operator)
  const substitution = SUBSTITUTION.exec(token)
  if (substitution !== null) found.add(substitutionForm(substitution))
}

/**
 * A substitution (`:%s/foo/bar/g` in vim, `s/old/new/g` in sed or Perl): its pattern and replacement are placeholders
 * each page picks its own of, its range and flags are the command. Groups: range, separator, flags.
 */
const SUBSTITUTION = /^(:?[%.$,\d]*)s([/|#])[^/|#]*\2[^/|#]*\2([gimcIe\d]*)$/

/** One form per substitution command, whatever it substitutes: `:%s/…/…/g`. */
const substitutionForm = ([, range, separator, flags]: RegExpExecArray): string =>
  `${range}s${separator}…${separator}…${separator}${flags}`

/** Quotes, brackets and sentence punctuation around a token: "(-f)", "`OPTIONS`", "-m,". */
const WRAPPING = /^[("'`[]+|[)"'`\],.;:!?]+$/g
/** A flag, an operator or a token holding one: `-m`, `==`, `*\/5`, `a=b`, `<name>`, `~/.ssh`. */
const CODE = /^-{1,2}\p{L}|[*=<>{}|$~/\\]/u
/** An operator of two or more characters: `==`, `>=`, `&&`, `||`, `**`. */
const OPERATOR = /[=<>!~*|&]{2,}/g
/** Numbers, dates and fractions ("1/2", "2024/05"), and a lone dash or slash, say nothing of a command. */
const PLAIN = /^[\d./,-]*$/
