export type {
  ChainConnection,
  ChainPublicClient,
  ChainWalletClient,
  X402FacilitatorOptions
} from "@evidence-pack/adapters/facilitator/local"
export {
  createChainPublicClient,
  createChainWalletClient,
  createX402Facilitator,
  evmNetwork
} from "@evidence-pack/adapters/facilitator/local"
export type { DevnetAccount } from "./Accounts.ts"
export { ACCOUNT_INDEX, DEVNET_MNEMONIC, devnetAccount, PAYER_STARTING_BALANCE, payerAccounts } from "./Accounts.ts"
export type { Anvil, AnvilOptions } from "./Anvil.ts"
export { anvilBinaryPath, isProcessAlive, startAnvil } from "./Anvil.ts"
export type { Devnet, DevnetEnv, DevnetOptions } from "./Devnet.ts"
export { startDevnet } from "./Devnet.ts"
export type { FacilitatorServer, FacilitatorServerOptions, ServedFacilitator } from "./FacilitatorServer.ts"
export { startFacilitatorServer } from "./FacilitatorServer.ts"
export { MULTICALL3_ADDRESS } from "./Multicall3.ts"
export type { TokenReader } from "./Token.ts"
export { createTokenReader, usdcAbi } from "./Token.ts"
export type { UsdcDeployment } from "./Usdc.ts"
export { USDC_DECIMALS, USDC_NAME, USDC_VERSION } from "./Usdc.ts"
