import { Agent } from "node:http"
import { printResult } from "./GeneratorReport.ts"
import { Latencies, type LatencySummary } from "./Latencies.ts"
import { requestBody } from "./Offer.ts"
import { type PoolCursor, purchaseOf, readPoolLines } from "./PoolLines.ts"
import { postPurchase } from "./PurchaseRequest.ts"

/** What the bench asks of one open-loop run (argv[2], JSON). */
export interface OpenLoopJob {
  readonly port: number
  /** Requests per second, sent on a fixed schedule whatever the answers. */
  readonly rate: number
  /** Sent at the same rate first, left out of the figures (connections open, caches warm). */
  readonly warmupSeconds: number
  readonly seconds: number
  /** Fresh purchases from the pool file, from this line on (one per request). */
  readonly poolFile: string
  readonly from: PoolCursor
  /** At most this many sockets; requests beyond wait in the client's queue (their wait counts). */
  readonly connections: number
  readonly timeoutSeconds: number
}

export interface OpenLoopResult {
  /** Requests scheduled and sent (warm-up included), answered, and by status (socket errors and timeouts as 0). */
  readonly sent: number
  readonly answered: number
  readonly statuses: Readonly<Record<string, number>>
  /** Requests with no answer (status 0), by error code. */
  readonly errors: Readonly<Record<string, number>>
  /** Requests sent per second over the measured window, and answers that arrived per second in it. */
  readonly sentPerSecond: number
  readonly answeredPerSecond: number
  /** From the intended send time to the end of the answer: the client's wait, coordinated omission included. */
  readonly latencyMs: LatencySummary
  /** From the actual send to the end of the answer (what a closed-loop tool would show). */
  readonly serviceMs: LatencySummary
  /** How late the generator sent, behind its schedule (its own share of the latency above). */
  readonly sendLagMs: LatencySummary
  readonly maxInFlight: number
  /** Pool lines used and their bytes (the server's cursor moves past them). */
  readonly lines: number
  readonly consumedBytes: number
  /** Seconds from the last scheduled send until the last answer (or timeout). */
  readonly drainSeconds: number
}

const job = JSON.parse(process.argv[2] ?? "{}") as OpenLoopJob
const total = Math.round(job.rate * (job.warmupSeconds + job.seconds))
const { lines, next } = readPoolLines(job.poolFile, job.from, total)
if (lines.length < total) throw new Error(`the pool holds ${lines.length} of the ${total} purchases this run sends`)

const agent = new Agent({ keepAlive: true, maxSockets: job.connections })
const latency = new Latencies()
const service = new Latencies()
const lag = new Latencies()
const statuses: Record<string, number> = {}
/** Requests that got no answer (status 0), by error code. */
const errors: Record<string, number> = {}
const interval = 1000 / job.rate
const start = performance.now() + 50
const measuredFrom = start + job.warmupSeconds * 1000
const end = measuredFrom + job.seconds * 1000
let sent = 0
let answered = 0
let answeredInWindow = 0
let inFlight = 0
let maxInFlight = 0
let lastAnswer = start

const send = (n: number, intended: number): Promise<void> => {
  const actual = performance.now()
  const measured = intended >= measuredFrom
  if (measured) lag.add(actual - intended)
  inFlight++
  maxInFlight = Math.max(maxInFlight, inFlight)
  return postPurchase(agent, job.port, purchaseOf(lines[n]!), requestBody(job.from.line + n), job.timeoutSeconds * 1000)
    .then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message
        errors[code] = (errors[code] ?? 0) + 1
        return 0
      }
    )
    .then((status) => {
      const done = performance.now()
      inFlight--
      answered++
      lastAnswer = done
      statuses[status] = (statuses[status] ?? 0) + 1
      if (done >= measuredFrom && done < end) answeredInWindow++
      if (measured) {
        latency.add(done - intended)
        service.add(done - actual)
      }
    })
}

/**
 * Sends every request due by now, then sleeps on a timer until the next one is due (answers are read meanwhile).
 * A timer wakes about a millisecond late at worst, and that lateness counts in the latency (send lag shows it); a
 * spinning loop would be more punctual on an idle core, but on a shared machine the scheduler sets a spinning
 * process aside for tens of milliseconds, while one that sleeps is woken promptly.
 */
const pending: Array<Promise<void>> = []
await new Promise<void>((resolve) => {
  const pump = () => {
    const now = performance.now()
    while (sent < total && start + sent * interval <= now) {
      pending.push(send(sent, start + sent * interval))
      sent++
    }
    if (sent === total) return resolve()
    setTimeout(pump, Math.max(0, start + sent * interval - performance.now()))
  }
  pump()
})
await Promise.all(pending)
agent.destroy()

const result: OpenLoopResult = {
  sent,
  answered,
  statuses,
  errors,
  sentPerSecond: (sent - Math.round(job.rate * job.warmupSeconds)) / job.seconds,
  answeredPerSecond: answeredInWindow / job.seconds,
  latencyMs: latency.summary(),
  serviceMs: service.summary(),
  sendLagMs: lag.summary(),
  maxInFlight,
  lines: lines.length,
  consumedBytes: next.byte - job.from.byte,
  drainSeconds: Math.max(0, (lastAnswer - end) / 1000)
}
printResult(result)
