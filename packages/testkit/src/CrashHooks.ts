import { Facilitator, IdempotencyStore, Provider } from "@evidence-pack/core"
import { Config, Effect, Layer, Schema } from "effect"

export const CrashPoint = Schema.Literals(["after_provider", "after_evidence_stored", "during_settle", "after_settle"])
export type CrashPoint = typeof CrashPoint.Type

/** EVIDENCE_PACK_CRASH_AT: read by the crash suite's own entry point, never by the service. */
export const CrashPointConfig = Config.schema(CrashPoint, "EVIDENCE_PACK_CRASH_AT")

/** A real crash: no finalizer, no flush, no answer. Exactly what the crash tests must survive. */
const die = (point: CrashPoint) =>
  Effect.sync(() => {
    process.stderr.write(`crash hook: SIGKILL at ${point}\n`)
    process.kill(process.pid, "SIGKILL")
  }).pipe(Effect.andThen(Effect.never))

const afterProvider = Layer.effect(
  Provider,
  Effect.gen(function* () {
    const provider = yield* Provider
    return Provider.of({
      ...provider,
      search: (request) => Effect.tap(provider.search(request), () => die("after_provider"))
    })
  })
)

const afterEvidenceStored = Layer.effect(
  IdempotencyStore,
  Effect.gen(function* () {
    const store = yield* IdempotencyStore
    return IdempotencyStore.of({
      ...store,
      update: (previous, next, nonce) =>
        Effect.tap(store.update(previous, next, nonce), (result) =>
          result._tag === "Updated" && next._tag === "settling" ? die("after_evidence_stored") : Effect.void
        )
    })
  })
)

const aroundSettle = (point: "during_settle" | "after_settle") =>
  Layer.effect(
    Facilitator,
    Effect.gen(function* () {
      const facilitator = yield* Facilitator
      return Facilitator.of({
        ...facilitator,
        settle: (payment, requirements) =>
          point === "after_settle"
            ? Effect.tap(facilitator.settle(payment, requirements), () => die(point))
            : // The request leaves, and the process dies before any answer can arrive.
              Effect.andThen(
                Effect.forkDetach(facilitator.settle(payment, requirements)),
                Effect.andThen(Effect.sleep("5 millis"), die(point))
              )
      })
    })
  )

/**
 * Test-only fault hooks (EVIDENCE_PACK_CRASH_AT): the ports are wrapped so the process kills
 * itself with SIGKILL at one step of the first purchase that reaches it:
 * - after_provider: the provider answered, nothing stored yet;
 * - after_evidence_stored: validated evidence stored (settling), settle not sent;
 * - during_settle: the settle request is on its way to the facilitator;
 * - after_settle: the facilitator confirmed the settlement, the fulfilled record is not written.
 */
export const crashHook = (point: CrashPoint): Layer.Layer<never, never, Provider | Facilitator | IdempotencyStore> => {
  switch (point) {
    case "after_provider":
      return afterProvider
    case "after_evidence_stored":
      return afterEvidenceStored
    default:
      return aroundSettle(point)
  }
}

/** `services` with the port that `point` names wrapped in its crash hook; every other service as it was. */
export const withCrashHook = <A, E, R>(
  point: CrashPoint,
  services: Layer.Layer<A | Provider | Facilitator | IdempotencyStore, E, R>
): Layer.Layer<A | Provider | Facilitator | IdempotencyStore, E, R> => Layer.provideMerge(crashHook(point), services)
