import { readFileSync } from "node:fs"

/**
 * The Node flags `pnpm start` and `pnpm dev` run with, read from the root package.json's `start` script (the one
 * place they are set), so the bench's servers run as an operator's do: `node <flags> apps/http/src/main.ts`.
 */
export const startNodeFlags = (): ReadonlyArray<string> => {
  const rootPackage = new URL("../../package.json", import.meta.url)
  const { scripts } = JSON.parse(readFileSync(rootPackage, "utf8")) as { scripts: Record<string, string> }
  const words = (scripts.start ?? "").split(/\s+/)
  if (words[0] !== "node") throw new Error(`the start script does not run node: ${scripts.start}`)
  return words.slice(1).filter((word) => word.startsWith("--"))
}
