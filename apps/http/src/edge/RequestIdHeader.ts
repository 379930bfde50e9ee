import { Effect } from "effect"
import { HttpEffect, HttpRouter, HttpServerResponse } from "effect/http"

export const REQUEST_ID_HEADER = "x-request-id"

/**
 * Every response carries `X-Request-Id` (a UUID). Routes that render a body with `request_id` set the header
 * themselves so the two agree; this global handler covers everything else (404s, discovery, health).
 */
export const RequestIdHeader = HttpRouter.middleware(
  (app) =>
    Effect.gen(function* () {
      yield* HttpEffect.appendPreResponseHandler((_request, response) =>
        Effect.succeed(
          response.headers[REQUEST_ID_HEADER] === undefined
            ? HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, crypto.randomUUID())
            : response
        )
      )
      return yield* app
    }),
  { global: true }
)
