import type { IncomingMessage, Server, ServerResponse } from "node:http"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { x402Facilitator } from "@x402/core/facilitator"
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types"

/** What the server needs from a facilitator; `x402Facilitator` (e.g. from createX402Facilitator) fits. */
export type ServedFacilitator = Pick<x402Facilitator, "verify" | "settle" | "getSupported">

export interface FacilitatorServerOptions {
  readonly facilitator: ServedFacilitator
  /** 0 (the default) picks a free port. */
  readonly port?: number
  /** Default 127.0.0.1: the devnet facilitator signs with a well-known key and must not be reachable from outside. */
  readonly host?: string
  /** Called with errors the facilitator threw (answered with 500); silent by default. */
  readonly onError?: (error: unknown) => void
}

export interface FacilitatorServer {
  readonly url: string
  readonly port: number
  /** Closes the listener and any kept-alive connections. Idempotent. */
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 1024 * 1024

/** A failure we answer ourselves, before the facilitator sees the request. */
class HttpError extends Error {
  readonly status: number
  constructor(status: number, code: string) {
    super(code)
    this.status = status
  }
}

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    ...headers
  })
  res.end(text)
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "payload_too_large")
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString("utf8")
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The `{ x402Version, paymentPayload, paymentRequirements }` body of /verify and /settle. Only the envelope is
 * checked here; the facilitator validates the contents and answers 200 with `isValid`/`success` false.
 */
const parsePaymentRequest = async (
  req: IncomingMessage
): Promise<{ paymentPayload: PaymentPayload; paymentRequirements: PaymentRequirements }> => {
  let body: unknown
  try {
    body = JSON.parse(await readBody(req))
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, "invalid_json")
  }
  if (!isObject(body) || !isObject(body.paymentPayload) || !isObject(body.paymentRequirements)) {
    throw new HttpError(400, "missing_payment_payload_or_requirements")
  }
  return {
    paymentPayload: body.paymentPayload as PaymentPayload,
    paymentRequirements: body.paymentRequirements as PaymentRequirements
  }
}

type Route = (req: IncomingMessage) => Promise<unknown>

const routes = (facilitator: ServedFacilitator): Record<string, Record<string, Route>> => ({
  "/verify": {
    POST: async (req) => {
      const { paymentPayload, paymentRequirements } = await parsePaymentRequest(req)
      return facilitator.verify(paymentPayload, paymentRequirements)
    }
  },
  "/settle": {
    POST: async (req) => {
      const { paymentPayload, paymentRequirements } = await parsePaymentRequest(req)
      return facilitator.settle(paymentPayload, paymentRequirements)
    }
  },
  "/supported": { GET: async () => facilitator.getSupported() }
})

const handler = (options: FacilitatorServerOptions) => {
  const table = routes(options.facilitator)
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname
    const methods = table[path]
    if (!methods) return sendJson(res, 404, { error: "not_found" })
    const route = methods[req.method ?? "GET"]
    if (!route) return sendJson(res, 405, { error: "method_not_allowed" }, { allow: Object.keys(methods).join(", ") })
    try {
      sendJson(res, 200, await route(req))
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message })
      // The facilitator throws for requests it cannot route (unknown scheme/network/version): like x402's reference
      // facilitator, answer 500 with the message; HTTPFacilitatorClient turns any non-2xx into an exception.
      options.onError?.(error)
      sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) })
    }
  }
}

const listen = (server: Server, port: number, host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      resolve((server.address() as AddressInfo).port)
    })
  })

const stopper = (server: Server): (() => Promise<void>) => {
  let stopping: Promise<void> | undefined
  return () => {
    stopping ??= new Promise((resolve) => {
      server.close(() => resolve())
      // Clients keep connections alive; without this, close() would wait for them to time out.
      server.closeAllConnections()
    })
    return stopping
  }
}

/** Serves `POST /verify`, `POST /settle` and `GET /supported` for `facilitator` over HTTP. */
export const startFacilitatorServer = async (options: FacilitatorServerOptions): Promise<FacilitatorServer> => {
  const host = options.host ?? "127.0.0.1"
  const onRequest = handler(options)
  const server = createServer((req, res) => void onRequest(req, res))
  const port = await listen(server, options.port ?? 0, host)
  return { url: `http://${host}:${port}`, port, stop: stopper(server) }
}
