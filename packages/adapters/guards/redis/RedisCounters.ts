import { EconomicCounters, type StoreUnavailable } from "@evidence-pack/core"
import { type Config, Effect, Layer } from "effect"
import {
  acquireClient,
  awaitReady,
  DEFAULT_PREFIX,
  makeCommands,
  type RedisClientOptions,
  RedisConfig,
  type RedisConnection
} from "../../redis/index.ts"
import { payerSlotsKey, spendKey } from "./CounterKeys.ts"
import * as Scripts from "./CounterScripts.ts"

export interface RedisCountersOptions {
  /** The caller's client; never closed here. */
  readonly redis: RedisConnection
  /** The store's namespace (default `evidence-pack:`); must not contain `{` or `}`. */
  readonly prefix?: string | undefined
}

/**
 * How long a command waits for its client to reconnect. The guards run right after the store answered, so Redis is
 * up: a client that is not ready is catching up after an outage (ioredis backs off up to 2 s between attempts)
 * and should not turn the first purchase after it into a 503.
 */
const RECONNECT_GRACE_MILLIS = 3_000

/**
 * EconomicCounters shared by every instance on one Redis: each check-and-take is one Lua script, so instances
 * racing for a payer's last slot or the window's last cent cannot both win. An unreachable Redis fails with
 * StoreUnavailable (503, nothing called), as the store does.
 */
export const make = (options: RedisCountersOptions): EconomicCounters["Service"] => {
  const prefix = options.prefix ?? DEFAULT_PREFIX
  const raw = makeCommands(options.redis)
  const ready = Effect.suspend(() =>
    options.redis.status === "ready" ? Effect.void : awaitReady(options.redis, RECONNECT_GRACE_MILLIS)
  )
  const commands = {
    run: (...args: Parameters<typeof raw.run>) => Effect.andThen(ready, raw.run(...args)),
    send: (...args: Parameters<typeof raw.send>) => Effect.andThen(ready, raw.send(...args))
  }
  return EconomicCounters.of({
    takePayerSlot: ({ payer, slot, limit, holdMillis, now }) =>
      commands
        .run(
          Scripts.takePayerSlot,
          [payerSlotsKey(prefix, payer)],
          [String(now), String(holdMillis), String(limit), slot]
        )
        .pipe(Effect.map((reply) => Number(reply) === 1)),
    keepPayerSlot: ({ payer, slot, windowMillis, now }) =>
      commands
        .run(Scripts.keepPayerSlot, [payerSlotsKey(prefix, payer)], [String(now + windowMillis), slot])
        .pipe(Effect.asVoid),
    freePayerSlot: (payer, slot) => commands.send("zrem", [payerSlotsKey(prefix, payer), slot]).pipe(Effect.asVoid),
    reserveSpend: ({ microUsd, limitMicroUsd, windowMillis, now }) =>
      commands
        .run(
          Scripts.reserveSpend,
          [spendKey(prefix, Math.floor(now / windowMillis))],
          [String(Math.ceil(microUsd)), String(limitMicroUsd), String(windowMillis)]
        )
        .pipe(Effect.map((reply) => Number(reply) === 1))
  })
}

/** A client of its own on the store's Redis, in the store's key namespace. */
export const layerConnect = (
  options: RedisClientOptions & { readonly keyPrefix?: string | undefined }
): Layer.Layer<EconomicCounters, StoreUnavailable> =>
  Layer.effect(
    EconomicCounters,
    Effect.map(acquireClient(options), (redis) => make({ redis, prefix: options.keyPrefix }))
  )

/** From the environment, as the store reads it (redis/RedisConfig.ts). */
export const layerConfig: Layer.Layer<EconomicCounters, StoreUnavailable | Config.ConfigError> = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* RedisConfig
    return layerConnect({ ...config.client, keyPrefix: config.keyPrefix })
  })
)
