import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * Faults a facilitator can show, injected by an HTTP proxy in front of the real (devnet) one:
 * - before the request reaches it (nothing happened): `429` (with Retry-After), `503`, `reset` (the connection
 *   drops without an answer, as a timeout ends);
 * - after it was applied (the settle is on chain): `pending_after` (500 `settlement_pending`, as facilitators
 *   answer a broadcast they have not confirmed), `502_after` (a gateway error hides the answer), `reset_after`.
 */
export type FacilitatorFault = "429" | "503" | "reset" | "pending_after" | "502_after" | "reset_after"

export interface FaultyFacilitator {
  readonly url: string
  /** Queues faults for the next requests to `/verify` or `/settle` (then it proxies faithfully). */
  readonly inject: (path: "/verify" | "/settle", ...faults: ReadonlyArray<FacilitatorFault>) => void
  readonly calls: (path: "/verify" | "/settle") => number
  readonly close: () => Promise<void>
}

export const startFaultyFacilitator = async (target: string): Promise<FaultyFacilitator> => {
  const base = target.replace(/\/$/, "")
  const queues = new Map<string, Array<FacilitatorFault>>()
  const counts = new Map<string, number>()
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://proxy").pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const fault = queues.get(path)?.shift()
    if (fault === "429") {
      response.writeHead(429, { "content-type": "application/json", "retry-after": "1" })
      return response.end(JSON.stringify({ error: "rate limited" }))
    }
    if (fault === "503") {
      response.writeHead(503, { "content-type": "text/html" })
      return response.end("<html>Service Unavailable</html>")
    }
    if (fault === "reset") return response.socket?.destroy()
    try {
      const upstream = await fetch(`${base}${request.url ?? "/"}`, {
        method: request.method ?? "GET",
        headers: { "content-type": request.headers["content-type"] ?? "application/json" },
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        signal: AbortSignal.timeout(30_000)
      })
      const body = Buffer.from(await upstream.arrayBuffer())
      if (fault === "reset_after") return response.socket?.destroy()
      if (fault === "502_after") {
        response.writeHead(502, { "content-type": "text/plain" })
        return response.end("Bad Gateway")
      }
      if (fault === "pending_after") {
        response.writeHead(500, { "content-type": "application/json" })
        return response.end(JSON.stringify({ success: false, errorReason: "settlement_pending", transaction: "" }))
      }
      response.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "application/json"
      })
      response.end(body)
    } catch {
      response.writeHead(502)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    inject: (path, ...faults) => queues.set(path, [...(queues.get(path) ?? []), ...faults]),
    calls: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
