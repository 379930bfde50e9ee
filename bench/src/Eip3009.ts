import { type Address, concat, type Hex, hashDomain, hashTypedData, keccak256, pad, toHex } from "viem"
import { ASSET, ASSET_NAME, ASSET_VERSION, CHAIN_ID } from "./Offer.ts"

/** EIP-3009 `TransferWithAuthorization`, as USDC (FiatTokenV2) defines it. */
export const TRANSFER_WITH_AUTHORIZATION_TYPES = {
  TransferWithAuthorization: [
    { name: "from", type: "address" },
    { name: "to", type: "address" },
    { name: "value", type: "uint256" },
    { name: "validAfter", type: "uint256" },
    { name: "validBefore", type: "uint256" },
    { name: "nonce", type: "bytes32" }
  ]
} as const

export const DOMAIN = {
  name: ASSET_NAME,
  version: ASSET_VERSION,
  chainId: CHAIN_ID,
  verifyingContract: ASSET as Address
} as const

export interface Authorization {
  readonly from: Address
  readonly to: Address
  readonly value: bigint
  readonly validAfter: bigint
  readonly validBefore: bigint
  readonly nonce: Hex
}

const TYPE_HASH = keccak256(
  toHex(
    "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
  )
)
const DOMAIN_SEPARATOR = hashDomain({
  domain: { ...DOMAIN, chainId: BigInt(DOMAIN.chainId) },
  types: {
    EIP712Domain: [
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" },
      { name: "verifyingContract", type: "address" }
    ]
  }
})

const word = (value: bigint): Hex => toHex(value, { size: 32 })

/**
 * The EIP-712 digest `signTypedData` signs for this authorization, computed with the domain separator and type
 * hash hoisted (viem's generic `hashTypedData` re-derives both for every message, which halves signing speed).
 * `checkDigest` proves the two agree.
 */
export const authorizationDigest = (authorization: Authorization): Hex =>
  keccak256(
    concat([
      "0x1901",
      DOMAIN_SEPARATOR,
      keccak256(
        concat([
          TYPE_HASH,
          pad(authorization.from),
          pad(authorization.to),
          word(authorization.value),
          word(authorization.validAfter),
          word(authorization.validBefore),
          authorization.nonce
        ])
      )
    ])
  )

/** Throws unless the hoisted digest equals viem's `hashTypedData` for the same message. */
export const checkDigest = (authorization: Authorization): void => {
  const expected = hashTypedData({
    domain: DOMAIN,
    types: TRANSFER_WITH_AUTHORIZATION_TYPES,
    primaryType: "TransferWithAuthorization",
    message: authorization
  })
  const actual = authorizationDigest(authorization)
  if (actual !== expected) throw new Error(`EIP-712 digest mismatch: ${actual} != ${expected}`)
}
