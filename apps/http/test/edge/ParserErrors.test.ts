import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parserErrorResponse } from "../../src/edge/ParserErrors.ts"
import { parseRawResponse, type RawResponse, sendRaw } from "../support/RawHttp.ts"
import { serveTestApp } from "../support/ServedApp.ts"
import { makeTestApp } from "../support/TestApp.ts"

const app = makeTestApp()
let served: Awaited<ReturnType<typeof serveTestApp>>
beforeAll(async () => {
  served = await serveTestApp(app)
})
afterAll(async () => {
  await served?.close()
  await app.dispose()
})

const post = (headers: ReadonlyArray<string>, body = "") =>
  [
    "POST /v1/evidence HTTP/1.1",
    "Host: 127.0.0.1",
    ...headers,
    `Content-Length: ${Buffer.byteLength(body)}`,
    "",
    body
  ].join("\r\n")

/** The spec's error shape with the header and the body's request_id agreeing. */
const expectErrorShape = (response: RawResponse | undefined, status: number, reason: string) => {
  expect(response, "an answer, not a reset or silence").toBeDefined()
  expect(response?.status).toBe(status)
  expect(response?.headers["content-type"]).toBe("application/json")
  const body = JSON.parse(response?.body ?? "")
  expect(body.error.code).toBe("invalid_request")
  expect(body.error.reasons).toEqual([reason])
  expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/)
  expect(response?.headers["x-request-id"]).toBe(body.request_id)
}

describe("requests Node's parser refuses", () => {
  it("answers a 20 KB PAYMENT-SIGNATURE with a 431 error body, not a bare status", async () => {
    const response = await sendRaw(served.port, post([`PAYMENT-SIGNATURE: ${"A".repeat(20 * 1024)}`], "{}"))
    expectErrorShape(response, 431, "headers_too_large")
  })

  it("answers thousands of small headers over the limit the same way", async () => {
    const headers = Array.from({ length: 2_000 }, (_, i) => `X-Filler-${i}: ${"b".repeat(10)}`)
    expectErrorShape(await sendRaw(served.port, post(headers)), 431, "headers_too_large")
  })

  const malformed: ReadonlyArray<readonly [string, string]> = [
    ["a garbage request line", "GARBAGE\r\n\r\n"],
    ["an unknown method", "BREW /v1/evidence HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["a bad HTTP version", "POST /v1/evidence HTTP/9.Z\r\nHost: x\r\n\r\n"],
    ["a space in the target", "POST /v1/ev idence HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["a header name with a space", "POST /v1/evidence HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n"],
    ["a header without a colon", "POST /v1/evidence HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n"],
    ["a control byte in a header value", "POST /v1/evidence HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n"],
    [
      "two Content-Lengths that disagree",
      "POST /v1/evidence HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab"
    ],
    ["a non-numeric Content-Length", "POST /v1/evidence HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n"],
    [
      "Content-Length and chunked together",
      "POST /v1/evidence HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
    ],
    [
      "a bad chunk size",
      "POST /v1/evidence HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nab\r\n0\r\n\r\n"
    ],
    ["a bare LF request line", "POST /v1/evidence HTTP/1.1\nHost: x\n\n"]
  ]
  for (const [name, bytes] of malformed) {
    it(`answers ${name} with a 400 error body`, async () => {
      const response = await sendRaw(served.port, bytes)
      // A few of these Node tolerates and routes: then our app answers, still in the error shape, never 5xx.
      expect(response).toBeDefined()
      if (response?.headers.connection === "close" && response.status === 400) {
        expectErrorShape(response, 400, "malformed_request")
      } else {
        expect(response?.status).toBeGreaterThanOrEqual(400)
        expect(response?.status).toBeLessThan(500)
        expect(JSON.parse(response?.body ?? "").request_id).toBe(response?.headers["x-request-id"])
      }
    })
  }

  it("renders the raw answer itself with a matching X-Request-Id and length", () => {
    const response = parseRawResponse(parserErrorResponse("HPE_HEADER_OVERFLOW", "r-1"))
    expect(response?.status).toBe(431)
    expect(response?.headers["x-request-id"]).toBe("r-1")
    expect(Number(response?.headers["content-length"])).toBe(Buffer.byteLength(response?.body ?? ""))
    expect(parseRawResponse(parserErrorResponse("HPE_INVALID_METHOD"))?.status).toBe(400)
  })

  it("keeps serving after all of that", async () => {
    const response = await fetch(`${served.baseUrl}/healthz`)
    expect(response.status).toBe(200)
  })
})
