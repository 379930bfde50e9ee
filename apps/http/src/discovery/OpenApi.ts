import { IDEMPOTENCY_KEY_MAX_LENGTH, PRICE_ATOMIC, PRICE_DISPLAY } from "@evidence-pack/core"
import type { HttpSettingsShape } from "../edge/HttpSettings.ts"
import { MCP_ENDPOINT_PATH, mcpOpenApiPath } from "./McpDiscovery.ts"
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

/**
 * `x-payment-info` as x402scan and agentcash discovery read it: a fixed USD price and the protocols that pay it.
 * The x402 entry carries our offer, so a crawler knows the network and asset before it probes.
 */
export const paymentInfo = (settings: HttpSettingsShape) => {
  const { requirements } = settings.offer
  return {
    price: { mode: "fixed", currency: "USD", amount: PRICE_DISPLAY },
    protocols: [
      {
        x402: {
          x402Version: 2,
          scheme: requirements.scheme,
          network: requirements.network,
          asset: requirements.asset,
          amount: PRICE_ATOMIC,
          payTo: requirements.payTo
        }
      }
    ],
    chargedOn: "fulfillment only: validation failures, provider failures and replays are free"
  }
}

/** Short inline guidance for agents (`info.x-guidance`); the full guide is /skill.md. */
const guidance = (settings: HttpSettingsShape) =>
  `POST ${settings.baseUrl}/v1/evidence with a JSON body and an Idempotency-Key header. The 402 answer carries ` +
  "PAYMENT-REQUIRED (x402 v2, exact, USDC): sign it with any x402 client and retry the same body and key with " +
  "PAYMENT-SIGNATURE. You pay only for a delivered pack. 409 purchase_pending: retry the same request later, never " +
  `re-sign. Guide with a worked example: ${settings.baseUrl}/skill.md`

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
        "Idempotency-Key never charges twice. A pack is sold only when at least 3 sources on at least 2 sites " +
        "state an answer of the asked kind, at least 2 of them containing every key term of the question (a " +
        "source lacking one is sold only when it states the answer's own value or command); `answer` is a sentence quoted " +
        "from them ending in citation markers such as `[1][3]` (1-based positions in `sources` of the sources " +
        "stating its facts); `evidence.source_count` counts the sources that passed every check and state the " +
        "answer, `evidence.distinct_source_count` their distinct sites, and `validated: true` means form and " +
        "relevance checks passed (the sources are quoted, not fact-checked). Changelog: v0.1 (evidence endpoint, x402 v2 payment, source " +
        "validation, machine discovery).",
      "x-guidance": guidance(settings),
      contact: { name: "evidence-pack", url: `${settings.baseUrl}/skill.md` }
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
            "request later, never re-sign. A request without body and signature is a price inquiry (402). The 402 " +
            "declares the Bazaar discovery extension and the optional payment-identifier extension: an id in the " +
            "payment names one purchase (same id and body: its stored 200 under any key; different body: 409).",
          // No authentication: the payment is the credential, declared in x-payment-info and the 402.
          security: [],
          "x-payment-info": paymentInfo(settings),
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: true,
              description: "Unique per logical purchase; reuse it for the paid retry and any retry after that.",
              schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: "^[!-~]+$" }
            },
            {
              name: "PAYMENT-SIGNATURE",
              in: "header",
              required: false,
              description:
                "On the paid retry: base64 JSON x402 v2 PaymentPayload, an `exact` EIP-3009 authorization of the " +
                "402 offer. Omit it to get the offer.",
              schema: { type: "string" }
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
      },
      [MCP_ENDPOINT_PATH]: mcpOpenApiPath(settings)
    },
    components: {
      schemas: {
        EvidenceRequest: requestSchema,
        EvidenceResponse: responseSchema,
        ErrorBody: errorSchema,
        ...sharedDefinitions
      }
    }
  })
