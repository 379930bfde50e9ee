import { Facilitator, FacilitatorUnavailable } from "@evidence-pack/core"
import { FakeChain, FakeFacilitator, testRequirements } from "@evidence-pack/testkit"
import { Effect, Exit, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { requireFacilitatorSupport } from "../src/FailClosed.ts"

/** Start-up fails closed: a facilitator that cannot settle our offer must stop the service from starting. */
const startWith = (facilitator: Facilitator["Service"]) =>
  Effect.runPromiseExit(
    Layer.build(
      requireFacilitatorSupport(testRequirements).pipe(Layer.provide(Layer.succeed(Facilitator, facilitator)))
    ).pipe(Effect.scoped)
  )

describe("start-up fails closed", () => {
  it("starts when the facilitator supports exact on our network", async () => {
    expect(Exit.isSuccess(await startWith(new FakeFacilitator(new FakeChain()).service()))).toBe(true)
  })

  it("refuses to start when the facilitator supports another network only", async () => {
    const other = new FakeFacilitator(new FakeChain(), "eip155:8453").service()
    const exit = await startWith(other)
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toContain("does not support")
  })

  it("refuses to start when the facilitator stays unreachable", async () => {
    const down = Facilitator.of({
      ...new FakeFacilitator(new FakeChain()).service(),
      supported: () => Effect.fail(new FacilitatorUnavailable({ message: "connection refused" }))
    })
    const exit = await startWith(down)
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toContain("unreachable")
  }, 20_000)
})
