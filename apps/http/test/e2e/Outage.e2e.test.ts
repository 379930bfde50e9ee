import { type ChildProcess, spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import { type RedisServer, redisCli, startRedisServer } from "@evidence-pack/testkit/redis/RedisServer"
import type { PaymentPayload } from "@x402/core/types"
import type { Address, Hex } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * Redis outages, on a Redis server this file starts, freezes, kills and restarts itself: while it is gone the
 * service refuses paid requests with 503 `service_unavailable` and Retry-After, says so on /readyz, and calls
 * neither the provider nor the facilitator (a counting proxy stands in front of the devnet facilitator, and the
 * chain is checked); when Redis is back, the same process serves purchases again without a restart.
 */
const PREFIX = `ep-e2e-outage-${randomUUID().slice(0, 8)}:`
const CORPUS_PATH = fileURLToPath(new URL("../fixtures/corpus.jsonl", import.meta.url))
const QUESTION = { query: "How does HTTP caching with Cache-Control work?", max_sources: 5 }
const PRICE = 15_000n

let dir: string | undefined
let redis: RedisServer | undefined
/** The server started again on the same port after `redis` was killed. */
let restarted: ChildProcess | undefined
let facilitator: CountingProxy | undefined
let devnet: Devnet | undefined
let service: ServiceProcess | undefined
let keys = 0
const key = () => `outage-${++keys}-${Date.now()}`

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

/** An HTTP proxy to the devnet facilitator that counts requests by path (`/verify`, `/settle`, `/supported`). */
interface CountingProxy {
  readonly url: string
  readonly calls: (path: "/verify" | "/settle") => number
  readonly close: () => Promise<void>
}

const countingProxy = async (target: string): Promise<CountingProxy> => {
  const base = target.replace(/\/$/, "")
  const counts = new Map<string, number>()
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://proxy").pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    try {
      const upstream = await fetch(`${base}${request.url ?? "/"}`, {
        method: request.method ?? "GET",
        headers: { "content-type": request.headers["content-type"] ?? "application/json" },
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        signal: AbortSignal.timeout(30_000)
      })
      const body = Buffer.from(await upstream.arrayBuffer())
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
    calls: (path) => [...counts].filter(([p]) => p.endsWith(path)).reduce((sum, [, n]) => sum + n, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** A redis-server on a given port (the port the service knows), owned by this file until afterAll. */
const startRedisOn = async (port: number, workDir: string): Promise<void> => {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", workDir],
    { stdio: "ignore" }
  )
  child.on("error", () => {})
  restarted = child
  for (let attempt = 0; attempt < 250 && child.exitCode === null; attempt++) {
    if ((await redisCli(port, "ping").catch(() => "")) === "PONG") return
    await sleep(20)
  }
  throw new Error(`redis-server did not start again on port ${port}`)
}

const stopChild = async (child: ChildProcess | undefined) => {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  child.kill("SIGKILL")
  await exited
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "ep-outage-"))
  redis = await startRedisServer({ dir })
  devnet = await startDevnet()
  facilitator = await countingProxy(devnet.facilitatorUrl)
  const env = {
    ...devnet.env,
    FACILITATOR_URL: facilitator.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: PREFIX,
    CORPUS_PATH
  }
  service = await startService(env)
}, 120_000)

afterAll(async () => {
  await service?.stop()
  redis?.signal("SIGCONT")
  await redis?.stop()
  await stopChild(restarted)
  await facilitator?.close()
  await devnet?.stop()
  if (dir !== undefined) await rm(dir, { recursive: true, force: true })
})

const chain = () => devnet!
const baseUrl = () => service!.baseUrl
const balance = (address: Address) => chain().token.balanceOf(address)
const authorizationOf = (payment: PaymentPayload) =>
  (payment.payload as { authorization: { from: Address; nonce: Hex } }).authorization
const authorizationUsed = (payment: PaymentPayload) => {
  const { from, nonce } = authorizationOf(payment)
  return chain().token.authorizationState(from, nonce)
}

const readyz = async () => {
  const response = await fetch(`${baseUrl()}/readyz`, { signal: AbortSignal.timeout(5_000) })
  return { status: response.status, body: (await response.json()) as { checks: { store: string } } }
}

/** Polls /readyz until it answers 200: the service reconnects to Redis by itself. */
const awaitReady = async (millis = 15_000) => {
  const deadline = Date.now() + millis
  while (Date.now() < deadline) {
    if ((await readyz().catch(() => undefined))?.status === 200) return
    await sleep(100)
  }
  throw new Error(`service not ready again within ${millis} ms:\n${service?.output().slice(-2_000)}`)
}

/** Sum of a counter or histogram count in /metrics (0 before the first update). */
const metric = async (name: string) => {
  const text = await fetch(`${baseUrl()}/metrics`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.text())
  return text
    .split("\n")
    .filter((line) => line.startsWith(`evidence_pack_${name}`) && !line.startsWith("#"))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0)
}

/** What the outage may not touch: the chain, the facilitator's verify and settle, the provider. */
const untouched = async () => ({
  verify: facilitator!.calls("/verify"),
  settle: facilitator!.calls("/settle"),
  provider: await metric("provider_search_duration_ms_count"),
  payee: await balance(chain().payTo)
})

/** A paid POST during the outage: 503 service_unavailable with Retry-After. */
const expectUnavailable = async (response: Response) => {
  const text = await response.text()
  expect(response.status, text).toBe(503)
  expect((JSON.parse(text) as { error: { code: string } }).error.code).toBe("service_unavailable")
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
  expect(response.headers.get("x-request-id")).toBeTruthy()
}

describe("Redis outage", () => {
  it("answers 503 while Redis is frozen, charges nothing, and then settles the same request once", async () => {
    const account = devnetAccount(5)
    const agent = makeAgent(chain(), baseUrl(), account.account)
    const k = key()
    const payment = await agent.sign(await agent.probe(k, QUESTION))
    const before = await untouched()
    const payerBefore = await balance(account.address)

    redis!.signal("SIGSTOP")
    try {
      await expectUnavailable(await agent.post(k, QUESTION, payment))
      const ready = await readyz()
      expect(ready.status).toBe(503)
      expect(ready.body.checks.store).toBe("unreachable")
    } finally {
      redis!.signal("SIGCONT")
    }

    expect(await untouched()).toEqual(before)
    expect(await balance(account.address)).toBe(payerBefore)
    expect(await authorizationUsed(payment)).toBe(false)
    expect(service!.child.exitCode).toBeNull()

    // The 503 promised nothing was done: the same key and signature now buy the pack, once.
    await awaitReady()
    const response = await agent.post(k, QUESTION, payment)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(payerBefore - (await balance(account.address))).toBe(PRICE)
    expect(await authorizationUsed(payment)).toBe(true)
    expect(facilitator!.calls("/settle")).toBe(before.settle + 1)
    expect(await metric("provider_search_duration_ms_count")).toBe(before.provider + 1)
  })

  it("answers 503 while Redis is down, and serves again when Redis restarts empty on the same port", async () => {
    const account = devnetAccount(6)
    const agent = makeAgent(chain(), baseUrl(), account.account)
    const k = key()
    const payment = await agent.sign(await agent.probe(k, QUESTION))
    const before = await untouched()
    const payerBefore = await balance(account.address)
    const port = redis!.port

    await redis!.stop()
    await expectUnavailable(await agent.post(k, QUESTION, payment))
    const ready = await readyz()
    expect(ready.status).toBe(503)
    expect(ready.body.checks.store).toBe("unreachable")
    // A client retrying during the outage keeps getting 503, never a charge.
    await expectUnavailable(await agent.post(k, QUESTION, payment))
    expect(await untouched()).toEqual(before)
    expect(await balance(account.address)).toBe(payerBefore)
    expect(await authorizationUsed(payment)).toBe(false)
    expect(service!.child.exitCode).toBeNull()

    await startRedisOn(port, dir!)
    await awaitReady()
    const { response } = await agent.buy(key(), QUESTION)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(payerBefore - (await balance(account.address))).toBe(PRICE)
    expect(facilitator!.calls("/settle")).toBe(before.settle + 1)
    // The authorization refused during the outage was never spent.
    expect(await authorizationUsed(payment)).toBe(false)
  })
})
