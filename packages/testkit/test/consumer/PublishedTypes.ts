import {
  type EvidenceRequest,
  EvidenceResponse,
  IdempotencyStore,
  type PurchaseError,
  purchase,
  purchaseErrorStatus,
  reconcile,
  validateEvidence
} from "@evidence-pack/core"
import { makeMemoryStore, runScenario, type ScenarioResult, storeConformance } from "@evidence-pack/testkit"

/**
 * Type-checked twice: in the workspace against the sources, and by the consumer test against the declarations in
 * the installed tarballs (where a missing or broken declaration would silently turn a type into `any`).
 */
const store: IdempotencyStore["Service"] = makeMemoryStore()
const status: number = purchaseErrorStatus.EvidenceRejected.status
const request: EvidenceRequest = { query: "which HTTP status means too many requests?", max_sources: 5 }
const tag: PurchaseError["_tag"] = "EvidenceRejected"
const violations = (result: ScenarioResult): ReadonlyArray<string> => result.violations

export const publishedSurface = [
  IdempotencyStore,
  EvidenceResponse,
  store,
  status,
  request,
  tag,
  violations,
  purchase,
  reconcile,
  validateEvidence,
  storeConformance,
  runScenario
]
