import { closeSync, openSync, readSync } from "node:fs"

/** Where a reader is in the pool file: the next line to send and its byte offset. */
export interface PoolCursor {
  line: number
  byte: number
}

/** A pool line: `Idempotency-Key <TAB> PAYMENT-SIGNATURE`. */
export interface Purchase {
  readonly key: string
  readonly signature: string
}

export const purchaseOf = (line: string): Purchase => {
  const tab = line.indexOf("\t")
  return { key: line.slice(0, tab), signature: line.slice(tab + 1) }
}

/**
 * `count` lines of the pool file from `cursor` on (fewer at its end), and the cursor after them. Lines are ASCII.
 * The bench and its generator processes read the pool this way, each from its own cursor.
 */
export const readPoolLines = (
  file: string,
  cursor: PoolCursor,
  count: number
): { readonly lines: ReadonlyArray<string>; readonly next: PoolCursor } => {
  const fd = openSync(file, "r")
  try {
    const lines: Array<string> = []
    const buffer = Buffer.alloc(1 << 20)
    let position = cursor.byte
    let pending = ""
    while (lines.length < count) {
      const read = readSync(fd, buffer, 0, buffer.length, position)
      if (read === 0) break
      position += read
      pending += buffer.toString("latin1", 0, read)
      let newline = pending.indexOf("\n")
      while (lines.length < count && newline >= 0) {
        lines.push(pending.slice(0, newline))
        pending = pending.slice(newline + 1)
        newline = pending.indexOf("\n")
      }
    }
    const bytes = lines.reduce((sum, line) => sum + line.length + 1, 0)
    return { lines, next: { line: cursor.line + lines.length, byte: cursor.byte + bytes } }
  } finally {
    closeSync(fd)
  }
}
