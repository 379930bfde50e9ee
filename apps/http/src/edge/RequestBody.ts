import { Effect, Stream } from "effect"
import type { HttpServerRequest } from "effect/http"
import type { ErrorAnswer } from "./ErrorResponse.ts"

/** The raw request body: absent or empty (a price probe) or its text, read under the byte limit. */
export type RawBody = { readonly _tag: "Absent" } | { readonly _tag: "Present"; readonly text: string }

const tooLarge = (limit: number): ErrorAnswer => ({
  status: 413,
  code: "payload_too_large",
  message: `the request body exceeds ${limit} bytes`
})

/**
 * Reads the body, enforcing the limit while reading: a declared Content-Length over the limit is refused before a
 * byte is read, and a chunked body is cut off as soon as it passes the limit.
 */
export const readBody = (request: HttpServerRequest.HttpServerRequest, limit: number) =>
  Effect.gen(function* () {
    const declared = Number(request.headers["content-length"] ?? "0")
    if (declared > limit) return yield* Effect.fail(tooLarge(limit))
    const chunks: Array<Uint8Array> = []
    let size = 0
    yield* request.stream.pipe(
      // A request without a body has no stream to read: that is the empty body of a price probe.
      Stream.catch(() => Stream.empty),
      Stream.runForEachWhile((chunk) => {
        size += chunk.byteLength
        if (size > limit) return Effect.fail(tooLarge(limit))
        chunks.push(chunk)
        return Effect.succeed(true)
      })
    )
    const text = new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks))
    return (text.length === 0 ? { _tag: "Absent" } : { _tag: "Present", text }) as RawBody
  })
