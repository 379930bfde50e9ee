import { PaymentRequired, SettlementResponse } from "@evidence-pack/core"
import { Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { makeTestApp, type TestApp } from "./support/TestApp.ts"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const decodeBase64Json = (value: string | null) => JSON.parse(Buffer.from(value ?? "", "base64").toString("utf8"))
const body = (query = "what is the evidence for the claim", extra: Record<string, unknown> = {}) =>
  JSON.stringify({ query, ...extra })

let app: TestApp
afterEach(async () => {
  await app.dispose()
})

/** An error response: the spec's shape, a UUID request id equal to the header, never a 5xx. */
const expectError = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status)
  const json = (await response.json()) as {
    error: { code: string; message: string; reasons?: Array<string> }
    request_id: string
  }
  expect(json.error.code).toBe(code)
  expect(typeof json.error.message).toBe("string")
  expect(json.request_id).toMatch(UUID)
  expect(response.headers.get("x-request-id")).toBe(json.request_id)
  return json
}

const expectNothingCalled = () => {
  expect(app.provider.calls).toHaveLength(0)
  expect(app.facilitator.settleCalls).toHaveLength(0)
  expect(app.chain.transfers).toHaveLength(0)
}

describe("POST /v1/evidence without payment", () => {
  it("answers a bare probe (no body, no signature) with 402 and PAYMENT-REQUIRED", async () => {
    app = makeTestApp()
    const response = await app.post({})
    await expectError(response, 402, "payment_required")
    const required = Schema.decodeUnknownSync(PaymentRequired)(
      decodeBase64Json(response.headers.get("payment-required"))
    )
    expect(required.x402Version).toBe(2)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(required.resource.url).toMatch(/\/v1\/evidence$/)
    expect(required.accepts[0]).toMatchObject({
      scheme: "exact",
      amount: "15000",
      extra: { name: "USD Coin", version: "2" }
    })
    expectNothingCalled()
  })

  it("answers a valid unpaid request with 402 after checking body and key", async () => {
    app = makeTestApp()
    const response = await app.post({ body: body(), key: "k1" })
    await expectError(response, 402, "payment_required")
    expect(response.headers.get("payment-required")).toBeTruthy()
    expect(response.headers.get("cache-control")).toBe("no-store")
    expectNothingCalled()
  })

  const badBodies: Array<[string, string]> = [
    ["malformed JSON", "{"],
    ["not an object", "[]"],
    ["missing query", "{}"],
    ["empty query", body("")],
    ["query of 401 characters", body("q".repeat(401))],
    ["query not a string", JSON.stringify({ query: 5 })],
    ["unknown key", body("q", { extra: 1 })],
    ["freshness 59", body("q", { freshness_seconds: 59 })],
    ["freshness 31536001", body("q", { freshness_seconds: 31_536_001 })],
    ["freshness not an integer", body("q", { freshness_seconds: 90.5 })],
    ["freshness as string", body("q", { freshness_seconds: "90" })],
    ["max_sources 2", body("q", { max_sources: 2 })],
    ["max_sources 11", body("q", { max_sources: 11 })],
    ["max_sources fractional", body("q", { max_sources: 5.5 })],
    ["max_sources null", body("q", { max_sources: null })]
  ]
  for (const [name, text] of badBodies) {
    it(`400 for ${name}, with or without a signature, and nothing is called`, async () => {
      app = makeTestApp()
      const unpaid = await expectError(await app.post({ body: text, key: "k1" }), 400, "invalid_request")
      expect(unpaid.error.reasons?.length).toBeGreaterThan(0)
      await expectError(await app.post({ body: text, key: "k1", payment: app.sign() }), 400, "invalid_request")
      expectNothingCalled()
    })
  }

  it("accepts the bounds themselves (400 chars, 60 s, 31536000 s, 3 and 10 sources)", async () => {
    app = makeTestApp()
    for (const text of [
      body("q".repeat(400)),
      body("q", { freshness_seconds: 60 }),
      body("q", { freshness_seconds: 31_536_000 }),
      body("q", { max_sources: 3 }),
      body("q", { max_sources: 10 })
    ]) {
      expect((await app.post({ body: text, key: "k1" })).status).toBe(402)
    }
  })

  const badKeys: Array<[string, string | undefined]> = [
    ["missing", undefined],
    ["129 characters", "k".repeat(129)],
    ["with a space", "a b"],
    ["non-ASCII", "clé"]
  ]
  for (const [name, key] of badKeys) {
    it(`400 invalid_idempotency_key when the key is ${name}`, async () => {
      app = makeTestApp()
      await expectError(await app.post({ body: body(), key }), 400, "invalid_idempotency_key")
      await expectError(await app.post({ body: body(), key, payment: app.sign() }), 400, "invalid_idempotency_key")
      expectNothingCalled()
    })
  }

  it("400 when Content-Type is not JSON", async () => {
    app = makeTestApp()
    await expectError(await app.post({ body: body(), key: "k1", contentType: "text/plain" }), 400, "invalid_request")
  })

  it("413 for a body over the limit, declared or streamed", async () => {
    app = makeTestApp({ maxBodyBytes: 1024 })
    const big = body("q".repeat(2000))
    await expectError(await app.post({ body: big, key: "k1" }), 413, "payload_too_large")
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode("x".repeat(500)))
        controller.close()
      }
    })
    const chunked = await app.handler(
      new Request("http://127.0.0.1:8402/v1/evidence", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "k1", "transfer-encoding": "chunked" },
        body: stream,
        duplex: "half"
      } as RequestInit)
    )
    await expectError(chunked, 413, "payload_too_large")
    expectNothingCalled()
  })

  it("429 with Retry-After per client address for unpaid requests", async () => {
    app = makeTestApp({ unpaidPerMinute: 2 })
    const from = (ip: string) => app.post({ headers: { "x-forwarded-for": ip } })
    expect((await from("10.0.0.1")).status).toBe(402)
    expect((await from("10.0.0.1")).status).toBe(402)
    const limited = await from("10.0.0.1")
    await expectError(limited, 429, "rate_limited")
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await from("10.0.0.2")).status).toBe(402)
  })
})

describe("POST /v1/evidence with payment", () => {
  it("400 payment_invalid for a malformed PAYMENT-SIGNATURE, nothing called", async () => {
    app = makeTestApp()
    for (const bad of ["%%%", Buffer.from("{}").toString("base64"), Buffer.from("nope").toString("base64")]) {
      await expectError(await app.post({ body: body(), key: "k1", payment: bad }), 400, "payment_invalid")
    }
    expectNothingCalled()
  })

  it("200 with PAYMENT-RESPONSE and matching X-Request-Id; the replay is byte-identical", async () => {
    app = makeTestApp()
    const payment = app.sign()
    const first = await app.post({ body: body(), key: "k1", payment })
    expect(first.status).toBe(200)
    const text = await first.text()
    const pack = JSON.parse(text)
    expect(first.headers.get("x-request-id")).toBe(pack.request_id)
    expect(first.headers.get("x-idempotent-replay")).toBeNull()
    const settled = Schema.decodeUnknownSync(SettlementResponse)(
      decodeBase64Json(first.headers.get("payment-response"))
    )
    expect(settled.success).toBe(true)
    expect(settled.transaction).toBe(app.chain.transfers[0]?.transaction)
    expect(pack.status).toBe("fulfilled")
    expect(pack.sources.length).toBeGreaterThanOrEqual(3)

    const replay = await app.post({ body: body(), key: "k1", payment })
    expect(replay.status).toBe(200)
    expect(replay.headers.get("x-idempotent-replay")).toBe("true")
    expect(replay.headers.get("x-request-id")).toBe(pack.request_id)
    expect(replay.headers.get("payment-response")).toBe(first.headers.get("payment-response"))
    expect(await replay.text()).toBe(text)
    expect(app.provider.calls).toHaveLength(1)
    expect(app.chain.transfers).toHaveLength(1)
  })

  it("409 idempotency_conflict for another body under the same key", async () => {
    app = makeTestApp()
    const payment = app.sign()
    expect((await app.post({ body: body("first"), key: "k1", payment })).status).toBe(200)
    await expectError(await app.post({ body: body("second"), key: "k1", payment }), 409, "idempotency_conflict")
    expect(app.chain.transfers).toHaveLength(1)
  })

  it("409 purchase_pending with Retry-After while settlement is unknown; never 402", async () => {
    app = makeTestApp()
    app.facilitator.faults.add("settle", "timeout_not_applied", "timeout_not_applied", "timeout_not_applied")
    app.facilitator.faults.add("authorizationState", "unavailable")
    const response = await app.post({ body: body(), key: "k1", payment: app.sign() })
    await expectError(response, 409, "purchase_pending")
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(app.chain.transfers).toHaveLength(0)
  })

  it("422 evidence_rejected with reasons and no settlement", async () => {
    app = makeTestApp()
    app.provider.faults.add("search", "junk")
    const json = await expectError(
      await app.post({ body: body(), key: "k1", payment: app.sign() }),
      422,
      "evidence_rejected"
    )
    expect(json.error.reasons).toContain("insufficient_sources")
    expect(app.facilitator.settleCalls).toHaveLength(0)
    expect(app.chain.transfers).toHaveLength(0)
  })

  it("refuses an authorization reused under another key, before the provider", async () => {
    app = makeTestApp()
    // Bound to k1 but never settled (k1's evidence was rejected): the store's nonce binding refuses it.
    app.provider.faults.add("search", "junk")
    const unsettled = app.sign()
    expect((await app.post({ body: body("a"), key: "k1", payment: unsettled })).status).toBe(422)
    const json = await expectError(
      await app.post({ body: body("b"), key: "k2", payment: unsettled }),
      422,
      "economic_guard"
    )
    expect(json.error.reasons).toContain("nonce_bound_to_other_purchase")
    // Settled for k3: the facilitator already refuses the used nonce.
    const settled = app.sign()
    expect((await app.post({ body: body("c"), key: "k3", payment: settled })).status).toBe(200)
    await expectError(await app.post({ body: body("d"), key: "k4", payment: settled }), 402, "payment_invalid")
    expect(app.provider.calls).toHaveLength(2)
    expect(app.chain.transfers).toHaveLength(1)
  })

  it("402 payment_invalid (with PAYMENT-REQUIRED) for a wrong amount, wrong payee or unfunded payer", async () => {
    app = makeTestApp()
    const cases = [
      app.sign(undefined, { value: "1" }),
      app.sign(undefined, { to: `0x${"9".repeat(40)}` }),
      app.sign(`0x${"7".repeat(40)}`)
    ]
    for (const [i, payment] of cases.entries()) {
      const response = await app.post({ body: body(), key: `k${i}`, payment })
      await expectError(response, 402, "payment_invalid")
      expect(response.headers.get("payment-required")).toBeTruthy()
      expect(response.headers.get("cache-control")).toBe("no-store")
    }
    expectNothingCalled()
  })

  it("502 provider_failed with no charge; the same request succeeds later", async () => {
    app = makeTestApp()
    app.provider.faults.add("search", "unavailable")
    const payment = app.sign()
    await expectError(await app.post({ body: body(), key: "k1", payment }), 502, "provider_failed")
    expect(app.facilitator.settleCalls).toHaveLength(0)
    expect((await app.post({ body: body(), key: "k1", payment })).status).toBe(200)
  })

  it("502 provider_failed passes the upstream's Retry-After hint on", async () => {
    app = makeTestApp()
    app.provider.faults.add("search", "rate_limited")
    const response = await app.post({ body: body(), key: "k1", payment: app.sign() })
    await expectError(response, 502, "provider_failed")
    expect(response.headers.get("retry-after")).toBe("42")
    expect(app.facilitator.settleCalls).toHaveLength(0)
  })

  it("502 settlement_failed when the facilitator refuses to settle; nothing moves", async () => {
    app = makeTestApp()
    app.facilitator.faults.add("settle", "rejected")
    await expectError(await app.post({ body: body(), key: "k1", payment: app.sign() }), 502, "settlement_failed")
    expect(app.chain.transfers).toHaveLength(0)
  })

  it("503 service_unavailable with Retry-After when the store is down; nothing is called", async () => {
    app = makeTestApp()
    app.storeFaults.add("get", "unavailable")
    const response = await app.post({ body: body(), key: "k1", payment: app.sign() })
    await expectError(response, 503, "service_unavailable")
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0)
    expectNothingCalled()
    expect(app.facilitator.verifyCalls).toBe(0)
  })

  it("429 per payer for paid requests", async () => {
    app = makeTestApp({ paidPerMinute: 1 })
    expect((await app.post({ body: body("a"), key: "k1", payment: app.sign() })).status).toBe(200)
    await expectError(await app.post({ body: body("b"), key: "k2", payment: app.sign() }), 429, "rate_limited")
    expect((await app.post({ body: body("c"), key: "k3", payment: app.sign(app.payers[1]) })).status).toBe(200)
  })
})

describe("CORS", () => {
  it("lets browser agents send the x402 headers and read the answers", async () => {
    app = makeTestApp()
    const preflight = await app.get("/v1/evidence", {
      method: "OPTIONS",
      headers: {
        origin: "https://agent.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "payment-signature,idempotency-key,content-type"
      }
    })
    expect(preflight.status).toBeLessThan(300)
    const allowed = (preflight.headers.get("access-control-allow-headers") ?? "").toLowerCase()
    for (const h of ["payment-signature", "idempotency-key", "content-type"]) expect(allowed).toContain(h)
    const probe = await app.handler(
      new Request("http://127.0.0.1:8402/v1/evidence", { method: "POST", headers: { origin: "https://agent.example" } })
    )
    const exposed = (probe.headers.get("access-control-expose-headers") ?? "").toLowerCase()
    for (const h of ["payment-required", "payment-response", "x-request-id", "x-idempotent-replay"]) {
      expect(exposed).toContain(h)
    }
  })
})

describe("CORS for browser agents", () => {
  it("the preflight of @x402/fetch's paid retry allows every header it sends", async () => {
    app = makeTestApp()
    const sent = ["content-type", "idempotency-key", "payment-signature", "access-control-expose-headers"]
    const response = await app.handler(
      new Request("http://127.0.0.1:8402/v1/evidence", {
        method: "OPTIONS",
        headers: {
          origin: "https://agent.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": sent.join(",")
        }
      })
    )
    expect(response.status).toBeLessThan(300)
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/)
    for (const header of sent) expect(allowed).toContain(header)
    expect((response.headers.get("access-control-allow-methods") ?? "").split(/\s*,\s*/)).toContain("POST")
  })
})
