import { Config, ConfigProvider, Effect, Option, Redacted } from "effect"

/**
 * Environment variables of the search adapters, read the same way for each: a blank variable counts as unset
 * (`BRAVE_API_KEY=` in an .env file means "no key"), and a missing required one fails start-up with a message that
 * names it. Keys stay `Redacted` from here on.
 */

const fail = (message: string) => Effect.fail(new Config.ConfigError(new ConfigProvider.SourceError({ message })))

const nonBlank = <A>(config: Config.Config<A>, text: (a: A) => string): Config.Config<Option.Option<A>> =>
  Config.option(config).pipe(Config.map((value) => Option.filter(value, (a) => text(a).trim() !== "")))

/** A secret the adapter cannot work without; `purpose` completes "… is not set: <purpose>". */
export const requiredSecret = (name: string, purpose: string): Config.Config<Redacted.Redacted<string>> =>
  nonBlank(Config.Redacted(name), Redacted.value).pipe(
    Config.mapEffect((value) =>
      Option.isSome(value) ? Effect.succeed(value.value) : fail(`${name} is not set: ${purpose}`)
    )
  )

export const optionalSecret = (name: string): Config.Config<Redacted.Redacted<string> | undefined> =>
  nonBlank(Config.Redacted(name), Redacted.value).pipe(Config.map(Option.getOrUndefined))

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s?#]*$/

const checkedUrl = (name: string, value: string) =>
  HTTP_URL.test(value.trim())
    ? Effect.succeed(value.trim().replace(/\/+$/, ""))
    : fail(`${name} must be an http(s) base URL without query or fragment`)

/** A base URL with the API's public address as the default (a proxy, a regional endpoint, a test server). */
export const baseUrl = (name: string, fallback: string): Config.Config<string> =>
  nonBlank(Config.String(name), (value) => value).pipe(
    Config.mapEffect((value) =>
      checkedUrl(
        name,
        Option.getOrElse(value, () => fallback)
      )
    )
  )

/** A base URL with no sensible default (a self-hosted service). */
export const requiredUrl = (name: string, purpose: string): Config.Config<string> =>
  nonBlank(Config.String(name), (value) => value).pipe(
    Config.mapEffect((value) =>
      Option.isSome(value) ? checkedUrl(name, value.value) : fail(`${name} is not set: ${purpose}`)
    )
  )
