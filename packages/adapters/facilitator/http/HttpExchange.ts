import { Data, Duration, Effect, Redacted } from "effect"
import { describeFetchError, excerptOf, readCapped, scrub as scrubSecrets } from "../../upstream/index.ts"

/**
 * One request to a facilitator and whatever came back, before anything is concluded from it. Classification
 * (VerifyClassification, SettleClassification, Supported) decides what an answer means; this module only makes
 * sure there is an answer or a reason there is none, within a deadline, without leaking the API key.
 */

/** No facilitator answer is near this size; the cap stops a broken proxy from making us buffer megabytes. */
export const MAX_BODY_BYTES = 1024 * 1024

export type Path = "verify" | "settle" | "supported"

/** Where the facilitator is and how we identify ourselves to it. */
export interface Endpoint {
  /** Base URL without a trailing slash; paths are appended. */
  readonly url: string
  readonly apiKey: Redacted.Redacted<string> | undefined
}

export interface Request {
  readonly path: Path
  /** POSTed as JSON when present; a GET otherwise. */
  readonly body?: unknown
  readonly timeout: Duration.Input
}

/** Something came back over HTTP. The status is kept for messages only: verdicts are read from the body. */
export interface Answer {
  readonly path: Path
  readonly status: number
  /** The body parsed as JSON; `undefined` when it was empty, not JSON, or over MAX_BODY_BYTES. */
  readonly json: unknown
  /** A short excerpt of the raw body for error messages. Body and excerpt have the API key scrubbed out. */
  readonly excerpt: string
}

/** Nothing usable came back: the deadline passed, or the connection failed before a status line. */
export class NoAnswer extends Data.TaggedError("NoAnswer")<{
  readonly reason: "timeout" | "unreachable"
  readonly message: string
}> {}

/**
 * Sends one request. The deadline covers connecting, the status line and the whole body; interrupting the
 * effect aborts the request too, so an abandoned settle does not keep a socket open.
 */
export const exchange = (endpoint: Endpoint, request: Request): Effect.Effect<Answer, NoAnswer> =>
  Effect.tryPromise({
    try: (interrupted) => roundTrip(endpoint, request, interrupted),
    catch: (cause) =>
      cause instanceof NoAnswer
        ? cause
        : new NoAnswer({
            reason: "unreachable",
            message: scrub(`facilitator /${request.path} unreachable: ${describeFetchError(cause)}`, endpoint.apiKey)
          })
  })

const roundTrip = async (endpoint: Endpoint, request: Request, interrupted: AbortSignal): Promise<Answer> => {
  const millis = Duration.toMillis(request.timeout)
  const deadline = AbortSignal.timeout(millis)
  try {
    const response = await fetch(`${endpoint.url}/${request.path}`, {
      method: request.body === undefined ? "GET" : "POST",
      headers: headersFor(endpoint, request.body !== undefined),
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      // A redirect would forward the payment (and, same-origin, the key) somewhere we were not configured to
      // talk to, and 301/302 turn a POST into a GET: a facilitator URL must be the final one.
      redirect: "error",
      signal: AbortSignal.any([interrupted, deadline])
    })
    const raw = await readCapped(response, MAX_BODY_BYTES)
    // Scrubbed before parsing, so no field a classifier quotes (errorMessage, ...) can carry the key either.
    const text = raw === undefined ? undefined : scrub(raw, endpoint.apiKey)
    return {
      path: request.path,
      status: response.status,
      json: text === undefined ? undefined : parseJson(text),
      excerpt: text === undefined ? `(body over ${MAX_BODY_BYTES} bytes)` : excerptOf(text)
    }
  } catch (cause) {
    if (!deadline.aborted) throw cause
    throw new NoAnswer({
      reason: "timeout",
      message: `facilitator /${request.path} did not answer within ${millis} ms`
    })
  }
}

const headersFor = (endpoint: Endpoint, hasBody: boolean): Record<string, string> => ({
  accept: "application/json",
  ...(hasBody ? { "content-type": "application/json" } : {}),
  ...(endpoint.apiKey === undefined ? {} : { authorization: `Bearer ${Redacted.value(endpoint.apiKey)}` })
})

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * A facilitator or proxy may echo request headers into an error body; whatever we quote must not carry the key.
 */
export const scrub = (text: string, apiKey: Redacted.Redacted<string> | undefined): string =>
  scrubSecrets(text, apiKey === undefined ? [] : [apiKey])
