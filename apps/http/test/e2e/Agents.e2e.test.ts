import { spawn } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import {
  checkEndpointSchema,
  discoverOriginSchema,
  getOpenAPI,
  getWarningsForL3,
  getWarningsForOpenAPI,
  type OpenApiSource,
  validatePaymentRequiredDetailed
} from "@agentcash/discovery"
import { EXAMPLE_QUERY } from "@evidence-pack/adapters/provider/corpus"
import { MAX_HEADER_BYTES, SIGNATURE_MAX_BYTES } from "@evidence-pack/core"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import { type Hex, serializeErc6492Signature } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  decodeHeaderJson,
  encodeHeaderJson,
  officialClient,
  type PaymentPayload,
  type PaymentRequired
} from "../support/OfficialClient.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * A new agent that knows only the base URL: it finds the service the way x402 crawlers do, and buys a pack by
 * running the skill.md example exactly as published, against the service as `pnpm start` runs it on the devnet.
 */
const PRICE = 15_000n
/** Inside the package, so the example's imports resolve from this package's dependencies, as an agent's would. */
const SCRATCH_PARENT = fileURLToPath(new URL("..", import.meta.url))

let devnet: Devnet
let service: ServiceProcess

beforeAll(async () => {
  devnet = await startDevnet()
  service = await startService({ ...devnet.env })
}, 120_000)

afterAll(async () => {
  await service?.stop()
  await devnet?.stop()
})

/** Runs a TypeScript file with this Node (type stripping) and collects its output. */
const runNode = (file: string, env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [file], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => {
      stdout += chunk
    })
    child.stderr.on("data", (chunk) => {
      stderr += chunk
    })
    child.once("exit", (code) => resolve({ code, stdout, stderr }))
  })

describe("an agent with only the base URL", () => {
  it("buys a pack on its first paid attempt by running the skill.md example unchanged", async () => {
    const skill = await (await fetch(`${service.baseUrl}/skill.md`)).text()
    const blocks = [...skill.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!)
    expect(blocks).toHaveLength(1)
    const scratch = await mkdtemp(join(SCRATCH_PARENT, ".skill-example-"))
    try {
      const file = join(scratch, "buy.ts")
      await writeFile(file, blocks[0]!)
      const payer = devnetAccount(6)
      const before = await devnet.token.balanceOf(payer.address)
      const run = await runNode(file, { PRIVATE_KEY: payer.privateKey })
      expect(run.code, run.stderr).toBe(0)
      const [first, second] = run.stdout.trim().split("\n")
      expect(first).toMatch(/^200 \{/)
      const pack = JSON.parse(first!.slice(4)) as { sources: Array<unknown>; evidence: { validated: boolean } }
      expect(pack.sources.length).toBeGreaterThanOrEqual(3)
      expect(pack.evidence.validated).toBe(true)
      expect(second).toMatch(/^settled: /)
      expect(JSON.parse(second!.slice("settled: ".length))).toMatchObject({ success: true, network: devnet.network })
      expect(before - (await devnet.token.balanceOf(payer.address))).toBe(PRICE)
    } finally {
      await rm(scratch, { recursive: true, force: true })
    }
  })

  it("finds it through agentcash discovery (x402scan's OpenAPI conventions): paid, not authenticated, no warnings", async () => {
    const discovery = await discoverOriginSchema({ target: service.baseUrl })
    expect(discovery.found).toBe(true)
    if (!discovery.found) return
    expect(discovery.endpoints).toEqual([
      expect.objectContaining({
        path: "/v1/evidence",
        method: "POST",
        authMode: "paid",
        pricingMode: "fixed",
        price: "0.015 USD",
        protocols: ["x402"]
      }),
      // The MCP endpoint is listed too; it is paid per tool call (x402's MCP transport), not by an HTTP 402.
      expect.objectContaining({ path: "/mcp", method: "POST" })
    ])
    expect(discovery.guidance).toContain("/skill.md")
    const openApi = (await getOpenAPI(service.baseUrl))._unsafeUnwrap() as OpenApiSource
    expect(getWarningsForOpenAPI(openApi)).toEqual([])
    // The live probe reads our 402 as a valid x402 v2 offer.
    const endpoint = await checkEndpointSchema({ url: `${service.baseUrl}/v1/evidence`, probe: true })
    expect(endpoint.found).toBe(true)
    if (!endpoint.found) return
    const [advisory] = endpoint.advisories
    expect(advisory).toMatchObject({ method: "POST", authMode: "paid" })
    expect(advisory?.paymentOptions).toEqual([
      expect.objectContaining({ protocol: "x402", version: 2, network: devnet.network, amount: "15000" })
    ])
    expect(validatePaymentRequiredDetailed(advisory?.paymentRequiredBody)).toMatchObject({ valid: true })
    const l3 = getWarningsForL3(advisory ?? null).filter((w) => w.severity !== "info")
    expect(l3).toEqual([])
  })

  it("a smart wallet's largest payload (max-size ERC-6492 signature, echoed extensions) passes the HTTP parser", async () => {
    const payer = devnetAccount(7)
    const client = officialClient(payer.account, devnet.network, devnet.asset, () => "p".repeat(128))
    const probe = await fetch(`${service.baseUrl}/v1/evidence`, { method: "POST" })
    const required = decodeHeaderJson<PaymentRequired>(probe.headers.get("payment-required"))
    const signed = (await client.createPaymentPayload(required)) as PaymentPayload
    // A well-formed ERC-6492 wrapper (factory, calldata, inner signature), as large as the cap allows.
    const wrapped = serializeErc6492Signature({
      address: `0x${"f".repeat(40)}`,
      data: `0x${"ab".repeat(SIGNATURE_MAX_BYTES - 320)}`,
      signature: (signed.payload as { signature: Hex }).signature
    })
    expect((wrapped.length - 2) / 2).toBeGreaterThan(SIGNATURE_MAX_BYTES - 100)
    expect((wrapped.length - 2) / 2).toBeLessThanOrEqual(SIGNATURE_MAX_BYTES)
    const header = encodeHeaderJson({ ...signed, payload: { ...(signed.payload as object), signature: wrapped } })
    expect(header.length).toBeLessThanOrEqual(MAX_HEADER_BYTES)
    console.info(`smart-wallet PAYMENT-SIGNATURE: ${header.length} of ${MAX_HEADER_BYTES} bytes`)
    const response = await fetch(`${service.baseUrl}/v1/evidence`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": "smart-wallet", "payment-signature": header },
      body: JSON.stringify({ query: EXAMPLE_QUERY })
    })
    // Read and judged by the facilitator (this wrapper signs nothing real), never cut off as too large.
    expect(response.status).toBe(402)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payment_invalid")
  })
})
