import { Agent } from "node:http"
import { requestBody } from "./Offer.ts"
import type { PaymentPool } from "./PaymentPool.ts"
import { type PoolCursor, purchaseOf } from "./PoolLines.ts"
import { postPurchase } from "./PurchaseRequest.ts"

export interface Primed {
  /** Where the primed purchases start in the pool, and how many. */
  readonly from: PoolCursor
  readonly count: number
  /** The server's stream cursor after them. */
  readonly next: PoolCursor
}

/**
 * Sends each line once (8 at a time) and checks every answer: a fresh 200 (`expect: "fresh"`) or the stored 200
 * with X-Idempotent-Replay (`expect: "replay"`). All requests have completed when it returns, so a counter read
 * before and after it counts exactly these requests.
 */
export const sendOnce = async (
  lines: ReadonlyArray<string>,
  firstLine: number,
  port: number,
  expect: "fresh" | "replay"
): Promise<void> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  try {
    let index = 0
    const failures: Array<string> = []
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (index < lines.length) {
          const i = index++
          const answer = await postPurchase(agent, port, purchaseOf(lines[i]!), requestBody(firstLine + i))
          if (answer.status !== 200 || answer.replay !== (expect === "replay")) {
            failures.push(`line ${firstLine + i}: ${answer.status}${answer.replay ? " (replay)" : ""}`)
          }
        }
      })
    )
    if (failures.length > 0) throw new Error(`expected ${expect} 200s: ${failures.slice(0, 5).join("; ")}`)
  } finally {
    agent.destroy()
  }
}

/**
 * Buys `count` fresh purchases on a server (the next lines of its stream), so that a replay scenario can send
 * them again: same Idempotency-Key, same body, same payment. Every one must be a fresh 200.
 */
export const primeReplays = async (
  pool: PaymentPool,
  cursor: PoolCursor,
  port: number,
  count: number
): Promise<Primed> => {
  const { lines, next } = pool.read(cursor, count)
  if (lines.length < count) throw new Error(`the pool ends before ${count} replay purchases`)
  await sendOnce(lines, cursor.line, port, "fresh")
  return { from: cursor, count, next }
}

/** Sends the primed purchases once more, each a replay. */
export const replayOnce = async (pool: PaymentPool, primed: Primed, port: number): Promise<void> =>
  sendOnce(pool.read(primed.from, primed.count).lines, primed.from.line, port, "replay")
