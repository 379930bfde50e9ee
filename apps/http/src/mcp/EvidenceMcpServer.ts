import { Server } from "@modelcontextprotocol/sdk/server/index.js"
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError
} from "@modelcontextprotocol/sdk/types.js"
import { EVIDENCE_TOOL_NAME, evidenceTool } from "./EvidenceTool.ts"
import type { EvidenceToolCall } from "./EvidenceToolCall.ts"

const INSTRUCTIONS =
  "One paid tool, evidence_pack: validated web evidence for a question, paid per call over x402 " +
  '(an unpaid call returns the PaymentRequired; repeat it with _meta["x402/payment"]).'

/**
 * The SDK's low-level `Server`, not `McpServer`: the tool's input schema is the JSON Schema generated from the
 * core schema the HTTP body decodes with, and argument errors must come back as our own `invalid_request`
 * tool errors with reasons, where `McpServer` would want a zod schema and answer with its own messages.
 */
export const makeEvidenceMcpServer = (
  call: (input: Omit<EvidenceToolCall, "requestId">) => Promise<CallToolResult>
): Server => {
  const server = new Server(
    { name: "evidence-pack", version: "0.1.0" },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS }
  )
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [evidenceTool] }))
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    if (request.params.name !== EVIDENCE_TOOL_NAME) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `unknown tool ${request.params.name}; the one tool is ${EVIDENCE_TOOL_NAME}`
      )
    }
    return call({ arguments: request.params.arguments, meta: request.params._meta })
  })
  return server
}
