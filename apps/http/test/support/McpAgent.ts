import type { Devnet } from "@evidence-pack/devnet"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import type { PaymentRequired } from "@x402/core/types"
import type { LocalAccount } from "viem"
import { makeAgent } from "./Agent.ts"

export const PAYMENT_META_KEY = "x402/payment"
export const PAYMENT_RESPONSE_META_KEY = "x402/payment-response"

/**
 * The official MCP client over streamable HTTP, connected to `<baseUrl>/mcp`; `fetch` lets a test point it at
 * an in-process web handler instead of a socket.
 */
export const connectMcp = async (baseUrl: string, fetchImpl?: typeof fetch) => {
  const client = new Client({ name: "evidence-pack-test", version: "1.0.0" })
  const transport = new StreamableHTTPClientTransport(
    new URL(`${baseUrl}/mcp`),
    fetchImpl === undefined ? {} : { fetch: fetchImpl }
  )
  await client.connect(transport)
  // As an agent does: list the tools first, which makes the client check every structuredContent against the
  // tool's declared outputSchema (the pack, the PaymentRequired and the error bodies alike).
  await client.listTools()
  /** One `evidence_pack` call; `payment` goes in `_meta["x402/payment"]` as the x402 MCP transport says. */
  const callEvidence = async (args: Record<string, unknown>, payment?: unknown) =>
    (await client.callTool({
      name: "evidence_pack",
      arguments: args,
      ...(payment === undefined ? {} : { _meta: { [PAYMENT_META_KEY]: payment } })
    })) as CallToolResult
  return { client, callEvidence, close: () => client.close() }
}

/** What a tool error says in its first text block (JSON by our contract). */
export const firstText = (result: CallToolResult): unknown => {
  const first = result.content[0]
  if (first?.type !== "text") throw new Error(`expected a text block, got ${JSON.stringify(first)}`)
  return JSON.parse(first.text)
}

/** The error body a tool error carries: `structuredContent` or, after a PaymentRequired, `content[1]`. */
export const errorBodyOf = (result: CallToolResult) => {
  const texts = result.content.flatMap((c) =>
    c.type === "text" ? [JSON.parse(c.text) as Record<string, unknown>] : []
  )
  const body = texts.find((t) => typeof t.error === "object" && t.error !== null)
  if (body === undefined) throw new Error(`no error body in ${JSON.stringify(result)}`)
  return body as { error: { code: string; message: string; reasons?: Array<string> }; request_id: string }
}

/**
 * The x402 MCP client side (x402 ships no MCP client on npm): read the PaymentRequired of a tool error and sign
 * it with the official x402 client; the caller sends the payload in `_meta["x402/payment"]`.
 */
export const makeMcpPayer = (devnet: Devnet, account: LocalAccount) => {
  const signer = makeAgent(devnet, "", account)
  const paymentRequiredOf = (result: CallToolResult): PaymentRequired => {
    const content = result.structuredContent as Partial<PaymentRequired> | undefined
    if (result.isError !== true || content?.x402Version !== 2 || !Array.isArray(content.accepts)) {
      throw new Error(`expected a PaymentRequired tool error, got ${JSON.stringify(result)}`)
    }
    return content as PaymentRequired
  }
  return { sign: (result: CallToolResult) => signer.sign(paymentRequiredOf(result)) }
}
