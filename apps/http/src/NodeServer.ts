import type * as Http from "node:http"
import { createRequire } from "node:module"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { type Duration, Layer, References } from "effect"
import { HttpRouter } from "effect/http"
import { appLayer } from "./App.ts"
import { answerParserErrors } from "./edge/ParserErrors.ts"

/** `node:http` through `require`: imported as ESM it evaluates its lazy WebSocket exports, which load undici (~10 MB). */
const { createServer } = createRequire(import.meta.url)("node:http") as typeof Http

/** Room for PAYMENT-SIGNATURE at its cap (MAX_HEADER_BYTES) plus every other header a client sends. */
const MAX_REQUEST_HEADER_BYTES = 32 * 1024

/** Where the app listens; how long a stop waits for in-flight purchases. */
export interface ServeOptions {
  readonly port: number
  readonly host: string
  readonly gracefulShutdownTimeout?: Duration.Input
}

/**
 * The app on a Node HTTP server as `pnpm start` runs it, over services the caller provides (the ports, policy,
 * limiter and HTTP settings): Node's header limit raised for smart-wallet signatures, parser errors answered in
 * the spec's shape, one request log line per response (Effect's request logger). Spans are off: no tracer is
 * configured, and the native tracer's spans (one per request, one per traced call) would go nowhere.
 */
export const serveApp = (options: ServeOptions) =>
  HttpRouter.serve(appLayer, { disableListenLog: true }).pipe(
    Layer.provide(
      // Node's default 16 KiB for all headers is less than one smart-wallet PAYMENT-SIGNATURE may need.
      NodeHttpServer.layer(() => answerParserErrors(createServer({ maxHeaderSize: MAX_REQUEST_HEADER_BYTES })), {
        port: options.port,
        host: options.host,
        gracefulShutdownTimeout: options.gracefulShutdownTimeout ?? "10 seconds"
      })
    ),
    Layer.provide(Layer.succeed(References.TracerEnabled, false))
  )
