/**
 * The devnet's two ports as the operator sets them (`DEVNET_RPC_PORT`, `DEVNET_FACILITATOR_PORT`), read here only:
 * `pnpm devnet`, `pnpm dev` and `pnpm demo` all ask this module. Absent or empty: undefined (the caller's default).
 */
export interface DevnetPorts {
  readonly rpcPort?: number
  readonly facilitatorPort?: number
}

const portOf = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === "") return undefined
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} must be a port (0-65535): "${raw}"`)
  return port
}

export const devnetPortsFromEnv = (env: NodeJS.ProcessEnv = process.env): DevnetPorts => {
  const rpcPort = portOf("DEVNET_RPC_PORT", env.DEVNET_RPC_PORT)
  const facilitatorPort = portOf("DEVNET_FACILITATOR_PORT", env.DEVNET_FACILITATOR_PORT)
  return {
    ...(rpcPort === undefined ? {} : { rpcPort }),
    ...(facilitatorPort === undefined ? {} : { facilitatorPort })
  }
}
