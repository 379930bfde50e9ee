import { createChainPublicClient } from "@evidence-pack/adapters/facilitator/local"
import { EXAMPLE_QUERY } from "@evidence-pack/adapters/provider/corpus"
import { x402Client } from "@x402/core/client"
import { ExactEvmScheme } from "@x402/evm/exact/client"
import { wrapFetchWithPayment } from "@x402/fetch"
import type { Address } from "viem"
import { devnetAccount } from "./Accounts.ts"
import { devnetPortsFromEnv } from "./DevnetPorts.ts"
import { createTokenReader } from "./Token.ts"

/**
 * `pnpm demo`: buys one evidence pack from a running `pnpm dev` with the official x402 client, exactly as an
 * agent would, paying from anvil's well-known account #5, and shows the balances move.
 */
const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? "8402"}`
const rpcUrl = process.env.RPC_URL ?? `http://127.0.0.1:${devnetPortsFromEnv().rpcPort ?? 8545}`

interface Manifest {
  readonly resources: ReadonlyArray<{
    readonly url: string
    readonly payment: { network: `${string}:${string}`; asset: string; payTo: string }
  }>
}

const usdc = (units: bigint) => `${(Number(units) / 1e6).toFixed(6)} USDC`

const main = async () => {
  const manifest = (await (await fetch(`${baseUrl}/.well-known/x402`)).json()) as Manifest
  const offer = manifest.resources[0]
  if (offer === undefined) throw new Error("the service publishes no paid resource")
  const { network, asset, payTo } = offer.payment
  const payer = devnetAccount(5)
  const token = createTokenReader(
    createChainPublicClient({ rpcUrl, chainId: Number(network.split(":")[1]) }),
    asset as Address
  )
  const balances = async () => ({
    payer: await token.balanceOf(payer.address),
    payee: await token.balanceOf(payTo as Address)
  })

  const client = new x402Client().register(network, new ExactEvmScheme(payer.account))
  // The devnet token is not a known asset of the client: allow it explicitly, capped at the price.
  client.setSpendControls({ allowedAssets: [{ network, asset, maxAmountPerPayment: "15000" }] })
  const pay = wrapFetchWithPayment(fetch, client)

  const before = await balances()
  const response = await pay(offer.url, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({ query: EXAMPLE_QUERY, max_sources: 5 })
  })
  const body = await response.json()
  const after = await balances()
  console.log(`POST ${offer.url} -> ${response.status}`)
  console.log(JSON.stringify(body, null, 2))
  const settlement = response.headers.get("payment-response")
  if (settlement !== null) console.log(`settlement: ${Buffer.from(settlement, "base64").toString("utf8")}`)
  console.log(`payer ${payer.address}: ${usdc(before.payer)} -> ${usdc(after.payer)}`)
  console.log(`payee ${payTo}: ${usdc(before.payee)} -> ${usdc(after.payee)}`)
  if (response.status !== 200) process.exitCode = 1
}

await main()
