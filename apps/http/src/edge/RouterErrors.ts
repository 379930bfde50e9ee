import { Effect } from "effect"
import { HttpRouter, HttpServerError, HttpServerResponse } from "effect/http"
import { errorResponse } from "./ErrorResponse.ts"
import { REQUEST_ID_HEADER } from "./RequestIdHeader.ts"

/** The spec's error body for a request no route took, with the same id in the header and the body. */
export const notFoundResponse = () => {
  const requestId = crypto.randomUUID()
  return HttpServerResponse.setHeader(
    errorResponse({ status: 404, code: "not_found", message: "no such resource; see /openapi.json" }, requestId),
    REQUEST_ID_HEADER,
    requestId
  )
}

/**
 * Requests the router itself refuses (a path it cannot decode, like `/%ff`, never reaches the catch-all route)
 * would get the platform's bare 404; they get the spec's error body like every other miss.
 */
export const RouterErrors = HttpRouter.middleware(
  (app) =>
    Effect.catch(app, (error) =>
      HttpServerError.isHttpServerError(error) && error.reason._tag === "RouteNotFound"
        ? Effect.succeed(notFoundResponse())
        : Effect.fail(error)
    ),
  { global: true }
)
