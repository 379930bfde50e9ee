import { byAttribute, httpResponses } from "@evidence-pack/runtime/Metrics"
import { Effect, Metric } from "effect"
import { HttpEffect, HttpRouter, HttpServerError, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { notFoundResponse } from "./NotFound.ts"
import { REQUEST_ID_HEADER } from "./RequestIdHeader.ts"

const responsesWithStatus = byAttribute(httpResponses, "status")

/**
 * Runs just before any response is written, whoever built it (a route, the router's 404, a request the platform
 * refused): every response carries `X-Request-Id` (routes that render a body with `request_id` set it themselves,
 * so the two agree) and is counted by status. One module-level handler: no closure built per request.
 */
const beforeResponse = (
  _request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
) =>
  Effect.as(
    Metric.update(responsesWithStatus(String(response.status)), 1),
    response.headers[REQUEST_ID_HEADER] === undefined
      ? HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, crypto.randomUUID())
      : response
  )

/**
 * What every response gets, as one global middleware (one registration per request): the pre-response handler
 * above, and the spec's 404 body for requests the router itself refuses (a path it cannot decode, like `/%ff`,
 * never reaches the catch-all route and would get the platform's bare 404).
 */
export const EveryResponse = HttpRouter.middleware(
  (app) =>
    Effect.withFiber((fiber) => {
      HttpEffect.appendPreResponseHandlerUnsafe(fiber.context, beforeResponse)
      return Effect.catch(app, (error) =>
        HttpServerError.isHttpServerError(error) && error.reason._tag === "RouteNotFound"
          ? Effect.succeed(notFoundResponse())
          : Effect.fail(error)
      )
    }),
  { global: true }
)
