import type { ChainPublicClient } from "@evidence-pack/adapters/facilitator/local"
import { createChainPublicClient, createX402Facilitator, evmNetwork } from "@evidence-pack/adapters/facilitator/local"
import type { Network } from "@x402/core/types"
import type { Address } from "viem"
import type { DevnetAccount } from "./Accounts.ts"
import { ACCOUNT_INDEX, devnetAccount, PAYER_STARTING_BALANCE, payerAccounts } from "./Accounts.ts"
import type { Anvil } from "./Anvil.ts"
import { startAnvil } from "./Anvil.ts"
import type { FacilitatorServer } from "./FacilitatorServer.ts"
import { startFacilitatorServer } from "./FacilitatorServer.ts"
import { installMulticall3 } from "./Multicall3.ts"
import type { TokenReader } from "./Token.ts"
import { createTokenReader } from "./Token.ts"
import { deployUsdc, USDC_DECIMALS, USDC_NAME, USDC_VERSION } from "./Usdc.ts"

export interface DevnetOptions {
  /** anvil's port on 127.0.0.1; 0 or absent picks a free one. */
  readonly rpcPort?: number
  /** The facilitator's port on 127.0.0.1; 0 or absent picks a free one. */
  readonly facilitatorPort?: number
  /** Default 31337. Never a real chain's id: the EIP-712 domain would then match a real token's. */
  readonly chainId?: number
}

/** The environment variables that point the app (and the worker) at this devnet. */
export interface DevnetEnv {
  readonly NETWORK: string
  readonly ASSET: string
  readonly ASSET_NAME: string
  readonly ASSET_VERSION: string
  readonly PAY_TO: string
  readonly FACILITATOR_URL: string
  readonly RPC_URL: string
  readonly [name: string]: string
}

export interface Devnet {
  readonly rpcUrl: string
  readonly facilitatorUrl: string
  readonly network: Network
  readonly chainId: number
  /** The USDC proxy address. */
  readonly asset: Address
  readonly assetName: typeof USDC_NAME
  readonly assetVersion: typeof USDC_VERSION
  readonly assetDecimals: typeof USDC_DECIMALS
  readonly payTo: Address
  /** The account whose ETH pays settlement gas. */
  readonly facilitatorAddress: Address
  /** Accounts #5..#9, 1,000 USDC each at start. */
  readonly payerAccounts: readonly DevnetAccount[]
  readonly env: DevnetEnv
  /** Reads of the token over the devnet's RPC. */
  readonly token: TokenReader
  /** Stops the facilitator server and anvil. Idempotent. */
  stop(): Promise<void>
}

const deployToken = async (client: ChainPublicClient): Promise<Address> => {
  const { proxy } = await deployUsdc({
    client,
    proxyAdmin: devnetAccount(ACCOUNT_INDEX.proxyAdmin).account,
    owner: devnetAccount(ACCOUNT_INDEX.tokenOwner).account,
    mints: payerAccounts().map(({ address }) => ({ to: address, amount: PAYER_STARTING_BALANCE }))
  })
  return proxy
}

const envFor = (devnet: Omit<Devnet, "env" | "stop" | "token">): DevnetEnv => ({
  NETWORK: devnet.network,
  ASSET: devnet.asset,
  ASSET_NAME: devnet.assetName,
  ASSET_VERSION: devnet.assetVersion,
  PAY_TO: devnet.payTo,
  FACILITATOR_URL: devnet.facilitatorUrl,
  RPC_URL: devnet.rpcUrl
})

/** The first failure of parallel start-up steps, after stopping the server if it did start. */
const settleStartup = async <A>(
  asset: PromiseSettledResult<A>,
  server: PromiseSettledResult<FacilitatorServer>,
  multicall: PromiseSettledResult<void>
): Promise<[A, FacilitatorServer]> => {
  if (asset.status === "fulfilled" && server.status === "fulfilled" && multicall.status === "fulfilled") {
    return [asset.value, server.value]
  }
  if (server.status === "fulfilled") await server.value.stop()
  const failed = [asset, server, multicall].find((result) => result.status === "rejected")
  throw failed?.status === "rejected" ? failed.reason : new Error("devnet start-up failed")
}

/** Token, Multicall3 and facilitator server, in parallel: they only share the (already running) chain. */
const provision = async (anvil: Anvil, chainId: number, options: DevnetOptions): Promise<Devnet> => {
  const publicClient = createChainPublicClient({ rpcUrl: anvil.rpcUrl, chainId })
  const facilitatorGas = devnetAccount(ACCOUNT_INDEX.facilitatorGas)
  const facilitator = createX402Facilitator({
    rpcUrl: anvil.rpcUrl,
    gasPrivateKey: facilitatorGas.privateKey,
    chainId
  })
  const port = options.facilitatorPort === undefined ? {} : { port: options.facilitatorPort }
  const [token, listening, multicall] = await Promise.allSettled([
    deployToken(publicClient),
    startFacilitatorServer({ facilitator, ...port }),
    installMulticall3(publicClient)
  ])
  const [asset, server] = await settleStartup(token, listening, multicall)
  const fields = {
    rpcUrl: anvil.rpcUrl,
    facilitatorUrl: server.url,
    network: evmNetwork(chainId),
    chainId,
    asset,
    assetName: USDC_NAME,
    assetVersion: USDC_VERSION,
    assetDecimals: USDC_DECIMALS,
    payTo: devnetAccount(ACCOUNT_INDEX.payTo).address,
    facilitatorAddress: facilitatorGas.address,
    payerAccounts: payerAccounts()
  } as const
  let stopping: Promise<void> | undefined
  return {
    ...fields,
    env: envFor(fields),
    token: createTokenReader(publicClient, asset),
    stop: () => {
      stopping ??= server.stop().then(() => anvil.stop())
      return stopping
    }
  }
}

/**
 * Starts anvil, deploys USDC (FiatTokenV2_2) with funded payers, installs Multicall3 and serves an x402 facilitator
 * on 127.0.0.1. Everything stops with stop(); anvil also dies with this process, however it ends.
 */
export const startDevnet = async (options: DevnetOptions = {}): Promise<Devnet> => {
  const chainId = options.chainId ?? 31337
  const anvil = await startAnvil({ chainId, ...(options.rpcPort === undefined ? {} : { port: options.rpcPort }) })
  try {
    return await provision(anvil, chainId, options)
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
