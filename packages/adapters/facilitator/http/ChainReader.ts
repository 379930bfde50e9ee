import { type AuthorizationState, FacilitatorUnavailable, type PaymentPayload } from "@evidence-pack/core"
import { Config, Duration, Effect } from "effect"
import {
  BaseError,
  createPublicClient,
  type Hex,
  http,
  isAddress,
  isHex,
  type PublicClient,
  parseAbi,
  parseAbiItem
} from "viem"

/**
 * The chain's view of an authorization. x402 facilitators have no standard endpoint for it, yet it is the truth
 * the purchase program and the worker fall back on when a settle answer was lost or pending; so the HTTP
 * facilitator adapter reads it from an RPC node (`RPC_URL`) through this small port.
 */
export interface ChainReader {
  readonly authorizationState: (payment: PaymentPayload) => Effect.Effect<AuthorizationState, FacilitatorUnavailable>
}

export interface Options {
  readonly rpcUrl: string
  /** How far back `AuthorizationUsed` is searched for the settling transaction. Default 10,000 blocks. */
  readonly lookbackBlocks?: bigint
  /** Per RPC call. Default 10 seconds. */
  readonly timeout?: Duration.Input
}

/** `RPC_URL`: the node both facilitators read the token through (required in-process, optional over HTTP). */
export const RpcUrlConfig = Config.String("RPC_URL")

export const DEFAULT_LOOKBACK_BLOCKS = 10_000n

/** EIP-3009 as FiatTokenV2 (USDC) implements it. */
const authorizationStateAbi = parseAbi([
  "function authorizationState(address authorizer, bytes32 nonce) view returns (bool)"
])
const AuthorizationUsed = parseAbiItem("event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)")

type Address = `0x${string}`

interface Authorization {
  readonly token: Address
  readonly authorizer: Address
  readonly nonce: Hex
}

export const make = (options: Options): ChainReader => {
  const client = createPublicClient({
    // One retry: the caller (purchase program, worker) already retries on its own schedule.
    transport: http(options.rpcUrl, { timeout: Duration.toMillis(options.timeout ?? "10 seconds"), retryCount: 1 })
  })
  const lookback = options.lookbackBlocks ?? DEFAULT_LOOKBACK_BLOCKS
  return {
    authorizationState: Effect.fn("ChainReader.authorizationState")(function* (payment: PaymentPayload) {
      const authorization = yield* authorizationOf(payment)
      const used = yield* rpc(options.rpcUrl, "authorizationState", () =>
        client.readContract({
          address: authorization.token,
          abi: authorizationStateAbi,
          functionName: "authorizationState",
          args: [authorization.authorizer, authorization.nonce]
        })
      )
      if (!used) return { _tag: "Unused" } as const
      const transaction = yield* findTransaction(options.rpcUrl, client, authorization, lookback)
      return { _tag: "Used", transaction } as const
    })
  }
}

/**
 * The token is the offer's asset. Addresses are lower-cased: viem refuses a mixed-case address whose EIP-55
 * checksum is wrong, and a client's payload is not bound to get the checksum right.
 */
const authorizationOf = (payment: PaymentPayload): Effect.Effect<Authorization, FacilitatorUnavailable> => {
  const token = payment.accepted.asset.toLowerCase()
  const from = payment.payload.authorization.from.toLowerCase()
  const nonce = payment.payload.authorization.nonce
  if (!isAddress(token) || !isAddress(from) || !isHex(nonce, { strict: true }) || nonce.length !== 66) {
    return Effect.fail(new FacilitatorUnavailable({ message: "payment does not name an EVM token, payer and nonce" }))
  }
  return Effect.succeed({ token, authorizer: from, nonce })
}

/**
 * The transaction that used the authorization, or null when not found: "used" is already the truth the caller
 * needs, so a failed or range-limited log query (many public RPCs cap `eth_getLogs`) does not hold it back.
 */
const findTransaction = (
  rpcUrl: string,
  client: PublicClient,
  authorization: Authorization,
  lookback: bigint
): Effect.Effect<string | null> =>
  rpc(rpcUrl, "getLogs", async () => {
    const latest = await client.getBlockNumber()
    const logs = await client.getLogs({
      address: authorization.token,
      event: AuthorizationUsed,
      args: { authorizer: authorization.authorizer, nonce: authorization.nonce },
      fromBlock: latest > lookback ? latest - lookback : 0n,
      toBlock: latest
    })
    return logs.at(-1)?.transactionHash ?? null
  }).pipe(
    Effect.tapError((error) => Effect.logWarning("authorization used; its transaction was not found", error.message)),
    Effect.orElseSucceed(() => null)
  )

const rpc = <A>(rpcUrl: string, call: string, run: () => Promise<A>): Effect.Effect<A, FacilitatorUnavailable> =>
  Effect.tryPromise({
    try: run,
    catch: (cause) => new FacilitatorUnavailable({ message: `RPC ${call} failed: ${describe(cause, rpcUrl)}` })
  })

/**
 * viem's `shortMessage` is the readable part; its full message lists the request URL, and hosted RPC URLs carry
 * their API key in the path, so the URL is scrubbed from whatever is quoted.
 */
const describe = (cause: unknown, rpcUrl: string): string => {
  const short = cause instanceof BaseError ? cause.shortMessage : undefined
  const text = short ?? (cause instanceof Error ? cause.message : String(cause))
  return text.split(rpcUrl).join("<RPC_URL>")
}
