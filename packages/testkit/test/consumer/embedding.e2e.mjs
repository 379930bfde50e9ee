import assert from "node:assert/strict"
import { EvidenceResponse } from "@evidence-pack/core"
import { makeMemoryCounters, makeMemoryStore, realisticCandidates } from "@evidence-pack/testkit"
import { x402Client } from "@x402/core/client"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import { wrapFetchWithPayment } from "@x402/fetch"
import { Effect, Schema } from "effect"
import { createPublicClient, http, parseAbi } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { httpFacilitator } from "./http-facilitator.mjs"
import { startEvidenceServer } from "./node-http-server.mjs"

// Run in the scratch project by the consumer test: the core README's example, paid by the official x402 client on
// the devnet the harness started (its coordinates come in the environment).
const env = process.env
const url = `http://127.0.0.1:${env.PORT}/v1/evidence`
const requirements = {
  scheme: "exact",
  network: env.NETWORK,
  amount: "15000",
  asset: env.ASSET,
  payTo: env.PAY_TO,
  maxTimeoutSeconds: 120,
  extra: { name: env.ASSET_NAME, version: env.ASSET_VERSION }
}
const provider = {
  search: (request) => Effect.sync(() => realisticCandidates(request.query, request.maxCandidates, Date.now()))
}
const server = await startEvidenceServer({
  port: Number(env.PORT),
  requirements,
  resource: { url, description: "one validated evidence pack", mimeType: "application/json" },
  store: makeMemoryStore(),
  counters: makeMemoryCounters(),
  facilitator: httpFacilitator({ facilitatorUrl: env.FACILITATOR_URL, rpcUrl: env.RPC_URL }),
  provider
})

const token = createPublicClient({ transport: http(env.RPC_URL) })
const balanceOf = (address) =>
  token.readContract({
    address: env.ASSET,
    abi: parseAbi(["function balanceOf(address) view returns (uint256)"]),
    functionName: "balanceOf",
    args: [address]
  })
const payer = privateKeyToAccount(env.PAYER_KEY)
const client = new x402Client().register(env.NETWORK, new ExactEvmScheme(payer))
client.setSpendControls({ allowedAssets: [{ network: env.NETWORK, asset: env.ASSET, maxAmountPerPayment: "15000" }] })
const pay = wrapFetchWithPayment(fetch, client)

try {
  const before = await balanceOf(env.PAY_TO)
  const body = JSON.stringify({ query: "How does HTTP caching work with the Cache-Control header?", max_sources: 5 })
  const headers = { "content-type": "application/json", "idempotency-key": crypto.randomUUID() }
  const unpaid = await fetch(url, { method: "POST", headers, body })
  assert.equal(unpaid.status, 402)
  assert.ok(unpaid.headers.get("payment-required"))

  const paid = await pay(url, { method: "POST", headers, body })
  const text = await paid.text()
  assert.equal(paid.status, 200, text)
  const pack = Schema.decodeUnknownSync(Schema.fromJsonString(EvidenceResponse))(text)
  assert.ok(pack.sources.length >= 3)
  assert.ok(paid.headers.get("payment-response"))
  const after = await balanceOf(env.PAY_TO)
  assert.equal(after - before, 15_000n, "the payee got exactly the price")

  const replay = await pay(url, { method: "POST", headers, body })
  assert.equal(replay.status, 200)
  assert.equal(replay.headers.get("x-idempotent-replay"), "true")
  assert.equal(await replay.text(), text, "a replay is byte-identical")
  assert.equal(await balanceOf(env.PAY_TO), after, "a replay charges nothing")
  console.log(`EMBEDDING OK ${JSON.stringify({ sources: pack.sources.length, charged: String(after - before) })}`)
} finally {
  server.close()
}
