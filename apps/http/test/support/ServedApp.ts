import { createServer } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Effect, Layer, ManagedRuntime } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { appLayer } from "../../src/App.ts"
import { answerParserErrors } from "../../src/edge/ParserErrors.ts"
import type { TestApp } from "./TestApp.ts"

/**
 * A TestApp's app on a real Node HTTP server on a free loopback port, built as Server.ts builds it (same parser
 * error handler), so the tests reach Node's HTTP parser and its limits.
 */
export const serveTestApp = async (app: TestApp) => {
  const layer = HttpRouter.serve(appLayer, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(app.services),
    Layer.provideMerge(NodeHttpServer.layer(() => answerParserErrors(createServer()), { port: 0, host: "127.0.0.1" }))
  )
  const runtime = ManagedRuntime.make(layer)
  const address = await runtime.runPromise(Effect.map(HttpServer.HttpServer, (server) => server.address))
  if (address._tag === "UnixPathAddress") throw new Error("expected a TCP address")
  return { port: address.port, baseUrl: `http://127.0.0.1:${address.port}`, close: () => runtime.dispose() }
}
