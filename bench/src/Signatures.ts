import { appendFileSync } from "node:fs"
import { Worker } from "node:worker_threads"
import type { SignJob } from "./SignWorker.ts"

export interface SigningReport {
  readonly signed: number
  readonly seconds: number
}

const runWorker = (job: SignJob, onChunk: (chunk: string) => void): Promise<void> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./SignWorker.ts", import.meta.url), { workerData: job })
    worker.on("message", (chunk: string | null) => {
      if (chunk === null) resolve()
      else onChunk(chunk)
    })
    worker.on("error", reject)
    worker.on("exit", (code) => {
      if (code !== 0) reject(new Error(`sign worker exited with ${code}`))
      else resolve()
    })
  })

/**
 * Signs pool lines `[from, to)` in `threads` worker threads (signing is CPU-bound: one secp256k1 signature per
 * authorization) and appends them to `file`. Lines arrive in chunks, in no particular order across workers:
 * every line is a distinct authorization, so order does not matter.
 */
export const signInto = async (
  file: string,
  job: Omit<SignJob, "from" | "to">,
  from: number,
  to: number,
  threads: number
): Promise<SigningReport> => {
  const started = performance.now()
  const total = to - from
  const slices = Math.max(1, Math.min(threads, Math.ceil(total / 1_000)))
  const size = Math.ceil(total / slices)
  await Promise.all(
    Array.from({ length: slices }, (_, i) => {
      const start = from + i * size
      const end = Math.min(to, start + size)
      return start < end
        ? runWorker({ ...job, from: start, to: end }, (chunk) => appendFileSync(file, chunk))
        : Promise.resolve()
    })
  )
  return { signed: total, seconds: (performance.now() - started) / 1000 }
}
