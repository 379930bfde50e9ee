/** undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND, ...) in `cause`. */
export const describeFetchError = (cause: unknown): string => {
  if (!(cause instanceof Error)) return String(cause)
  const inner = cause.cause instanceof Error ? cause.cause : undefined
  const code = inner !== undefined && "code" in inner ? String(inner.code) : undefined
  return [cause.message, code ?? inner?.message].filter((part) => part !== undefined && part !== "").join(": ")
}
