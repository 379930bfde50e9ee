import * as HttpFacilitator from "@evidence-pack/adapters/facilitator/http"
import * as LocalFacilitator from "@evidence-pack/adapters/facilitator/local"
import { Config, Option } from "effect"

/** Which facilitator settles, with the settings of that one only. */
export type FacilitatorChoice =
  | ({ readonly _tag: "local" } & Config.Success<typeof LocalFacilitator.LocalFacilitatorConfig>)
  | ({ readonly _tag: "http" } & Config.Success<typeof HttpFacilitator.HttpFacilitatorConfig>)

/**
 * FACILITATOR_PRIVATE_KEY set: this process settles itself (the local facilitator, which then requires RPC_URL and
 * an EVM NETWORK); unset: any x402 facilitator over HTTP (FACILITATOR_URL required). The key decides, so a key
 * with a missing RPC_URL fails start-up rather than falling back to another facilitator.
 */
export const FacilitatorConfig: Config.Config<FacilitatorChoice> = Config.option(LocalFacilitator.GasKeyConfig).pipe(
  Config.flatMap(
    (gasKey): Config.Config<FacilitatorChoice> =>
      Option.isSome(gasKey)
        ? LocalFacilitator.LocalFacilitatorConfig.pipe(Config.map((local) => ({ _tag: "local" as const, ...local })))
        : HttpFacilitator.HttpFacilitatorConfig.pipe(Config.map((http) => ({ _tag: "http" as const, ...http })))
  )
)
