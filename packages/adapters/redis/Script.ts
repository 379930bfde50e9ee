import { createHash } from "node:crypto"

/** A Lua script run by EVALSHA (Commands.run), named for logs and round-trip counts. */
export interface Script {
  readonly name: string
  readonly lua: string
  /** EVALSHA id; EVAL with the source is the fallback when a node has not cached the script yet. */
  readonly sha: string
}

export const define = (name: string, lua: string): Script => ({
  name,
  lua,
  sha: createHash("sha1").update(lua).digest("hex")
})
