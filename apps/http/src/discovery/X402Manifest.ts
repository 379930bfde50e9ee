import { PRICE_ATOMIC, PRICE_DISPLAY } from "@evidence-pack/core"
import { RESOURCE_DESCRIPTION } from "@evidence-pack/runtime/Offer"
import type { HttpSettingsShape } from "../edge/HttpSettings.ts"
import { mcpEndpoint } from "./McpDiscovery.ts"
import { requestSchema, responseSchema, standalone } from "./Schemas.ts"

/** `/.well-known/x402`: what is sold, for how much, in which shape, and where the other documents are. */
export const x402Manifest = (settings: HttpSettingsShape) => {
  const { requirements, resource } = settings.offer
  return {
    name: "evidence-pack",
    description:
      "Validated multi-source web evidence for autonomous agents: a short answer with 3 to 10 checked, " +
      "de-duplicated sources and freshness metadata, paid per call with x402.",
    categories: ["search", "research", "evidence", "data"],
    x402Version: 2,
    resources: [
      {
        method: "POST",
        url: resource.url,
        description: RESOURCE_DESCRIPTION,
        mimeType: "application/json",
        headers: {
          "Idempotency-Key": "required: unique per logical purchase, reused on the paid retry",
          "PAYMENT-SIGNATURE": "the x402 v2 payment payload, on the paid retry"
        },
        payment: {
          scheme: requirements.scheme,
          network: requirements.network,
          asset: requirements.asset,
          amount: PRICE_ATOMIC,
          price: `${PRICE_DISPLAY} USDC`,
          payTo: requirements.payTo,
          maxTimeoutSeconds: requirements.maxTimeoutSeconds,
          extra: requirements.extra
        },
        input: standalone(requestSchema),
        output: standalone(responseSchema)
      }
    ],
    mcp: mcpEndpoint(settings),
    links: {
      openapi: `${settings.baseUrl}/openapi.json`,
      skill: `${settings.baseUrl}/skill.md`,
      manifest: `${settings.baseUrl}/.well-known/x402`,
      mcp: mcpEndpoint(settings).url
    }
  }
}
