import { x402Facilitator } from "@x402/core/facilitator"
import type { Network } from "@x402/core/types"
import { toFacilitatorEvmSigner } from "@x402/evm"
import { ExactEvmScheme } from "@x402/evm/exact/facilitator"
import type { Abi, Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { ChainWalletClient } from "./ChainClients.ts"
import { createChainWalletClient } from "./ChainClients.ts"
import { createSerialQueue } from "./SerialQueue.ts"

export interface X402FacilitatorOptions {
  readonly rpcUrl: string
  /** The account that submits settlements and pays their gas. */
  readonly gasPrivateKey: Hex
  /** Default 31337 (anvil). The facilitator is registered for `eip155:<chainId>`. */
  readonly chainId?: number
  /** Receipt polling; see ChainConnection. */
  readonly pollingIntervalMs?: number
  /** How long a settle waits for its receipt before answering `settlement_pending`-style failures. Default 30 s. */
  readonly confirmationTimeoutMs?: number
}

type SignerSource = Parameters<typeof toFacilitatorEvmSigner>[0]

/** The CAIP-2 id x402 uses for an EVM chain. */
export const evmNetwork = (chainId: number): Network => `eip155:${chainId}`

/**
 * The viem calls x402's EVM facilitator makes, adapted to its loose (untyped-ABI) signatures. Transactions go
 * through one queue: each takes the account's nonce from the node ("pending" count) and is in the mempool before
 * the next asks, so concurrent settles never collide ("nonce too low"). A queue rather than viem's nonce manager:
 * with a manager, a send that fails after taking its nonce (gas estimation reverts for an already-used
 * authorization) leaves a hole that the concurrent sends holding later nonces wait behind; here it takes none.
 */
const signerSource = (client: ChainWalletClient): SignerSource => {
  const queue = createSerialQueue()
  return {
    address: client.account.address,
    getCode: (args) => client.getCode(args),
    readContract: (args) => client.readContract({ ...args, abi: args.abi as Abi, args: args.args ?? [] }),
    verifyTypedData: (args) => client.verifyTypedData(args as Parameters<typeof client.verifyTypedData>[0]),
    writeContract: (args) => queue(() => client.writeContract({ ...args, abi: args.abi as Abi })),
    sendTransaction: (args) => queue(() => client.sendTransaction(args)),
    waitForTransactionReceipt: (args) => client.waitForTransactionReceipt(args)
  }
}

/**
 * An x402 facilitator for the `exact` scheme on one EVM chain, settling with `gasPrivateKey`. This is the code path
 * behind the devnet's HTTP facilitator; an in-process adapter can call the returned instance's verify/settle directly.
 */
export const createX402Facilitator = (options: X402FacilitatorOptions): x402Facilitator => {
  const chainId = options.chainId ?? 31337
  const connection = {
    rpcUrl: options.rpcUrl,
    chainId,
    ...(options.pollingIntervalMs === undefined ? {} : { pollingIntervalMs: options.pollingIntervalMs })
  }
  const client = createChainWalletClient(connection, privateKeyToAccount(options.gasPrivateKey))
  const signer = toFacilitatorEvmSigner(signerSource(client), {
    confirmationTimeoutMs: options.confirmationTimeoutMs ?? 30_000
  })
  return new x402Facilitator().register(evmNetwork(chainId), new ExactEvmScheme(signer))
}
