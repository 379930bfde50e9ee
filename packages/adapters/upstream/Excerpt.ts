/** Error messages quote this much of a body: enough to recognise an HTML error page or a JSON error. */
export const EXCERPT_CHARS = 200

/** A body folded onto one line and cut to EXCERPT_CHARS, for an error message. Scrub it first. */
export const excerptOf = (text: string): string => {
  const folded = text.replace(/\s+/g, " ").trim()
  if (folded === "") return "(empty body)"
  return folded.length > EXCERPT_CHARS ? `${folded.slice(0, EXCERPT_CHARS)}…` : folded
}
