import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { JsonLogs } from "@evidence-pack/runtime/Logging"
import { servicesLayer } from "@evidence-pack/runtime/ServiceLayers"
import { CrashPointConfig, withCrashHook } from "@evidence-pack/testkit/CrashHooks"
import { Effect, Layer } from "effect"
import { HttpAppConfig } from "../../src/HttpAppConfig.ts"
import { serverLayer } from "../../src/Server.ts"

/**
 * The crash suite's entry point: `pnpm start` exactly, except that the port named by EVIDENCE_PACK_CRASH_AT is
 * wrapped so the process SIGKILLs itself at that step of the first purchase reaching it. Production sources know
 * nothing of it.
 */
const main = Effect.gen(function* () {
  const config = yield* HttpAppConfig
  const point = yield* CrashPointConfig
  return yield* Layer.launch(serverLayer(config, withCrashHook(point, servicesLayer(config))))
})

main.pipe(Effect.provide(JsonLogs), NodeRuntime.runMain)
