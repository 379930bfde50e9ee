import { EXAMPLE_QUERY } from "@evidence-pack/adapters/provider/corpus"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { BrowserOutcome, BrowserPurchase } from "../browser/buyer.ts"
import { type BuyerPage, serveBuyerPage } from "../support/BuyerPage.ts"
import { type Chromium, launchChromium } from "../support/Chromium.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * A browser agent buys a pack: real headless Chromium, a page on another origin running the official
 * `@x402/fetch` client, the service as `pnpm start` runs it, and the devnet chain with Circle's USDC.
 */
const PRICE = 15_000n
const QUESTION = { query: EXAMPLE_QUERY, max_sources: 5 }

let devnet: Devnet
let service: ServiceProcess
let page: BuyerPage
let browser: Chromium

beforeAll(async () => {
  devnet = await startDevnet()
  service = await startService({ ...devnet.env })
  page = await serveBuyerPage()
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await page?.close()
  await service?.stop()
  await devnet?.stop()
})

describe("a browser agent", () => {
  it("buys a pack cross-origin with @x402/fetch: 200, PAYMENT-RESPONSE readable, charged once", async () => {
    const payer = devnetAccount(5)
    const tab = await browser.context.newPage()
    await tab.goto(page.url)
    const purchase: BrowserPurchase = {
      url: `${service.baseUrl}/v1/evidence`,
      privateKey: payer.privateKey,
      network: devnet.network,
      asset: devnet.asset,
      idempotencyKey: `browser-${Date.now()}`,
      body: QUESTION
    }
    const [payerBefore, payeeBefore] = [
      await devnet.token.balanceOf(payer.address),
      await devnet.token.balanceOf(devnet.payTo)
    ]
    const outcome = await tab
      .evaluate(
        (input) => (globalThis as unknown as { buy: (p: BrowserPurchase) => Promise<BrowserOutcome> }).buy(input),
        purchase
      )
      .catch((error: unknown) => {
        // A page error's stack points into the bundle: keep only what the browser said (e.g. a CORS refusal).
        const said = (error instanceof Error ? error.message : String(error)).split("\n")[0]
        const failure = new Error(`the browser purchase failed: ${said}`)
        failure.stack = failure.message
        throw failure
      })
    expect(outcome.status).toBe(200)
    expect((outcome.body as { sources: Array<unknown> }).sources.length).toBeGreaterThanOrEqual(3)
    expect(outcome.paymentResponse).toMatchObject({ success: true, network: devnet.network })
    expect((outcome.paymentResponse as { transaction: string }).transaction).toMatch(/^0x[0-9a-f]{64}$/)
    expect(payerBefore - (await devnet.token.balanceOf(payer.address))).toBe(PRICE)
    expect((await devnet.token.balanceOf(devnet.payTo)) - payeeBefore).toBe(PRICE)
    await tab.close()
  })

  it("opens the front door and the API reference, which renders with nothing fetched from third parties", async () => {
    const tab = await browser.context.newPage()
    const foreign: Array<string> = []
    await tab.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => {
        foreign.push(route.request().url())
        return route.abort()
      }
    )
    const home = await tab.goto(`${service.baseUrl}/`)
    expect(home?.status()).toBe(200)
    expect(home?.headers()["content-type"]).toMatch(/^text\/html/)
    await tab.getByRole("link", { name: "API reference" }).click()
    await tab.waitForURL(`${service.baseUrl}/docs`)
    // Scalar renders the operation's summary from /openapi.json.
    await tab.getByText("Buy one validated evidence pack").first().waitFor({ timeout: 30_000 })
    expect(foreign).toEqual([])
    await tab.close()
  })
})
