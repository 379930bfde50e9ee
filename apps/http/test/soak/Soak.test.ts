import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { Effect } from "effect"
import { afterAll, expect, it } from "vitest"
import { EXAMPLE_QUERY, makeTestApp } from "../support/TestApp.ts"

/**
 * A bounded soak: one app (in this process) takes a steady mix of fresh purchases, replays, evidence rejections,
 * refused payments and bad input for SOAK_SECONDS, and its memory is sampled after a full GC. After a warm-up
 * that fills the memory store to its cap, heap and RSS must stay flat: a leak anywhere on these paths (store,
 * rate limiter, caches, fibers) shows up as steady growth. Tolerance: heap after GC within +8 MB and RSS within
 * +64 MB of the first sample after warm-up (a leak of 1 KB per request exceeds the heap tolerance after about
 * 8,000 requests, well under what 40 s after the warm-up sends).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
/** Small, so the warm-up fills the store and what follows must be flat. */
const CAP = 200
const HEAP_TOLERANCE_MB = 8
const RSS_TOLERANCE_MB = 64

setFlagsFromString("--expose-gc")
const gc = runInNewContext("gc") as () => void

const app = makeTestApp({ unpaidPerMinute: 1e9, paidPerMinute: 1e9, memory: { maxPurchases: CAP } })
afterAll(() => app.dispose())

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
const sample = () => {
  gc()
  gc()
  const usage = process.memoryUsage()
  return { heap: mb(usage.heapUsed), rss: mb(usage.rss) }
}

const body = (query: string) => JSON.stringify({ query, max_sources: 5 })

it(`memory stays flat over a ${SECONDS} s soak of purchases, replays, rejections and bad input`, {
  timeout: (SECONDS + 120) * 1000
}, async () => {
  let n = 0
  const statuses = new Map<number, number>()
  const count = async (response: Promise<Response>) => {
    const r = await response
    await r.text()
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
    if (r.status >= 500) throw new Error(`soak got ${r.status}`)
  }
  /** One round: 20 requests of every kind, concurrently. */
  const round = async () => {
    const payer = app.payers[n % app.payers.length]!
    const key = `soak-${++n}`
    const payment = app.sign(payer)
    await count(app.post({ key, body: body(EXAMPLE_QUERY), payment }))
    const rejectedPayment = app.sign(payer)
    await Promise.all([
      ...Array.from({ length: 5 }, () => count(app.post({ key, body: body(EXAMPLE_QUERY), payment }))),
      count(
        app.post({ key: `${key}-rejected`, body: body("zzqx blorfnak quantum tapioca"), payment: rejectedPayment })
      ),
      count(app.post({ key: `${key}-stolen`, body: body(EXAMPLE_QUERY), payment })),
      count(app.post({ key: `${key}-probe`, body: body(EXAMPLE_QUERY) })),
      count(app.post({ key: `${key}-bad`, body: "{not json", payment: "!!" })),
      count(app.post({ key, body: body("another question"), payment })),
      count(app.post({ key: `${key}-big`, body: "x".repeat(20_000) })),
      count(
        app.post({ key: `${key}-expired`, body: body(EXAMPLE_QUERY), payment: app.sign(payer, { validBefore: 1 }) })
      ),
      ...Array.from({ length: 4 }, (_, i) => count(app.get(i % 2 === 0 ? "/healthz" : "/nope"))),
      count(app.get("/openapi.json")),
      count(app.get("/.well-known/x402"))
    ])
    // The fakes record every call (and the fake chain every transfer): that is the test's memory, not the app's.
    app.provider.calls.length = 0
    app.facilitator.settleCalls.length = 0
    app.chain.transfers.length = 0
    // Each round signs its own authorizations and never sends an earlier round's again.
    app.chain.forgetUsedAuthorizations()
  }
  const started = Date.now()
  const samples: Array<{ second: number; requests: number; heap: number; rss: number }> = []
  const warmUpUntil = started + Math.min(20_000, (SECONDS * 1000) / 3)
  let nextSample = warmUpUntil
  while (Date.now() - started < SECONDS * 1000) {
    await round()
    if (Date.now() >= nextSample) {
      samples.push({ second: Math.round((Date.now() - started) / 1000), requests: n * 18, ...sample() })
      nextSample = Date.now() + (SECONDS * 1000) / 10
    }
  }
  samples.push({ second: Math.round((Date.now() - started) / 1000), requests: n * 18, ...sample() })
  const first = samples[0]!
  const last = samples[samples.length - 1]!
  const peakHeap = Math.max(...samples.map((s) => s.heap))
  const peakRss = Math.max(...samples.map((s) => s.rss))
  console.log(
    `soak: ${n * 18} requests in ${last.second} s; statuses ${[...statuses].map(([s, c]) => `${s}:${c}`).join(" ")}`
  )
  console.log(`soak: samples after warm-up (s, requests, heap MB after GC, RSS MB):`)
  for (const s of samples) console.log(`  ${s.second}s ${s.requests} heap ${s.heap} rss ${s.rss}`)
  console.log(
    `soak: heap ${first.heap} -> ${last.heap} MB (peak +${(peakHeap - first.heap).toFixed(1)}, tolerance +${HEAP_TOLERANCE_MB}); ` +
      `rss ${first.rss} -> ${last.rss} MB (peak +${(peakRss - first.rss).toFixed(1)}, tolerance +${RSS_TOLERANCE_MB}); ` +
      `store ${app.memory.footprint().purchases} purchases (cap ${CAP})`
  )
  expect(samples.length).toBeGreaterThanOrEqual(3)
  expect(statuses.get(200) ?? 0).toBeGreaterThan(0)
  expect(statuses.get(422) ?? 0).toBeGreaterThan(0)
  expect(peakHeap - first.heap).toBeLessThanOrEqual(HEAP_TOLERANCE_MB)
  expect(peakRss - first.rss).toBeLessThanOrEqual(RSS_TOLERANCE_MB)
  expect(app.memory.footprint().purchases).toBeLessThanOrEqual(CAP)
  expect((await Effect.runPromise(app.memory.pendingStats(Date.now()))).count).toBe(0)
})
