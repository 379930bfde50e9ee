import type { Address, Client, Hex } from "viem"
import { parseAbi } from "viem"
import { readContract } from "viem/actions"

/**
 * The slice of FiatTokenV2_2 (USDC) that the service and its tests read. `authorizationState(from, nonce)` is the
 * chain's own record of whether an EIP-3009 authorization was used: the reconciler's source of truth.
 */
export const usdcAbi = parseAbi([
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function version() view returns (string)",
  "function decimals() view returns (uint8)",
  "function balanceOf(address account) view returns (uint256)",
  "function authorizationState(address authorizer, bytes32 nonce) view returns (bool)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)"
])

export interface TokenReader {
  readonly asset: Address
  balanceOf(account: Address): Promise<bigint>
  /** true once the authorization `(from, nonce)` has been used (settled) or cancelled. */
  authorizationState(from: Address, nonce: Hex): Promise<boolean>
  name(): Promise<string>
  version(): Promise<string>
  decimals(): Promise<number>
}

/** Typed reads of `asset` over any viem client (public or wallet) connected to its chain. */
export const createTokenReader = (client: Client, asset: Address): TokenReader => ({
  asset,
  balanceOf: (account) =>
    readContract(client, { address: asset, abi: usdcAbi, functionName: "balanceOf", args: [account] }),
  authorizationState: (from, nonce) =>
    readContract(client, { address: asset, abi: usdcAbi, functionName: "authorizationState", args: [from, nonce] }),
  name: () => readContract(client, { address: asset, abi: usdcAbi, functionName: "name" }),
  version: () => readContract(client, { address: asset, abi: usdcAbi, functionName: "version" }),
  decimals: () => readContract(client, { address: asset, abi: usdcAbi, functionName: "decimals" })
})
