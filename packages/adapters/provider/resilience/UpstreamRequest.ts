import { Clock, Effect, type Redacted } from "effect"
import { describeFetchError, excerptOf as excerptText, readCapped, scrub } from "../../upstream/index.ts"
import { retryAfterSeconds } from "./RetryAfter.ts"
import { UpstreamFailure } from "./UpstreamFailure.ts"

/**
 * One HTTP request to a search API and its JSON answer, or an UpstreamFailure that says why there is none and
 * whether another attempt could help. No deadline here: the resilience layer times each attempt out, and
 * interrupting this effect aborts the request (connection and body alike).
 */

/** No search answer is near this size; the cap stops a broken proxy from making us buffer megabytes. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024

export interface UpstreamRequest {
  /** Names the upstream in messages ("brave"). Messages never quote the URL: its query string holds the question. */
  readonly label: string
  readonly url: URL
  readonly method: "GET" | "POST"
  readonly headers: Readonly<Record<string, string>>
  /** Sent as JSON when present. */
  readonly body?: unknown
  /** Scrubbed from anything an error quotes: an upstream or a proxy may echo request headers back. */
  readonly secrets: ReadonlyArray<Redacted.Redacted<string>>
  /** When the upstream wants to be asked again, from headers other than Retry-After (Brave's X-RateLimit-Reset). */
  readonly retryHint?: ((headers: Headers) => number | undefined) | undefined
}

/** `path` under a base URL that may carry a path prefix (a proxy) and a trailing slash. */
export const endpoint = (baseUrl: string, path: string): URL => new URL(`${baseUrl.replace(/\/+$/, "")}${path}`)

interface RawAnswer {
  readonly status: number
  readonly headers: Headers
  /** Undefined when the body exceeded MAX_BODY_BYTES. */
  readonly text: string | undefined
}

export const requestJson = (request: UpstreamRequest): Effect.Effect<unknown, UpstreamFailure> =>
  Effect.gen(function* () {
    const answer = yield* roundTrip(request)
    if (answer.status >= 200 && answer.status < 300) return yield* parseBody(request, answer)
    const now = yield* Clock.currentTimeMillis
    return yield* Effect.fail(statusFailure(request, answer, now))
  })

const roundTrip = (request: UpstreamRequest): Effect.Effect<RawAnswer, UpstreamFailure> =>
  Effect.tryPromise({
    try: async (signal) => {
      const response = await fetch(request.url, {
        method: request.method,
        headers: { accept: "application/json", ...request.headers },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        // Following a redirect would send the key wherever the upstream points; a base URL must be the final one.
        redirect: "manual",
        signal
      })
      return { status: response.status, headers: response.headers, text: await readCapped(response, MAX_BODY_BYTES) }
    },
    catch: (cause) =>
      new UpstreamFailure({
        kind: "unavailable",
        retryable: true,
        message: scrub(`${request.label} unreachable: ${describeFetchError(cause)}`, request.secrets)
      })
  })

const parseBody = (request: UpstreamRequest, answer: RawAnswer): Effect.Effect<unknown, UpstreamFailure> =>
  Effect.try({
    try: () => {
      if (answer.text === undefined) throw new Error(`a body over ${MAX_BODY_BYTES} bytes`)
      return JSON.parse(answer.text) as unknown
    },
    catch: () =>
      new UpstreamFailure({
        kind: "bad_response",
        retryable: false,
        status: answer.status,
        message: `${request.label} answered ${answer.status} with a body that is not JSON: ${excerptOf(request, answer)}`
      })
  })

/**
 * What a non-2xx status means for the caller. Only 429 and 5xx are worth another attempt: any other 4xx will be
 * refused again (a bad key, no credits, a wrong base URL, a query the upstream does not take).
 */
const statusFailure = (request: UpstreamRequest, answer: RawAnswer, now: number): UpstreamFailure => {
  const { status } = answer
  const retryAfter = retryAfterSeconds(answer.headers.get("retry-after"), now) ?? request.retryHint?.(answer.headers)
  const said = `${request.label} answered ${status}`
  const detail = excerptOf(request, answer)
  const base = { status, retryAfterSeconds: retryAfter }
  if (status === 429) {
    return new UpstreamFailure({
      ...base,
      kind: "rate_limited",
      retryable: true,
      message: `${said} (rate limited): ${detail}`
    })
  }
  if (status >= 500) {
    return new UpstreamFailure({ ...base, kind: "unavailable", retryable: true, message: `${said}: ${detail}` })
  }
  if (status >= 400) {
    return new UpstreamFailure({
      ...base,
      kind: "unavailable",
      retryable: false,
      message: `${said} (${CLIENT_ERRORS[status] ?? "request refused"}): ${detail}`
    })
  }
  return new UpstreamFailure({
    ...base,
    kind: "bad_response",
    retryable: false,
    message: `${said} (${status >= 300 ? "a redirect: set the base URL to the final address" : "unexpected status"})`
  })
}

/** Statuses whose cause an operator fixes in configuration, spelled out so the log says what to do. */
const CLIENT_ERRORS: Readonly<Record<number, string>> = {
  401: "the API key was refused",
  402: "out of credits or over the spending limit",
  403: "the API key is not allowed to do this",
  404: "no such endpoint: check the base URL"
}

const excerptOf = (request: UpstreamRequest, answer: RawAnswer): string =>
  answer.text === undefined ? `(body over ${MAX_BODY_BYTES} bytes)` : excerptText(scrub(answer.text, request.secrets))
