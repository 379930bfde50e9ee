import { Agent } from "node:http"
import { printProgress, printResult } from "./GeneratorReport.ts"
import { Latencies, type LatencySummary } from "./Latencies.ts"
import { requestBody } from "./Offer.ts"
import { type PoolCursor, type Purchase, purchaseOf, readPoolLines } from "./PoolLines.ts"
import { postPurchase } from "./PurchaseRequest.ts"
import { unsignedPurchases } from "./UnsignedPurchases.ts"

/** Where the purchases come from: signed pool lines, or unsigned ones made on the spot (UnsignedPurchases.ts). */
export type PurchaseSource =
  | { readonly kind: "pool"; readonly file: string; readonly from: PoolCursor; readonly lines: number }
  | { readonly kind: "unsigned"; readonly runId: string; readonly payers: number }

/** What the bench asks of one closed-loop run (argv[2], JSON). */
export interface ClosedLoopJob {
  readonly port: number
  /** Clients, each sending its next purchase when its last one is answered: the purchases in flight. */
  readonly clients: number
  /** The clients start evenly spread over this long, so they do not move in lockstep. */
  readonly rampSeconds: number
  /** Latencies of purchases sent before this (seconds from the start: the ramp, a cold server) are left out. */
  readonly measureAfterSeconds: number
  /** No purchase starts after this many have started, or this many seconds from the first. */
  readonly purchases: number
  readonly seconds: number
  readonly source: PurchaseSource
  readonly timeoutSeconds: number
  /** Print BENCH_PROGRESS `{ answered }` this often (0: never). */
  readonly progressMillis: number
}

export interface ClosedLoopResult {
  readonly sent: number
  readonly answered: number
  readonly statuses: Readonly<Record<string, number>>
  /** Requests with no answer (status 0), by error code. */
  readonly errors: Readonly<Record<string, number>>
  /** From the send to the end of the answer, every purchase sent after `measureAfterSeconds`. */
  readonly latencyMs: LatencySummary
  readonly maxInFlight: number
  readonly seconds: number
  readonly answeredPerSecond: number
  /** Pool lines used and their bytes (pool source only). */
  readonly lines: number
  readonly consumedBytes: number
  /** The pool ran out before the run's end (pool source only). */
  readonly exhausted: boolean
}

const job = JSON.parse(process.argv[2] ?? "{}") as ClosedLoopJob

const purchases = (): { readonly at: (n: number) => Purchase | undefined; readonly available: number } => {
  const source = job.source
  if (source.kind === "unsigned") return { at: unsignedPurchases(source.runId, source.payers), available: Infinity }
  const { lines } = readPoolLines(source.file, source.from, source.lines)
  return { at: (n) => (n < lines.length ? purchaseOf(lines[n]!) : undefined), available: lines.length }
}

const { at, available } = purchases()
const agent = new Agent({ keepAlive: true, maxSockets: job.clients })
const latency = new Latencies()
const statuses: Record<string, number> = {}
/** Requests that got no answer (status 0), by error code. */
const errors: Record<string, number> = {}
let sent = 0
let answered = 0
let inFlight = 0
let maxInFlight = 0
let consumedBytes = 0
const started = performance.now()
const deadline = started + job.seconds * 1000
const measuredFrom = started + job.measureAfterSeconds * 1000

/** The next purchase to send, or undefined once the run is over (count, time or pool reached). */
const take = (): { readonly n: number; readonly purchase: Purchase } | undefined => {
  if (sent >= job.purchases || performance.now() >= deadline) return undefined
  const purchase = at(sent)
  if (purchase === undefined) return undefined
  consumedBytes += purchase.key.length + purchase.signature.length + 2
  return { n: sent++, purchase }
}

const client = async (index: number): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, (index * job.rampSeconds * 1000) / job.clients))
  for (let next = take(); next !== undefined; next = take()) {
    const body = requestBody(job.source.kind === "pool" ? job.source.from.line + next.n : next.n)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    const sentAt = performance.now()
    const status = await postPurchase(agent, job.port, next.purchase, body, job.timeoutSeconds * 1000).then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message
        errors[code] = (errors[code] ?? 0) + 1
        return 0
      }
    )
    if (sentAt >= measuredFrom) latency.add(performance.now() - sentAt)
    inFlight--
    answered++
    statuses[status] = (statuses[status] ?? 0) + 1
  }
}

const progress =
  job.progressMillis > 0 ? setInterval(() => printProgress({ answered, inFlight }), job.progressMillis) : undefined
await Promise.all(Array.from({ length: job.clients }, (_, i) => client(i)))
if (progress !== undefined) clearInterval(progress)
agent.destroy()
const seconds = (performance.now() - started) / 1000

const result: ClosedLoopResult = {
  sent,
  answered,
  statuses,
  errors,
  latencyMs: latency.summary(),
  maxInFlight,
  seconds,
  answeredPerSecond: answered / seconds,
  lines: job.source.kind === "pool" ? sent : 0,
  consumedBytes: job.source.kind === "pool" ? consumedBytes : 0,
  exhausted: sent >= available
}
printResult(result)
