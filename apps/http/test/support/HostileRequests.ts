import { encodeHeader, type PaymentPayload } from "@evidence-pack/core"
import { TEST_ASSET, testRequirements } from "@evidence-pack/testkit"
import fc from "fast-check"
import { EXAMPLE_QUERY, type TestApp } from "./TestApp.ts"

/**
 * Generators of hostile HTTP requests for the fuzz suite: every part of a request a client controls, from
 * plausible to malicious. A spec is plain data (so fast-check can shrink it); `toRequest` turns it into a
 * Request, signing payments at that moment.
 */

/** Header values a `Headers` object can carry: latin-1 (non-ASCII included), no CR, LF or NUL. */
const headerSafe = (text: string) =>
  text
    .replace(/[\r\n\0]/g, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is every latin-1 code point, on purpose
    .replace(/[^\x00-\xff]/g, "\xe9")

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 })
)

const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant(EXAMPLE_QUERY) },
  anyText,
  fc.constantFrom("", " ", "x".repeat(1_000), "\u202e\u0000<script>", "%00%ff", "a\u0301".repeat(200))
)

const maxSources = fc.oneof(
  { weight: 4, arbitrary: fc.constant(5) },
  fc.integer({ min: -3, max: 30 }),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1, 0.5, Number.NaN),
  fc.string({ maxLength: 5 })
)

const evidenceBody = fc
  .record(
    { query, max_sources: maxSources, freshness_seconds: fc.oneof(fc.integer(), fc.constant(null), anyText) },
    { requiredKeys: ["query"] }
  )
  .map((body) => JSON.stringify(body))

const deepNesting = fc
  .integer({ min: 10, max: 8_000 })
  .chain((depth) =>
    fc.constantFrom(
      `${"[".repeat(depth)}${"]".repeat(depth)}`,
      `{"query":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`,
      "[".repeat(depth)
    )
  )

const hugeNumbers = fc.constantFrom(
  '{"query":"q","max_sources":1e999999}',
  '{"query":"q","max_sources":123456789012345678901234567890123456789}',
  '{"query":"q","max_sources":-1e-999}',
  `{"query":"q","max_sources":${"9".repeat(5_000)}}`
)

/** Raw body bytes: a string is sent as UTF-8, an array as the bytes themselves (invalid UTF-8 included). */
export type BodySpec = string | ReadonlyArray<number> | undefined

const body: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 24, arbitrary: evidenceBody },
  { weight: 1, arbitrary: fc.constant(undefined) },
  anyText,
  fc.json({ maxDepth: 4 }),
  deepNesting,
  hugeNumbers,
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }).map((bytes) => [0xff, 0xfe, 0xc0, ...bytes]),
  fc.constant(`{"query":"${"x".repeat(20_000)}"}`),
  fc.constant('{"query":"q","query":"other"}')
)

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant("application/json") },
  fc.constantFrom(
    "application/json; charset=utf-8",
    "application/json; charset=utf-16",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json;;;",
    "\xff\xfe",
    undefined
  )
)

const idempotencyKey = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("key-1", "key-2", "key-3", "key-4") },
  { weight: 12, arbitrary: fc.uuid() },
  fc.constant(undefined),
  fc.constant(""),
  anyText.map(headerSafe),
  fc.constant("k".repeat(5_000)),
  fc.constant("\xe9\xe8\xff")
)

/** How a payment header is built: garbage of every kind, or a real signed payment that is wrong in one way. */
export type PaymentSpec =
  | { readonly kind: "none" }
  | { readonly kind: "raw"; readonly value: string }
  | { readonly kind: "signed"; readonly flaw: PaymentFlaw; readonly payer: number }

export type PaymentFlaw =
  | "none"
  | "wrong_chain"
  | "wrong_asset"
  | "wrong_scheme"
  | "wrong_amount"
  | "wrong_payee"
  | "expired"
  | "expires_too_soon"
  | "future_valid_after"
  | "replayed_across_keys"
  | "unfunded"

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`
const base64 = (text: string) => Buffer.from(text).toString("base64")

const payment: fc.Arbitrary<PaymentSpec> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: "none" } as const) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("signed" as const),
      flaw: fc.constantFrom<PaymentFlaw>(
        "none",
        "none",
        "wrong_chain",
        "wrong_asset",
        "wrong_scheme",
        "wrong_amount",
        "wrong_payee",
        "expired",
        "expires_too_soon",
        "future_valid_after",
        "replayed_across_keys",
        "replayed_across_keys",
        "unfunded"
      ),
      payer: fc.integer({ min: 0, max: 2 })
    })
  },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        anyText,
        fc.constantFrom("!!!not base64!!!", "====", "e30", "bnVsbA==", base64("[]"), base64('{"x402Version":2}')),
        fc.json({ maxDepth: 5 }).map(base64),
        fc.integer({ min: 50, max: 3_000 }).map((depth) => base64(nested(depth))),
        fc.constant(base64(JSON.stringify({ x402Version: 2, payload: { authorization: nested(200) } }))),
        fc.constant("A".repeat(12_000))
      )
      .map((value) => ({ kind: "raw" as const, value: headerSafe(value) }))
  }
)

export interface RequestSpec {
  readonly method: string
  readonly path: string
  readonly contentType: string | undefined
  readonly idempotencyKey: string | undefined
  readonly body: BodySpec
  readonly payment: PaymentSpec
  /** Headers sent twice (with different values): Headers joins them with ", ". */
  readonly duplicated: ReadonlyArray<"idempotency-key" | "payment-signature" | "content-type">
  readonly extraHeaders: ReadonlyArray<readonly [string, string]>
}

const path = fc.oneof(
  { weight: 30, arbitrary: fc.constant("/v1/evidence") },
  fc.constantFrom(
    "/",
    "/healthz",
    "/readyz",
    "/openapi.json",
    "/.well-known/x402",
    "/v1/evidence/",
    "/v1/evidence?x=1&x=2",
    "/v1/EVIDENCE",
    "/v1/evidence/../evidence",
    "/v1/%2e%2e/evidence",
    "/%ff%fe",
    "//v1//evidence",
    `/v1/${"a".repeat(4_000)}`
  ),
  fc.webPath()
)

export const requestSpec: fc.Arbitrary<RequestSpec> = fc.record({
  method: fc.oneof(
    { weight: 30, arbitrary: fc.constant("POST") },
    fc.constantFrom("GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "QUERY", "PROPFIND")
  ),
  path,
  contentType,
  idempotencyKey,
  body,
  payment,
  duplicated: fc.oneof(
    { weight: 8, arbitrary: fc.constant([]) },
    fc.subarray(["idempotency-key", "payment-signature", "content-type"] as const, { maxLength: 2 })
  ),
  extraHeaders: fc.array(
    fc.tuple(
      fc.constantFrom("x-forwarded-for", "origin", "accept", "x-request-id", "content-encoding", "expect", "x-payment"),
      anyText.map(headerSafe)
    ),
    { maxLength: 3 }
  )
})

/** Builds signed payments for specs, remembering used ones so a later spec can replay one under another key. */
export const makePaymentSigner = (app: TestApp) => {
  const used: Array<PaymentPayload> = []
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  const sign = (spec: Extract<PaymentSpec, { kind: "signed" }>): PaymentPayload => {
    const payer = app.payers[spec.payer]!
    switch (spec.flaw) {
      case "none":
        return app.sign(payer)
      case "wrong_chain":
        return app.sign(payer, { requirements: { ...testRequirements, network: "eip155:1" } })
      case "wrong_asset":
        return app.sign(payer, { requirements: { ...testRequirements, asset: TEST_ASSET.replace("bb", "cc") } })
      case "wrong_scheme":
        return app.sign(payer, { requirements: { ...testRequirements, scheme: "upto" } })
      case "wrong_amount":
        return app.sign(payer, { value: "1" })
      case "wrong_payee":
        return app.sign(payer, { to: `0x${"9".repeat(40)}` })
      case "expired":
        return app.sign(payer, { validBefore: nowSeconds() - 10 })
      case "expires_too_soon":
        return app.sign(payer, { validBefore: nowSeconds() + 2 })
      case "future_valid_after":
        return app.sign(payer, { validAfter: nowSeconds() + 3_600 })
      case "replayed_across_keys":
        return used[used.length - 1] ?? app.sign(payer)
      case "unfunded":
        return app.sign(`0x${"7".repeat(40)}`)
    }
  }
  return (spec: PaymentSpec): string | undefined => {
    if (spec.kind === "none") return undefined
    if (spec.kind === "raw") return spec.value
    const payment = sign(spec)
    used.push(payment)
    if (used.length > 64) used.shift()
    return encodeHeader(payment)
  }
}

const bodyBytes = (spec: BodySpec): Uint8Array | string | null =>
  spec === undefined ? null : typeof spec === "string" ? spec : Uint8Array.from(spec)

export const toRequest = (baseUrl: string, spec: RequestSpec, payment: string | undefined): Request => {
  const headers = new Headers()
  if (spec.contentType !== undefined) headers.set("content-type", spec.contentType)
  if (spec.idempotencyKey !== undefined) headers.set("idempotency-key", spec.idempotencyKey)
  if (payment !== undefined) headers.set("payment-signature", payment)
  for (const name of spec.duplicated) headers.append(name, "duplicate")
  for (const [name, value] of spec.extraHeaders) headers.append(name, value)
  const hasBody = spec.method !== "GET" && spec.method !== "HEAD"
  return new Request(`${baseUrl}${spec.path}`, {
    method: spec.method,
    headers,
    body: hasBody ? bodyBytes(spec.body) : null
  })
}
