import { Metric } from "effect"

/** Every response, by status. */
export const httpResponses = Metric.counter("http_responses_total", { description: "HTTP responses by status" })

/** How paid requests ended: fulfilled, replay, or the error code. */
export const purchaseOutcomes = Metric.counter("purchases_total", { description: "Paid requests by outcome" })

/** Candidates and packs refused by validation, by reason code. */
export const validationRejections = Metric.counter("validation_rejections_total", {
  description: "Validation rejections by reason"
})

const latencyBoundaries = Metric.exponentialBoundaries({ start: 1, factor: 2, count: 14 })

export const providerLatency = Metric.histogram("provider_search_duration_ms", {
  description: "Provider search latency",
  boundaries: latencyBoundaries
})

export const settleLatency = Metric.histogram("facilitator_settle_duration_ms", {
  description: "Facilitator settle latency",
  boundaries: latencyBoundaries
})

export const verifyLatency = Metric.histogram("facilitator_verify_duration_ms", {
  description: "Facilitator verify latency",
  boundaries: latencyBoundaries
})
