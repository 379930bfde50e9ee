import { IDEMPOTENCY_KEY_MAX_LENGTH } from "@evidence-pack/core"
import { declareDiscoveryExtension } from "@x402/extensions/bazaar"
import { declarePaymentIdentifierExtension, PAYMENT_IDENTIFIER } from "@x402/extensions/payment-identifier"
import { exampleResponse } from "./ExampleResponse.ts"
import { requestSchema } from "./Schemas.ts"

/** How the service names itself to Bazaar catalogs (printable ASCII, at most 32 characters; at most 5 tags). */
export const SERVICE_NAME = "evidence-pack"
export const SERVICE_TAGS = ["search", "research", "evidence", "citations", "web"]

/** The headers an agent must send besides the payment; documented with example values, as Bazaar shows them. */
const REQUIRED_HEADERS = {
  "Content-Type": "application/json",
  "Idempotency-Key": `<unique per purchase, 1-${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters>`
}

/**
 * `extensions.bazaar` as the bazaar spec defines it, built with the official helper: a POST with a JSON body
 * (example and JSON Schema) and an output example (the embedded corpus's pack for `EXAMPLE_QUERY`). The helper's
 * schema forbids fields it does not know, so the headers are added to both the info and the schema, as its own
 * server enrichment does for path parameters.
 */
export const bazaarExtension = (exampleQuery: string) => {
  const { bazaar } = declareDiscoveryExtension({
    bodyType: "json",
    input: { query: exampleQuery, max_sources: 5 },
    inputSchema: requestSchema,
    output: { example: exampleResponse }
  })
  const { info, schema } = bazaar as {
    info: { input: Record<string, unknown> }
    schema: { properties: { input: { properties: Record<string, unknown> } } }
  }
  return {
    ...bazaar,
    info: { ...info, input: { ...info.input, method: "POST", headers: REQUIRED_HEADERS } },
    schema: {
      ...schema,
      properties: {
        ...schema.properties,
        input: {
          ...schema.properties.input,
          properties: {
            ...schema.properties.input.properties,
            headers: {
              type: "object",
              properties: { "Idempotency-Key": { type: "string" } },
              required: ["Idempotency-Key"],
              additionalProperties: { type: "string" }
            }
          },
          required: ["type", "method", "bodyType", "body", "headers"]
        }
      }
    }
  }
}

/**
 * The extensions our 402 declares: Bazaar discovery, and payment-identifier (optional: an id names one payment;
 * see the purchase rules for what a repeated id gets).
 */
export const offerExtensions = (exampleQuery: string): Record<string, unknown> => ({
  bazaar: bazaarExtension(exampleQuery),
  [PAYMENT_IDENTIFIER]: declarePaymentIdentifierExtension(false)
})
