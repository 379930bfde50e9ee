import { pbkdf2Sync } from "node:crypto"
import type { Address, Hex } from "viem"
import { toHex } from "viem"
import type { HDAccount } from "viem/accounts"
import { HDKey, hdKeyToAccount } from "viem/accounts"

/**
 * anvil's default mnemonic. Its keys are public knowledge (printed by every anvil start): they must never hold
 * value on a real chain, which is exactly why the devnet may expose them.
 */
export const DEVNET_MNEMONIC = "test test test test test test test test test test test junk"

/**
 * Which anvil default account plays which role on the devnet. Roles are fixed so that addresses are stable across
 * runs (the token proxy address depends on the proxy admin's nonce, the payee never changes).
 */
export const ACCOUNT_INDEX = {
  /** Deploys the SignatureChecker library, the implementation and the proxy; becomes the proxy admin. */
  proxyAdmin: 0,
  /** Token owner, master minter, pauser, blacklister, rescuer and the only minter. */
  tokenOwner: 1,
  /** The payee (`PAY_TO`): receives every payment. */
  payTo: 2,
  /** The facilitator's gas account: submits `transferWithAuthorization`. */
  facilitatorGas: 3,
  /** Holds ETH but no USDC: a ready-made payer for "insufficient balance" cases. */
  unfunded: 4,
  /** Payers: each starts with 1,000 USDC and needs no ETH (the facilitator pays gas). */
  payers: [5, 6, 7, 8, 9]
} as const

/** 1,000 USDC in atomic units (6 decimals). */
export const PAYER_STARTING_BALANCE = 1_000_000_000n

/** An anvil default account with its private key (safe to expose: see {@link DEVNET_MNEMONIC}). */
export interface DevnetAccount {
  readonly index: number
  readonly address: Address
  readonly privateKey: Hex
  readonly account: HDAccount
}

let root: HDKey | undefined
const cache = new Map<number, DevnetAccount>()

/**
 * BIP-39 seed and BIP-32 root, computed once. This is what viem's `mnemonicToAccount` does on every call; doing it
 * once (with node's native PBKDF2) saves ~25 ms per account on each devnet start.
 */
const rootKey = (): HDKey => {
  root ??= HDKey.fromMasterSeed(pbkdf2Sync(DEVNET_MNEMONIC.normalize("NFKD"), "mnemonic", 2048, 64, "sha512"))
  return root
}

/** The anvil default account at `m/44'/60'/0'/0/<index>`: the same as `mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex })`. */
export const devnetAccount = (index: number): DevnetAccount => {
  const cached = cache.get(index)
  if (cached) return cached
  const account = hdKeyToAccount(rootKey(), { addressIndex: index })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new Error(`no private key derived for account #${index}`)
  const derived: DevnetAccount = { index, address: account.address, privateKey: toHex(privateKey), account }
  cache.set(index, derived)
  return derived
}

/** The funded payer accounts #5..#9. */
export const payerAccounts = (): readonly DevnetAccount[] => ACCOUNT_INDEX.payers.map(devnetAccount)
