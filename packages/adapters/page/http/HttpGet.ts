import * as http from "node:http"
import * as https from "node:https"
import type { LookupFunction } from "node:net"
import type { Readable } from "node:stream"
import * as zlib from "node:zlib"
import { PageFetchError } from "@evidence-pack/core"
import { Effect } from "effect"
import type { Target } from "./SafeTarget.ts"

/** One response: headers always, the body only when asked for, and never more than the cap. */
export interface RawResponse {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly body: Buffer
  readonly truncated: boolean
}

export interface GetOptions {
  readonly maxBytes: number
  readonly userAgent: string
  /** Whether this response's body is worth reading (2xx HTML); otherwise the connection is dropped at once. */
  readonly wantBody: (status: number, headers: http.IncomingHttpHeaders) => boolean
}

/** Node's resolver hook, answering only with the address `safeTarget` checked: no second DNS answer is ever used. */
const pinnedLookup =
  (target: Target): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all === true) callback(null, [{ address: target.address, family: target.family }])
    else callback(null, target.address, target.family)
  }

/** Undoes a content-encoding, so the byte cap applies to what we parse (a small gzip can hold a huge page). */
const decoded = (response: http.IncomingMessage): Readable => {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase()
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip())
  if (encoding === "deflate") return response.pipe(zlib.createInflate())
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress())
  return response
}

/** Reads at most `maxBytes`, then stops the download. */
const readCapped = (
  stream: Readable,
  maxBytes: number,
  done: (body: Buffer, truncated: boolean) => void,
  fail: (cause: unknown) => void
) => {
  const chunks: Array<Buffer> = []
  let size = 0
  let finished = false
  const finish = (truncated: boolean) => {
    if (finished) return
    finished = true
    done(Buffer.concat(chunks, Math.min(size, maxBytes)), truncated)
  }
  stream.on("data", (chunk: Buffer) => {
    if (finished) return
    chunks.push(chunk)
    size += chunk.length
    if (size >= maxBytes) {
      finish(true)
      stream.destroy()
    }
  })
  stream.on("end", () => finish(false))
  stream.on("error", (cause) => {
    if (!finished) {
      finished = true
      fail(cause)
    }
  })
}

/**
 * One GET to a checked, pinned address; redirects are not followed here. Interruption (the caller's deadline)
 * aborts the request and closes the socket.
 */
export const httpGet = (
  url: URL,
  target: Target,
  requested: string,
  options: GetOptions
): Effect.Effect<RawResponse, PageFetchError> =>
  Effect.callback<RawResponse, PageFetchError>((resume, signal) => {
    const failNetwork = (cause: unknown) =>
      resume(
        Effect.fail(new PageFetchError({ url: requested, reason: "network", message: `${url.host}: ${String(cause)}` }))
      )
    const client = url.protocol === "https:" ? https : http
    const request = client.request({
      protocol: url.protocol,
      hostname: url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: {
        "user-agent": options.userAgent,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
        "accept-encoding": "gzip, deflate, br"
      },
      lookup: pinnedLookup(target),
      agent: false,
      signal
    })
    request.on("error", failNetwork)
    request.on("response", (response) => {
      const status = response.statusCode ?? 0
      if (!options.wantBody(status, response.headers)) {
        response.destroy()
        resume(Effect.succeed({ status, headers: response.headers, body: Buffer.alloc(0), truncated: false }))
        return
      }
      readCapped(
        decoded(response),
        options.maxBytes,
        (body, truncated) => {
          response.destroy()
          resume(Effect.succeed({ status, headers: response.headers, body, truncated }))
        },
        failNetwork
      )
    })
    request.end()
  })
