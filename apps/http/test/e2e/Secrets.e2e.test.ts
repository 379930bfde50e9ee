import { randomBytes } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { EXAMPLE_QUERY } from "@evidence-pack/adapters/provider/corpus"
import { ACCOUNT_INDEX, type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * Secrets never leak: the real service runs with every secret it takes set (facilitator API key, provider API
 * keys, the local facilitator's private key), buys, replays, gets rejected and refused, and talks to search APIs
 * that fail while echoing back every header and the URL they received (keys included). Every log line and every
 * response (headers and bodies) is scanned for each secret, raw and in the forms it could be re-encoded into.
 */
const QUESTION = { query: EXAMPLE_QUERY, max_sources: 3 }
const secret = (label: string) => `${label}-${randomBytes(12).toString("hex")}`
const SECRETS = {
  BRAVE_API_KEY: secret("brave"),
  TAVILY_API_KEY: secret("tavily"),
  EXA_API_KEY: secret("exa"),
  SEARXNG_API_KEY: secret("searxng"),
  FACILITATOR_API_KEY: secret("facilitator")
}
const GAS_KEY = devnetAccount(ACCOUNT_INDEX.facilitatorGas).privateKey

/** The forms a secret could be written in: raw, without 0x, base64, and URL-encoded. */
const formsOf = (value: string) =>
  [value, value.replace(/^0x/, ""), Buffer.from(value).toString("base64"), encodeURIComponent(value)].filter(
    (form) => form.length >= 16
  )

let devnet: Devnet
let upstream: Server
let upstreamUrl: string
/** Every request the hostile search API received: proof that the keys were really in use. */
const upstreamSaw: Array<string> = []
/** Everything a client or an operator could read: response headers and bodies, and the services' logs. */
const observed: Array<string> = []

beforeAll(async () => {
  devnet = await startDevnet()
  upstream = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => {
      body += chunk
    })
    request.on("end", () => {
      const echo = JSON.stringify({ url: request.url, headers: request.headers, body })
      upstreamSaw.push(echo)
      response.writeHead(500, { "content-type": "application/json", "x-echo": echo.slice(0, 4_000) })
      response.end(JSON.stringify({ error: `upstream exploded while handling ${echo}` }))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await new Promise((resolve) => upstream?.close(resolve))
  await devnet?.stop()
})

const record = async (response: Response) => {
  const body = await response.text()
  observed.push(JSON.stringify([...response.headers.entries()]), body)
  return { status: response.status, body }
}

/** A purchase, a replay, a 402 probe, bad input, a refused payment and a rejection against one service. */
const exercise = async (service: ServiceProcess, payerIndex: number) => {
  const account = devnetAccount(payerIndex)
  const agent = makeAgent(devnet, service.baseUrl, account.account)
  const key = `secrets-${payerIndex}-${Date.now()}`
  const bought = await agent.buy(key, QUESTION)
  const first = await record(bought.response)
  expect(first.status, first.body).toBe(200)
  expect((await record(await agent.post(key, QUESTION, bought.payment))).status).toBe(200)
  expect((await record(await agent.post(`${key}-other`, QUESTION, bought.payment))).status).toBeGreaterThanOrEqual(400)
  expect((await record(await agent.post(`${key}-probe`, QUESTION))).status).toBe(402)
  const bad = await fetch(`${service.baseUrl}/v1/evidence`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key, "payment-signature": "!!" },
    body: "{not json"
  })
  expect((await record(bad)).status).toBe(400)
  const rejected = await agent.buy(`${key}-rejected`, { query: "zzqx blorfnak quantum tapioca" })
  expect((await record(rejected.response)).status).toBe(422)
  for (const path of ["/healthz", "/readyz", "/metrics", "/openapi.json", "/.well-known/x402", "/nope"]) {
    await record(await fetch(`${service.baseUrl}${path}`))
  }
}

const expectNoSecretIn = (texts: ReadonlyArray<string>, secrets: Readonly<Record<string, string>>) => {
  const haystack = texts.join("\n")
  for (const [name, value] of Object.entries(secrets)) {
    for (const form of formsOf(value))
      expect(haystack.includes(form), `${name} leaked (as ${form.slice(0, 6)}…)`).toBe(false)
  }
}

describe("secrets stay secret", () => {
  it("with an HTTP facilitator and four search APIs that fail by echoing their keys", async () => {
    const service = await startService({
      ...devnet.env,
      ...SECRETS,
      // The corpus answers; the four APIs fail on every call, echoing what they were sent.
      EVIDENCE_PROVIDER: "corpus,brave,tavily,exa,searxng",
      BRAVE_BASE_URL: upstreamUrl,
      TAVILY_BASE_URL: upstreamUrl,
      EXA_BASE_URL: upstreamUrl,
      SEARXNG_BASE_URL: upstreamUrl,
      PROVIDER_CACHE_TTL_SECONDS: "0",
      // Every paid provider is asked (the default per-pack budget would leave Exa and Tavily out of the fan-out).
      PROVIDER_MAX_COST_PER_PACK: "1"
    })
    try {
      await exercise(service, 5)
    } finally {
      await service.stop()
    }
    observed.push(service.output())
    // The test is only worth something if the keys were really sent out (and echoed back to us).
    for (const name of ["BRAVE_API_KEY", "TAVILY_API_KEY", "EXA_API_KEY"] as const) {
      expect(
        upstreamSaw.some((request) => request.includes(SECRETS[name])),
        `${name} was never used`
      ).toBe(true)
    }
    expectNoSecretIn(observed, SECRETS)
    console.log(
      `secrets scan (HTTP facilitator): ${Object.keys(SECRETS).length} secrets, ${upstreamSaw.length} echoed upstream ` +
        `calls, ${observed.length} responses and logs (${observed.join("").length} chars) scanned: 0 found`
    )
  }, 180_000)

  it("with the local facilitator's private key", async () => {
    const before = observed.length
    const service = await startService({ ...devnet.env, FACILITATOR_PRIVATE_KEY: GAS_KEY })
    try {
      await exercise(service, 6)
    } finally {
      await service.stop()
    }
    observed.push(service.output())
    expectNoSecretIn(observed.slice(before), { FACILITATOR_PRIVATE_KEY: GAS_KEY })
    console.log(
      `secrets scan (local facilitator): private key absent from ${observed.length - before} responses and logs`
    )
  }, 180_000)
})
