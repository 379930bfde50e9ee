import { type Agent, request } from "node:http"
import { PATH } from "./Offer.ts"
import type { Purchase } from "./PoolLines.ts"

export interface PurchaseAnswer {
  readonly status: number
  /** The answer carried X-Idempotent-Replay: the stored 200 of an earlier purchase. */
  readonly replay: boolean
}

/**
 * POST /v1/evidence with a purchase's Idempotency-Key and PAYMENT-SIGNATURE, as the official client sends it; the
 * body is read to its end. Rejects on a socket error or after `timeoutMillis` without an answer.
 */
export const postPurchase = (
  agent: Agent,
  port: number,
  purchase: Purchase,
  body: string,
  timeoutMillis = 30_000
): Promise<PurchaseAnswer> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path: PATH,
        method: "POST",
        timeout: timeoutMillis,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "idempotency-key": purchase.key,
          "payment-signature": purchase.signature
        }
      },
      (res) => {
        res.resume()
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, replay: res.headers["x-idempotent-replay"] !== undefined })
        )
        res.on("error", reject)
      }
    )
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMillis} ms`)))
    req.on("error", reject)
    req.end(body)
  })
