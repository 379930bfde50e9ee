/**
 * Markup a question writes its subject in: an attribute given a value (`hidden="until-found"`), a declaration
 * (`position: sticky`, `Cache-Control: immutable`), a quoted value (`"plaintext-only"`). Both parts name the subject.
 */

/** `name="value"` or `name=value` in markup: an attribute given a value (`hidden="until-found"`). */
const ATTRIBUTE_VALUE = /\b([A-Za-z][\w-]*)=["']?[\w-]+/g
/**
 * `position: sticky`, `Cache-Control: immutable`: a declaration names a property (or header) and its value, both the
 * subject. The property is lower case or hyphenated, so that "Note: ..." is no declaration.
 */
const DECLARATION = /(?<![\w-])((?:\p{L}+-)+\p{L}+|\p{Ll}+): ?(\p{Ll}[\p{Ll}\p{N}-]*)\b/gu
/** A quoted single token (`"plaintext-only"`): a value written as code, kept whole. */
const QUOTED_VALUE = /^"([\w-]+)"$/

/** The lower-case names and values of the question's attributes and declarations. */
export const markupNamesOf = (query: string): ReadonlySet<string> => {
  // Most questions write neither an "=" nor a ":", and then neither pattern need be run.
  const names = new Set(
    query.includes("=") ? Array.from(query.matchAll(ATTRIBUTE_VALUE), (m) => (m[1] ?? "").toLowerCase()) : []
  )
  if (!query.includes(":")) return names
  for (const [, property, value] of query.matchAll(DECLARATION)) {
    names.add((property ?? "").toLowerCase())
    names.add((value ?? "").toLowerCase())
  }
  return names
}

/** The value inside a quoted single token (`"plaintext-only"` -> `plaintext-only`), if the token is one. */
export const quotedValueOf = (token: string): string | undefined =>
  token.startsWith('"') ? QUOTED_VALUE.exec(token)?.[1] : undefined
