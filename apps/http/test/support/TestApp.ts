import * as MemoryCounters from "@evidence-pack/adapters/guards/memory"
import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import {
  encodeHeader,
  Facilitator,
  IdempotencyStore,
  layerPurchasePolicy,
  makePurchasePolicy,
  type PaymentPayload,
  Provider
} from "@evidence-pack/core"
import { observedFacilitator, observedProvider } from "@evidence-pack/runtime/Observed"
import { offerOf } from "@evidence-pack/runtime/Offer"
import {
  FakeChain,
  FakeFacilitator,
  FakeProvider,
  FaultPlan,
  faultyStore,
  makePayment,
  nonceFor,
  payerAddress,
  type StoreFault,
  testRequirements,
  testResource
} from "@evidence-pack/testkit"
import { Layer } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { RateLimiter } from "effect/persistence"
import { appLayer } from "../../src/App.ts"
import { layerHttpSettings, makeHttpSettings } from "../../src/edge/HttpSettings.ts"

export const BASE = "http://127.0.0.1:8402"
export const EXAMPLE_QUERY = "Which browsers support CSS grid?"

export interface TestAppOptions {
  readonly unpaidPerMinute?: number
  readonly paidPerMinute?: number
  readonly maxBodyBytes?: number
  /** A real provider adapter instead of the fake (contract tests through the whole app). */
  readonly provider?: Layer.Layer<Provider>
  /** A real facilitator adapter instead of the fake (e.g. HTTP against a stub of a hosted facilitator). */
  readonly facilitator?: Layer.Layer<Facilitator>
  /** Wrap provider and facilitator as production does (spend, revenue, margin on /metrics), with this fee. */
  readonly observed?: { readonly settlementFeeMicroUsd: number }
  /** Bounds of the memory store (retention, cap). */
  readonly memory?: MemoryStore.MemoryStoreOptions
}

const observe = <A>(
  options: TestAppOptions,
  layer: Layer.Layer<A>,
  wrap: (layer: Layer.Layer<A>) => Layer.Layer<A>
): Layer.Layer<A> => (options.observed === undefined ? layer : wrap(layer))

/**
 * The whole HTTP app in process (a web handler, no socket) over fakes that record every provider and settle
 * call, so a test can prove "nothing was charged".
 */
export const makeTestApp = (options: TestAppOptions = {}) => {
  const chain = new FakeChain()
  const payers = [0, 1, 2].map(payerAddress)
  for (const payer of payers) chain.fund(payer, 1_000_000_000n)
  const facilitator = new FakeFacilitator(chain)
  const provider = new FakeProvider()
  const memory = MemoryStore.make(options.memory)
  const storeFaults = new FaultPlan<StoreFault>()
  const settings = makeHttpSettings({
    baseUrl: BASE,
    offer: offerOf(testRequirements, testResource),
    maxBodyBytes: options.maxBodyBytes ?? 16 * 1024,
    unpaidPerMinute: options.unpaidPerMinute ?? 1_000,
    paidPerMinute: options.paidPerMinute ?? 1_000,
    trustProxy: true,
    exampleQuery: EXAMPLE_QUERY
  })
  const services = Layer.mergeAll(
    observe(options, options.provider ?? Layer.succeed(Provider, provider.service()), observedProvider),
    observe(options, options.facilitator ?? Layer.succeed(Facilitator, facilitator.service()), (layer) =>
      observedFacilitator(layer, options.observed?.settlementFeeMicroUsd)
    ),
    Layer.succeed(IdempotencyStore, faultyStore(memory, storeFaults)),
    layerPurchasePolicy(
      makePurchasePolicy({ requirements: testRequirements, resource: testResource, settleRetryDelayMillis: 0 })
    ),
    MemoryCounters.layer,
    layerHttpSettings(settings),
    RateLimiter.layer.pipe(Layer.provide(RateLimiter.layerStoreMemory))
  )
  const { handler, dispose } = HttpRouter.toWebHandler(
    appLayer.pipe(Layer.provideMerge(services), Layer.provide(HttpServer.layerServices)),
    {
      disableLogger: process.env.DEBUG_HTTP === undefined
    }
  )
  let nonce = 0
  const sign = (payer = payers[0]!, overrides: Partial<Parameters<typeof makePayment>[0]> = {}): PaymentPayload =>
    makePayment({ payer, nonce: nonceFor(++nonce), validBefore: Math.floor(Date.now() / 1000) + 120, ...overrides })

  const post = (init: {
    readonly body?: string | undefined
    readonly key?: string | undefined
    readonly payment?: PaymentPayload | string | undefined
    readonly contentType?: string | undefined
    readonly headers?: Record<string, string>
  }) => {
    const headers: Record<string, string> = { ...init.headers }
    if (init.body !== undefined) headers["content-type"] = init.contentType ?? "application/json"
    if (init.key !== undefined) headers["idempotency-key"] = init.key
    if (init.payment !== undefined) {
      headers["payment-signature"] = typeof init.payment === "string" ? init.payment : encodeHeader(init.payment)
    }
    return handler(new Request(`${BASE}/v1/evidence`, { method: "POST", headers, body: init.body ?? null }))
  }
  const get = (path: string, init: RequestInit = {}) => handler(new Request(`${BASE}${path}`, init))
  return {
    handler,
    dispose,
    services,
    chain,
    payers,
    facilitator,
    provider,
    memory,
    storeFaults,
    settings,
    sign,
    post,
    get
  }
}

export type TestApp = ReturnType<typeof makeTestApp>
