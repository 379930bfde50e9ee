import { generateKeyPairSync, type KeyObject } from "node:crypto"
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Facilitator } from "@evidence-pack/core"
import { ConfigProvider, Effect, Redacted } from "effect"
import * as HttpFacilitator from "../../../facilitator/http/index.ts"
import { type CdpFacilitatorStub, startCdpFacilitatorStub } from "./CdpFacilitatorStub.ts"
import { payment, requirements, TX } from "./Fixtures.ts"

const KEY_ID = "organizations/test-org/apiKeys/test-key"
const PATH = "/platform/v2/x402"
const SUPPORTED = { kinds: [{ x402Version: 2, scheme: "exact", network: requirements.network }] }

/** A CDP-style secret: Ed25519 as base64(seed ‖ public key), ECDSA as a SEC1 PEM, as the CDP portal hands out. */
const cdpKeyPair = (kind: "ed25519" | "es256"): { secret: string; publicKey: KeyObject } => {
  if (kind === "ed25519") {
    const { privateKey, publicKey } = generateKeyPairSync("ed25519")
    const jwk = privateKey.export({ format: "jwk" })
    const secret = Buffer.concat([Buffer.from(jwk.d!, "base64url"), Buffer.from(jwk.x!, "base64url")]).toString(
      "base64"
    )
    return { secret, publicKey }
  }
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
  return { secret: privateKey.export({ type: "sec1", format: "pem" }).toString(), publicKey }
}

const stubs: Array<CdpFacilitatorStub> = []
afterAll(async () => {
  for (const stub of stubs) await stub.close()
})

for (const kind of ["ed25519", "es256"] as const) {
  describe(`CDP JWT authentication (${kind})`, () => {
    const { secret, publicKey } = cdpKeyPair(kind)
    let stub: CdpFacilitatorStub
    const facilitator = () =>
      HttpFacilitator.make({ url: stub.url, cdpApiKey: { id: KEY_ID, secret: Redacted.make(secret) } })

    beforeAll(async () => {
      stub = await startCdpFacilitatorStub(KEY_ID, publicKey)
      stubs.push(stub)
    })

    it.effect("every request carries a fresh JWT the stub verifies with the public key, bound to its path", () =>
      Effect.gen(function* () {
        stub.answer("supported", { status: 200, json: SUPPORTED })
        stub.answer("verify", { status: 200, json: { isValid: true, payer: payment.payload.authorization.from } })
        stub.answer("settle", {
          status: 200,
          json: {
            success: true,
            transaction: TX,
            network: requirements.network,
            payer: payment.payload.authorization.from
          }
        })
        const port = facilitator()
        yield* port.supported()
        yield* port.verify(payment, requirements)
        const settled = yield* port.settle(payment, requirements)
        assert.strictEqual(settled.transaction, TX)
        const recent = stub.seen.slice(-3)
        assert.deepStrictEqual(
          recent.map((r) => [r.path, r.verdict]),
          [
            [`${PATH}/supported`, "accepted"],
            [`${PATH}/verify`, "accepted"],
            [`${PATH}/settle`, "accepted"]
          ]
        )
        assert.strictEqual(new Set(recent.map((r) => r.token)).size, 3)
      })
    )

    it.effect("the stub rejects tampered tokens, a token for another path, and a token from another key", () =>
      Effect.gen(function* () {
        stub.answer("verify", { status: 200, json: { isValid: true } })
        yield* facilitator().verify(payment, requirements)
        const token = stub.seen.at(-1)!.token!
        const [header, claims, signature] = token.split(".") as [string, string, string]
        const decoded = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as Record<string, unknown>
        const forged = Buffer.from(
          JSON.stringify({ ...decoded, uris: [`POST ${new URL(stub.url).host}${PATH}/settle`] })
        )
        const tampered = `${header}.${forged.toString("base64url")}.${signature}`
        assert.match(yield* Effect.promise(() => stub.check(tampered, "POST", `${PATH}/settle`)), /^invalid/)
        // Untouched but presented for another endpoint: refused by the uris binding.
        const fresh = yield* Effect.promise(() =>
          HttpFacilitator.cdpSigner({ id: KEY_ID, secret: Redacted.make(secret) })(
            "POST",
            new URL(`${stub.url}/verify`)
          )
        )
        assert.strictEqual(yield* Effect.promise(() => stub.check(fresh, "POST", `${PATH}/settle`)), "wrong_uri")
        const other = cdpKeyPair(kind)
        const foreign = yield* Effect.promise(() =>
          HttpFacilitator.cdpSigner({ id: KEY_ID, secret: Redacted.make(other.secret) })(
            "POST",
            new URL(`${stub.url}/verify`)
          )
        )
        assert.match(yield* Effect.promise(() => stub.check(foreign, "POST", `${PATH}/verify`)), /^invalid/)
        const claimsOf = JSON.parse(Buffer.from(fresh.split(".")[1]!, "base64url").toString("utf8"))
        assert.isAtMost(claimsOf.exp - claimsOf.iat, HttpFacilitator.JWT_LIFETIME_SECONDS)
        assert.strictEqual(claimsOf.iss, "cdp")
        assert.strictEqual(claimsOf.sub, KEY_ID)
      })
    )
  })
}

describe("CDP facilitator answers", () => {
  const { secret, publicKey } = cdpKeyPair("ed25519")
  let stub: CdpFacilitatorStub
  const port = () => HttpFacilitator.make({ url: stub.url, cdpApiKey: { id: KEY_ID, secret: Redacted.make(secret) } })

  beforeAll(async () => {
    stub = await startCdpFacilitatorStub(KEY_ID, publicKey)
    stubs.push(stub)
  })

  it.effect("settlement_pending as HTTP 500 with a transaction is an unknown outcome, never a rejection", () =>
    Effect.gen(function* () {
      stub.answer("settle", {
        status: 500,
        json: { success: false, errorReason: "settlement_pending", transaction: TX, network: requirements.network }
      })
      const error = yield* Effect.flip(port().settle(payment, requirements))
      assert.strictEqual(error._tag, "SettlementUnknown")
      assert.strictEqual((error as { transaction?: string }).transaction, TX)
    })
  )

  // Live clock: the backoff really waits.
  it.live("/supported answered 429 is retried with backoff until it answers", () =>
    Effect.gen(function* () {
      const limited = { status: 429, json: { errorType: "rate_limit_exceeded" } }
      stub.answer("supported", limited, limited, { status: 200, json: SUPPORTED })
      const before = stub.seen.length
      const supported = yield* port().supported()
      assert.strictEqual(supported.kinds[0]?.network, requirements.network)
      assert.strictEqual(stub.seen.length - before, 3)
    })
  )

  it.live("/supported still 429 after the retries is unavailable (start-up fails closed)", () =>
    Effect.gen(function* () {
      stub.answer("supported", { status: 429, json: { errorType: "rate_limit_exceeded" } })
      const before = stub.seen.length
      const error = yield* Effect.flip(port().supported())
      assert.strictEqual(error._tag, "FacilitatorUnavailable")
      assert.strictEqual(stub.seen.length - before, 1 + HttpFacilitator.SUPPORTED_RETRIES_ON_429)
    })
  )

  it.effect("a refused token surfaces without the secret or the token in any message", () =>
    Effect.gen(function* () {
      const wrong = cdpKeyPair("ed25519")
      const error = yield* Effect.flip(
        HttpFacilitator.make({
          url: stub.url,
          cdpApiKey: { id: KEY_ID, secret: Redacted.make(wrong.secret) }
        }).supported()
      )
      assert.strictEqual(stub.seen.at(-1)?.verdict.startsWith("invalid"), true)
      assert.notInclude(error.message, wrong.secret)
      assert.notInclude(error.message, stub.seen.at(-1)!.token!)
    })
  )
})

describe("CDP configuration", () => {
  const withEnv = <A, E>(env: Record<string, string>, use: (port: Facilitator["Service"]) => Effect.Effect<A, E>) =>
    Facilitator.use(use).pipe(
      Effect.provide(HttpFacilitator.layerConfig),
      Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))
    )
  const { secret, publicKey } = cdpKeyPair("es256")
  let stub: CdpFacilitatorStub
  beforeAll(async () => {
    stub = await startCdpFacilitatorStub(KEY_ID, publicKey)
    stubs.push(stub)
  })

  it.effect("CDP_API_KEY_ID and CDP_API_KEY_SECRET switch the facilitator to signed JWTs", () =>
    Effect.gen(function* () {
      stub.answer("supported", { status: 200, json: SUPPORTED })
      yield* withEnv({ FACILITATOR_URL: stub.url, CDP_API_KEY_ID: KEY_ID, CDP_API_KEY_SECRET: secret }, (port) =>
        port.supported()
      )
      assert.strictEqual(stub.seen.at(-1)?.verdict, "accepted")
    })
  )

  it.effect("half a key, both auth modes, or an unreadable secret fail at start-up without quoting the secret", () =>
    Effect.gen(function* () {
      const cases = [
        { FACILITATOR_URL: stub.url, CDP_API_KEY_ID: KEY_ID },
        { FACILITATOR_URL: stub.url, CDP_API_KEY_SECRET: secret },
        { FACILITATOR_URL: stub.url, CDP_API_KEY_ID: KEY_ID, CDP_API_KEY_SECRET: secret, FACILITATOR_API_KEY: "k" },
        { FACILITATOR_URL: stub.url, CDP_API_KEY_ID: KEY_ID, CDP_API_KEY_SECRET: "bm90LWEta2V5" }
      ]
      for (const env of cases) {
        const error = yield* Effect.flip(withEnv(env, () => Effect.void))
        assert.strictEqual(error._tag, "ConfigError")
        assert.notInclude(String(error), secret.slice(40, 80))
      }
    })
  )
})
