import type { Candidate } from "../ports/Provider.ts"
import { RejectionReason } from "./RejectionReason.ts"

/**
 * How the live check's refusals reach `validateEvidence` through the candidate list it already takes: a
 * refused candidate carries its reason under this symbol. A symbol, not a field, so a provider's JSON can
 * never set it; only code holding the symbol can.
 */
export const LiveVerdict: unique symbol = Symbol.for("@evidence-pack/core/evidence/LiveVerdict")

/** A candidate after the live check: unchanged, corrected from the page, or refused with a reason. */
export type LiveCheckedCandidate = Candidate & { readonly [LiveVerdict]?: RejectionReason }

export const refuseLive = (candidate: Candidate, reason: RejectionReason): LiveCheckedCandidate => ({
  ...candidate,
  [LiveVerdict]: reason
})

const isReason = (value: unknown): value is RejectionReason =>
  typeof value === "string" && (RejectionReason.literals as ReadonlyArray<string>).includes(value)

/** The live check's reason for refusing this candidate, if it refused it. */
export const liveVerdictOf = (candidate: unknown): RejectionReason | undefined => {
  if (typeof candidate !== "object" || candidate === null) return undefined
  const value: unknown = (candidate as { readonly [LiveVerdict]?: unknown })[LiveVerdict]
  return isReason(value) ? value : undefined
}
