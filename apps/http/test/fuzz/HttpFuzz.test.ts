import { Effect } from "effect"
import fc from "fast-check"
import { afterAll, expect, it } from "vitest"
import { makePaymentSigner, type RequestSpec, requestSpec, toRequest } from "../support/HostileRequests.ts"
import { BASE, makeTestApp } from "../support/TestApp.ts"

/**
 * The HTTP fuzz suite: >= 100,000 generated requests per run (FUZZ_BATCHES batches of 20 sent at once, through
 * the whole app in process) across methods, paths, header sets, bodies and signed-but-hostile payments. Every
 * answer must be < 500, carry X-Request-Id, and every 4xx the error shape with the same request_id; at the end
 * every settlement must be a fresh 200 (no charge for anything else), nothing may be left in flight and the app
 * must still answer. Replay a failure with FUZZ_SEED (and FUZZ_PATH, printed by fast-check).
 */
const BATCH = 20
const batches = Number(process.env.FUZZ_BATCHES ?? 5_000)
const seed =
  process.env.FUZZ_SEED === undefined ? (Date.now() ^ (Math.random() * 2 ** 31)) | 0 : Number(process.env.FUZZ_SEED)
const path = process.env.FUZZ_PATH

const app = makeTestApp({ unpaidPerMinute: 1e9, paidPerMinute: 1e9 })
afterAll(() => app.dispose())

interface Tally {
  sent: number
  unsendable: number
  freshFulfilled: number
  byStatus: Map<number, number>
}

const isFulfilment = (text: string) => {
  try {
    return (JSON.parse(text) as { status?: unknown }).status === "fulfilled"
  } catch {
    return false
  }
}

/** What is wrong with one answer, or undefined. */
const problemWith = (spec: RequestSpec, response: Response, text: string): string | undefined => {
  const requestId = response.headers.get("x-request-id")
  if (response.status >= 500) return `${response.status}: ${text.slice(0, 300)}`
  if (requestId === null) return `${response.status} without X-Request-Id`
  if (response.status < 400 || spec.method === "HEAD") return undefined
  let body: { error?: { code?: unknown }; request_id?: unknown }
  try {
    body = JSON.parse(text)
  } catch {
    return `${response.status} with a body that is not JSON: ${text.slice(0, 100)}`
  }
  if (typeof body.error?.code !== "string") return `${response.status} without error.code: ${text.slice(0, 200)}`
  if (body.request_id !== requestId) return `${response.status}: request_id ${body.request_id} != ${requestId}`
  return undefined
}

it(`answers ${batches * BATCH} hostile requests with no 5xx, every error in shape, no charge`, {
  timeout: 900_000
}, async () => {
  const tally: Tally = { sent: 0, unsendable: 0, freshFulfilled: 0, byStatus: new Map() }
  const paymentFor = makePaymentSigner(app)
  console.log(`http fuzz: ${batches} batches of ${BATCH}, seed ${seed} (replay with FUZZ_SEED=${seed})`)
  const started = performance.now()
  await fc
    .assert(
      fc.asyncProperty(fc.array(requestSpec, { minLength: BATCH, maxLength: BATCH }), async (specs) => {
        const answers = await Promise.all(
          specs.map(async (spec) => {
            let request: Request
            try {
              request = toRequest(BASE, spec, paymentFor(spec.payment))
            } catch {
              tally.unsendable++ // fetch itself refuses it (e.g. a method with a body it forbids): no client can send it
              return undefined
            }
            tally.sent++
            const response = await app.handler(request)
            tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1)
            const text = await response.text()
            // Any path the router maps to the purchase (a query string, ...) can buy: count by the answer itself.
            if (response.status === 200 && !response.headers.has("x-idempotent-replay") && isFulfilment(text))
              tally.freshFulfilled++
            return problemWith(spec, response, text)
          })
        )
        const problems = answers.filter((problem) => problem !== undefined)
        if (problems.length > 0) throw new Error(problems.join("\n"))
      }),
      { numRuns: batches, seed, ...(path === undefined ? {} : { path }), endOnFailure: true }
    )
    .catch((error: unknown) => {
      // The counterexample holds 20 requests with bodies of up to 20 KB: keep the report readable.
      const text = String(error instanceof Error ? error.message : error)
      throw new Error(text.length > 6_000 ? `${text.slice(0, 3_000)}\n...\n${text.slice(-3_000)}` : text)
    })
  const seconds = (performance.now() - started) / 1000
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b)
  console.log(
    `http fuzz: ${tally.sent} requests in ${seconds.toFixed(1)} s (${tally.unsendable} unsendable specs skipped), ` +
      `0 failures; statuses ${statuses.map(([s, n]) => `${s}:${n}`).join(" ")}`
  )
  // The money: each settlement is one fresh 200, and nothing is left in flight.
  const stats = await Effect.runPromise(app.memory.pendingStats(Date.now()))
  console.log(
    `http fuzz: ${app.chain.transfers.length} settlements for ${tally.freshFulfilled} fresh 200s, ` +
      `${stats.count} records pending`
  )
  expect(app.chain.transfers.length).toBe(tally.freshFulfilled)
  expect(stats.count).toBe(0)
  expect(tally.sent).toBeGreaterThanOrEqual(batches * BATCH * 0.95)
  const health = await app.get("/healthz")
  expect(health.status).toBe(200)
  // The generator must reach the interesting answers, or the suite only proved the easy paths.
  if (batches >= 1_000) {
    for (const status of [200, 400, 402, 404, 409, 413, 422]) {
      expect(tally.byStatus.get(status) ?? 0, `status ${status} never happened`).toBeGreaterThan(0)
    }
  }
})
