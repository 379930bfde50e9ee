import { TEST_ASSET, TEST_NETWORK } from "@evidence-pack/testkit"
import { privateKeyToAccount } from "viem/accounts"
import { afterEach, describe, expect, it } from "vitest"
import { encodeHeaderJson, officialClient, type PaymentPayload } from "./support/OfficialClient.ts"
import { makeTestApp, type TestApp } from "./support/TestApp.ts"

/**
 * payment-identifier through the whole app, with payloads built by the official client and the extension's own
 * helper (`appendPaymentIdentifierToExtensions`): an id names one purchase, whatever Idempotency-Key carries it.
 */
let app: TestApp
afterEach(async () => {
  await app.dispose()
})

const account = privateKeyToAccount(`0x${"6".repeat(64)}`)
const body = (query = "what is the evidence for the claim") => JSON.stringify({ query })

/** A fresh authorization (new nonce) for the current offer, naming the payment `id`. */
const signWithId = async (id: string): Promise<PaymentPayload> => {
  const client = officialClient(account, TEST_NETWORK, TEST_ASSET, () => id)
  const probe = await app.post({})
  const required = JSON.parse(Buffer.from(probe.headers.get("payment-required")!, "base64").toString("utf8"))
  return (await client.createPaymentPayload(required)) as PaymentPayload
}

const post = (key: string, payment: PaymentPayload, text = body()) =>
  app.post({ body: text, key, payment: encodeHeaderJson(payment) })

const setUp = () => {
  app = makeTestApp()
  app.chain.fund(account.address, 1_000_000n)
}

describe("payment-identifier", () => {
  it("the same id and body under another Idempotency-Key get the stored 200, even with a fresh authorization", async () => {
    setUp()
    const id = `pay_${crypto.randomUUID().replaceAll("-", "")}`
    const first = await post("key-1", await signWithId(id))
    expect(first.status).toBe(200)
    const original = await first.text()
    const again = await post("key-2", await signWithId(id))
    expect(again.status).toBe(200)
    expect(again.headers.get("x-idempotent-replay")).toBe("true")
    expect(await again.text()).toBe(original)
    expect(app.facilitator.settleCalls).toHaveLength(1)
    expect(app.chain.transfers).toHaveLength(1)
    expect(app.provider.calls).toHaveLength(1)
  })

  it("the same id with a different body is 409 idempotency_conflict, nothing called or charged", async () => {
    setUp()
    const id = `pay_${crypto.randomUUID().replaceAll("-", "")}`
    expect((await post("key-1", await signWithId(id))).status).toBe(200)
    const conflict = await post("key-2", await signWithId(id), body("a different question entirely"))
    expect(conflict.status).toBe(409)
    expect(((await conflict.json()) as { error: { code: string } }).error.code).toBe("idempotency_conflict")
    expect(app.provider.calls).toHaveLength(1)
    expect(app.chain.transfers).toHaveLength(1)
  })

  it("concurrent requests naming one id under different keys settle once", async () => {
    setUp()
    const id = `pay_${crypto.randomUUID().replaceAll("-", "")}`
    const payments = await Promise.all([0, 1, 2, 3].map(() => signWithId(id)))
    const responses = await Promise.all(payments.map((payment, i) => post(`key-${i}`, payment)))
    for (const response of responses) expect([200, 409]).toContain(response.status)
    expect(responses.some((response) => response.status === 200)).toBe(true)
    expect(app.chain.transfers).toHaveLength(1)
    expect(app.provider.calls).toHaveLength(1)
  })

  it("different ids are different purchases; no id keeps today's per-key behaviour", async () => {
    setUp()
    expect((await post("key-1", await signWithId("a".repeat(16)))).status).toBe(200)
    expect((await post("key-2", await signWithId("b".repeat(16)))).status).toBe(200)
    expect(app.chain.transfers).toHaveLength(2)
  })

  it("a malformed id is refused before anything is called", async () => {
    setUp()
    const payment = await signWithId("c".repeat(16))
    const malformed = { ...payment, extensions: { "payment-identifier": { info: { required: false, id: "short" } } } }
    const response = await post("key-1", malformed as PaymentPayload)
    expect(response.status).toBe(402)
    const json = (await response.json()) as { error: { code: string; reasons: Array<string> } }
    expect(json.error).toMatchObject({ code: "payment_invalid", reasons: ["payment_identifier_invalid"] })
    expect(app.provider.calls).toHaveLength(0)
  })
})
