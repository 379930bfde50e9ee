import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { JsonLogs } from "@evidence-pack/runtime/Logging"
import { Effect, Layer } from "effect"
import { HttpAppConfig } from "./HttpAppConfig.ts"
import { serverLayer } from "./Server.ts"

/** The service, until interrupted (SIGINT/SIGTERM finish in-flight purchases first). */
export const serve = (config: HttpAppConfig) => Layer.launch(serverLayer(config))

/** The service from the environment. */
export const runService = Effect.gen(function* () {
  return yield* serve(yield* HttpAppConfig)
})

/** `pnpm start`: the HTTP app from the environment (see the README for every variable). */
if (import.meta.main) runService.pipe(Effect.provide(JsonLogs), NodeRuntime.runMain)
