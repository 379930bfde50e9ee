import { createServer } from "node:http"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const ENTRY = fileURLToPath(new URL("../browser/buyer.ts", import.meta.url))

/** The browser agent as one classic script: the official x402 client and viem, bundled for Chromium. */
const bundleBuyer = async () => {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "chrome120",
    write: false,
    logLevel: "warning"
  })
  return result.outputFiles[0]!.text
}

export interface BuyerPage {
  readonly url: string
  readonly close: () => Promise<void>
}

/**
 * Serves the test page on its own loopback port: another origin than the service, so the browser applies CORS
 * (preflights included) to every request the agent makes.
 */
export const serveBuyerPage = async (): Promise<BuyerPage> => {
  const script = await bundleBuyer()
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>buyer</title></head><body><script>${script}</script></body></html>`
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  if (typeof address !== "object" || address === null) throw new Error("the buyer page has no address")
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}
