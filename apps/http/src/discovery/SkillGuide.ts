import { PRICE_DISPLAY } from "@evidence-pack/core"
import type { HttpSettingsShape } from "../edge/HttpSettings.ts"

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
  ["422", "economic_guard", "Refused before any work (e.g. authorization expires too soon, nonce reused)."],
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
\`\`\`ts
import { x402Client } from "@x402/core/client"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import { wrapFetchWithPayment } from "@x402/fetch"
import { privateKeyToAccount } from "viem/accounts"

const client = new x402Client().register("${requirements.network}", new ExactEvmScheme(privateKeyToAccount(KEY)))
const pay = wrapFetchWithPayment(fetch, client)
const res = await pay("${url}", {
  method: "POST",
  headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
  body: JSON.stringify({ query: ${JSON.stringify(settings.exampleQuery)}, max_sources: 5 })
})
console.log(res.status, await res.json())
\`\`\`

## Discovery
- OpenAPI 3.1: ${settings.baseUrl}/openapi.json
- x402 manifest: ${settings.baseUrl}/.well-known/x402
`
}
