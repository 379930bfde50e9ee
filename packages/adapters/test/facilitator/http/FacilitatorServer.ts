import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** One request as the facilitator saw it. */
export interface Received {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

export type Reply =
  /** A JSON body with this status. */
  | { readonly _tag: "Json"; readonly status: number; readonly json: unknown }
  /** Bytes as given (HTML error pages, truncated JSON, empty bodies). */
  | { readonly _tag: "Raw"; readonly status: number; readonly text: string; readonly contentType?: string }
  /** Never answers: the client's deadline must fire. */
  | { readonly _tag: "Hang" }
  /** Answers 500 with the request headers in the body, as some proxies and debug servers do. */
  | { readonly _tag: "EchoHeaders" }

export const json = (status: number, body: unknown): Reply => ({ _tag: "Json", status, json: body })
export const raw = (status: number, text: string, contentType = "text/html"): Reply => ({
  _tag: "Raw",
  status,
  text,
  contentType
})
export const hang: Reply = { _tag: "Hang" }
export const echoHeaders: Reply = { _tag: "EchoHeaders" }

export interface FacilitatorServer {
  readonly url: string
  readonly received: Array<Received>
  /** How many requests left hanging were closed by the client (aborted), so far. */
  readonly abandoned: () => number
  /** Sets how `/<path>` answers from now on, and forgets earlier requests. */
  readonly answer: (path: "verify" | "settle" | "supported", reply: Reply) => void
  readonly close: () => Promise<void>
}

/** A facilitator on 127.0.0.1 with a free port, answering as the test tells it to. */
export const startFacilitatorServer = async (): Promise<FacilitatorServer> => {
  const replies = new Map<string, Reply>()
  const received: Array<Received> = []
  let abandoned = 0
  const server = createServer((request, response) => {
    response.on("close", () => {
      if (!response.writableEnded) abandoned++
    })
    void handle(request, response, replies, received)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    abandoned: () => abandoned,
    answer: (path, reply) => {
      replies.set(`/${path}`, reply)
      received.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

const handle = async (
  request: IncomingMessage,
  response: ServerResponse,
  replies: Map<string, Reply>,
  received: Array<Received>
) => {
  const chunks: Array<Buffer> = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const path = request.url ?? "/"
  received.push({
    method: request.method ?? "",
    path,
    headers: request.headers,
    body: Buffer.concat(chunks).toString("utf8")
  })
  const reply = replies.get(path) ?? json(404, { error: "not_found" })
  switch (reply._tag) {
    case "Hang":
      return
    case "Json":
      response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.json))
      return
    case "Raw":
      response.writeHead(reply.status, { "content-type": reply.contentType ?? "text/plain" }).end(reply.text)
      return
    case "EchoHeaders":
      response
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: "internal", request: request.headers }))
      return
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
