import type { HttpSettingsShape } from "../edge/HttpSettings.ts"
import { EVIDENCE_TOOL_DESCRIPTION, EVIDENCE_TOOL_NAME, evidenceTool } from "../mcp/EvidenceTool.ts"
import { PAYMENT_META_KEY, PAYMENT_RESPONSE_META_KEY } from "../mcp/ToolResults.ts"

export const MCP_ENDPOINT_PATH = "/mcp"

const PAYMENT_FLOW =
  `x402 MCP transport: an unpaid call is a tool error whose structuredContent is the x402 v2 PaymentRequired; ` +
  `repeat the same call with the signed payload in _meta["${PAYMENT_META_KEY}"]; the pack comes back as ` +
  `structuredContent with the settlement in _meta["${PAYMENT_RESPONSE_META_KEY}"]. Same price, same purchase ` +
  "and same idempotency rules as POST /v1/evidence: one idempotency_key is one purchase on either endpoint."

/** An unpaid `tools/call` of the tool: what a client sends first (it gets the PaymentRequired back). */
export const mcpCallExample = (settings: HttpSettingsShape) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: {
    name: EVIDENCE_TOOL_NAME,
    arguments: { query: settings.exampleQuery, max_sources: 5, idempotency_key: "purchase-0001" }
  }
})

/** The MCP endpoint as the x402 manifest and other documents describe it. */
export const mcpEndpoint = (settings: HttpSettingsShape) => ({
  url: `${settings.baseUrl}${MCP_ENDPOINT_PATH}`,
  transport: "streamable-http",
  stateless: true,
  payment: PAYMENT_FLOW,
  tools: [{ name: EVIDENCE_TOOL_NAME, description: EVIDENCE_TOOL_DESCRIPTION, inputSchema: evidenceTool.inputSchema }]
})

const errorBody = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } }
})

/**
 * The OpenAPI path item of POST /mcp. The HTTP exchange itself is free (JSON-RPC over POST); the payment happens
 * inside the tool call, so the operation carries no 402 and no `x-payment-info` (a crawler's unpaid probe of it
 * would not get a 402).
 */
export const mcpOpenApiPath = (settings: HttpSettingsShape) => ({
  post: {
    operationId: "mcp",
    summary: `MCP (streamable HTTP, stateless) with one paid tool, ${EVIDENCE_TOOL_NAME}`,
    description:
      `Model Context Protocol endpoint: initialize, tools/list, tools/call. The tool ${EVIDENCE_TOOL_NAME} sells ` +
      `the same evidence pack as POST /v1/evidence. ${PAYMENT_FLOW} Send Accept: application/json, ` +
      "text/event-stream; answers are JSON. Tool failures are tool results with isError and the error body " +
      "of POST /v1/evidence (code, message, reasons); purchase_pending means: repeat the same call later, " +
      "never re-sign.",
    requestBody: {
      required: true,
      content: {
        "application/json": {
          schema: { type: "object", description: "A JSON-RPC 2.0 message (MCP)" },
          example: mcpCallExample(settings)
        }
      }
    },
    responses: {
      "200": {
        description: "The JSON-RPC response: for tools/call, the pack or a tool error.",
        content: { "application/json": { schema: { type: "object" } } }
      },
      "202": { description: "Accepted: the message held only notifications." },
      "400": { description: "Not a JSON-RPC message (the MCP SDK's JSON-RPC error)." },
      "413": errorBody(`Body larger than ${settings.maxBodyBytes} bytes (payload_too_large).`)
    },
    "x-mcp": mcpEndpoint(settings)
  }
})

/** The MCP section of skill.md. */
export const mcpSkillSection = (settings: HttpSettingsShape) => `## The same purchase as an MCP tool
\`POST ${settings.baseUrl}${MCP_ENDPOINT_PATH}\` is an MCP server (streamable HTTP, stateless) with one tool,
\`${EVIDENCE_TOOL_NAME}\`. Arguments: the request body fields above plus \`idempotency_key\` (required, the
Idempotency-Key rules). Payment follows x402's MCP transport:
1. Call the tool without payment: the result is a tool error whose \`structuredContent\` (and first text block)
   is the x402 v2 PaymentRequired.
2. Sign it with any x402 v2 client (\`x402Client.createPaymentPayload(paymentRequired)\`).
3. Repeat the same call, same arguments, with \`_meta: { "${PAYMENT_META_KEY}": <payment payload> }\`.
4. The pack is the result's \`structuredContent\` (and its text); \`_meta["${PAYMENT_RESPONSE_META_KEY}"]\` is the
   settlement.
Other failures are tool errors carrying the error body above (same codes and reasons). Only \`payment_required\`,
\`payment_invalid\` and \`settlement_failed\` carry a PaymentRequired; for \`purchase_pending\` repeat the same call
later (\`_meta["evidence-pack/retry-after-seconds"]\`), never sign again. One idempotency_key is one purchase on
both endpoints: a pack bought over HTTP is replayed over MCP and the other way round, charged once.
`
