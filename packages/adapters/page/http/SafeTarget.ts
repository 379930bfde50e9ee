import { lookup } from "node:dns/promises"
import { PageFetchError } from "@evidence-pack/core"
import { Effect } from "effect"
import { addressRange, isIpLiteral, isPublicAddress } from "../../url/ipaddr/index.ts"
import type { Options, ResolvedAddress, Resolver } from "./FetchOptions.ts"

/** The address one hop will connect to: checked, and pinned so DNS cannot answer differently later. */
export interface Target {
  readonly address: string
  readonly family: 4 | 6
  readonly port: number
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = { "http:": 80, "https:": 443 }

export const dnsResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true })
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }))
}

const bareHost = (url: URL): string =>
  url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname.replace(/\.$/, "")

const literal = (host: string): ResolvedAddress => ({ address: host, family: host.includes(":") ? 6 : 4 })

/**
 * Why an address may not be connected to, or undefined when it may. Only globally routable unicast passes;
 * the loopback exception (tests) needs the exact port it was granted for.
 */
const refusal = (entry: ResolvedAddress, port: number, options: Options): string | undefined => {
  const range = addressRange(entry.address) ?? "unparseable"
  if (options.allowLoopback !== undefined && range === "loopback" && port === options.allowLoopback.port) {
    return undefined
  }
  if (!isPublicAddress(entry.address)) return `${entry.address} is ${range}`
  return undefined
}

/**
 * Resolves and checks one hop before anything is sent: an IP literal is judged as written, a name by every
 * address DNS gives for it (one private answer among public ones refuses the hop, so a split answer cannot
 * smuggle the connection in). Only the scheme's default port is allowed.
 */
export const safeTarget = (url: URL, requested: string, options: Options): Effect.Effect<Target, PageFetchError> =>
  Effect.gen(function* () {
    const fail = (reason: "blocked_address" | "network" | "invalid_url", message: string) =>
      Effect.fail(new PageFetchError({ url: requested, reason, message }))
    const defaultPort = DEFAULT_PORTS[url.protocol]
    if (defaultPort === undefined) return yield* fail("invalid_url", `${url.href}: only http and https are fetched`)
    if (url.username !== "" || url.password !== "") return yield* fail("invalid_url", `${url.href}: credentials`)
    const port = url.port === "" ? defaultPort : Number(url.port)
    const host = bareHost(url)
    const resolve = options.resolve ?? dnsResolver
    const addresses = isIpLiteral(host)
      ? [literal(host)]
      : yield* Effect.tryPromise({
          try: () => resolve(host),
          catch: (cause) =>
            new PageFetchError({ url: requested, reason: "network", message: `${host}: ${String(cause)}` })
        })
    const first = addresses[0]
    if (first === undefined) return yield* fail("network", `${host} has no address`)
    const refused = addresses.map((entry) => refusal(entry, port, options)).find((why) => why !== undefined)
    if (refused !== undefined) return yield* fail("blocked_address", `${url.host}: ${refused}`)
    const loopbackGranted = options.allowLoopback !== undefined && addressRange(first.address) === "loopback"
    if (port !== defaultPort && !loopbackGranted) {
      return yield* fail("blocked_address", `${url.host}: port ${port} is not the default for ${url.protocol}`)
    }
    return { address: first.address, family: first.family, port }
  })
