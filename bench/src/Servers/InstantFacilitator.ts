import { Facilitator, payerOf, type SettlementResponse } from "@evidence-pack/core"
import { Effect } from "effect"
import { NETWORK } from "../Offer.ts"
import { fakeTransaction } from "./FakeTransaction.ts"

/**
 * Our Facilitator port answering at once and checking nothing (the counterpart of the reference's instant
 * facilitator): verify accepts, settle succeeds with a fresh transaction hash, no chain, no network.
 */
export const instantFacilitator = (): Facilitator["Service"] =>
  Facilitator.of({
    supported: () => Effect.succeed({ kinds: [{ x402Version: 2, scheme: "exact", network: NETWORK }] }),
    verify: (payment) => Effect.sync(() => ({ payer: payerOf(payment) })),
    settle: (payment) =>
      Effect.sync(
        (): SettlementResponse => ({
          success: true,
          transaction: fakeTransaction(),
          network: NETWORK,
          payer: payerOf(payment)
        })
      ),
    authorizationState: () => Effect.succeed({ _tag: "Unused" })
  })
