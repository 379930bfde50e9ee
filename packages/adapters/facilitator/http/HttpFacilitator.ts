import { Facilitator, FacilitatorUnavailable, type PaymentPayload, type PaymentRequirements } from "@evidence-pack/core"
import { Config, ConfigProvider, Data, type Duration, Effect, Layer, Option, Redacted, Schedule, Schema } from "effect"
import { type CdpApiKey, cdpSigner, InvalidCdpKey } from "./CdpAuth.ts"
import * as ChainReader from "./ChainReader.ts"
import { type Answer, type Endpoint, exchange, type Path } from "./HttpExchange.ts"
import { classifySettle, settleWithoutAnswer } from "./SettleClassification.ts"
import { classifySupported, supportedWithoutAnswer } from "./Supported.ts"
import { classifyVerify, verifyWithoutAnswer } from "./VerifyClassification.ts"

/**
 * The Facilitator port over any x402 facilitator's HTTP API (`POST /verify`, `POST /settle`, `GET /supported`),
 * e.g. a hosted one (`FACILITATOR_URL` + `FACILITATOR_API_KEY`) or the devnet's. What each answer means lives in
 * the classification modules; `authorizationState` is not an HTTP facilitator endpoint and is read from the chain.
 */

export interface Timeouts {
  readonly verify?: Duration.Input
  /** Base settles take seconds (broadcast + receipt); a timeout is an unknown outcome, never a failure. */
  readonly settle?: Duration.Input
  readonly supported?: Duration.Input
}

/** Explicit and short: @x402/core's own client waits 90 s by default, longer than any client will. */
export const DEFAULT_TIMEOUTS = {
  verify: "10 seconds",
  settle: "30 seconds",
  supported: "5 seconds"
} as const satisfies Required<Timeouts>

/** `/supported` answered 429: retried with backoff, then classified like any other non-2xx answer. */
class RateLimitedAnswer extends Data.TaggedError("RateLimitedAnswer")<{ readonly answer: Answer }> {}

/** 0.5 s, 1 s, 2 s, 4 s (jittered): under 8 s in all, well inside any start-up deadline. */
export const SUPPORTED_RETRIES_ON_429 = 4
const SUPPORTED_BACKOFF = Schedule.exponential("500 millis").pipe(Schedule.jittered)

export interface Options {
  /** The facilitator's base URL; `/verify`, `/settle` and `/supported` are appended. */
  readonly url: string
  /** Sent as `Authorization: Bearer <key>`; never logged, never quoted in an error. */
  readonly apiKey?: Redacted.Redacted<string> | undefined
  /** Coinbase CDP: every request carries a fresh JWT signed with this key instead of `apiKey`. */
  readonly cdpApiKey?: CdpApiKey | undefined
  readonly timeouts?: Timeouts | undefined
  /** An RPC node for `authorizationState`. Without it (and without `chainReader`) that method is unavailable. */
  readonly rpcUrl?: string | undefined
  /** Reads the chain instead of one built from `rpcUrl` (other chains, tests). */
  readonly chainReader?: ChainReader.ChainReader | undefined
}

export const make = (options: Options): Facilitator["Service"] => {
  const endpoint: Endpoint = {
    url: options.url.replace(/\/+$/, ""),
    apiKey: options.apiKey,
    signer: options.cdpApiKey === undefined ? undefined : cdpSigner(options.cdpApiKey)
  }
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts }
  const chain = chainReaderOf(options)
  const call = (path: Path, body?: unknown) =>
    exchange(endpoint, { path, timeout: timeouts[path], ...(body === undefined ? {} : { body }) })

  return Facilitator.of({
    supported: Effect.fn("HttpFacilitator.supported")(function* () {
      const answer = yield* call("supported").pipe(
        Effect.mapError(supportedWithoutAnswer),
        // Hosted facilitators (CDP) rate-limit `/supported`, which gates start-up: back off and ask again.
        Effect.flatMap((answer) =>
          answer.status === 429 ? Effect.fail(new RateLimitedAnswer({ answer })) : Effect.succeed(answer)
        ),
        Effect.retry({
          schedule: SUPPORTED_BACKOFF,
          times: SUPPORTED_RETRIES_ON_429,
          while: (error) => error._tag === "RateLimitedAnswer"
        }),
        Effect.catchTag("RateLimitedAnswer", (error) => Effect.succeed(error.answer))
      )
      return yield* classifySupported(answer)
    }),
    verify: Effect.fn("HttpFacilitator.verify")(function* (payment: PaymentPayload, requirements: PaymentRequirements) {
      const answer = yield* call("verify", requestBody(payment, requirements)).pipe(
        Effect.mapError(verifyWithoutAnswer)
      )
      yield* Effect.annotateCurrentSpan("facilitator.status", answer.status)
      return yield* classifyVerify(payment, answer)
    }),
    settle: Effect.fn("HttpFacilitator.settle")(function* (payment: PaymentPayload, requirements: PaymentRequirements) {
      const answer = yield* call("settle", requestBody(payment, requirements)).pipe(
        Effect.mapError(settleWithoutAnswer)
      )
      yield* Effect.annotateCurrentSpan("facilitator.status", answer.status)
      return yield* classifySettle(answer)
    }),
    authorizationState: Effect.fn("HttpFacilitator.authorizationState")(function* (payment: PaymentPayload) {
      if (chain === undefined) return yield* Effect.fail(noChainReader)
      return yield* chain.authorizationState(payment)
    })
  })
}

/**
 * The x402 v2 facilitator request. The requirements are always the server's own (passed in by the caller), never
 * the client's `accepted`: a client must not be able to choose what the facilitator checks against.
 */
const requestBody = (paymentPayload: PaymentPayload, paymentRequirements: PaymentRequirements) => ({
  x402Version: 2,
  paymentPayload,
  paymentRequirements
})

const chainReaderOf = (options: Options): ChainReader.ChainReader | undefined => {
  if (options.chainReader !== undefined) return options.chainReader
  return options.rpcUrl === undefined ? undefined : ChainReader.make({ rpcUrl: options.rpcUrl })
}

const noChainReader = new FacilitatorUnavailable({
  message: "no RPC_URL configured: the chain cannot be asked whether this authorization was used"
})

export const layer = (options: Options): Layer.Layer<Facilitator> => Layer.succeed(Facilitator, make(options))

/** A set but blank variable counts as unset (`FACILITATOR_API_KEY=` in an .env file means "no key"). */
const optional = <A>(config: Config.Config<A>, text: (a: A) => string) =>
  Config.option(config).pipe(
    Config.map((value) => Option.getOrUndefined(Option.filter(value, (a) => text(a).trim() !== "")))
  )

const HttpUrl = Schema.String.check(Schema.isPattern(/^https?:\/\/\S+$/)).annotate({
  description: "an http(s) URL"
})

const configFailure = (message: string) => Config.fail(new ConfigProvider.SourceError({ message }))

/**
 * `CDP_API_KEY_ID` and `CDP_API_KEY_SECRET` (redacted): both or neither. The secret is read here, so a bad key fails
 * start-up with a message that never quotes it.
 */
const CdpApiKeyConfig: Config.Config<CdpApiKey | undefined> = Config.all({
  id: optional(Config.String("CDP_API_KEY_ID"), (value) => value),
  secret: optional(Config.Redacted("CDP_API_KEY_SECRET"), Redacted.value)
}).pipe(
  Config.flatMap(({ id, secret }): Config.Config<CdpApiKey | undefined> => {
    if (id === undefined && secret === undefined) return Config.succeed(undefined)
    if (id === undefined || secret === undefined) {
      return configFailure("CDP_API_KEY_ID and CDP_API_KEY_SECRET must be set together")
    }
    try {
      cdpSigner({ id, secret })
      return Config.succeed({ id, secret })
    } catch (cause) {
      return configFailure(cause instanceof InvalidCdpKey ? cause.message : "CDP_API_KEY_SECRET is unreadable")
    }
  })
)

/**
 * `FACILITATOR_URL` (required, http or https), `FACILITATOR_API_KEY` (optional, redacted), `RPC_URL` (optional);
 * for Coinbase CDP's facilitator, `CDP_API_KEY_ID` + `CDP_API_KEY_SECRET` instead of `FACILITATOR_API_KEY`.
 * The worker needs `RPC_URL`: without it a purchase whose settle answer was lost or pending cannot be shown paid
 * and stays pending until its authorization expires, then is marked unpaid.
 */
export const HttpFacilitatorConfig = Config.all({
  url: Config.schema(HttpUrl, "FACILITATOR_URL"),
  apiKey: optional(Config.Redacted("FACILITATOR_API_KEY"), Redacted.value),
  cdpApiKey: CdpApiKeyConfig,
  rpcUrl: optional(ChainReader.RpcUrlConfig, (value) => value)
}).pipe(
  Config.flatMap((config) =>
    config.cdpApiKey !== undefined && config.apiKey !== undefined
      ? configFailure("set CDP_API_KEY_ID/CDP_API_KEY_SECRET or FACILITATOR_API_KEY, not both")
      : Config.succeed(config)
  )
)

/** `layer` for a deployment: says at start-up when lost settlements cannot be resolved from the chain. */
export const layerChecked = (options: Options): Layer.Layer<Facilitator> =>
  Layer.effect(
    Facilitator,
    Effect.gen(function* () {
      if (options.rpcUrl === undefined) {
        yield* Effect.logWarning("RPC_URL is not set: lost or pending settlements cannot be resolved from the chain")
      }
      return make(options)
    })
  )

/** `layerChecked` from the environment (see HttpFacilitatorConfig). */
export const layerConfig: Layer.Layer<Facilitator, Config.ConfigError> = Layer.unwrap(
  Effect.gen(function* () {
    return layerChecked(yield* HttpFacilitatorConfig)
  })
)
