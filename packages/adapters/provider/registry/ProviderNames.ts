/**
 * `EVIDENCE_PROVIDER` as an operator writes it: one name or a comma-separated list, any case, any spacing.
 * Unset or blank is the offline corpus. Repeats are dropped (asking one upstream twice buys nothing).
 */
export const DEFAULT_PROVIDER = "corpus"

export const parseProviderNames = (value: string): ReadonlyArray<string> => {
  const names = value
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "")
  return names.length === 0 ? [DEFAULT_PROVIDER] : [...new Set(names)]
}
