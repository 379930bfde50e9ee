import type { Account, Chain, HttpTransport, PublicActions, PublicClient, WalletClient } from "viem"
import { createPublicClient, createWalletClient, defineChain, http, publicActions } from "viem"

export interface ChainConnection {
  readonly rpcUrl: string
  readonly chainId: number
  /**
   * How often viem polls for receipts. Its default (4 s) suits public chains; anvil mines on arrival, so a short
   * interval keeps settlements in the millisecond range.
   */
  readonly pollingIntervalMs?: number
}

export type ChainPublicClient = PublicClient<HttpTransport, Chain>
export type ChainWalletClient = WalletClient<HttpTransport, Chain, Account> &
  PublicActions<HttpTransport, Chain, Account>

const DEFAULT_POLLING_INTERVAL_MS = 50

/** A viem chain for any chain id: viem signs transactions with the chain id and would otherwise ask the RPC each time. */
export const chainFor = ({ rpcUrl, chainId }: ChainConnection): Chain =>
  defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } }
  })

export const createChainPublicClient = (connection: ChainConnection): ChainPublicClient =>
  createPublicClient({
    chain: chainFor(connection),
    transport: http(connection.rpcUrl),
    pollingInterval: connection.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS
  })

/** A wallet client that can also read: what deployments and `toFacilitatorEvmSigner` need. */
export const createChainWalletClient = (connection: ChainConnection, account: Account): ChainWalletClient =>
  createWalletClient({
    account,
    chain: chainFor(connection),
    transport: http(connection.rpcUrl),
    pollingInterval: connection.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS
  }).extend(publicActions)
