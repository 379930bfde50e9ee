import type { EvidencePack, Executing } from "@evidence-pack/core"
import * as Transitions from "@evidence-pack/core/purchase/Transitions"
import { makePayment, nonceFor, payerAddress } from "./Payments.ts"

export const samplePack: EvidencePack = {
  answer: "Sample answer drawn from the sources.",
  sources: [1, 2, 3].map((i) => ({
    title: `Source ${i}`,
    url: `https://host${i}.example.org/page`,
    snippet: `Snippet ${i} with enough words to be useful evidence.`,
    published_at: "2026-01-01T00:00:00.000Z",
    updated_at: null
  })),
  freshness: { required: false, satisfied: true, newest_timestamp: "2026-01-01T00:00:00.000Z" },
  evidence: { source_count: 3, distinct_source_count: 3, validated: true }
}

export interface SampleOptions {
  readonly payer?: number
  readonly key?: string
  readonly nonce?: number
  readonly now?: number
  readonly leaseMillis?: number
  readonly owner?: string
}

/** An executing record as `purchase` would create it. */
export const sampleExecuting = (options: SampleOptions = {}): Executing => {
  const now = options.now ?? 1_800_000_000_000
  return Transitions.start({
    payer: payerAddress(options.payer ?? 1),
    idempotencyKey: options.key ?? "key-1",
    fingerprint: JSON.stringify(["q", 5, null]),
    query: "q",
    requestId: "00000000-0000-4000-8000-000000000001",
    payment: makePayment({
      payer: payerAddress(options.payer ?? 1),
      nonce: nonceFor(options.nonce ?? 1),
      validBefore: Math.floor(now / 1000) + 120
    }),
    lease: { owner: options.owner ?? "owner-1", expiresAt: now + (options.leaseMillis ?? 30_000) },
    now
  })
}
