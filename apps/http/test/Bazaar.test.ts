import { EvidenceResponse, MAX_HEADER_BYTES } from "@evidence-pack/core"
import { TEST_ASSET, TEST_NETWORK } from "@evidence-pack/testkit"
import {
  type DiscoveryExtension,
  extractDiscoveryInfo,
  sanitizeResourceServiceMetadata,
  validateDiscoveryExtension,
  validateDiscoveryExtensionSpec
} from "@x402/extensions/bazaar"
import { PAYMENT_ID_MAX_LENGTH, validatePaymentIdentifier } from "@x402/extensions/payment-identifier"
import { Schema } from "effect"
import { privateKeyToAccount } from "viem/accounts"
import { afterEach, describe, expect, it } from "vitest"
import {
  decodeHeaderJson,
  encodeHeaderJson,
  officialClient,
  type PaymentPayload,
  type PaymentRequired
} from "./support/OfficialClient.ts"
import { EXAMPLE_QUERY, makeTestApp, type TestApp } from "./support/TestApp.ts"

let app: TestApp
afterEach(async () => {
  await app.dispose()
})

const offer = async () => {
  const response = await app.post({})
  expect(response.status).toBe(402)
  return decodeHeaderJson<PaymentRequired>(response.headers.get("payment-required"))
}

type BazaarInfo = {
  input: { method: string; bodyType: string; body: unknown; headers: Record<string, string> }
  output: { type: string; example: unknown }
}

describe("the Bazaar discovery extension on the 402", () => {
  it("validates with the official helpers and describes the call an agent must make", async () => {
    app = makeTestApp()
    const required = await offer()
    const bazaar = required.extensions!.bazaar as DiscoveryExtension
    expect(validateDiscoveryExtension(bazaar)).toEqual({ valid: true })
    expect(validateDiscoveryExtensionSpec(bazaar as unknown as Record<string, unknown>)).toEqual({ valid: true })
    const info = bazaar.info as unknown as BazaarInfo
    expect(info.input).toMatchObject({ type: "http", method: "POST", bodyType: "json" })
    expect(Object.keys(info.input.headers)).toContain("Idempotency-Key")
    expect(info.input.body).toEqual({ query: EXAMPLE_QUERY, max_sources: 5 })
    // The output example is a real 200 body, by our own response schema.
    expect(info.output.type).toBe("json")
    expect(() => Schema.decodeUnknownSync(EvidenceResponse)(info.output.example)).not.toThrow()
    // Service metadata survives the catalog's sanitizer unchanged.
    const { serviceName, tags } = required.resource as { serviceName: string; tags: Array<string> }
    expect(sanitizeResourceServiceMetadata(required.resource)).toEqual({ serviceName, tags })
    expect(serviceName).toBe("evidence-pack")
  })

  it("the schema it carries rejects a call without Idempotency-Key or with a body the service refuses", async () => {
    app = makeTestApp()
    const bazaar = (await offer()).extensions!.bazaar as DiscoveryExtension
    const info = bazaar.info as unknown as BazaarInfo
    const withInput = (input: Record<string, unknown>) =>
      validateDiscoveryExtension({ ...bazaar, info: { ...bazaar.info, input: { ...info.input, ...input } } } as never)
    expect(withInput({ headers: { "Content-Type": "application/json" } }).valid).toBe(false)
    expect(withInput({ body: { query: "q", colour: "red" } }).valid).toBe(false)
    expect(withInput({ body: { max_sources: 5 } }).valid).toBe(false)
    expect(withInput({ method: "GET" }).valid).toBe(false)
  })

  it("the body example is a request the service accepts (402, not 400)", async () => {
    app = makeTestApp()
    const info = ((await offer()).extensions!.bazaar as DiscoveryExtension).info as unknown as BazaarInfo
    const response = await app.post({ body: JSON.stringify(info.input.body), key: "bazaar-example" })
    expect(response.status).toBe(402)
  })

  it("declares payment-identifier as optional", async () => {
    app = makeTestApp()
    const declared = (await offer()).extensions?.["payment-identifier"]
    expect(validatePaymentIdentifier(declared)).toMatchObject({ valid: true })
    expect(declared).toMatchObject({ info: { required: false } })
  })

  it("the largest payload the official client builds (echoed extensions, a 128-character payment id) is accepted and catalogued", async () => {
    app = makeTestApp()
    const account = privateKeyToAccount(`0x${"5".repeat(64)}`)
    app.chain.fund(account.address, 1_000_000n)
    const client = officialClient(account, TEST_NETWORK, TEST_ASSET, () => "x".repeat(PAYMENT_ID_MAX_LENGTH))
    const required = await offer()
    const payment = (await client.createPaymentPayload(required)) as PaymentPayload
    // The client echoed what we declared: a facilitator can catalog the resource from the payment alone.
    const discovered = extractDiscoveryInfo(payment, payment.accepted)
    expect(discovered).toMatchObject({
      resourceUrl: required.resource.url,
      method: "POST",
      serviceName: "evidence-pack"
    })
    const header = encodeHeaderJson(payment)
    expect(header.length).toBeLessThanOrEqual(MAX_HEADER_BYTES)
    const response = await app.post({
      body: JSON.stringify({ query: EXAMPLE_QUERY }),
      key: "largest",
      payment: header
    })
    expect(response.status).toBe(200)
    console.info(`largest echoed PAYMENT-SIGNATURE: ${header.length} of ${MAX_HEADER_BYTES} bytes`)
  })
})
