import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Logger } from "effect"
import { AppConfig } from "./config/AppConfig.ts"
import { serverLayer } from "./Server.ts"

/** `pnpm start`: the HTTP app from the environment (see the README for every variable). */
const main = Effect.gen(function* () {
  const config = yield* AppConfig
  return yield* Layer.launch(serverLayer(config))
})

main.pipe(Effect.provide(Logger.layer([Logger.consoleJson])), NodeRuntime.runMain)
