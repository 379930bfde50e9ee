import { type PurchaseError, payerOf, purchase } from "@evidence-pack/core"
import { recordGuardRefusal } from "@evidence-pack/runtime/Economics"
import { purchaseOutcome, validationRejection } from "@evidence-pack/runtime/Metrics"
import { Effect, Metric } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { RateLimiter } from "effect/persistence"
import { type ErrorAnswer, errorResponse, purchaseErrorAnswer } from "../edge/ErrorResponse.ts"
import {
  checkContentType,
  parseEvidenceRequest,
  parseIdempotencyKey,
  parsePaymentHeader
} from "../edge/EvidenceInput.ts"
import { HttpSettings, type HttpSettingsShape } from "../edge/HttpSettings.ts"
import { clientAddress, paidKey, rateLimit, unpaidKey } from "../edge/RateLimits.ts"
import { readBody } from "../edge/RequestBody.ts"
import { REQUEST_ID_HEADER } from "../edge/RequestIdHeader.ts"

const PAYMENT_REQUIRED_MESSAGE =
  "payment required: sign the x402 v2 `exact` requirements in the PAYMENT-REQUIRED header and retry the same " +
  "request with the same Idempotency-Key and a PAYMENT-SIGNATURE header"

const paymentRequired = (message = PAYMENT_REQUIRED_MESSAGE, reasons?: ReadonlyArray<string>): ErrorAnswer => ({
  status: 402,
  code: "payment_required",
  message,
  reasons
})

const bodyMissing: ErrorAnswer = {
  status: 400,
  code: "invalid_request",
  message: "the evidence request body is required",
  reasons: ["body_missing"]
}

/** Counts a purchase that did not end in a 200: by outcome, guard reason and validation reason. */
export const recordFailure = (error: PurchaseError) =>
  Effect.gen(function* () {
    yield* Metric.update(purchaseOutcome(purchaseErrorAnswer(error).code), 1)
    if (error._tag === "EconomicGuardRefused") yield* recordGuardRefusal(error.reasons)
    if (error._tag !== "EvidenceRejected") return
    for (const reason of error.reasons) {
      const [code, count] = reason.split(":")
      yield* Metric.update(validationRejection(code!), Number(count ?? 1))
    }
  })

/**
 * POST /v1/evidence, in the order DESIGN.md fixes: body size and type, body and key (a client learns of bad
 * input before it signs), then either the 402 price answer or the paid purchase. The settings and the limiter
 * come from the route's layer, once; the ports the purchase uses are in every request's context already.
 */
const handle = (
  request: HttpServerRequest.HttpServerRequest,
  settings: HttpSettingsShape,
  limiter: RateLimiter.RateLimiter,
  requestId: string
) =>
  Effect.gen(function* () {
    const signature = request.headers["payment-signature"]
    const body = yield* readBody(request, settings.maxBodyBytes)
    if (signature === undefined) {
      yield* rateLimit(limiter, unpaidKey(clientAddress(request, settings.trustProxy)), settings.unpaidPerMinute)
      // A probe with no body and no signature is a price inquiry (x402 discovery crawlers ask this way).
      if (body._tag === "Absent") return yield* Effect.fail(paymentRequired())
      yield* checkContentType(request)
      yield* parseEvidenceRequest(body.text)
      yield* parseIdempotencyKey(request)
      return yield* Effect.fail(paymentRequired())
    }
    if (body._tag === "Absent") return yield* Effect.fail(bodyMissing)
    yield* checkContentType(request)
    const evidenceRequest = yield* parseEvidenceRequest(body.text)
    const idempotencyKey = yield* parseIdempotencyKey(request)
    const payment = yield* parsePaymentHeader(signature)
    yield* rateLimit(limiter, paidKey(payerOf(payment)), settings.paidPerMinute)
    const success = yield* purchase({ request: evidenceRequest, idempotencyKey, payment, requestId }).pipe(
      Effect.tapError(recordFailure),
      Effect.mapError(purchaseErrorAnswer)
    )
    yield* Metric.update(purchaseOutcome(success._tag === "Replay" ? "replay" : "fulfilled"), 1)
    return HttpServerResponse.text(success.body, {
      status: 200,
      contentType: "application/json",
      headers:
        success._tag === "Replay"
          ? {
              // The body is the stored bytes, so its request_id is the purchase's: the header says the same.
              [REQUEST_ID_HEADER]: success.requestId,
              "payment-response": success.paymentResponse,
              "x-idempotent-replay": "true"
            }
          : { [REQUEST_ID_HEADER]: success.requestId, "payment-response": success.paymentResponse }
    })
  })

/** Every failure of the route becomes the spec's error body; a 402 always carries PAYMENT-REQUIRED, uncached. */
const errorAnswer = (answer: ErrorAnswer, settings: HttpSettingsShape, requestId: string) =>
  errorResponse(
    {
      ...answer,
      headers:
        answer.status === 402
          ? // An offer must never be served from a cache (the official x402 server says the same).
            {
              ...answer.headers,
              [REQUEST_ID_HEADER]: requestId,
              "payment-required": settings.paymentRequiredHeader,
              "cache-control": "no-store"
            }
          : { ...answer.headers, [REQUEST_ID_HEADER]: requestId }
    },
    requestId
  )

export const EvidenceRoute = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const settings = yield* HttpSettings
    const limiter = yield* RateLimiter.RateLimiter
    yield* router.add(
      "POST",
      "/v1/evidence",
      (request) => {
        const requestId = crypto.randomUUID()
        return handle(request, settings, limiter, requestId).pipe(
          Effect.catch((answer: ErrorAnswer) => Effect.succeed(errorAnswer(answer, settings, requestId))),
          Effect.annotateLogs({ request_id: requestId })
        )
      },
      // A purchase runs to its end even when the client disconnects or the server shuts down: an interrupted
      // settle would only add work for the worker.
      { uninterruptible: true }
    )
  })
)
