import { connect } from "node:net"

export interface RawResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** The first response in raw HTTP/1.1 bytes (Content-Length framed, or up to the close). */
export const parseRawResponse = (raw: string): RawResponse | undefined => {
  const split = raw.indexOf("\r\n\r\n")
  if (split < 0) return undefined
  const [statusLine, ...lines] = raw.slice(0, split).split("\r\n")
  const status = Number(statusLine?.split(" ")[1])
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(":")
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const length = headers["content-length"]
  const rest = raw.slice(split + 4)
  return { status, headers, body: length === undefined ? rest : rest.slice(0, Number(length)) }
}

/**
 * Sends raw bytes on a fresh connection and reads until the server closes it (or `timeoutMillis`): what a
 * hostile client sees, including a reset (`undefined`) or an empty answer.
 */
export const sendRaw = (
  port: number,
  bytes: string | Buffer,
  timeoutMillis = 5_000
): Promise<RawResponse | undefined> =>
  new Promise((resolve) => {
    const chunks: Array<Buffer> = []
    const socket = connect(port, "127.0.0.1")
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(parseRawResponse(Buffer.concat(chunks).toString("latin1")))
    }
    const timer = setTimeout(done, timeoutMillis)
    socket.on("data", (chunk) => chunks.push(chunk))
    socket.on("end", done)
    socket.on("close", done)
    socket.on("error", done)
    socket.write(bytes)
  })
