import {
  Facilitator,
  FacilitatorUnavailable,
  type PaymentPayload,
  type PaymentRequirements,
  SettlementUnknown,
  SupportedResponse
} from "@evidence-pack/core"
import { Config, Effect, Layer, Redacted, Schema } from "effect"
import type { Hex } from "viem"
import { type Answer, ChainReader, classifySettle, classifyVerify } from "../http/index.ts"
import { createX402Facilitator } from "./X402Facilitator.ts"

export interface Options {
  readonly rpcUrl: string
  /** The account that submits settlements and pays their gas. Never logged. */
  readonly gasPrivateKey: Redacted.Redacted<string>
  readonly chainId: number
}

/**
 * What the in-process facilitator answered, in the shape the HTTP adapter classifies: one set of rules for both.
 * The JSON round trip makes it exactly what the wire would carry (no `undefined` fields, no class instances).
 */
const answerOf = (path: Answer["path"], result: unknown): Answer => ({
  path,
  status: 200,
  json: JSON.parse(JSON.stringify(result ?? null)),
  excerpt: ""
})

const decodeSupported = Schema.decodeUnknownEffect(SupportedResponse)

/**
 * A Facilitator that settles itself, in this process, with the operator's RPC and gas key: the same x402
 * facilitator code path as the devnet's (`createX402Facilitator`, beside this file), and the same verdict rules as the HTTP
 * adapter. `authorizationState` reads the token through the RPC.
 */
export const make = (options: Options): Facilitator["Service"] => {
  const facilitator = createX402Facilitator({
    rpcUrl: options.rpcUrl,
    gasPrivateKey: Redacted.value(options.gasPrivateKey) as Hex,
    chainId: options.chainId
  })
  const chain = ChainReader.make({ rpcUrl: options.rpcUrl })
  // x402's facilitator types are its own; ours are checked on the way out by the classifiers.
  const x402 = facilitator as unknown as {
    verify: (payload: unknown, requirements: unknown) => Promise<unknown>
    settle: (payload: unknown, requirements: unknown) => Promise<unknown>
    getSupported: () => unknown
  }
  const unavailable = (cause: unknown) =>
    new FacilitatorUnavailable({
      message: `local facilitator: ${cause instanceof Error ? cause.message : String(cause)}`
    })
  return Facilitator.of({
    supported: Effect.fn("LocalFacilitator.supported")(function* () {
      const supported = yield* Effect.try({ try: () => x402.getSupported(), catch: unavailable })
      return yield* decodeSupported(supported).pipe(Effect.mapError(unavailable))
    }),
    verify: Effect.fn("LocalFacilitator.verify")(function* (
      payment: PaymentPayload,
      requirements: PaymentRequirements
    ) {
      const json = yield* Effect.tryPromise({ try: () => x402.verify(payment, requirements), catch: unavailable })
      return yield* classifyVerify(payment, answerOf("verify", json))
    }),
    settle: Effect.fn("LocalFacilitator.settle")(function* (
      payment: PaymentPayload,
      requirements: PaymentRequirements
    ) {
      // A throw may come after the transaction was sent: unknown, and the chain decides.
      const json = yield* Effect.tryPromise({
        try: () => x402.settle(payment, requirements),
        catch: (cause) =>
          new SettlementUnknown({
            reason: "local_settle_error",
            message: cause instanceof Error ? cause.message : String(cause)
          })
      })
      return yield* classifySettle(answerOf("settle", json))
    }),
    authorizationState: (payment) => chain.authorizationState(payment)
  })
}

export const layer = (options: Options): Layer.Layer<Facilitator> => Layer.sync(Facilitator, () => make(options))

/** `eip155:<id>`: the only networks this facilitator's `exact` EVM scheme settles on. */
const EvmNetwork = Schema.String.check(
  Schema.isPattern(/^eip155:[0-9]+$/, { message: "NETWORK must be a CAIP-2 EVM id like eip155:8453" })
)

/** `NETWORK`: the offer's chain, which this facilitator settles on. The service's configuration reads it here too. */
export const EvmNetworkConfig = Config.schema(EvmNetwork, "NETWORK")

/** `FACILITATOR_PRIVATE_KEY` (redacted): set, this process settles itself. */
export const GasKeyConfig = Config.Redacted("FACILITATOR_PRIVATE_KEY")

/** `FACILITATOR_PRIVATE_KEY` (redacted), `RPC_URL` and the chain id of `NETWORK` (`eip155:<id>`). */
export const LocalFacilitatorConfig = Config.all({
  gasPrivateKey: GasKeyConfig,
  rpcUrl: ChainReader.RpcUrlConfig,
  chainId: EvmNetworkConfig.pipe(Config.map((network) => Number(network.slice("eip155:".length))))
})

export const layerConfig: Layer.Layer<Facilitator, Config.ConfigError> = Layer.effect(
  Facilitator,
  Effect.gen(function* () {
    return make(yield* LocalFacilitatorConfig)
  })
)
