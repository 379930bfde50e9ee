import { fakeTransaction } from "@evidence-pack/testkit/bench/FakeTransaction"
import type { FacilitatorClient } from "@x402/core/server"
import type { PaymentPayload, SettleResponse, SupportedResponse, VerifyResponse } from "@x402/core/types"
import { NETWORK } from "../Offer.ts"

const payerOf = (payload: PaymentPayload): string | undefined =>
  (payload.payload as { readonly authorization?: { readonly from?: string } }).authorization?.from

const SUPPORTED: SupportedResponse = {
  kinds: [{ x402Version: 2, scheme: "exact", network: NETWORK }],
  extensions: [],
  signers: {}
}

/**
 * The reference's facilitator: in process, answering at once, checking nothing. verify says valid, settle says
 * settled with a fresh transaction hash; no chain, no network.
 */
export const instantX402Facilitator = (): FacilitatorClient => ({
  verify: async (payload): Promise<VerifyResponse> => {
    const payer = payerOf(payload)
    return payer === undefined ? { isValid: true } : { isValid: true, payer }
  },
  settle: async (payload, requirements): Promise<SettleResponse> => {
    const payer = payerOf(payload)
    const settled = { success: true, transaction: fakeTransaction(), network: requirements.network }
    return payer === undefined ? settled : { ...settled, payer }
  },
  getSupported: async () => SUPPORTED
})
