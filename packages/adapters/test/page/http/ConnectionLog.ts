import net from "node:net"

export interface Connection {
  readonly address: string | undefined
  readonly port: number | undefined
}

/**
 * Records every TCP connection this process opens, by wrapping `net.Socket.prototype.connect` (http and https
 * both connect through it). The proof that no SSRF case reached a private address: the log may only ever
 * contain the test's own page server.
 */
export const recordConnections = (): {
  readonly log: Array<Connection>
  readonly attempts: Array<unknown>
  readonly stop: () => void
} => {
  const log: Array<Connection> = []
  const attempts: Array<unknown> = []
  const original = net.Socket.prototype.connect
  const patched = function (this: net.Socket, ...args: Array<unknown>) {
    const first = args[0]
    const options: unknown = Array.isArray(first) ? first[0] : first
    attempts.push(typeof options === "object" && options !== null ? { ...(options as object) } : options)
    this.once("connect", () => log.push({ address: this.remoteAddress, port: this.remotePort }))
    return (original as (...a: Array<unknown>) => net.Socket).apply(this, args)
  }
  net.Socket.prototype.connect = patched as typeof original
  const stop = () => {
    net.Socket.prototype.connect = original
  }
  return { log, attempts, stop }
}
