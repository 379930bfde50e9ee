import { readFileSync } from "node:fs"
import { portFromEnv, serveControl } from "@evidence-pack/testkit/bench/ChildControl"
import { ExactEvmScheme } from "@x402/evm/exact/server"
import { paymentMiddleware, x402ResourceServer } from "@x402/express"
import express from "express"
import { ASSET, ASSET_NAME, ASSET_VERSION, MAX_TIMEOUT_SECONDS, NETWORK, PATH, PAY_TO, PRICE } from "../Offer.ts"
import type { Pack } from "../Pack.ts"
import { instantX402Facilitator } from "./InstantX402Facilitator.ts"
import { packFileFromEnv } from "./PackFile.ts"

/**
 * (C) The reference: Express 5 with the official `@x402/express` payment middleware (verify -> handler -> settle)
 * over an instant in-process facilitator, and a handler returning a pack of the same size as ours. No evidence
 * work at all: this is what a user would otherwise run.
 */
const pack = JSON.parse(readFileSync(packFileFromEnv(), "utf8")) as Pack
const server = new x402ResourceServer(instantX402Facilitator()).register(NETWORK, new ExactEvmScheme())
const routes = {
  [`POST ${PATH}`]: {
    accepts: {
      scheme: "exact",
      network: NETWORK,
      payTo: PAY_TO,
      price: { amount: PRICE, asset: ASSET, extra: { name: ASSET_NAME, version: ASSET_VERSION } },
      maxTimeoutSeconds: MAX_TIMEOUT_SECONDS
    },
    description: "Validated multi-source web evidence pack",
    mimeType: "application/json"
  }
}

const app = express()
app.use(paymentMiddleware(routes, server))
app.post(PATH, express.json(), (request, response) => {
  const body = request.body as { readonly query?: unknown } | undefined
  const query = typeof body?.query === "string" ? body.query : pack.query
  response.json({ ...pack, query, fulfilled_at: new Date().toISOString(), request_id: crypto.randomUUID() })
})

const listener = app.listen(portFromEnv(), "127.0.0.1")
serveControl({ stop: () => new Promise<void>((resolve) => listener.close(() => resolve())) })
