import type { TextTokens } from "./TextTokens.ts"

/**
 * What kind of value the question asks for, when it asks for one: the answer (and every sold source) must state a
 * value of that kind. `none` asks for an explanation, a how-to or a definition: no value is required.
 */
export type AnswerType = "date" | "version" | "number" | "entity" | "yes_no" | "none"

const lower = (query: string): string => ` ${query.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, " ")} `

const DATE = / (?:when|what year|which year|what date|which date|since when|release date|how long ago) /
const VERSION =
  / (?:which|what) (?:version|versions|release|releases|browser|browsers|chrome|firefox|safari|edge|node|python) | since which | first (?:version|release) | minimum version /
const BROWSER_SUPPORT = / (?:browser|browsers) (?:support|supports|ship|ships) | supported (?:in|by) |^ can i use /
/** "Does Safari support ...", "Is ... supported in Firefox": a question about browser versions. */
const NAMES_BROWSER = / (?:chrome|firefox|safari|edge|opera|browser|browsers|node|deno|bun) /
const ASKS_SUPPORT = / (?:support|supports|supported|ship|ships|shipped) /
const NUMBER =
  / (?:how many|how much|how long|how big|how large|how fast|how old|how far|how tall|how high|how deep|how heavy|what percentage|what percent|what share|what fraction|what is the (?:price|cost|size|population|number|length|limit|maximum|minimum|rate)) /
const ENTITY = /^ (?:who|whom|whose|which (?:company|organisation|organization|person|team|group)) /
const YES_NO = /^ (?:is|are|does|do|did|can|could|should|was|were|will|has|have) /

/** Reads the answer type off the question's wording; English only, and `none` when unsure. */
export const answerTypeOf = (query: string): AnswerType => {
  const text = lower(query)
  if (DATE.test(text)) return "date"
  // "Who wrote the first version of Git?" asks for a person, whatever version it names.
  if (ENTITY.test(text)) return "entity"
  if (VERSION.test(text) || BROWSER_SUPPORT.test(text)) return "version"
  if (NAMES_BROWSER.test(text) && ASKS_SUPPORT.test(text)) return "version"
  if (NUMBER.test(text)) return "number"
  if (ENTITY.test(text)) return "entity"
  if (YES_NO.test(text)) return "yes_no"
  return "none"
}

/**
 * Whether a text states a value of the type: a year for a date, a number for an amount, a number or a list of
 * names for a version ("Chrome 105", "Chrome, Firefox and Safari"), a name for an entity.
 */
export const statesValueOf = (type: AnswerType, tokens: TextTokens): boolean => {
  switch (type) {
    case "date":
      return tokens.years.size > 0
    case "version":
      // "Which browsers support X" is answered by version numbers or by the list of browsers that ship it.
      return tokens.numbers.size > 0 || tokens.nameList
    case "number":
      return tokens.numbers.size > 0
    case "entity":
      return tokens.capitalized > 0
    default:
      return true
  }
}
