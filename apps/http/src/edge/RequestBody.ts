import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, type HttpServerRequest } from "effect/http"
import type { ErrorAnswer } from "./ErrorResponse.ts"

/** The raw request body: absent or empty (a price probe) or its text, read under the byte limit. */
export type RawBody = { readonly _tag: "Absent" } | { readonly _tag: "Present"; readonly text: string }

const ABSENT: RawBody = { _tag: "Absent" }

const tooLarge = (limit: number): ErrorAnswer => ({
  status: 413,
  code: "payload_too_large",
  message: `the request body exceeds ${limit} bytes`
})

/**
 * Reads the body, enforcing the limit while reading: a declared Content-Length over the limit is refused before a
 * byte is read, and a chunked body is cut off as soon as it passes the limit (the platform's own reader, under
 * `MaxBodySize`; one read per request, no stream machinery).
 */
export const readBody = (request: HttpServerRequest.HttpServerRequest, limit: number) => {
  const declared = Number(request.headers["content-length"] ?? "0")
  if (declared > limit) return Effect.fail(tooLarge(limit))
  return request.text.pipe(
    Effect.map((text): RawBody => (text.length === 0 ? ABSENT : { _tag: "Present", text })),
    Effect.catch((error) =>
      error.reason._tag === "RequestParseError" && error.reason.reason === "BodyTooLarge"
        ? Effect.fail(tooLarge(limit))
        : // A body that cannot be read (the client went away mid-body) is no body: a price probe at most.
          Effect.succeed(ABSENT)
    ),
    Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(limit))
  )
}
