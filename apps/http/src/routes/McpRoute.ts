import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { type ErrorAnswer, errorResponse } from "../edge/ErrorResponse.ts"
import { HttpSettings } from "../edge/HttpSettings.ts"
import { readBody } from "../edge/RequestBody.ts"
import { REQUEST_ID_HEADER } from "../edge/RequestIdHeader.ts"
import { callEvidenceTool } from "../mcp/EvidenceToolCall.ts"

export const MCP_PATH = "/mcp"

/** Headers the SDK's transport reads; the body travels separately (already read under our limit). */
const forwardedHeaders = (request: HttpServerRequest.HttpServerRequest) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (name !== "content-length" && name !== "transfer-encoding") headers.set(name, value)
  }
  return headers
}

/**
 * One MCP request on the SDK's web-standard streamable HTTP transport. Mounting: the body is read here under the
 * same byte limit as POST /v1/evidence (413 with our error body), handed to the transport as a web `Request`,
 * and its web `Response` becomes the effect response; no raw node objects, so the route runs unchanged on the
 * node server and on `HttpRouter.toWebHandler`. Stateless: a fresh server and transport per request (the SDK's
 * stateless mode), answered as JSON rather than SSE, so any instance behind a load balancer can serve any call
 * and the purchase state lives only in the store. Tool calls run the effect program with this request's services.
 */
/**
 * The MCP SDK (with the zod schemas it validates messages with) is loaded on the first MCP request, once: a
 * process that never serves MCP does not carry it (~6 MB resident).
 */
const loadSdk = Effect.promise(() =>
  Promise.all([
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("../mcp/EvidenceMcpServer.ts")
  ]).then(([transport, server]) => ({
    Transport: transport.WebStandardStreamableHTTPServerTransport,
    makeEvidenceMcpServer: server.makeEvidenceMcpServer
  }))
)

const handle = (sdk: Effect.Effect<Effect.Success<typeof loadSdk>>, requestId: string) =>
  Effect.gen(function* () {
    const { Transport, makeEvidenceMcpServer } = yield* sdk
    const request = yield* HttpServerRequest.HttpServerRequest
    const settings = yield* HttpSettings
    const body = yield* readBody(request, settings.maxBodyBytes)
    const context = yield* Effect.context<Effect.Services<ReturnType<typeof callEvidenceTool>>>()
    const runCall = Effect.runPromiseWith(context)
    let nextId = requestId
    const server = makeEvidenceMcpServer((input) => {
      // Each call of a batch is its own purchase attempt with its own id; a single call shares the request's id.
      const callId = nextId
      nextId = crypto.randomUUID()
      return runCall(callEvidenceTool({ ...input, requestId: callId }))
    })
    // No sessionIdGenerator: the SDK's stateless mode.
    const transport = new Transport({ enableJsonResponse: true })
    const webResponse = yield* Effect.acquireUseRelease(
      Effect.promise(() => server.connect(transport)),
      () =>
        Effect.promise(() =>
          transport.handleRequest(
            new Request(`${settings.baseUrl}${MCP_PATH}`, {
              method: "POST",
              headers: forwardedHeaders(request),
              body: body._tag === "Present" ? body.text : ""
            })
          )
        ),
      () => Effect.promise(() => server.close())
    )
    return HttpServerResponse.fromWeb(webResponse)
  })

/** Stateless: there is no server-to-client stream to open (GET) and no session to end (DELETE). */
const methodNotAllowed = Effect.sync(() => {
  const requestId = crypto.randomUUID()
  return errorResponse(
    {
      status: 405,
      code: "invalid_request",
      message: "this MCP endpoint is stateless: send JSON-RPC messages with POST",
      reasons: ["method_not_allowed"],
      headers: { allow: "POST", [REQUEST_ID_HEADER]: requestId }
    },
    requestId
  )
})

export const McpRoute = Layer.unwrap(
  Effect.map(Effect.cached(loadSdk), (sdk) =>
    Layer.mergeAll(
      HttpRouter.add(
        "POST",
        MCP_PATH,
        Effect.suspend(() => {
          const requestId = crypto.randomUUID()
          return handle(sdk, requestId).pipe(
            Effect.catch((answer: ErrorAnswer) => Effect.succeed(errorResponse(answer, requestId))),
            Effect.map((response) => HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, requestId)),
            Effect.annotateLogs({ request_id: requestId })
          )
        }),
        // As on POST /v1/evidence: a purchase runs to its end even when the client goes away.
        { uninterruptible: true }
      ),
      HttpRouter.add("GET", MCP_PATH, methodNotAllowed),
      HttpRouter.add("DELETE", MCP_PATH, methodNotAllowed)
    )
  )
)
