import { encodeHeader, type PaymentRequired } from "@evidence-pack/core"
import type { Offer } from "@evidence-pack/runtime/Offer"
import { Context, Layer } from "effect"
import { offerExtensions, SERVICE_NAME, SERVICE_TAGS } from "../discovery/Extensions.ts"

/** What the HTTP edge needs beyond the ports: limits, terms, and the precomputed 402 header. */
export interface HttpSettingsShape {
  readonly baseUrl: string
  readonly offer: Offer
  /** The `PAYMENT-REQUIRED` header value, encoded once: it never changes for a running process. */
  readonly paymentRequiredHeader: string
  readonly maxBodyBytes: number
  readonly unpaidPerMinute: number
  readonly paidPerMinute: number
  readonly trustProxy: boolean
  /** A question the configured provider answers: the OpenAPI and skill.md examples use it. */
  readonly exampleQuery: string
}

export class HttpSettings extends Context.Service<HttpSettings, HttpSettingsShape>()(
  "@evidence-pack/http/HttpSettings"
) {}

/** The 402 as agents and catalogs read it: our offer, the service metadata and the declared extensions. */
const advertised = (options: Omit<HttpSettingsShape, "paymentRequiredHeader">): PaymentRequired => {
  const { paymentRequired } = options.offer
  return {
    ...paymentRequired,
    resource: { ...paymentRequired.resource, serviceName: SERVICE_NAME, tags: SERVICE_TAGS },
    extensions: { ...paymentRequired.extensions, ...offerExtensions(options.exampleQuery) }
  }
}

export const makeHttpSettings = (options: Omit<HttpSettingsShape, "paymentRequiredHeader">): HttpSettingsShape => ({
  ...options,
  paymentRequiredHeader: encodeHeader(advertised(options))
})

export const layerHttpSettings = (settings: HttpSettingsShape) => Layer.succeed(HttpSettings, settings)
