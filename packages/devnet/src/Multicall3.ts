import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { pathToFileURL } from "node:url"
import type { ChainPublicClient } from "@evidence-pack/adapters/facilitator/local"
import type { Hex } from "viem"
import { createTestClient, http } from "viem"

/** Multicall3's address on every chain that has it. x402's EVM facilitator calls it here, unconditionally. */
export const MULTICALL3_ADDRESS = "0xcA11bde05977b3631167028862bE2a173976CA11"

/**
 * Multicall3's creation code, taken from viem (which uses it for "deployless" multicalls). viem does not export it
 * publicly, so we read its internal constants module; the shape check turns a future viem refactor into a clear
 * error instead of a silent no-Multicall3 devnet.
 */
const multicall3CreationCode = async (): Promise<Hex> => {
  const viemRoot = dirname(createRequire(import.meta.url).resolve("viem/package.json"))
  const constants: unknown = await import(pathToFileURL(join(viemRoot, "_esm/constants/contracts.js")).href)
  const code = (constants as { multicall3Bytecode?: unknown }).multicall3Bytecode
  if (typeof code !== "string" || !code.startsWith("0x")) throw new Error("viem no longer ships multicall3Bytecode")
  return code as Hex
}

/**
 * Installs Multicall3 at its canonical address. anvil has none, and without it every failed x402 verification
 * reads `..._simulation_failed` instead of its real cause (nonce used, insufficient balance...). An `eth_call` of
 * creation code returns the runtime code, so no transaction (and no deployer nonce) is spent.
 */
export const installMulticall3 = async (client: ChainPublicClient): Promise<void> => {
  const { data: runtime } = await client.call({ data: await multicall3CreationCode() })
  if (!runtime || runtime === "0x") throw new Error("Multicall3 creation code returned no runtime code")
  const testClient = createTestClient({ mode: "anvil", chain: client.chain, transport: http(client.transport.url) })
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtime })
}
