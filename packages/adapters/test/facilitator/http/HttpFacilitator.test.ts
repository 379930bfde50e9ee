import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Facilitator, type PaymentRequirements, type SupportedResponse } from "@evidence-pack/core"
import { Effect, Fiber, Redacted } from "effect"
import * as HttpFacilitator from "../../../facilitator/http/index.ts"
import {
  closedPortUrl,
  echoHeaders,
  type FacilitatorServer,
  hang,
  json,
  raw,
  startFacilitatorServer
} from "./FacilitatorServer.ts"
import { API_KEY, NONCE, PAYER, payment, requirements, TX } from "./Fixtures.ts"

// Long enough for a loaded CI machine to answer, short enough that the hanging cases stay quick.
const fast = { verify: "2 seconds", settle: "2 seconds", supported: "2 seconds" } as const

let server: FacilitatorServer
let facilitator: Facilitator["Service"]

beforeAll(async () => {
  server = await startFacilitatorServer()
  facilitator = HttpFacilitator.make({ url: `${server.url}/`, apiKey: Redacted.make(API_KEY), timeouts: fast })
})
afterAll(() => server.close())

const verify = () => facilitator.verify(payment, requirements)
const settle = () => facilitator.settle(payment, requirements)

describe("HttpFacilitator.verify", () => {
  it.effect("a valid payment is verified for its payer", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: true, payer: PAYER }))
      const verified = yield* verify()
      assert.deepStrictEqual(verified, { payer: PAYER })
    })
  )

  it.effect("without a payer in the answer, the authorization's payer is used", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: true }))
      const verified = yield* verify()
      assert.strictEqual(verified.payer, PAYER.toLowerCase())
    })
  )

  it.effect("sends exactly { x402Version: 2, paymentPayload, paymentRequirements } with our requirements", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: true }))
      yield* verify()
      const [request] = server.received
      assert.strictEqual(request?.method, "POST")
      assert.strictEqual(request?.path, "/verify")
      assert.strictEqual(request?.headers["content-type"], "application/json")
      assert.deepStrictEqual(JSON.parse(request?.body ?? ""), {
        x402Version: 2,
        paymentPayload: payment,
        paymentRequirements: requirements
      })
      assert.strictEqual(JSON.parse(request?.body ?? "").paymentRequirements.maxTimeoutSeconds, 120)
    })
  )

  it.effect("isValid: false is a PaymentRejected with the facilitator's reason and message", () =>
    Effect.gen(function* () {
      server.answer(
        "verify",
        json(200, {
          isValid: false,
          invalidReason: "invalid_exact_evm_payload_signature",
          invalidMessage: "signature does not recover to from",
          payer: PAYER
        })
      )
      const error = yield* Effect.flip(verify())
      assert.strictEqual(error._tag, "PaymentRejected")
      if (error._tag !== "PaymentRejected") return
      assert.strictEqual(error.reason, "invalid_exact_evm_payload_signature")
      assert.strictEqual(error.message, "signature does not recover to from")
    })
  )

  it.effect("isValid: false without a reason is rejected as invalid_payment", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: false }))
      const error = yield* Effect.flip(verify())
      assert.strictEqual(error._tag, "PaymentRejected")
      if (error._tag !== "PaymentRejected") return
      assert.strictEqual(error.reason, "invalid_payment")
      assert.strictEqual(error.message, "invalid_payment")
    })
  )

  it.effect("a verdict counts whatever the HTTP status (400 with isValid: false)", () =>
    Effect.gen(function* () {
      server.answer("verify", json(400, { isValid: false, invalidReason: "insufficient_funds" }))
      const error = yield* Effect.flip(verify())
      assert.strictEqual(error._tag, "PaymentRejected")
      if (error._tag === "PaymentRejected") assert.strictEqual(error.reason, "insufficient_funds")
    })
  )

  for (const [name, reply] of [
    ["HTTP 500 without a verdict", json(500, { error: "internal error" })],
    ["HTTP 502 with an HTML page", raw(502, "<html><body>Bad Gateway</body></html>")],
    ["HTTP 200 with garbage", raw(200, "not json at all", "application/json")],
    ["HTTP 200 with truncated JSON", raw(200, '{"isValid": tr', "application/json")],
    ["HTTP 200 with the wrong shape", json(200, { valid: true })],
    ["HTTP 200 with an empty body", raw(200, "")],
    ["HTTP 401 without a verdict", json(401, { error: "unauthorized" })]
  ] as const) {
    it.effect(`${name} is FacilitatorUnavailable`, () =>
      Effect.gen(function* () {
        server.answer("verify", reply)
        const error = yield* Effect.flip(verify())
        assert.strictEqual(error._tag, "FacilitatorUnavailable")
        assert.include(error.message, "/verify")
      })
    )
  }

  it.effect("a timeout is FacilitatorUnavailable", () =>
    Effect.gen(function* () {
      server.answer("verify", hang)
      const error = yield* Effect.flip(verify())
      assert.strictEqual(error._tag, "FacilitatorUnavailable")
      assert.include(error.message, "did not answer within 2000 ms")
    })
  )

  it.effect("a refused connection is FacilitatorUnavailable", () =>
    Effect.gen(function* () {
      const url = yield* Effect.promise(closedPortUrl)
      const error = yield* Effect.flip(HttpFacilitator.make({ url }).verify(payment, requirements))
      assert.strictEqual(error._tag, "FacilitatorUnavailable")
      assert.include(error.message, "ECONNREFUSED")
    })
  )
})

describe("HttpFacilitator.settle", () => {
  const settled = { success: true, transaction: TX, network: requirements.network, payer: PAYER }

  it.effect("success with a transaction is the SettlementResponse", () =>
    Effect.gen(function* () {
      server.answer("settle", json(200, settled))
      const response = yield* settle()
      assert.deepStrictEqual(response, settled)
    })
  )

  it.effect("sends exactly { x402Version: 2, paymentPayload, paymentRequirements } with our requirements", () =>
    Effect.gen(function* () {
      server.answer("settle", json(200, settled))
      yield* settle()
      const [request] = server.received
      assert.strictEqual(request?.method, "POST")
      assert.strictEqual(request?.path, "/settle")
      assert.deepStrictEqual(JSON.parse(request?.body ?? ""), {
        x402Version: 2,
        paymentPayload: payment,
        paymentRequirements: requirements
      })
    })
  )

  it.effect("success: false with a definitive reason is SettlementRejected", () =>
    Effect.gen(function* () {
      server.answer(
        "settle",
        json(200, {
          success: false,
          errorReason: "invalid_exact_evm_payload_authorization_valid_before",
          errorMessage: "authorization expired",
          transaction: "",
          network: requirements.network
        })
      )
      const error = yield* Effect.flip(settle())
      assert.strictEqual(error._tag, "SettlementRejected")
      assert.strictEqual(error.reason, "invalid_exact_evm_payload_authorization_valid_before")
      assert.strictEqual(error.message, "authorization expired")
    })
  )

  it.effect("nonce already used is SettlementRejected (the chain is asked next)", () =>
    Effect.gen(function* () {
      server.answer(
        "settle",
        json(200, {
          success: false,
          errorReason: "invalid_exact_evm_nonce_already_used",
          transaction: "",
          network: "x"
        })
      )
      const error = yield* Effect.flip(settle())
      assert.strictEqual(error._tag, "SettlementRejected")
      assert.strictEqual(error.reason, "invalid_exact_evm_nonce_already_used")
    })
  )

  it.effect("a definitive refusal sent with HTTP 400 or 500 is still SettlementRejected", () =>
    Effect.gen(function* () {
      for (const status of [400, 500]) {
        server.answer("settle", json(status, { success: false, errorReason: "insufficient_funds", transaction: "" }))
        const error = yield* Effect.flip(settle())
        assert.strictEqual(error._tag, "SettlementRejected")
      }
    })
  )

  it.effect("HTTP 500 with settlement_pending and a transaction is SettlementUnknown carrying it", () =>
    Effect.gen(function* () {
      server.answer(
        "settle",
        json(500, {
          success: false,
          errorReason: "settlement_pending",
          errorMessage: "Timed out while waiting for transaction receipt",
          transaction: TX,
          network: requirements.network,
          payer: PAYER
        })
      )
      const error = yield* Effect.flip(settle())
      assert.strictEqual(error._tag, "SettlementUnknown")
      if (error._tag !== "SettlementUnknown") return
      assert.strictEqual(error.reason, "settlement_pending")
      assert.strictEqual(error.transaction, TX)
    })
  )

  it.effect("HTTP 200 success: false with settlement_pending is SettlementUnknown", () =>
    Effect.gen(function* () {
      server.answer("settle", json(200, { success: false, errorReason: "settlement_pending", transaction: "" }))
      const error = yield* Effect.flip(settle())
      assert.strictEqual(error._tag, "SettlementUnknown")
      if (error._tag !== "SettlementUnknown") return
      assert.strictEqual(error.reason, "settlement_pending")
      assert.isUndefined(error.transaction)
    })
  )

  it.effect("a failed answer that carries a transaction (reverted, receipt problems) is SettlementUnknown", () =>
    Effect.gen(function* () {
      server.answer(
        "settle",
        json(200, {
          success: false,
          errorReason: "invalid_exact_evm_transaction_failed",
          transaction: TX,
          network: "x"
        })
      )
      const error = yield* Effect.flip(settle())
      assert.strictEqual(error._tag, "SettlementUnknown")
      if (error._tag === "SettlementUnknown") assert.strictEqual(error.transaction, TX)
    })
  )

  for (const [name, reply] of [
    ["HTTP 500 without a verdict", json(500, { message: "Internal Server Error" })],
    ["HTTP 502 with an HTML page", raw(502, "<html><body>Bad Gateway</body></html>")],
    ["HTTP 200 with malformed JSON", raw(200, '{"success": true, "transaction": "0x', "application/json")],
    ["HTTP 200 with a JSON array", json(200, [])],
    ["HTTP 200 success without a transaction", json(200, { success: true, transaction: "", network: "x" })],
    ["HTTP 200 success without a network", json(200, { success: true, transaction: TX })],
    [
      "a write failure without a hash",
      json(200, { success: false, errorReason: "invalid_exact_evm_transaction_failed" })
    ],
    ["an unexpected_settle_error", json(200, { success: false, errorReason: "unexpected_settle_error" })],
    ["a free-text reason", json(200, { success: false, errorReason: "nonce too low: next nonce 7" })],
    ["success: false without a reason", json(200, { success: false })]
  ] as const) {
    it.effect(`${name} is SettlementUnknown`, () =>
      Effect.gen(function* () {
        server.answer("settle", reply)
        const error = yield* Effect.flip(settle())
        assert.strictEqual(error._tag, "SettlementUnknown")
      })
    )
  }

  it.effect("a timeout is SettlementUnknown (the broadcast may have happened)", () =>
    Effect.gen(function* () {
      server.answer("settle", hang)
      const error = yield* Effect.flip(settle())
      assert.strictEqual(error._tag, "SettlementUnknown")
      assert.strictEqual(error.reason, "facilitator_timeout")
    })
  )

  it.live("interrupting a settle aborts the request instead of waiting for the deadline", () =>
    Effect.gen(function* () {
      server.answer("settle", hang)
      const patient = HttpFacilitator.make({ url: server.url, timeouts: { settle: "1 minute" } })
      const before = server.abandoned()
      const fiber = yield* Effect.forkChild(patient.settle(payment, requirements))
      while (server.received.length === 0) yield* Effect.sleep("10 millis")
      yield* Fiber.interrupt(fiber)
      while (server.abandoned() === before) yield* Effect.sleep("10 millis")
      assert.strictEqual(server.abandoned(), before + 1)
    }).pipe(Effect.timeout("5 seconds"))
  )

  it.effect("a refused connection is SettlementUnknown, never a definitive failure", () =>
    Effect.gen(function* () {
      const url = yield* Effect.promise(closedPortUrl)
      const error = yield* Effect.flip(HttpFacilitator.make({ url }).settle(payment, requirements))
      assert.strictEqual(error._tag, "SettlementUnknown")
      assert.strictEqual(error.reason, "facilitator_unreachable")
    })
  )

  it.effect("the default settle timeout is long enough for a Base settle", () =>
    Effect.sync(() => assert.strictEqual(HttpFacilitator.DEFAULT_TIMEOUTS.settle, "30 seconds"))
  )
})

describe("HttpFacilitator.supported", () => {
  const kinds: SupportedResponse = {
    kinds: [
      { x402Version: 1, scheme: "exact", network: "base-sepolia" },
      { x402Version: 2, scheme: "exact", network: "eip155:31337" }
    ]
  }

  it.effect("decodes the kinds with a GET /supported", () =>
    Effect.gen(function* () {
      server.answer("supported", json(200, { ...kinds, extensions: [], signers: {} }))
      const supported = yield* facilitator.supported()
      assert.deepStrictEqual(supported, kinds)
      assert.strictEqual(server.received[0]?.method, "GET")
      assert.isTrue(HttpFacilitator.supportsOffer(supported, requirements))
    })
  )

  it("supportsOffer needs x402 v2 with our scheme and network", () => {
    const on = (overrides: Partial<PaymentRequirements>) =>
      HttpFacilitator.supportsOffer(kinds, { ...requirements, ...overrides })
    assert.isTrue(on({}))
    assert.isFalse(on({ network: "eip155:8453" }))
    assert.isFalse(on({ scheme: "upto" }))
    assert.isFalse(on({ network: "base-sepolia" })) // only offered under x402 v1
    assert.isFalse(HttpFacilitator.supportsOffer({ kinds: [] }, requirements))
  })

  for (const [name, reply] of [
    ["HTTP 500 with kinds", json(500, kinds)],
    ["HTTP 200 with garbage", raw(200, "<html>", "text/html")],
    ["HTTP 200 with the wrong shape", json(200, { kinds: [{ scheme: "exact" }] })],
    ["HTTP 200 without kinds", json(200, {})]
  ] as const) {
    it.effect(`${name} is FacilitatorUnavailable (fail closed)`, () =>
      Effect.gen(function* () {
        server.answer("supported", reply)
        const error = yield* Effect.flip(facilitator.supported())
        assert.strictEqual(error._tag, "FacilitatorUnavailable")
      })
    )
  }

  it.effect("a timeout is FacilitatorUnavailable", () =>
    Effect.gen(function* () {
      server.answer("supported", hang)
      const error = yield* Effect.flip(facilitator.supported())
      assert.strictEqual(error._tag, "FacilitatorUnavailable")
    })
  )
})

describe("HttpFacilitator API key", () => {
  it.effect("is sent as a bearer token on every endpoint", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: true }))
      yield* verify()
      assert.strictEqual(server.received[0]?.headers.authorization, `Bearer ${API_KEY}`)
      server.answer("settle", json(200, { success: true, transaction: TX, network: requirements.network }))
      yield* settle()
      assert.strictEqual(server.received[0]?.headers.authorization, `Bearer ${API_KEY}`)
      server.answer("supported", json(200, { kinds: [] }))
      yield* facilitator.supported()
      assert.strictEqual(server.received[0]?.headers.authorization, `Bearer ${API_KEY}`)
    })
  )

  it.effect("is not sent when none is configured", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: true }))
      yield* HttpFacilitator.make({ url: server.url }).verify(payment, requirements)
      assert.isUndefined(server.received[0]?.headers.authorization)
    })
  )

  it.effect("never appears in an error, even when the facilitator echoes it back", () =>
    Effect.gen(function* () {
      const errors: Array<unknown> = []
      const collect = <A, E>(effect: Effect.Effect<A, E>) =>
        Effect.flip(effect).pipe(Effect.tap((error) => Effect.sync(() => errors.push(error))))
      for (const path of ["verify", "settle", "supported"] as const) server.answer(path, echoHeaders)
      yield* collect(verify())
      yield* collect(settle())
      yield* collect(facilitator.supported())
      server.answer("settle", json(200, { success: false, errorReason: "invalid_signature", errorMessage: API_KEY }))
      yield* collect(settle())
      server.answer("verify", json(200, { isValid: false, invalidReason: API_KEY, invalidMessage: `key ${API_KEY}` }))
      yield* collect(verify())
      server.answer("settle", hang)
      yield* collect(settle())
      assert.strictEqual(errors.length, 6)
      for (const error of errors) {
        const rendered = `${String(error)} ${JSON.stringify(error)} ${(error as Error).message}`
        assert.notInclude(rendered, API_KEY)
      }
      // The echo did carry the header, scrubbed: the check above is not vacuous.
      assert.include((errors[0] as Error).message, "<redacted>")
    })
  )
})

describe("HttpFacilitator.authorizationState", () => {
  it.effect("without RPC_URL it is unavailable, and says why", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(facilitator.authorizationState(payment))
      assert.strictEqual(error._tag, "FacilitatorUnavailable")
      assert.include(error.message, "RPC_URL")
    })
  )

  it.effect("asks the chain reader it was given", () =>
    Effect.gen(function* () {
      const asked: Array<string> = []
      const withChain = HttpFacilitator.make({
        url: server.url,
        chainReader: {
          authorizationState: (p) =>
            Effect.sync(() => {
              asked.push(p.payload.authorization.nonce)
              return { _tag: "Used", transaction: TX } as const
            })
        }
      })
      const state = yield* withChain.authorizationState(payment)
      assert.deepStrictEqual(state, { _tag: "Used", transaction: TX })
      assert.deepStrictEqual(asked, [NONCE])
    })
  )

  it.effect("layer provides the Facilitator port", () =>
    Effect.gen(function* () {
      server.answer("verify", json(200, { isValid: true }))
      const port = yield* Facilitator
      const verified = yield* port.verify(payment, requirements)
      assert.strictEqual(verified.payer, PAYER.toLowerCase())
    }).pipe(Effect.provide(HttpFacilitator.layer({ url: server.url })))
  )
})
