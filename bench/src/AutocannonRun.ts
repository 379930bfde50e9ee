import { closeSync, openSync, readFileSync, readSync } from "node:fs"
import autocannon from "autocannon"
import { printResult } from "./GeneratorReport.ts"
import type { LoadRun } from "./LoadGenerator.ts"
import { PATH } from "./Offer.ts"

/**
 * The load generator when wrk is not installed: autocannon in a child pinned to the load CPU, fed the same way as
 * wrk's purchases.lua (one pool line per request, stream or cycle) and printing the same BENCH_RESULT line.
 * autocannon is a Node program: on one core it saturates well below wrk, so the ceiling (A) reads lower.
 */
const run = JSON.parse(process.argv[2] ?? "{}") as LoadRun
const bodies = readFileSync(run.bodiesFile, "latin1")
  .split("\n")
  .filter((line) => line !== "")

/** Sequential lines from a byte offset, read in 1 MiB chunks (the pool may be hundreds of MiB). */
const streamLines = (file: string, byte: number) => {
  const fd = openSync(file, "r")
  const buffer = Buffer.alloc(1 << 20)
  let position = byte
  let pending: Array<string> = []
  let rest = ""
  return {
    next: (): string | undefined => {
      while (pending.length === 0) {
        const read = readSync(fd, buffer, 0, buffer.length, position)
        if (read === 0) return undefined
        position += read
        const parts = (rest + buffer.toString("latin1", 0, read)).split("\n")
        rest = parts.pop() ?? ""
        pending = parts.reverse()
      }
      return pending.pop()
    },
    close: () => closeSync(fd)
  }
}

let sent = 0
let consumed = 0
let reused = 0
let replays = 0
let line = run.feed.line
let next: () => { readonly n: number; readonly text: string }
let close = () => {}
if (run.feed.mode === "cycle") {
  const reader = streamLines(run.poolFile, run.feed.byte)
  const lines: Array<string> = []
  for (let i = 0; i < run.feed.lines; i++) {
    const text = reader.next()
    if (text === undefined) break
    lines.push(text)
  }
  reader.close()
  const first = run.feed.line
  next = () => {
    const index = sent % lines.length
    return { n: first + index, text: lines[index]! }
  }
} else {
  let reader = streamLines(run.poolFile, run.feed.byte)
  close = () => reader.close()
  next = () => {
    let text = reader.next()
    if (text === undefined) {
      reader.close()
      reader = streamLines(run.poolFile, 0)
      line = 0
      reused++
      text = reader.next() ?? ""
    }
    consumed += text.length + 1
    return { n: line++, text }
  }
}

const instance = autocannon(
  {
    url: `${run.url}${PATH}`,
    connections: run.connections,
    duration: run.seconds,
    timeout: 10,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const { n, text } = next()
          sent++
          const tab = text.indexOf("\t")
          return {
            ...request,
            method: "POST",
            path: PATH,
            headers: {
              "content-type": "application/json",
              "idempotency-key": text.slice(0, tab),
              "payment-signature": text.slice(tab + 1)
            },
            body: bodies[n % bodies.length]!
          }
        },
        ...(run.countStatuses
          ? {
              onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
                if (headers["x-idempotent-replay"] !== undefined) replays++
              }
            }
          : {})
      }
    ]
  },
  (error, result) => {
    close()
    if (error !== null && error !== undefined) throw error
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count])
    )
    const report = {
      requests: result.latency.totalCount,
      durationMicros: Math.round(result.duration * 1e6),
      bytes: result.throughput.total,
      errors: {
        connect: 0,
        read: result.errors - result.timeouts,
        write: 0,
        status: result["4xx"] + result["5xx"],
        timeout: result.timeouts
      },
      latencyMicros: {
        p50: result.latency.p50 * 1000,
        p90: result.latency.p90 * 1000,
        p99: result.latency.p99 * 1000,
        max: result.latency.max * 1000
      },
      sent,
      consumedBytes: consumed,
      reused,
      replays,
      statuses: run.countStatuses ? statuses : {}
    }
    printResult(report)
  }
)
process.once("SIGTERM", () => instance.stop())
