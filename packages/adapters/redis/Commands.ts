import { StoreUnavailable } from "@evidence-pack/core"
import { Effect } from "effect"
import type { RedisConnection } from "./RedisClient.ts"
import type { Script } from "./Script.ts"

/**
 * The only way the store and the economic counters talk to Redis: every command goes through here, so every failure (connection refused,
 * timeout, reply error) lands in the error channel as StoreUnavailable, never as a defect, and every command sent
 * is counted (`onCommand`) for the round-trip benchmarks.
 */
export interface Commands {
  readonly send: (command: string, args: ReadonlyArray<string>) => Effect.Effect<unknown, StoreUnavailable>
  /** One EVALSHA; EVAL with the source only when the node answers NOSCRIPT (first use, or after SCRIPT FLUSH). */
  readonly run: (
    script: Script,
    keys: ReadonlyArray<string>,
    args: ReadonlyArray<string>
  ) => Effect.Effect<unknown, StoreUnavailable>
}

const unavailable = (cause: unknown) =>
  new StoreUnavailable({ message: `Redis: ${cause instanceof Error ? cause.message : String(cause)}` })

const isNoScript = (cause: unknown) => cause instanceof Error && cause.message.startsWith("NOSCRIPT")

export const makeCommands = (redis: RedisConnection, onCommand?: (command: string) => void): Commands => {
  const call = (command: string, args: ReadonlyArray<string>): Promise<unknown> => {
    onCommand?.(command)
    return redis.call(command, ...args)
  }

  const evaluate = async (script: Script, keys: ReadonlyArray<string>, args: ReadonlyArray<string>) => {
    const tail = [String(keys.length), ...keys, ...args]
    try {
      return await call("evalsha", [script.sha, ...tail])
    } catch (cause) {
      if (!isNoScript(cause)) throw cause
      return await call("eval", [script.lua, ...tail])
    }
  }

  return {
    send: (command, args) => Effect.tryPromise({ try: () => call(command, args), catch: unavailable }),
    run: (script, keys, args) => Effect.tryPromise({ try: () => evaluate(script, keys, args), catch: unavailable })
  }
}
