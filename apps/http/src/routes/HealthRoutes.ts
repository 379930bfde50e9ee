import { Facilitator, IdempotencyStore } from "@evidence-pack/core"
import { supportsOffer } from "@evidence-pack/runtime/SupportsOffer"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { PrometheusMetrics } from "effect/observability"
import { HttpSettings } from "../edge/HttpSettings.ts"

const json = (body: unknown, status = 200) => HttpServerResponse.jsonUnsafe(body, { status })

/** Liveness: the process answers. */
const Healthz = HttpRouter.add("GET", "/healthz", json({ status: "ok" }))

/** Readiness: the store answers and the facilitator still supports our scheme and network. */
const Readyz = HttpRouter.add(
  "GET",
  "/readyz",
  Effect.gen(function* () {
    const store = yield* IdempotencyStore
    const facilitator = yield* Facilitator
    const settings = yield* HttpSettings
    const [storeOk, facilitatorOk] = yield* Effect.all(
      [
        store.ping().pipe(
          Effect.as(true),
          Effect.catch(() => Effect.succeed(false))
        ),
        facilitator.supported().pipe(
          Effect.map((supported) => supportsOffer(supported, settings.offer.requirements)),
          Effect.catch(() => Effect.succeed(false))
        )
      ],
      { concurrency: 2 }
    )
    const checks = { store: storeOk ? "ok" : "unreachable", facilitator: facilitatorOk ? "ok" : "not ready" }
    return json(
      { status: storeOk && facilitatorOk ? "ready" : "not_ready", checks },
      storeOk && facilitatorOk ? 200 : 503
    )
  })
)

export const HealthRoutes = Layer.mergeAll(
  Healthz,
  Readyz,
  PrometheusMetrics.layerHttp({ path: "/metrics", prefix: "evidence_pack" })
)
