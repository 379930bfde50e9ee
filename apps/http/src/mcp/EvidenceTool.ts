import type { Tool } from "@modelcontextprotocol/sdk/types.js"
import { errorSchema, requestSchema, responseSchema, sharedDefinitions } from "../discovery/Schemas.ts"

export const EVIDENCE_TOOL_NAME = "evidence_pack"

/** The x402 MCP transport names a tool's resource `mcp://tool/<name>` (what the payer signs for). */
export const EVIDENCE_TOOL_RESOURCE_URL = `mcp://tool/${EVIDENCE_TOOL_NAME}`

export const EVIDENCE_TOOL_DESCRIPTION =
  "Buys one validated web evidence pack (0.015 USDC, x402 v2 `exact`): a short answer and 3 to 10 checked " +
  "sources. Call without payment to get the x402 PaymentRequired (a tool error); sign it and repeat the same " +
  'call with the payment in `_meta["x402/payment"]`. Use one idempotency_key per purchase and keep it for retries: ' +
  "a retry never charges twice, and a rejected question (evidence_rejected) costs nothing."

const idempotencyKeyProperty = {
  type: "string",
  minLength: 1,
  maxLength: 128,
  pattern: "^[\\x21-\\x7e]+$",
  description:
    "Unique per logical purchase (the Idempotency-Key of POST /v1/evidence, same rules and the same purchase): " +
    "1 to 128 printable ASCII characters without spaces. Reuse it to retry or to fetch the pack again."
}

const properties = (schema: Record<string, unknown>) => (schema.properties ?? {}) as Record<string, unknown>
const required = (schema: Record<string, unknown>) => (schema.required ?? []) as ReadonlyArray<string>

/** The evidence request (generated from the schema the HTTP body decodes with) plus the idempotency key. */
const inputSchema: Tool["inputSchema"] = {
  ...requestSchema,
  type: "object",
  properties: { ...properties(requestSchema), idempotency_key: idempotencyKeyProperty },
  required: [...required(requestSchema), "idempotency_key"]
}

/**
 * The pack on success. The official MCP client checks `structuredContent` against this schema on tool errors
 * too, so the error shapes are part of it: the x402 PaymentRequired (sign and repeat) and our error body.
 */
const outputSchema: Tool["outputSchema"] = {
  type: "object",
  anyOf: [
    responseSchema,
    {
      type: "object",
      description: "x402 v2 PaymentRequired: sign one of `accepts` and repeat the call with the payment",
      required: ["x402Version", "accepts"],
      properties: { x402Version: { const: 2 }, error: { type: "string" }, accepts: { type: "array" } }
    },
    errorSchema
  ],
  ...(Object.keys(sharedDefinitions).length > 0 ? { $defs: sharedDefinitions } : {})
}

export const evidenceTool: Tool = {
  name: EVIDENCE_TOOL_NAME,
  title: "Validated web evidence pack (paid, x402)",
  description: EVIDENCE_TOOL_DESCRIPTION,
  inputSchema,
  outputSchema,
  // Paid, and it talks to the open web; a repeated call with the same key changes nothing.
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true }
}
