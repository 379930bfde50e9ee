import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import * as HttpFacilitator from "@evidence-pack/adapters/facilitator/http"
import { IdempotencyStore, layerPurchasePolicy, makePurchasePolicy, reconcile } from "@evidence-pack/core"
import { testRequirements, testResource } from "@evidence-pack/testkit"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
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
  it("is an unknown outcome: 409 purchase_pending, never 402; the worker resolves it from the chain and the retry gets the 200", async () => {
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

    // The worker, once the lease ran out, asks the chain: the authorization was used, so the pack is fulfilled.
    const chainSaysUsed: HttpFacilitator.ChainReader.ChainReader = {
      authorizationState: () => Effect.succeed({ _tag: "Used", transaction: TX })
    }
    const report = await Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.now() + 60_000)
        return yield* reconcile({ owner: "worker", limit: 10, expiryMarginSeconds: 60 })
      }).pipe(
        Effect.provide(
          Layer.mergeAll(
            Layer.succeed(IdempotencyStore, app.memory),
            HttpFacilitator.layer({ url: facilitator.url, chainReader: chainSaysUsed }),
            layerPurchasePolicy(makePurchasePolicy({ requirements: testRequirements, resource: testResource })),
            TestClock.layer({ warningDelay: "1 hour" })
          )
        )
      )
    )
    expect(report.resolutions.fulfilled).toBe(1)
    const replay = await app.post({ body, key: "pending", payment })
    expect(replay.status).toBe(200)
    const settlement = JSON.parse(Buffer.from(replay.headers.get("payment-response")!, "base64").toString("utf8"))
    expect(settlement).toMatchObject({ success: true, transaction: TX })
  })
})
