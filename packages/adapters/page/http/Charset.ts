/** Decodes a body by its declared charset: the Content-Type parameter, else a `<meta charset>` near the top. */
import { TextDecoder } from "node:util"

const HEADER_CHARSET = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i
const META_CHARSET = /<meta[^>]{0,200}?charset\s*=\s*["']?([\w.:-]+)/i
/** The HTML spec looks for `<meta charset>` in the first 1024 bytes. */
const SNIFF_BYTES = 1024

const decoderFor = (label: string | undefined): TextDecoder => {
  try {
    return new TextDecoder(label ?? "utf-8")
  } catch {
    return new TextDecoder("utf-8")
  }
}

export const decodeBody = (body: Uint8Array, contentType: string): string => {
  const declared =
    HEADER_CHARSET.exec(contentType)?.[1] ??
    META_CHARSET.exec(new TextDecoder("latin1").decode(body.subarray(0, SNIFF_BYTES)))?.[1]
  return decoderFor(declared).decode(body)
}
