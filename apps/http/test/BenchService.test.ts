import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { fileURLToPath } from "node:url"
import { encodeHeader, type PaymentPayload } from "@evidence-pack/core"
import { benchRequirements } from "@evidence-pack/testkit/bench/BenchOffer"
import type { ChildStats } from "@evidence-pack/testkit/bench/ChildControl"
import { Redis } from "ioredis"
import { afterEach, describe, expect, it } from "vitest"
import { freePort } from "./support/ServiceProcess.ts"

/**
 * The benchmark's server entry point (bench/ spawns it by path, so nothing else would notice it broke): it serves
 * purchases and replays over the instant fakes, answers the bench's stats and stop messages, and with Redis counts
 * every command of the process by caller.
 */
const ENTRY = fileURLToPath(new URL("./support/BenchService.ts", import.meta.url))
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"

let child: ChildProcess | undefined
afterEach(() => {
  if (child?.exitCode === null) child.kill("SIGKILL")
})

const start = async (env: Record<string, string>) => {
  const port = await freePort()
  const spawned = spawn(process.execPath, [ENTRY], {
    env: { PATH: process.env.PATH ?? "", BENCH_PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "pipe", "ipc"]
  })
  child = spawned
  let stderr = ""
  spawned.stderr?.on("data", (chunk) => {
    stderr += chunk
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false
    )
    if (up) return { port, child: spawned }
    if (spawned.exitCode !== null || Date.now() > deadline) throw new Error(`BenchService did not start:\n${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A payment for the bench offer from a random payer; the instant facilitator checks no signature. */
const payment = (): string => {
  const payload: PaymentPayload = {
    x402Version: 2,
    payload: {
      authorization: {
        from: `0x${randomBytes(20).toString("hex")}`,
        to: benchRequirements.payTo,
        value: benchRequirements.amount,
        validAfter: "0",
        validBefore: String(Math.floor(Date.now() / 1000) + 3_600),
        nonce: `0x${randomBytes(32).toString("hex")}`
      },
      signature: `0x${randomBytes(65).toString("hex")}`
    },
    accepted: benchRequirements
  }
  return encodeHeader(payload)
}

const buy = (port: number, key: string, signature: string) =>
  fetch(`http://127.0.0.1:${port}/v1/evidence`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key, "payment-signature": signature },
    body: JSON.stringify({ query: "When was the Eiffel Tower built?", max_sources: 5 })
  })

const stats = (service: ChildProcess): Promise<ChildStats> =>
  new Promise((resolve) => {
    service.once("message", (message: { readonly payload: ChildStats }) => resolve(message.payload))
    service.send?.({ type: "stats" })
  })

describe("BenchService", () => {
  it("sells a purchase and replays it over the instant fakes, then stops when the bench says so", async () => {
    const { port, child: service } = await start({ BENCH_STORE: "memory" })
    const signature = payment()
    const first = await buy(port, "bench-service-test-1", signature)
    expect(first.status).toBe(200)
    const body = await first.text()
    const again = await buy(port, "bench-service-test-1", signature)
    expect([again.status, again.headers.get("x-idempotent-replay")]).toEqual([200, "true"])
    expect(await again.text()).toBe(body)
    expect((await stats(service))["memory.rssMiB"]).toBeGreaterThan(0)
    const exited = new Promise((resolve) => service.once("exit", resolve))
    service.send({ type: "stop" })
    expect(await exited).toBe(0)
  })

  it("with Redis, counts every command of the process by caller", async () => {
    const prefix = `ep-bench-service-${process.pid}-${Date.now()}:`
    const { port, child: service } = await start({
      BENCH_STORE: "redis",
      BENCH_REDIS_URL: REDIS_URL,
      BENCH_REDIS_PREFIX: prefix
    })
    const redis = new Redis(REDIS_URL)
    try {
      const before = await stats(service)
      expect((await buy(port, "bench-service-test-2", payment())).status).toBe(200)
      const after = await stats(service)
      const sent = (key: string) => (after[key] ?? 0) - (before[key] ?? 0)
      // The store, the guards' counters and the rate limiter each talk to Redis during a purchase.
      expect(sent("redis.store")).toBeGreaterThan(0)
      expect(sent("redis.guards")).toBeGreaterThan(0)
      expect(sent("redis.rateLimiter")).toBeGreaterThan(0)
      expect(sent("redisCommands")).toBe(
        sent("redis.store") + sent("redis.guards") + sent("redis.rateLimiter") + sent("redis.other")
      )
      expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0)
    } finally {
      service.kill("SIGKILL")
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    }
  })
})
