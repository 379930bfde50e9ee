import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { pad, toEventSelector, toFunctionSelector } from "viem"
import * as ChainReader from "../../../facilitator/http/ChainReader.ts"
import { NONCE, PAYER, payment, TOKEN, TX } from "./Fixtures.ts"

/** A JSON-RPC node that knows one token, one authorization state, and maybe one AuthorizationUsed log. */
interface Chain {
  used: boolean
  logs: "found" | "none" | "error"
  callError: boolean
  readonly getLogsFilters: Array<Record<string, unknown>>
  readonly calls: Array<{ to: string; data: string }>
}

const HEAD = 12_345n
const SELECTOR = toFunctionSelector("authorizationState(address,bytes32)")
const AUTHORIZATION_USED = toEventSelector("AuthorizationUsed(address,bytes32)")
const word = (value: boolean) => pad(value ? "0x1" : "0x0", { size: 32 })

const log = () => ({
  address: TOKEN,
  topics: [AUTHORIZATION_USED, pad(PAYER.toLowerCase() as `0x${string}`, { size: 32 }), NONCE],
  data: "0x",
  blockNumber: "0x3000",
  blockHash: `0x${"f".repeat(64)}`,
  transactionHash: TX,
  transactionIndex: "0x0",
  logIndex: "0x0",
  removed: false
})

const answer = (chain: Chain, method: string, params: Array<Record<string, unknown>>) => {
  switch (method) {
    case "eth_blockNumber":
      return { result: `0x${HEAD.toString(16)}` }
    case "eth_call": {
      chain.calls.push({ to: String(params[0]?.to), data: String(params[0]?.data) })
      return chain.callError ? { error: { code: -32000, message: "header not found" } } : { result: word(chain.used) }
    }
    case "eth_getLogs":
      chain.getLogsFilters.push(params[0] ?? {})
      if (chain.logs === "error") return { error: { code: -32005, message: "query exceeds max block range 1000" } }
      return { result: chain.logs === "found" ? [log()] : [] }
    default:
      return { error: { code: -32601, message: `method ${method} not found` } }
  }
}

let server: Server
let rpcUrl: string
const chain: Chain = { used: false, logs: "found", callError: false, getLogsFilters: [], calls: [] }

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"))
    const reply = answer(chain, body.method, body.params ?? [])
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ jsonrpc: "2.0", id: body.id, ...reply }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  // Hosted RPC URLs carry their key in the path; it must never reach an error message.
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/rpc-secret-key`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const reset = (state: Partial<Chain>) => {
  Object.assign(chain, { used: false, logs: "found", callError: false }, state)
  chain.getLogsFilters.length = 0
  chain.calls.length = 0
}

describe("ChainReader over JSON-RPC", () => {
  it.effect("an unused authorization is Unused, asked of the token with authorizationState(from, nonce)", () =>
    Effect.gen(function* () {
      reset({ used: false })
      const state = yield* ChainReader.make({ rpcUrl }).authorizationState(payment)
      assert.deepStrictEqual(state, { _tag: "Unused" })
      const [call] = chain.calls
      assert.strictEqual(call?.to.toLowerCase(), TOKEN)
      assert.strictEqual(
        call?.data,
        `${SELECTOR}${pad(PAYER.toLowerCase() as `0x${string}`).slice(2)}${NONCE.slice(2)}`
      )
      assert.strictEqual(chain.getLogsFilters.length, 0)
    })
  )

  it.effect("a used authorization is Used with the transaction of its AuthorizationUsed event", () =>
    Effect.gen(function* () {
      reset({ used: true, logs: "found" })
      const state = yield* ChainReader.make({ rpcUrl }).authorizationState(payment)
      assert.deepStrictEqual(state, { _tag: "Used", transaction: TX })
      const [filter] = chain.getLogsFilters
      assert.strictEqual(String(filter?.address).toLowerCase(), TOKEN)
      assert.strictEqual(filter?.fromBlock, `0x${(HEAD - 10_000n).toString(16)}`)
      assert.strictEqual(filter?.toBlock, `0x${HEAD.toString(16)}`)
      assert.deepStrictEqual(filter?.topics, [
        AUTHORIZATION_USED,
        pad(PAYER.toLowerCase() as `0x${string}`, { size: 32 }),
        NONCE
      ])
    })
  )

  it.effect("the lookback is bounded and configurable", () =>
    Effect.gen(function* () {
      reset({ used: true })
      yield* ChainReader.make({ rpcUrl, lookbackBlocks: 100n }).authorizationState(payment)
      assert.strictEqual(chain.getLogsFilters[0]?.fromBlock, `0x${(HEAD - 100n).toString(16)}`)
      reset({ used: true })
      yield* ChainReader.make({ rpcUrl, lookbackBlocks: 1_000_000n }).authorizationState(payment)
      assert.strictEqual(chain.getLogsFilters[0]?.fromBlock, "0x0")
    })
  )

  it.effect("used, with no event in range or a refused log query, is Used with transaction null", () =>
    Effect.gen(function* () {
      for (const logs of ["none", "error"] as const) {
        reset({ used: true, logs })
        const state = yield* ChainReader.make({ rpcUrl }).authorizationState(payment)
        assert.deepStrictEqual(state, { _tag: "Used", transaction: null })
      }
    })
  )

  it.effect("a failed authorizationState call is FacilitatorUnavailable without the RPC URL in the message", () =>
    Effect.gen(function* () {
      reset({ callError: true })
      const error = yield* Effect.flip(ChainReader.make({ rpcUrl }).authorizationState(payment))
      assert.strictEqual(error._tag, "FacilitatorUnavailable")
      assert.include(error.message, "authorizationState")
      assert.notInclude(`${error.message} ${JSON.stringify(error)}`, "rpc-secret-key")
    })
  )

  it.effect("an unreachable node is FacilitatorUnavailable", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        ChainReader.make({ rpcUrl: "http://127.0.0.1:1/key", timeout: "1 second" }).authorizationState(payment)
      )
      assert.strictEqual(error._tag, "FacilitatorUnavailable")
      assert.notInclude(error.message, "127.0.0.1:1/key")
    })
  )

  it.effect("a payment whose asset is not an address is refused before any call", () =>
    Effect.gen(function* () {
      reset({})
      const odd = { ...payment, accepted: { ...payment.accepted, asset: "USDC" } }
      const error = yield* Effect.flip(ChainReader.make({ rpcUrl }).authorizationState(odd))
      assert.strictEqual(error._tag, "FacilitatorUnavailable")
      assert.strictEqual(chain.calls.length, 0)
    })
  )
})
