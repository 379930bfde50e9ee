import type { IncomingHttpHeaders } from "node:http"
import { type FetchedPage, PageFetchError, PageFetcher } from "@evidence-pack/core"
import { Config, Duration, Effect, Layer, Schema, Semaphore } from "effect"
import { decodeBody } from "./Charset.ts"
import { DEFAULT_MAX_REDIRECTS, DEFAULT_USER_AGENT, type Options } from "./FetchOptions.ts"
import { httpGet, type RawResponse } from "./HttpGet.ts"
import { parsePage } from "./PageParser.ts"
import { safeTarget } from "./SafeTarget.ts"

const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308])
const HTML_TYPES: ReadonlySet<string> = new Set(["text/html", "application/xhtml+xml"])

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

const mediaType = (headers: IncomingHttpHeaders): string =>
  (header(headers, "content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? ""

const isHtmlSuccess = (status: number, headers: IncomingHttpHeaders): boolean =>
  status >= 200 && status <= 299 && HTML_TYPES.has(mediaType(headers))

/** Pages rendered per request send the request time as Last-Modified: that says nothing about the content. */
const lastModified = (headers: IncomingHttpHeaders): string | undefined => {
  const value = header(headers, "last-modified")
  return value !== undefined && value !== header(headers, "date") ? value : undefined
}

const toPage = (url: URL, response: RawResponse): FetchedPage => {
  const contentType = mediaType(response.headers)
  const html = isHtmlSuccess(response.status, response.headers)
  const parsed = html
    ? parsePage(decodeBody(response.body, header(response.headers, "content-type") ?? ""), url.href)
    : { text: "", metadata: {} }
  return {
    finalUrl: url.href,
    status: response.status,
    contentType,
    text: parsed.text,
    truncated: response.truncated,
    metadata: parsed.metadata,
    lastModified: lastModified(response.headers)
  }
}

const startUrl = (requested: string): Effect.Effect<URL, PageFetchError> =>
  Effect.try({
    try: () => new URL(requested),
    catch: () => new PageFetchError({ url: requested, reason: "invalid_url", message: `${requested}: not a URL` })
  })

/** The next hop of a redirect, resolved against the current URL. */
const nextHop = (current: URL, location: string | undefined, requested: string): Effect.Effect<URL, PageFetchError> =>
  Effect.try({
    try: () => new URL(location ?? "", current),
    catch: () =>
      new PageFetchError({ url: requested, reason: "invalid_url", message: `redirect to an invalid URL: ${location}` })
  })

/**
 * Fetches one page: every hop (the first and each redirect, at most `maxRedirects`) is resolved and checked by
 * `safeTarget` before a byte is sent, then requested from the pinned address. Only a 2xx HTML body is read.
 */
const fetchPage = (requested: string, options: Options): Effect.Effect<FetchedPage, PageFetchError> =>
  Effect.gen(function* () {
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS
    const get = {
      maxBytes: options.maxBytes,
      userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
      wantBody: isHtmlSuccess
    }
    let current = yield* startUrl(requested)
    for (let hop = 0; ; hop++) {
      current.hash = ""
      const target = yield* safeTarget(current, requested, options)
      const response = yield* httpGet(current, target, requested, get)
      if (!REDIRECTS.has(response.status) || header(response.headers, "location") === undefined) {
        return toPage(current, response)
      }
      if (hop >= maxRedirects) {
        return yield* Effect.fail(
          new PageFetchError({
            url: requested,
            reason: "too_many_redirects",
            message: `more than ${maxRedirects} redirects`
          })
        )
      }
      current = yield* nextHop(current, header(response.headers, "location"), requested)
    }
  })

export const make = (options: Options): PageFetcher["Service"] => {
  const concurrency = Math.max(1, Math.floor(options.concurrency))
  const permits = Semaphore.makeUnsafe(concurrency)
  const timeout = (url: string) =>
    new PageFetchError({ url, reason: "timeout", message: `no complete answer within ${options.timeoutMs} ms` })
  return PageFetcher.of({
    concurrency,
    fetch: (url) =>
      fetchPage(url, options).pipe(
        Effect.timeoutOrElse({ duration: Duration.millis(options.timeoutMs), orElse: () => Effect.fail(timeout(url)) }),
        Semaphore.withPermits(permits, 1),
        Effect.withSpan("HttpPageFetcher.fetch", { attributes: { url } })
      )
  })
}

export const layer = (options: Options): Layer.Layer<PageFetcher> => Layer.succeed(PageFetcher, make(options))

const positiveInt = (name: string, fallback: number) =>
  Config.schema(
    Schema.Int.check(Schema.isGreaterThan(0, { message: `${name} must be a positive integer` })),
    name
  ).pipe(Config.withDefault(fallback))

/**
 * `LIVE_CHECK` ("on" or "off", default off): whether purchases fetch their candidates' pages at all. With it
 * on: `LIVE_CHECK_TIMEOUT_MS` (per page, redirects included; default 3000), `LIVE_CHECK_MAX_BYTES` (default
 * 512 KiB) and `LIVE_CHECK_CONCURRENCY` (default 8). Off provides no PageFetcher, so the purchase skips the
 * live check; that is why the layer's type promises nothing.
 */
export const layerConfig: Layer.Layer<never, Config.ConfigError> = Layer.unwrap(
  Effect.gen(function* () {
    const enabled = yield* Config.Literals(["on", "off"], "LIVE_CHECK").pipe(Config.withDefault("off" as const))
    const timeoutMs = yield* positiveInt("LIVE_CHECK_TIMEOUT_MS", 3000)
    const maxBytes = yield* positiveInt("LIVE_CHECK_MAX_BYTES", 512 * 1024)
    const concurrency = yield* positiveInt("LIVE_CHECK_CONCURRENCY", 8)
    const off: Layer.Layer<never> = Layer.empty
    return enabled === "on" ? layer({ timeoutMs, maxBytes, concurrency }) : off
  })
)
