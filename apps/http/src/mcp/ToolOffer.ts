import type { PaymentRequired } from "@evidence-pack/core"
import { declareDiscoveryExtension } from "@x402/extensions/bazaar"
import type { HttpSettingsShape } from "../edge/HttpSettings.ts"
import {
  EVIDENCE_TOOL_DESCRIPTION,
  EVIDENCE_TOOL_NAME,
  EVIDENCE_TOOL_RESOURCE_URL,
  evidenceTool
} from "./EvidenceTool.ts"

/** The x402 v2 PaymentRequired of the tool, with the extensions the payer echoes in its payment. */
export interface ToolOffer extends PaymentRequired {
  readonly extensions: Record<string, unknown>
}

/**
 * What the tool's payer signs: our one `exact` offer, for the tool's resource, declaring the tool to the Bazaar
 * (`input.type: "mcp"`): a facilitator catalogs the tool from the payment that echoes it. Built from the terms
 * rather than from the HTTP 402, so nothing the HTTP route declares (its own Bazaar entry) leaks in here.
 */
export const toolOffer = (settings: HttpSettingsShape): ToolOffer => ({
  x402Version: 2,
  error: "payment required",
  resource: { ...settings.offer.resource, url: EVIDENCE_TOOL_RESOURCE_URL },
  accepts: [settings.offer.requirements],
  extensions: declareDiscoveryExtension({
    toolName: EVIDENCE_TOOL_NAME,
    description: EVIDENCE_TOOL_DESCRIPTION,
    transport: "streamable-http",
    inputSchema: evidenceTool.inputSchema,
    example: { query: settings.exampleQuery, max_sources: 5, idempotency_key: "purchase-0001" }
  })
})
