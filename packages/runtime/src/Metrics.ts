import { Metric } from "effect"

/**
 * `metric` with one attribute set, built once per value and reused: `Metric.withAttributes` on every request
 * costs about a microsecond. Only for closed sets of values (statuses, outcome and reason codes): one entry each.
 */
export const byAttribute = <In, Out>(metric: Metric.Metric<In, Out>, attribute: string) => {
  const tagged = new Map<string, Metric.Metric<In, Out>>()
  return (value: string): Metric.Metric<In, Out> => {
    let found = tagged.get(value)
    if (found === undefined) {
      found = Metric.withAttributes(metric, { [attribute]: value })
      tagged.set(value, found)
    }
    return found
  }
}

/** Every response, by status. */
export const httpResponses = Metric.counter("http_responses_total", { description: "HTTP responses by status" })

/** How paid requests ended: fulfilled, replay, or the error code. */
export const purchaseOutcomes = Metric.counter("purchases_total", { description: "Paid requests by outcome" })

/** `purchases_total` for one outcome (fulfilled, replay, or an error code). */
export const purchaseOutcome = byAttribute(purchaseOutcomes, "outcome")

/** Candidates and packs refused by validation, by reason code. */
export const validationRejections = Metric.counter("validation_rejections_total", {
  description: "Validation rejections by reason"
})

/** `validation_rejections_total` for one reason code. */
export const validationRejection = byAttribute(validationRejections, "reason")

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
