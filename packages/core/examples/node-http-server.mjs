import { createServer } from "node:http"
import {
  EconomicCounters,
  EvidenceRequest,
  encodeHeader,
  Facilitator,
  headerDecoder,
  IdempotencyStore,
  isValidIdempotencyKey,
  layerPurchasePolicy,
  makePurchasePolicy,
  PaymentPayload,
  Provider,
  purchase,
  purchaseErrorStatus,
  strictParse
} from "@evidence-pack/core"
import { Effect, Layer, Schema } from "effect"

const MAX_BODY_BYTES = 16 * 1024

/**
 * `POST /v1/evidence` on plain node:http, with your own store, facilitator, provider and economic-guard counters
 * (each an implementation of a core port). The core decides everything about money; this file only speaks HTTP.
 */
export const startEvidenceServer = ({ port = 0, requirements, resource, store, facilitator, provider, counters }) => {
  const services = Layer.mergeAll(
    Layer.succeed(IdempotencyStore, store),
    Layer.succeed(EconomicCounters, counters),
    Layer.succeed(Facilitator, facilitator),
    Layer.succeed(Provider, provider),
    layerPurchasePolicy(makePurchasePolicy({ requirements, resource }))
  )
  const paymentRequired = encodeHeader({ x402Version: 2, error: "payment required", resource, accepts: [requirements] })
  const decodePayment = headerDecoder("PAYMENT-SIGNATURE", PaymentPayload)
  const decodeRequest = Schema.decodeUnknownEffect(Schema.fromJsonString(EvidenceRequest))

  const fail = (status, code, message, headers = {}, reasons) =>
    Effect.fail({ status, headers, error: { code, message, ...(reasons?.length ? { reasons } : {}) } })

  /** Bad input is a 400 before anything is called; an unpaid request learns the price (402). */
  const answer = (body, headers, requestId) =>
    Effect.gen(function* () {
      const request = yield* decodeRequest(body, strictParse).pipe(
        Effect.catch((issue) => fail(400, "invalid_request", String(issue)))
      )
      const idempotencyKey = headers["idempotency-key"]
      if (typeof idempotencyKey !== "string" || !isValidIdempotencyKey(idempotencyKey)) {
        return yield* fail(400, "invalid_idempotency_key", "send an Idempotency-Key header (a UUID, say)")
      }
      const signature = headers["payment-signature"]
      if (signature === undefined) {
        return yield* fail(402, "payment_required", "sign PAYMENT-REQUIRED and retry", {
          "payment-required": paymentRequired
        })
      }
      const payment = yield* decodePayment(String(signature)).pipe(
        Effect.catch((e) => fail(400, "invalid_request", e.message))
      )
      const success = yield* purchase({ request, idempotencyKey, payment, requestId }).pipe(
        Effect.catch((error) => {
          // The core's error union, answered with the core's status table.
          const { status, code, retryAfter } = purchaseErrorStatus[error._tag]
          const extra = retryAfter ? { "retry-after": String(error.retryAfterSeconds ?? 5) } : {}
          const paid = status === 402 ? { "payment-required": paymentRequired } : {}
          const reasons = error.reasons ?? (error.reason === undefined ? [] : [error.reason])
          return fail(status, code, error.message || code, { ...extra, ...paid }, reasons)
        })
      )
      return {
        status: 200,
        headers: {
          "content-type": "application/json",
          "x-request-id": success.requestId,
          "payment-response": success.paymentResponse,
          ...(success._tag === "Replay" ? { "x-idempotent-replay": "true" } : {})
        },
        body: success.body
      }
    }).pipe(
      Effect.catch((failure) =>
        Effect.succeed({
          status: failure.status,
          headers: { ...failure.headers, "content-type": "application/json", "x-request-id": requestId },
          body: JSON.stringify({ error: failure.error, request_id: requestId })
        })
      ),
      Effect.provide(services)
    )

  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/evidence") return res.writeHead(404).end()
    const chunks = []
    let size = 0
    for await (const chunk of req) {
      size += chunk.length
      if (size > MAX_BODY_BYTES) return res.writeHead(413).end()
      chunks.push(chunk)
    }
    const requestId = crypto.randomUUID()
    try {
      const reply = await Effect.runPromise(answer(Buffer.concat(chunks).toString("utf8"), req.headers, requestId))
      res.writeHead(reply.status, reply.headers).end(reply.body)
    } catch (defect) {
      // A bug, not a purchase outcome: records stay consistent (the reconciler finishes any in-flight purchase).
      console.error(defect)
      res.writeHead(500, { "x-request-id": requestId }).end()
    }
  })
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)))
}
