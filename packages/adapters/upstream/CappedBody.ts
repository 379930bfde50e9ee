/** Reads the body as UTF-8 text, or `undefined` once it exceeds `maxBytes` (the rest is not read). */
export const readCapped = async (response: Response, maxBytes: number): Promise<string | undefined> => {
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel()
    return undefined
  }
  if (response.body === null) return ""
  const chunks: Array<Uint8Array> = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > maxBytes) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString("utf8")
}
