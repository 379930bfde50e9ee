import { Redacted } from "effect"

/** Whatever we quote must not carry a key, even if the upstream (or a proxy) echoed request headers back. */
export const scrub = (text: string, secrets: ReadonlyArray<Redacted.Redacted<string>>): string =>
  secrets.reduce((scrubbed, secret) => {
    const value = Redacted.value(secret)
    return value === "" ? scrubbed : scrubbed.split(value).join("<redacted>")
  }, text)
