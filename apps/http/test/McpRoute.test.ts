import { PaymentRequired, SettlementResponse } from "@evidence-pack/core"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { validateDiscoveryExtension } from "@x402/extensions/bazaar"
import { Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { connectMcp, errorBodyOf, firstText, PAYMENT_RESPONSE_META_KEY } from "./support/McpAgent.ts"
import { BASE, makeTestApp, type TestApp, type TestAppOptions } from "./support/TestApp.ts"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const QUERY = "what is the evidence for the claim"
const args = (key: string, extra: Record<string, unknown> = {}) => ({ query: QUERY, idempotency_key: key, ...extra })

let app: TestApp
let mcp: Awaited<ReturnType<typeof connectMcp>>
afterEach(async () => {
  await mcp?.close()
  await app.dispose()
})

/** The whole app in process; the official MCP client reaches it through the app's web handler. */
const start = async (options: TestAppOptions = {}) => {
  app = makeTestApp(options)
  mcp = await connectMcp(BASE, (input, init) => app.handler(new Request(input, init)))
}

/** A tool error that must not make a paying client sign: our error body, no PaymentRequired anywhere. */
const expectToolError = (result: CallToolResult, code: string) => {
  expect(result.isError).toBe(true)
  expect(result.structuredContent).not.toHaveProperty("accepts")
  expect(result.structuredContent).toEqual(firstText(result))
  const body = errorBodyOf(result)
  expect(body.error.code).toBe(code)
  expect(body.request_id).toMatch(UUID)
  return body
}

/** A tool error that asks for a (new) signature: the PaymentRequired first, as the x402 MCP transport says. */
const expectPaymentRequired = (result: CallToolResult, code: string) => {
  expect(result.isError).toBe(true)
  const required = Schema.decodeUnknownSync(PaymentRequired)(result.structuredContent)
  expect(firstText(result)).toEqual(result.structuredContent)
  expect(required.resource.url).toBe("mcp://tool/evidence_pack")
  expect(required.accepts[0]).toMatchObject({ scheme: "exact", amount: "15000" })
  const body = errorBodyOf(result)
  expect(body.error.code).toBe(code)
  return { required, body }
}

const expectNothingCalled = () => {
  expect(app.provider.calls).toHaveLength(0)
  expect(app.facilitator.settleCalls).toHaveLength(0)
  expect(app.chain.transfers).toHaveLength(0)
}

describe("POST /mcp: the evidence_pack tool", () => {
  it("lists one tool whose input is the evidence request plus a required idempotency_key", async () => {
    await start()
    const { tools } = await mcp.client.listTools()
    expect(tools.map((t) => t.name)).toEqual(["evidence_pack"])
    const schema = tools[0]!.inputSchema as { properties: Record<string, unknown>; required: Array<string> }
    expect(Object.keys(schema.properties).sort()).toEqual(
      ["freshness_seconds", "idempotency_key", "max_sources", "query"].sort()
    )
    expect(schema.required).toEqual(expect.arrayContaining(["query", "idempotency_key"]))
    expect(tools[0]!.outputSchema).toBeDefined()
  })

  it("answers an unpaid call with the PaymentRequired (structuredContent and text), calling nothing", async () => {
    await start()
    const result = await mcp.callEvidence(args("k1"))
    const { body } = expectPaymentRequired(result, "payment_required")
    expect(body.error.message).toMatch(/x402\/payment/)
    expectNothingCalled()
  })

  it("declares the tool to the Bazaar on its PaymentRequired (input.type mcp), valid by x402's own check", async () => {
    await start()
    const result = await mcp.callEvidence(args("k1"))
    const bazaar = (
      result.structuredContent as { extensions: { bazaar: Parameters<typeof validateDiscoveryExtension>[0] } }
    ).extensions.bazaar
    expect(validateDiscoveryExtension(bazaar)).toMatchObject({ valid: true })
    expect(bazaar.info.input).toMatchObject({ type: "mcp", toolName: "evidence_pack", transport: "streamable-http" })
    const { tools } = await mcp.client.listTools()
    expect((bazaar.info.input as { inputSchema: unknown }).inputSchema).toEqual(tools[0]!.inputSchema)
  })

  const badArguments: Array<[string, Record<string, unknown>, string]> = [
    ["no idempotency_key", { query: QUERY }, "invalid_idempotency_key"],
    ["an idempotency_key with a space", args("a b"), "invalid_idempotency_key"],
    ["an idempotency_key of 129 characters", args("k".repeat(129)), "invalid_idempotency_key"],
    ["no query", { idempotency_key: "k1" }, "invalid_request"],
    ["max_sources 11", args("k1", { max_sources: 11 }), "invalid_request"],
    ["freshness 59", args("k1", { freshness_seconds: 59 }), "invalid_request"],
    ["an unknown argument", args("k1", { extra: 1 }), "invalid_request"]
  ]
  for (const [name, input, code] of badArguments) {
    it(`${code} for ${name}, with or without a payment, before anything is called`, async () => {
      await start()
      const unpaid = expectToolError(await mcp.callEvidence(input), code)
      const paid = expectToolError(await mcp.callEvidence(input, app.sign()), code)
      if (code === "invalid_request") {
        expect(unpaid.error.reasons?.length).toBeGreaterThan(0)
        expect(paid.error.reasons).toEqual(unpaid.error.reasons)
      }
      expectNothingCalled()
    })
  }

  it("payment_invalid for a malformed _meta payment, nothing called", async () => {
    await start()
    for (const bad of ["%%%", {}, { x402Version: 2 }]) {
      const { body } = expectPaymentRequired(await mcp.callEvidence(args("k1"), bad), "payment_invalid")
      expect(body.error.reasons).toEqual(["payment_meta_invalid_shape"])
    }
    expectNothingCalled()
  })

  it("returns the pack with the settlement in _meta; the same call again replays it, charging once", async () => {
    await start()
    const payment = app.sign()
    const first = await mcp.callEvidence(args("k1"), payment)
    expect(first.isError ?? false).toBe(false)
    const text = (first.content[0] as { text: string }).text
    const pack = JSON.parse(text)
    expect(first.structuredContent).toEqual(pack)
    expect(pack.status).toBe("fulfilled")
    expect(pack.sources.length).toBeGreaterThanOrEqual(3)
    const settled = Schema.decodeUnknownSync(SettlementResponse)(first._meta?.[PAYMENT_RESPONSE_META_KEY])
    expect(settled).toMatchObject({ success: true, transaction: app.chain.transfers[0]?.transaction })

    const replay = await mcp.callEvidence(args("k1"), payment)
    expect((replay.content[0] as { text: string }).text).toBe(text)
    expect(replay._meta?.[PAYMENT_RESPONSE_META_KEY]).toEqual(settled)
    expect(replay._meta?.["evidence-pack/idempotent-replay"]).toBe(true)
    expect(app.provider.calls).toHaveLength(1)
    expect(app.chain.transfers).toHaveLength(1)
  })

  it("is one purchase with POST /v1/evidence: one key, one settlement, the same pack either way", async () => {
    await start()
    const payment = app.sign()
    const overHttp = await app.post({ body: JSON.stringify({ query: QUERY }), key: "shared", payment })
    expect(overHttp.status).toBe(200)
    const httpText = await overHttp.text()
    const overMcp = await mcp.callEvidence(args("shared"), payment)
    expect((overMcp.content[0] as { text: string }).text).toBe(httpText)

    const second = app.sign()
    const mcpFirst = await mcp.callEvidence(args("shared-2", { max_sources: 4 }), second)
    const httpAfter = await app.post({
      body: JSON.stringify({ query: QUERY, max_sources: 4 }),
      key: "shared-2",
      payment: second
    })
    expect(httpAfter.headers.get("x-idempotent-replay")).toBe("true")
    expect(await httpAfter.text()).toBe((mcpFirst.content[0] as { text: string }).text)
    expect(app.provider.calls).toHaveLength(2)
    expect(app.chain.transfers).toHaveLength(2)
  })

  it("idempotency_conflict for another request under the same key", async () => {
    await start()
    const payment = app.sign()
    expect((await mcp.callEvidence(args("k1"), payment)).isError ?? false).toBe(false)
    const body = expectToolError(
      await mcp.callEvidence(args("k1", { max_sources: 3 }), payment),
      "idempotency_conflict"
    )
    expect(body.error.message).toMatch(/idempotency_key/)
    expect(app.chain.transfers).toHaveLength(1)
  })

  it("purchase_pending (retry the same call later) without a PaymentRequired while settlement is unknown", async () => {
    await start()
    app.facilitator.faults.add("settle", "timeout_not_applied", "timeout_not_applied", "timeout_not_applied")
    app.facilitator.faults.add("authorizationState", "unavailable")
    const result = await mcp.callEvidence(args("k1"), app.sign())
    const body = expectToolError(result, "purchase_pending")
    expect(body.error.message).toMatch(/retry the same call later/)
    expect(result._meta?.["evidence-pack/retry-after-seconds"]).toBeGreaterThan(0)
    expect(app.chain.transfers).toHaveLength(0)
  })

  it("evidence_rejected with the HTTP route's reasons, nothing settled", async () => {
    await start()
    app.provider.faults.add("search", "junk")
    const body = expectToolError(await mcp.callEvidence(args("k1"), app.sign()), "evidence_rejected")
    expect(body.error.reasons).toContain("insufficient_sources")
    expect(app.facilitator.settleCalls).toHaveLength(0)
    expect(app.chain.transfers).toHaveLength(0)
  })

  it("provider_failed with the upstream's retry hint, nothing charged; the same call succeeds later", async () => {
    await start()
    app.provider.faults.add("search", "rate_limited")
    const payment = app.sign()
    const result = await mcp.callEvidence(args("k1"), payment)
    expectToolError(result, "provider_failed")
    expect(result._meta?.["evidence-pack/retry-after-seconds"]).toBe(42)
    expect(app.facilitator.settleCalls).toHaveLength(0)
    expect((await mcp.callEvidence(args("k1"), payment)).isError ?? false).toBe(false)
  })

  it("settlement_failed withholds the pack and asks for a new signature, which settles the kept evidence", async () => {
    await start()
    app.facilitator.faults.add("settle", "rejected")
    const failed = await mcp.callEvidence(args("k1"), app.sign())
    const { body } = expectPaymentRequired(failed, "settlement_failed")
    expect(body.error.reasons?.length).toBe(1)
    expect(JSON.stringify(failed)).not.toMatch(/"sources"/)
    expect(app.chain.transfers).toHaveLength(0)
    const retried = await mcp.callEvidence(args("k1"), app.sign())
    expect(retried.isError ?? false).toBe(false)
    expect(app.provider.calls).toHaveLength(1)
    expect(app.chain.transfers).toHaveLength(1)
  })

  it("service_unavailable when the store is down; nothing is called", async () => {
    await start()
    app.storeFaults.add("get", "unavailable")
    const result = await mcp.callEvidence(args("k1"), app.sign())
    expectToolError(result, "service_unavailable")
    expect(result._meta?.["evidence-pack/retry-after-seconds"]).toBeGreaterThan(0)
    expectNothingCalled()
    expect(app.facilitator.verifyCalls).toBe(0)
  })

  it("rate_limited per client address for unpaid calls and per payer for paid ones", async () => {
    await start({ unpaidPerMinute: 1, paidPerMinute: 1 })
    expectPaymentRequired(await mcp.callEvidence(args("k1")), "payment_required")
    expectToolError(await mcp.callEvidence(args("k1")), "rate_limited")
    expect((await mcp.callEvidence(args("k2"), app.sign())).isError ?? false).toBe(false)
    const limited = await mcp.callEvidence(args("k3"), app.sign())
    expectToolError(limited, "rate_limited")
    expect(limited._meta?.["evidence-pack/retry-after-seconds"]).toBeGreaterThan(0)
    expect((await mcp.callEvidence(args("k4"), app.sign(app.payers[1]))).isError ?? false).toBe(false)
  })
})

describe("POST /mcp at the HTTP level", () => {
  const rpc = (body: string, headers: Record<string, string> = {}) =>
    app.handler(
      new Request(`${BASE}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
        body
      })
    )

  it("413 payload_too_large with our error body for a body over the limit", async () => {
    await start({ maxBodyBytes: 2048 })
    const call = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "evidence_pack", arguments: args("k1", { query: "q".repeat(4000) }) }
    }
    const response = await rpc(JSON.stringify(call))
    expect(response.status).toBe(413)
    const body = (await response.json()) as { error: { code: string }; request_id: string }
    expect(body.error.code).toBe("payload_too_large")
    expect(response.headers.get("x-request-id")).toBe(body.request_id)
    expectNothingCalled()
  })

  it("answers malformed JSON-RPC with the SDK's 4xx, never a 5xx", async () => {
    await start()
    for (const bad of ["{", '{"jsonrpc":"2.0"}', "", "null", '"text"']) {
      const response = await rpc(bad)
      expect(response.status, bad).toBeGreaterThanOrEqual(400)
      expect(response.status, bad).toBeLessThan(500)
    }
    // An empty batch holds no request: accepted (202) with nothing to answer.
    expect((await rpc("[]")).status).toBe(202)
    expectNothingCalled()
  })

  it("405 for GET and DELETE: the endpoint is stateless", async () => {
    await start()
    for (const method of ["GET", "DELETE"]) {
      const response = await app.get("/mcp", { method, headers: { accept: "text/event-stream" } })
      expect(response.status).toBe(405)
      expect(response.headers.get("allow")).toBe("POST")
    }
  })

  it("lets browser agents call it (CORS preflight allows the MCP headers)", async () => {
    await start()
    const preflight = await app.get("/mcp", {
      method: "OPTIONS",
      headers: {
        origin: "https://agent.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,mcp-protocol-version"
      }
    })
    expect(preflight.status).toBeLessThan(300)
    const allowed = (preflight.headers.get("access-control-allow-headers") ?? "").toLowerCase()
    for (const h of ["content-type", "mcp-protocol-version"]) expect(allowed).toContain(h)
  })
})

describe("discovery mentions the MCP endpoint", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the test walks arbitrary JSON documents
  type Json = Record<string, any>
  const json = async (path: string) => (await (await app.get(path)).json()) as Json

  it("OpenAPI: POST /mcp with the tool, whose example call gets the PaymentRequired", async () => {
    await start()
    const doc = await json("/openapi.json")
    const op = doc.paths["/mcp"].post
    expect(op["x-mcp"]).toMatchObject({ transport: "streamable-http", tools: [{ name: "evidence_pack" }] })
    expect(op["x-mcp"].tools[0].inputSchema.required).toContain("idempotency_key")
    expect(op.responses["402"]).toBeUndefined()
    const example = op.requestBody.content["application/json"].example
    const response = await app.handler(
      new Request(`${BASE}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify(example)
      })
    )
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { result: CallToolResult }
    expectPaymentRequired(answer.result, "payment_required")
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!)
    for (const name of refs) expect(doc.components.schemas[name], name).toBeDefined()
    expectNothingCalled()
  })

  it("/.well-known/x402 and skill.md point at it and explain the x402 MCP flow", async () => {
    await start()
    const manifest = await json("/.well-known/x402")
    expect(manifest.mcp).toMatchObject({ url: `${BASE}/mcp`, transport: "streamable-http" })
    expect(manifest.links.mcp).toBe(`${BASE}/mcp`)
    const skill = await (await app.get("/skill.md")).text()
    for (const needle of [`${BASE}/mcp`, "evidence_pack", "idempotency_key", "x402/payment", "x402/payment-response"]) {
      expect(skill).toContain(needle)
    }
  })
})
