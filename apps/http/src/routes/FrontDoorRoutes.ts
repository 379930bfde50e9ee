import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { apiReferenceHtml, RENDERER_PATH, readRenderer, rendererFile } from "../discovery/ApiReference.ts"
import { frontDoorHtml, frontDoorJson } from "../discovery/FrontDoor.ts"
import { HttpSettings } from "../edge/HttpSettings.ts"

/** Browsers list text/html in Accept; API clients send JSON types or `*\/*`, and get JSON. */
const wantsHtml = (accept: string | undefined) => accept?.toLowerCase().includes("text/html") ?? false

/** `GET /` (links to every discovery document) and `/docs` (the API reference), rendered once at start-up. */
export const FrontDoorRoutes = Layer.unwrap(
  Effect.gen(function* () {
    const settings = yield* HttpSettings
    const json = JSON.stringify(frontDoorJson(settings))
    const html = frontDoorHtml(settings)
    const docs = apiReferenceHtml()
    const renderer = rendererFile()
    const vary = { vary: "accept" }
    return Layer.mergeAll(
      HttpRouter.add(
        "GET",
        "/",
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          return wantsHtml(request.headers.accept)
            ? HttpServerResponse.text(html, { contentType: "text/html; charset=utf-8", headers: vary })
            : HttpServerResponse.text(json, { contentType: "application/json", headers: vary })
        })
      ),
      HttpRouter.add("GET", "/docs", HttpServerResponse.text(docs, { contentType: "text/html; charset=utf-8" })),
      HttpRouter.add(
        "GET",
        RENDERER_PATH,
        Effect.map(
          Effect.promise(() => readRenderer(renderer)),
          (bytes) =>
            HttpServerResponse.uint8Array(bytes, {
              contentType: "text/javascript; charset=utf-8",
              headers: { "cache-control": "public, max-age=86400" }
            })
        )
      )
    )
  })
)
