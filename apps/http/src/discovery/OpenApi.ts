import { IDEMPOTENCY_KEY_MAX_LENGTH, PRICE_ATOMIC, PRICE_DISPLAY } from "@evidence-pack/core"
import type { HttpSettingsShape } from "../edge/HttpSettings.ts"
import { errorSchema, requestSchema, responseSchema, sharedDefinitions, toComponentRefs } from "./Schemas.ts"

export const API_VERSION = "0.1.0"

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const header = (description: string, schema: Record<string, unknown> = { type: "string" }) => ({ description, schema })
const requestIdHeader = header("UUID of this request; equals the body's request_id.", {
  type: "string",
  format: "uuid"
})
const retryAfterHeader = header("Seconds to wait before retrying.", { type: "integer", minimum: 1 })

const errorResponse = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { "X-Request-Id": requestIdHeader, ...extraHeaders },
  content: { "application/json": { schema: ref("ErrorBody") } }
})

/** The `x-payment-info` block x402scan-style crawlers read on a paid operation. */
export const paymentInfo = (settings: HttpSettingsShape) => {
  const { requirements } = settings.offer
  return {
    protocol: "x402",
    x402Version: 2,
    scheme: requirements.scheme,
    network: requirements.network,
    asset: requirements.asset,
    amount: PRICE_ATOMIC,
    price: { amount: PRICE_DISPLAY, currency: "USDC", decimals: 6 },
    payTo: requirements.payTo,
    maxTimeoutSeconds: requirements.maxTimeoutSeconds,
    extra: requirements.extra,
    chargedOn: "fulfillment only: validation failures, provider failures and replays are free"
  }
}

/**
 * OpenAPI 3.1 for the service, with the schemas generated from the same definitions the code decodes with.
 * Decisions the spec leaves open are written here, so a client (or crawler) reads them where it looks.
 */
export const openApiDocument = (settings: HttpSettingsShape) =>
  toComponentRefs({
    openapi: "3.1.0",
    info: {
      title: "evidence-pack",
      version: API_VERSION,
      summary: "Paid, validated multi-source web evidence packs for autonomous agents (x402 v2).",
      description:
        "One paid operation: POST /v1/evidence returns a short normalized answer, 3 to 10 validated sources, " +
        "freshness and validation metadata, for 0.015 USDC via x402 v2 (`exact`, EIP-3009). Evidence is " +
        "validated before payment is settled: a failed validation costs nothing, a retry with the same " +
        "Idempotency-Key never charges twice. Changelog: v0.1 (evidence endpoint, x402 v2 payment, source " +
        "validation, machine discovery)."
    },
    servers: [{ url: settings.baseUrl }],
    externalDocs: { description: "Agent guide", url: `${settings.baseUrl}/skill.md` },
    paths: {
      "/v1/evidence": {
        post: {
          operationId: "createEvidencePack",
          summary: "Buy one validated evidence pack",
          description:
            "Send the request without PAYMENT-SIGNATURE to get 402 with PAYMENT-REQUIRED (bad input is " +
            "reported first, as 400, so you learn before signing). Sign the requirements, retry the same body " +
            "with the same Idempotency-Key and PAYMENT-SIGNATURE. 409 purchase_pending means: retry the same " +
            "request later, never re-sign. A request without body and signature is a price inquiry (402).",
          security: [{ x402: [] }],
          "x-payment-info": paymentInfo(settings),
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: true,
              description: "Unique per logical purchase; reuse it for the paid retry and any retry after that.",
              schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: "^[!-~]+$" }
            }
          ],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: ref("EvidenceRequest"),
                example: { query: settings.exampleQuery, max_sources: 5 }
              }
            }
          },
          responses: {
            "200": {
              description: "The evidence pack (settled). Replays return the same bytes.",
              headers: {
                "PAYMENT-RESPONSE": header("Base64 JSON x402 settlement result (transaction, network, payer)."),
                "X-Request-Id": requestIdHeader,
                "X-Idempotent-Replay": header("`true` when this is a replay of an earlier purchase.", {
                  type: "string",
                  enum: ["true"]
                })
              },
              content: { "application/json": { schema: ref("EvidenceResponse") } }
            },
            "400": errorResponse("Invalid body, Idempotency-Key or PAYMENT-SIGNATURE (invalid_request, ...)."),
            "402": errorResponse("Payment required or payment refused (payment_required, payment_invalid).", {
              "PAYMENT-REQUIRED": header("Base64 JSON x402 v2 PaymentRequired: resource and accepts[].")
            }),
            "409": errorResponse("idempotency_conflict, or purchase_pending: retry the same request later.", {
              "Retry-After": retryAfterHeader
            }),
            "413": errorResponse(`Body larger than ${settings.maxBodyBytes} bytes (payload_too_large).`),
            "422": errorResponse("economic_guard, or evidence_rejected with reasons; nothing was charged."),
            "429": errorResponse("rate_limited.", { "Retry-After": retryAfterHeader }),
            "502": errorResponse("provider_failed or settlement_failed; nothing was charged."),
            "503": errorResponse("service_unavailable: a dependency is down; nothing was called or charged.", {
              "Retry-After": retryAfterHeader
            })
          }
        }
      }
    },
    components: {
      schemas: {
        EvidenceRequest: requestSchema,
        EvidenceResponse: responseSchema,
        ErrorBody: errorSchema,
        ...sharedDefinitions
      },
      securitySchemes: {
        x402: {
          type: "apiKey",
          in: "header",
          name: "PAYMENT-SIGNATURE",
          description: "Base64 JSON x402 v2 PaymentPayload: an `exact` EIP-3009 authorization of the 402 offer."
        }
      }
    }
  })
