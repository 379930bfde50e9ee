import { Data, Duration, Effect, Redacted } from "effect"
import { describeFetchError, excerptOf, readCapped, scrub as scrubSecrets } from "../../upstream/index.ts"
import type { RequestSigner } from "./CdpAuth.ts"

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
  /** Signs a per-request bearer JWT (CDP); takes precedence over `apiKey`. */
  readonly signer?: RequestSigner | undefined
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
    const url = `${endpoint.url}/${request.path}`
    const method = request.body === undefined ? "GET" : "POST"
    const token = await endpoint.signer?.(method, new URL(url))
    const response = await fetch(url, {
      method,
      headers: headersFor(endpoint, request.body !== undefined, token),
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      // A redirect would forward the payment (and, same-origin, the key) somewhere we were not configured to
      // talk to, and 301/302 turn a POST into a GET: a facilitator URL must be the final one.
      redirect: "error",
      signal: AbortSignal.any([interrupted, deadline])
    })
    const raw = await readCapped(response, MAX_BODY_BYTES)
    // Scrubbed before parsing, so no field a classifier quotes (errorMessage, ...) can carry the key either.
    const text = raw === undefined ? undefined : scrub(scrub(raw, endpoint.apiKey), tokenSecret(token))
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

const headersFor = (endpoint: Endpoint, hasBody: boolean, token: string | undefined): Record<string, string> => {
  const bearer = token ?? (endpoint.apiKey === undefined ? undefined : Redacted.value(endpoint.apiKey))
  return {
    accept: "application/json",
    ...(hasBody ? { "content-type": "application/json" } : {}),
    ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` })
  }
}

/** A signed token is short-lived but still a credential: scrubbed like a key. */
const tokenSecret = (token: string | undefined) => (token === undefined ? undefined : Redacted.make(token))

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
