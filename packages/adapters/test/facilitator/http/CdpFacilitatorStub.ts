import type { KeyObject } from "node:crypto"
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { decodeProtectedHeader, jwtVerify } from "jose"

/**
 * A local stand-in for Coinbase CDP's hosted facilitator that checks authentication the way CDP does: a bearer
 * JWT signed by the API key (verified with its public key), issued by "cdp" for that key, bound to this exact
 * request ("METHOD host/path"), short-lived, with a fresh nonce. Anything else is 401 and never reaches a reply.
 */
export interface CdpStubReply {
  readonly status: number
  readonly json: unknown
}

export interface CdpFacilitatorStub {
  readonly url: string
  /** Every request with its verdict: `accepted` or why it was refused. */
  readonly seen: Array<{ readonly path: string; readonly verdict: string; readonly token: string | undefined }>
  /** Queues answers for a path; the last one repeats. */
  readonly answer: (path: "verify" | "settle" | "supported", ...replies: Array<CdpStubReply>) => void
  /** Verifies one token as the stub would for `method` and `path` (for tampering tests). */
  readonly check: (token: string, method: string, path: string) => Promise<string>
  readonly close: () => Promise<void>
}

const MAX_LIFETIME_SECONDS = 300

export const startCdpFacilitatorStub = async (keyId: string, publicKey: KeyObject): Promise<CdpFacilitatorStub> => {
  const replies = new Map<string, Array<CdpStubReply>>()
  const seen: CdpFacilitatorStub["seen"] = []
  const nonces = new Set<string>()
  let host = ""

  const check = async (token: string, method: string, path: string): Promise<string> => {
    try {
      const header = decodeProtectedHeader(token)
      if (header.kid !== keyId || header.typ !== "JWT") return "wrong_header"
      if (typeof header.nonce !== "string" || header.nonce.length < 16) return "no_nonce"
      const { payload } = await jwtVerify(token, publicKey, {
        issuer: "cdp",
        subject: keyId,
        algorithms: ["EdDSA", "ES256"]
      })
      if (JSON.stringify(payload.uris) !== JSON.stringify([`${method} ${host}${path}`])) return "wrong_uri"
      if (payload.exp === undefined || payload.iat === undefined || payload.exp - payload.iat > MAX_LIFETIME_SECONDS) {
        return "too_long_lived"
      }
      if (nonces.has(header.nonce)) return "nonce_reused"
      nonces.add(header.nonce)
      return "accepted"
    } catch (error) {
      return `invalid: ${(error as Error).name}`
    }
  }

  const respond = async (request: IncomingMessage) => {
    for await (const _ of request) {
      // drain the body
    }
    const path = request.url ?? "/"
    const auth = request.headers.authorization
    const token = auth?.startsWith("Bearer ") ? auth.slice("Bearer ".length) : undefined
    const verdict = token === undefined ? "no_token" : await check(token, request.method ?? "", path)
    seen.push({ path, verdict, token })
    if (verdict !== "accepted") return { status: 401, json: { errorType: "unauthorized", errorMessage: verdict } }
    const queue = replies.get(path) ?? []
    return (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, json: { errorType: "not_found" } }
  }

  const server = createServer((request, response) => {
    void respond(request).then((reply) =>
      response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.json))
    )
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  host = `127.0.0.1:${port}`
  return {
    url: `http://${host}/platform/v2/x402`,
    seen,
    answer: (path, ...queued) => {
      replies.set(`/platform/v2/x402/${path}`, [...queued])
    },
    check: (token, method, path) => check(token, method, path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
