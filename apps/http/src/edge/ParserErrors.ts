import { randomUUID } from "node:crypto"
import type { Server } from "node:http"
import type { Duplex } from "node:stream"
import type { ErrorBody } from "@evidence-pack/core"

/**
 * Requests Node's HTTP parser refuses before any route sees them (headers over `maxHeaderSize`, a malformed
 * request line or header, a bad chunk, a request that arrives too slowly). Node's own answer is a bare
 * `431`/`400` with no body; ours is the spec's error body with `X-Request-Id`, like every other non-200.
 *
 * Decision: keep Node's header limit (16 KB, `maxHeaderSize`) as the cap and answer it here, rather than raise
 * it and cap headers in the app: the parser refuses before buffering more, which is the cheaper place to do it.
 * The connection is closed after the answer: the parser cannot find where the next request would start.
 */
interface ParserAnswer {
  readonly status: number
  readonly reason: string
  readonly message: string
}

const answerFor = (code: string | undefined): ParserAnswer => {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        status: 431,
        reason: "headers_too_large",
        message: "the request headers are larger than this service accepts (16 KB)"
      }
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "ERR_HTTP_HEADERS_TIMEOUT":
      return { status: 408, reason: "request_timeout", message: "the request did not arrive in time" }
    default:
      return { status: 400, reason: "malformed_request", message: "the request is not valid HTTP/1.1" }
  }
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large"
}

/** The raw HTTP/1.1 response: the server's response objects do not exist for a request that never parsed. */
export const parserErrorResponse = (code: string | undefined, requestId: string = randomUUID()): string => {
  const answer = answerFor(code)
  const body: ErrorBody = {
    error: { code: "invalid_request", message: answer.message, reasons: [answer.reason] },
    request_id: requestId
  }
  const json = JSON.stringify(body)
  return [
    `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status]}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(json)}`,
    `X-Request-Id: ${requestId}`,
    "Connection: close",
    "",
    json
  ].join("\r\n")
}

const onClientError = (error: Error & { readonly code?: string }, socket: Duplex) => {
  // A reset peer, or a response already under way for this socket: nothing can be answered.
  const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true
  if (error.code === "ECONNRESET" || !socket.writable || started) {
    socket.destroy()
    return
  }
  socket.end(parserErrorResponse(error.code))
}

/** Installs the handler on a Node server (replacing Node's bare default) and returns the server. */
export const answerParserErrors = <S extends Server>(server: S): S => {
  server.on("clientError", onClientError)
  return server
}
