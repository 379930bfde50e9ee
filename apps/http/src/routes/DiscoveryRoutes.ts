import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { openApiDocument } from "../discovery/OpenApi.ts"
import { skillGuide } from "../discovery/SkillGuide.ts"
import { x402Manifest } from "../discovery/X402Manifest.ts"
import { HttpSettings } from "../edge/HttpSettings.ts"

/** The documents never change while the process runs: rendered once, at start-up. */
export const DiscoveryRoutes = Layer.unwrap(
  Effect.gen(function* () {
    const settings = yield* HttpSettings
    const openApi = JSON.stringify(openApiDocument(settings))
    const manifest = JSON.stringify(x402Manifest(settings))
    const skill = skillGuide(settings)
    const json = (body: string) => HttpServerResponse.text(body, { contentType: "application/json" })
    return Layer.mergeAll(
      HttpRouter.add("GET", "/openapi.json", json(openApi)),
      HttpRouter.add("GET", "/.well-known/x402", json(manifest)),
      HttpRouter.add(
        "GET",
        "/skill.md",
        HttpServerResponse.text(skill, { contentType: "text/markdown; charset=utf-8" })
      )
    )
  })
)
