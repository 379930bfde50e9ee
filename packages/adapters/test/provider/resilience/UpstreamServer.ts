import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A search API stand-in on 127.0.0.1 with a free port, answering whatever the test scripts: the providers' contract
 * tests (test/provider/<name>/) share it, so it lives beside the resilience tests that exercise it most.
 */

/** One request as the upstream saw it. */
export interface Received {
  readonly method: string
  /** Path without the query string. */
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

export type Reply =
  | {
      readonly _tag: "Raw"
      readonly status: number
      readonly text: string
      readonly headers: Readonly<Record<string, string>>
      /** Milliseconds before the status line is sent. */
      readonly delayMillis: number
    }
  /** Never answers: the client's deadline must fire. */
  | { readonly _tag: "Hang" }
  /** Answers 500 with the request headers in the body, as some proxies and debug servers do. */
  | { readonly _tag: "EchoHeaders" }

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  _tag: "Raw",
  status,
  text: JSON.stringify(body),
  headers: { "content-type": "application/json", ...headers },
  delayMillis: 0
})
export const raw = (status: number, text: string, headers: Record<string, string> = {}): Reply => ({
  _tag: "Raw",
  status,
  text,
  headers: { "content-type": "text/html", ...headers },
  delayMillis: 0
})
export const delayed = (delayMillis: number, reply: Reply): Reply =>
  reply._tag === "Raw" ? { ...reply, delayMillis } : reply
export const hang: Reply = { _tag: "Hang" }
export const echoHeaders: Reply = { _tag: "EchoHeaders" }

export interface UpstreamServer {
  readonly url: string
  readonly received: Array<Received>
  /** Requests the client gave up on before an answer (aborted by its deadline). */
  readonly abandoned: () => number
  /** Answers the next requests with these replies in turn; the last one repeats. Forgets earlier requests. */
  readonly script: (...replies: ReadonlyArray<Reply>) => void
  readonly close: () => Promise<void>
}

export const startUpstreamServer = async (): Promise<UpstreamServer> => {
  let replies: ReadonlyArray<Reply> = [json(404, { error: "not scripted" })]
  const received: Array<Received> = []
  let abandoned = 0
  const next = (): Reply => {
    const reply = replies[Math.min(received.length - 1, replies.length - 1)]
    return reply ?? json(404, { error: "not scripted" })
  }
  const server = createServer((request, response) => {
    response.on("close", () => {
      if (!response.writableEnded) abandoned++
    })
    void record(request, received).then(() => answer(request, response, next()))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    abandoned: () => abandoned,
    script: (...scripted) => {
      replies = scripted
      received.length = 0
      abandoned = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

const record = async (request: IncomingMessage, received: Array<Received>) => {
  const chunks: Array<Buffer> = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const url = new URL(request.url ?? "/", "http://upstream.test")
  received.push({
    method: request.method ?? "",
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body: Buffer.concat(chunks).toString("utf8")
  })
}

const answer = (request: IncomingMessage, response: ServerResponse, reply: Reply) => {
  switch (reply._tag) {
    case "Hang":
      return
    case "EchoHeaders":
      response
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: "internal", request: request.headers }))
      return
    case "Raw": {
      const send = () => {
        if (!response.destroyed) response.writeHead(reply.status, reply.headers).end(reply.text)
      }
      if (reply.delayMillis > 0) setTimeout(send, reply.delayMillis)
      else send()
    }
  }
}

/** A port nothing listens on: bound once by us, then released. */
export const closedPortUrl = async (): Promise<string> => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
