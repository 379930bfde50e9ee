import { EconomicGuardReason } from "@evidence-pack/core"
import { afterEach, describe, expect, it } from "vitest"
import { EXAMPLE_QUERY, makeTestApp, type TestApp } from "./support/TestApp.ts"

let app: TestApp
afterEach(async () => {
  await app.dispose()
})

// biome-ignore lint/suspicious/noExplicitAny: the test walks arbitrary JSON documents
type Json = Record<string, any>
const json = async (path: string) => {
  const response = await app.get(path)
  expect(response.status).toBe(200)
  expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
  return (await response.json()) as Json
}

describe("discovery documents", () => {
  it("GET /openapi.json: OpenAPI 3.1, version 0.1.0, the paid operation with security, payment info and headers", async () => {
    app = makeTestApp()
    const doc = await json("/openapi.json")
    expect(doc.openapi).toBe("3.1.0")
    expect(doc.info.version).toBe("0.1.0")
    const op = doc.paths["/v1/evidence"].post
    expect(op.operationId).toBe("createEvidencePack")
    // The payment is the credential: no security scheme an agent would read as "authenticate first".
    expect(op.security).toEqual([])
    expect(doc.components.securitySchemes).toBeUndefined()
    expect(op.parameters.map((p: Json) => p.name)).toEqual(["Idempotency-Key", "PAYMENT-SIGNATURE"])
    expect(op["x-payment-info"]).toMatchObject({
      price: { mode: "fixed", currency: "USD", amount: "0.015" },
      protocols: [{ x402: { x402Version: 2, scheme: "exact", amount: "15000" } }]
    })
    expect(doc.info["x-guidance"]).toContain("/skill.md")
    expect(doc.info.contact.url).toMatch(/\/skill\.md$/)
    expect(op.requestBody.content["application/json"].example).toEqual({ query: EXAMPLE_QUERY, max_sources: 5 })
    expect(Object.keys(op.responses).sort()).toEqual(["200", "400", "402", "409", "413", "422", "429", "502", "503"])
    expect(Object.keys(op.responses["200"].headers).sort()).toEqual([
      "PAYMENT-RESPONSE",
      "X-Idempotent-Replay",
      "X-Request-Id"
    ])
    expect(op.responses["402"].headers["PAYMENT-REQUIRED"]).toBeDefined()
    for (const status of Object.keys(op.responses)) expect(op.responses[status].headers["X-Request-Id"]).toBeDefined()
    // Every $ref resolves inside the document.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!)
    expect(refs.length).toBeGreaterThan(0)
    for (const name of refs) expect(doc.components.schemas[name], name).toBeDefined()
    expect(doc.components.schemas.EvidenceRequest.additionalProperties).toBe(false)
  })

  it("the OpenAPI request example is a valid request (it gets the 402, not a 400)", async () => {
    app = makeTestApp()
    const doc = await json("/openapi.json")
    const example = doc.paths["/v1/evidence"].post.requestBody.content["application/json"].example
    const response = await app.post({ body: JSON.stringify(example), key: "example" })
    expect(response.status).toBe(402)
  })

  it("GET /.well-known/x402: the manifest the spec describes", async () => {
    app = makeTestApp()
    const manifest = await json("/.well-known/x402")
    expect(manifest).toMatchObject({ name: "evidence-pack", x402Version: 2 })
    expect(manifest.description.length).toBeGreaterThan(20)
    expect(manifest.categories.length).toBeGreaterThan(0)
    const [resource] = manifest.resources
    expect(resource).toMatchObject({ method: "POST", url: "http://127.0.0.1/v1/evidence" })
    expect(resource.payment).toMatchObject({ scheme: "exact", amount: "15000", network: "eip155:31337" })
    expect(resource.input.properties.query).toBeDefined()
    expect(resource.input.additionalProperties).toBe(false)
    expect(resource.output.required).toContain("sources")
    expect(manifest.links.openapi).toBe("http://127.0.0.1:8402/openapi.json")
    expect(manifest.links.skill).toBe("http://127.0.0.1:8402/skill.md")
  })

  it("GET /skill.md: a guide with the flow, every error code and a worked example", async () => {
    app = makeTestApp()
    const response = await app.get("/skill.md")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/markdown")
    const text = await response.text()
    for (const needle of [
      "PAYMENT-REQUIRED",
      "PAYMENT-SIGNATURE",
      "Idempotency-Key",
      "purchase_pending",
      "wrapFetchWithPayment"
    ]) {
      expect(text).toContain(needle)
    }
    for (const code of [
      "invalid_request",
      "invalid_idempotency_key",
      "payment_required",
      "payment_invalid",
      "idempotency_conflict",
      "payload_too_large",
      "economic_guard",
      "evidence_rejected",
      "rate_limited",
      "provider_failed",
      "settlement_failed",
      "service_unavailable"
    ]) {
      expect(text).toContain(`\`${code}\``)
    }
    // Every economic guard reason is explained.
    for (const reason of EconomicGuardReason.literals) expect(text).toContain(reason)
  })
})

describe("operations", () => {
  it("GET /healthz is 200; /readyz checks store and facilitator; /metrics is Prometheus text", async () => {
    app = makeTestApp()
    expect((await app.get("/healthz")).status).toBe(200)
    const ready = await app.get("/readyz")
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: "ready" })
    app.storeFaults.add("ping", "unavailable")
    const notReady = await app.get("/readyz")
    expect(notReady.status).toBe(503)
    expect(await notReady.json()).toMatchObject({ checks: { store: "unreachable" } })
    await app.post({ body: JSON.stringify({ query: "q" }), key: "k" })
    const metrics = await (await app.get("/metrics")).text()
    expect(metrics).toMatch(/evidence_pack_http_responses_total\{[^}]*status="402"[^}]*\} \d+/)
  })

  it("unknown paths get a 404 in the error shape", async () => {
    app = makeTestApp()
    const response = await app.get("/nope")
    expect(response.status).toBe(404)
    const body = (await response.json()) as Json
    expect(body.error.code).toBe("not_found")
    expect(response.headers.get("x-request-id")).toBe(body.request_id)
  })
})
