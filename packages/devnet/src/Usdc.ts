import type { ChainPublicClient } from "@evidence-pack/adapters/facilitator/local"
import type { Abi, Address, Hash, LocalAccount } from "viem"
import { encodeDeployData, encodeFunctionData, getAddress, getContractAddress } from "viem"
import { linkBytecode, loadStablecoinArtifact } from "./Artifacts.ts"
import type { TxSender } from "./TxSender.ts"
import { confirm, createTxSender } from "./TxSender.ts"

export interface UsdcDeployment {
  /** The FiatTokenProxy: the token address everyone uses (`ASSET`). */
  readonly proxy: Address
  readonly implementation: Address
  readonly signatureChecker: Address
}

export interface DeployUsdcOptions {
  readonly client: ChainPublicClient
  /** Deploys everything and becomes the proxy admin, which the proxy then forbids from calling token functions. */
  readonly proxyAdmin: LocalAccount
  /** Owner, master minter, pauser, blacklister, rescuer and the only minter. */
  readonly owner: LocalAccount
  /** Initial balances in atomic units (6 decimals). */
  readonly mints: readonly { readonly to: Address; readonly amount: bigint }[]
}

/** The token's EIP-712 domain name and version: what `extra` must carry in payment requirements. */
export const USDC_NAME = "USD Coin"
export const USDC_VERSION = "2"
export const USDC_DECIMALS = 6

/** Fixed gas limits (nothing is estimated, see TxSender); roughly twice what each step uses. */
const GAS = { library: 1_000_000n, implementation: 10_000_000n, proxy: 1_000_000n, call: 500_000n }

const artifacts = () => ({
  signatureChecker: loadStablecoinArtifact("util/SignatureChecker.sol/SignatureChecker.json"),
  token: loadStablecoinArtifact("v2/FiatTokenV2_2.sol/FiatTokenV2_2.json"),
  proxy: loadStablecoinArtifact("v1/FiatTokenProxy.sol/FiatTokenProxy.json")
})

type Step = { what: string; hash: Hash }

/**
 * The admin's three deployments, sent back to back: every address follows from the admin's nonces, so the library
 * address can be linked into the implementation before the library is even mined.
 */
const deployContracts = async (admin: TxSender) => {
  const { signatureChecker, token, proxy } = artifacts()
  const first = BigInt(admin.nextNonce())
  const [checkerAddress, implementation, proxyAddress] = [0n, 1n, 2n].map((i) =>
    getContractAddress({ from: admin.address, nonce: first + i })
  ) as [Address, Address, Address]
  const steps: Step[] = [
    {
      what: "deploying SignatureChecker",
      hash: await admin.send({ data: signatureChecker.bytecode, gas: GAS.library })
    },
    {
      what: "deploying FiatTokenV2_2",
      hash: await admin.send({
        data: linkBytecode(token, { SignatureChecker: checkerAddress }),
        gas: GAS.implementation
      })
    },
    {
      what: "deploying FiatTokenProxy",
      hash: await admin.send({
        data: encodeDeployData({ abi: proxy.abi, bytecode: proxy.bytecode, args: [implementation] }),
        gas: GAS.proxy
      })
    }
  ]
  return {
    steps,
    tokenAbi: token.abi,
    deployment: { proxy: proxyAddress, implementation, signatureChecker: checkerAddress }
  }
}

/**
 * The owner's script through the proxy, in nonce order: the four initializers as Base USDC ran them, then minter
 * configuration and the mints.
 */
const ownerCalls = (abi: Abi, owner: Address, mints: DeployUsdcOptions["mints"]) => {
  const total = mints.reduce((sum, { amount }) => sum + amount, 0n)
  const calls: [string, unknown[]][] = [
    ["initialize", [USDC_NAME, "USDC", "USD", USDC_DECIMALS, owner, owner, owner, owner]],
    ["initializeV2", [USDC_NAME]],
    ["initializeV2_1", [owner]],
    ["initializeV2_2", [[], "USDC"]],
    ["configureMinter", [owner, total]],
    ...mints.map(({ to, amount }): [string, unknown[]] => ["mint", [to, amount]])
  ]
  return calls.map(([functionName, args]) => ({
    what: functionName,
    data: encodeFunctionData({ abi, functionName, args })
  }))
}

/**
 * Deploys Circle's FiatTokenV2_2 behind a FiatTokenProxy and initializes it the way Base USDC was, so it reports
 * name "USD Coin", version "2" and 6 decimals, then mints the initial balances.
 */
export const deployUsdc = async ({ client, proxyAdmin, owner, mints }: DeployUsdcOptions): Promise<UsdcDeployment> => {
  const [admin, minter] = await Promise.all([createTxSender(client, proxyAdmin), createTxSender(client, owner)])
  const { steps, tokenAbi, deployment } = await deployContracts(admin)
  // The owner's calls must execute after the proxy has code: a call to an empty address would "succeed" silently.
  await confirm(client, steps)
  const ownerSteps: Step[] = []
  for (const { what, data } of ownerCalls(tokenAbi, owner.address, mints)) {
    ownerSteps.push({ what, hash: await minter.send({ to: deployment.proxy, data, gas: GAS.call }) })
  }
  await confirm(client, ownerSteps)
  return {
    proxy: getAddress(deployment.proxy),
    implementation: getAddress(deployment.implementation),
    signatureChecker: getAddress(deployment.signatureChecker)
  }
}
