import { PRICE_DISPLAY } from "@evidence-pack/core"
import type { HttpSettingsShape } from "../edge/HttpSettings.ts"
import { mcpSkillSection } from "./McpDiscovery.ts"

/** What each error code means to an agent, and what to do next. Public contract: keep in step with the codes. */
const ERROR_GUIDE: ReadonlyArray<readonly [string, string, string]> = [
  ["400", "invalid_request", "Fix the body (see error.reasons); do not sign until the 402 comes back."],
  ["400", "invalid_idempotency_key", "Send Idempotency-Key: 1-128 printable characters, one per purchase."],
  ["400", "payment_invalid", "PAYMENT-SIGNATURE is not a valid x402 v2 payload: rebuild it from PAYMENT-REQUIRED."],
  ["402", "payment_required", "Sign the PAYMENT-REQUIRED offer and retry the same request with PAYMENT-SIGNATURE."],
  ["402", "payment_invalid", "The payment was refused (wrong amount/payee, expired, unfunded): sign a new one."],
  ["409", "idempotency_conflict", "This key was used for another body: use a new Idempotency-Key."],
  ["409", "purchase_pending", "In progress or settling: retry the SAME request after Retry-After. Never re-sign."],
  ["413", "payload_too_large", "Send a smaller body."],
  ["422", "evidence_rejected", "Not enough valid evidence (reasons say why). Nothing was charged. Rephrase."],
  [
    "422",
    "economic_guard",
    "Refused before any work, nothing charged; reasons: authorization_expires_too_soon (sign with a later " +
      "validBefore), nonce_bound_to_other_purchase (sign a new one), payer_rejection_budget_exhausted (too many of " +
      "your requests failed validation this hour: rephrase, retry later), provider_spend_budget_exhausted (retry later)."
  ],
  ["429", "rate_limited", "Wait Retry-After seconds."],
  ["502", "provider_failed", "Upstream search failed. Nothing was charged; retry the same request later."],
  ["502", "settlement_failed", "Settlement refused; nothing charged, evidence kept: retry with a new signature."],
  ["503", "service_unavailable", "Retry after Retry-After; nothing was called or charged."]
]

/** `/skill.md`: a guide an agent can act on without any SDK. */
export const skillGuide = (settings: HttpSettingsShape) => {
  const { requirements } = settings.offer
  const url = `${settings.baseUrl}/v1/evidence`
  return `# evidence-pack: buy a validated web evidence pack (x402)

One call: \`POST ${url}\` returns a short answer, 3 to 10 validated sources (URL, content and duplication
checked), freshness and validation metadata. Price: ${PRICE_DISPLAY} USDC per fulfilled pack, paid with x402 v2
(\`exact\`, EIP-3009) on \`${requirements.network}\`, asset \`${requirements.asset}\`, payee \`${requirements.payTo}\`.
You pay only when a pack is delivered: failed validation, provider failures and replays cost nothing.

## What a pack means
- \`answer\`: one sentence quoted from the sold sources (never written by us), ending in citation markers
  \`[n]\`: \`[1][3]\` means the 1st and 3rd entries of \`sources\` state the sentence's facts (its date, amount or
  versions, or its words). Strip \`/ (\\[\\d+\\])+$/\` to get the bare sentence.
- \`evidence.validated: true\`: every source passed the form checks (URL, error pages, spam, duplicates, dates)
  **and** the relevance checks: it states an answer of the asked kind (a year for "when", a number for "how
  many", a version or browser for "which version/browsers"; for a date or an amount, the same value as the
  answer), and it contains the question's key terms (identifiers such as \`:has()\` or \`HTTP/3\`, numbers,
  names). At least 2 sources contain every key term; a source worded otherwise ("free space on my hard drive" for
  "free disk space") is sold beside them only when it states the answer's own value or command.
- \`evidence.source_count\`: sources that passed every check and state the answer (at least 3; \`sources\`
  holds the best \`max_sources\` of them). \`evidence.distinct_source_count\`: distinct sites (registrable
  domains) among them, at least 2.
- Not guaranteed: that the sources are right (they are quoted, not fact-checked), or that the answer is complete
  (one sentence). When the candidates cannot support an answer you get **422 evidence_rejected** and pay nothing.

## Request
Headers: \`Content-Type: application/json\`, \`Idempotency-Key: <unique per purchase, 1-128 chars>\`.
Body (no other fields):
- \`query\` (string, 1-400 characters, required)
- \`freshness_seconds\` (integer 60-31536000, optional): only sources updated within this window count
- \`max_sources\` (integer 3-10, default 5)

## Flow
1. POST the body with an Idempotency-Key and no PAYMENT-SIGNATURE. Bad input gets 400 now (before you pay);
   good input gets **402** with a \`PAYMENT-REQUIRED\` header: base64 JSON \`{ x402Version: 2, resource,
   accepts: [{ scheme: "exact", network, amount: "15000", asset, payTo, maxTimeoutSeconds, extra: { name,
   version } }] }\`.
2. Sign an EIP-3009 \`transferWithAuthorization\` for exactly that offer (any x402 v2 client does this).
3. Retry the **same body** with the **same Idempotency-Key** and \`PAYMENT-SIGNATURE: <base64 JSON payload>\`.
4. **200**: the pack. \`PAYMENT-RESPONSE\` carries the settlement (transaction hash); \`X-Request-Id\` equals the
   body's \`request_id\`.

Retrying: if the connection drops or you get **409 purchase_pending**, retry the same request (same key, same
signature) after \`Retry-After\`: you get the stored pack (\`X-Idempotent-Replay: true\`), byte-identical, and
are never charged twice. Never answer a lost response by signing again under a new key.

## Errors
Every error body is \`{ "error": { "code", "message", "reasons"? }, "request_id" }\`.

| status | code | what to do |
|---|---|---|
${ERROR_GUIDE.map(([status, code, todo]) => `| ${status} | \`${code}\` | ${todo} |`).join("\n")}

## Worked example (TypeScript, generic x402 client)
Runs as is with Node 24 (\`node buy.ts\`) after \`npm install @x402/core @x402/evm @x402/fetch viem\`, with
\`PRIVATE_KEY\` holding a key funded with USDC on \`${requirements.network}\` (the payer needs no gas).
\`@x402/fetch\` pays only assets it is told to: allow this offer's asset, capped at the price.
\`\`\`ts
import { x402Client } from "@x402/core/client"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import { decodePaymentResponseHeader, wrapFetchWithPayment } from "@x402/fetch"
import { privateKeyToAccount } from "viem/accounts"

const account = privateKeyToAccount(process.env.PRIVATE_KEY as \`0x\${string}\`)
const client = new x402Client().register("${requirements.network}", new ExactEvmScheme(account))
client.setSpendControls({
  allowedAssets: [
    { network: "${requirements.network}", asset: "${requirements.asset}", maxAmountPerPayment: "${requirements.amount}" }
  ]
})
const pay = wrapFetchWithPayment(fetch, client)
const purchase = {
  method: "POST",
  headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
  body: JSON.stringify({ query: ${JSON.stringify(settings.exampleQuery)}, max_sources: 5 })
}
let res = await pay("${url}", purchase)
// 409 purchase_pending: the same request (same Idempotency-Key) later; this never charges twice.
for (let tries = 0; res.status === 409 && tries < 10; tries++) {
  await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get("retry-after") ?? 1)))
  res = await pay("${url}", purchase)
}
const pack = await res.json()
console.log(res.status, JSON.stringify(pack))
const settlement = res.headers.get("payment-response")
if (settlement !== null) console.log("settled:", JSON.stringify(decodePaymentResponseHeader(settlement)))
\`\`\`

## Retries never charge twice
- A purchase is named by your \`Idempotency-Key\` (per payer). Once it is paid, the same key and body get the
  stored pack (\`X-Idempotent-Replay: true\`), byte-identical, **even when the retry carries a freshly signed
  authorization**: a replay only verifies that authorization, it never settles it. So retrying through
  \`@x402/fetch\` (which signs again on every 402) is safe, as the example does.
- **409 \`purchase_pending\`**: the purchase is running or settling. Retry the same request after \`Retry-After\`.
  To retry without signing again, keep the \`PAYMENT-SIGNATURE\` header you sent and send it again with the
  same body and key; with \`@x402/fetch\`, wrap the fetch you give it to record that header:
  \`wrapFetchWithPayment((input, init) => { const r = new Request(input, init); saved = r.headers.get("payment-signature"); return fetch(r) }, client)\`.
- A lost response: retry with the **same** key. A new key is a new purchase, and is charged again.
- **payment-identifier** (optional x402 extension, declared in the 402): an id you add to the payment names that
  payment. The same id with the same body gets that purchase's stored 200, even under another Idempotency-Key,
  and is never charged twice; the same id with a different body is \`409 idempotency_conflict\`.

${mcpSkillSection(settings)}
## Discovery
- OpenAPI 3.1: ${settings.baseUrl}/openapi.json
- x402 manifest: ${settings.baseUrl}/.well-known/x402
- MCP (streamable HTTP): ${settings.baseUrl}/mcp
- API reference: ${settings.baseUrl}/docs
`
}
