import type { ChainPublicClient } from "@evidence-pack/adapters/facilitator/local"
import type { Address, Hash, Hex, LocalAccount } from "viem"
import { parseGwei } from "viem"

/**
 * Sends a fixed script of transactions from one account as fast as anvil accepts them: nonces counted locally,
 * fixed gas and fees, signed locally, one `eth_sendRawTransaction` each. viem's sendTransaction would spend ~6 RPC
 * round trips per transaction (chain id, block, fees, nonce, estimate) which dominated the devnet's start time.
 * Only for a chain we own: nothing is estimated, so a revert surfaces in the receipt, checked by `confirm`.
 */
export interface TxSender {
  readonly address: Address
  /** The nonce the next send will use: lets callers know contract addresses before deploying. */
  nextNonce(): number
  /** Signs and submits; resolves with the hash once the node has accepted it. */
  send(tx: { readonly to?: Address; readonly data: Hex; readonly gas?: bigint }): Promise<Hash>
}

/** Generous: anvil's base fee starts at 1 gwei and only falls while blocks are nearly empty. */
const MAX_FEE_PER_GAS = parseGwei("10")
const DEFAULT_GAS = 1_000_000n

export const createTxSender = async (client: ChainPublicClient, account: LocalAccount): Promise<TxSender> => {
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: "pending" })
  return {
    address: account.address,
    nextNonce: () => nonce,
    send: async ({ to, data, gas }) => {
      const serializedTransaction = await account.signTransaction({
        type: "eip1559",
        chainId: client.chain.id,
        nonce: nonce++,
        gas: gas ?? DEFAULT_GAS,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: 0n,
        ...(to === undefined ? {} : { to }),
        data
      })
      return client.sendRawTransaction({ serializedTransaction })
    }
  }
}

/** Waits for every receipt; throws naming the first step that reverted. */
export const confirm = async (client: ChainPublicClient, steps: readonly { what: string; hash: Hash }[]) => {
  const receipts = await Promise.all(steps.map(({ hash }) => client.waitForTransactionReceipt({ hash })))
  receipts.forEach((receipt, i) => {
    if (receipt.status !== "success")
      throw new Error(`${steps[i]?.what ?? "transaction"} reverted (${receipt.transactionHash})`)
  })
  return receipts
}
