import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import * as HttpFacilitator from "@evidence-pack/adapters/facilitator/http"
import { afterEach, describe, expect, it } from "vitest"
import { makeTestApp, type TestApp } from "./support/TestApp.ts"

const TX = `0x${"e".repeat(64)}`

/** A hosted facilitator as CDP behaves while a settlement is in flight: verify passes, settle answers 500. */
const startPendingFacilitator = async () => {
  const calls: Array<{ path: string; body: string }> = []
  const server: Server = createServer((request, response) => {
    let text = ""
    request.on("data", (chunk) => {
      text += chunk
    })
    request.on("end", () => {
      calls.push({ path: request.url ?? "", body: text })
      const [status, body] =
        request.url === "/settle"
          ? [500, { success: false, errorReason: "settlement_pending", transaction: TX, network: "eip155:31337" }]
          : [200, { isValid: true }]
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

let app: TestApp
let facilitator: Awaited<ReturnType<typeof startPendingFacilitator>>
afterEach(async () => {
  await app.dispose()
  await facilitator.close()
})

describe("CDP's settlement_pending (HTTP 500 with a transaction)", () => {
  it("is an unknown outcome: 409 purchase_pending with Retry-After, never 402, and the same request stays pending", async () => {
    facilitator = await startPendingFacilitator()
    app = makeTestApp({ facilitator: HttpFacilitator.layer({ url: facilitator.url }) })
    const body = JSON.stringify({ query: "what is the evidence for the claim" })
    const payment = app.sign()
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await app.post({ body, key: "pending", payment })
      expect(response.status).toBe(409)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("purchase_pending")
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
      expect(response.headers.get("payment-required")).toBeNull()
    }
    // Whatever was resent is the identical payload (CDP's rule: never re-sign); the provider ran once.
    const settles = facilitator.calls.filter((call) => call.path === "/settle")
    expect(settles.length).toBeGreaterThanOrEqual(1)
    expect(new Set(settles.map((call) => call.body)).size).toBe(1)
    expect(app.provider.calls).toHaveLength(1)
  })
})
