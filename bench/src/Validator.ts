import { awaitExit, spawnPinned } from "./ChildProcesses.ts"
import type { ValidatorRound } from "./ValidatorBench.ts"

/** What ValidatorBench.ts measured: rounds over the same sets, then rounds over sets of texts never seen before. */
export interface ValidatorRounds {
  readonly rounds: ReadonlyArray<ValidatorRound>
  readonly freshRounds: ReadonlyArray<ValidatorRound>
}

/** Runs ValidatorBench.ts in a child pinned to `cpu` and returns its rounds. */
export const runValidator = (cpu: number, rounds: number, seconds: number): Promise<ValidatorRounds> =>
  new Promise((resolve, reject) => {
    const entry = new URL("./ValidatorBench.ts", import.meta.url).pathname
    const child = spawnPinned(cpu, process.execPath, [entry, String(rounds), String(seconds)], {
      stdio: ["ignore", "inherit", "inherit", "ipc"]
    })
    let result: ValidatorRounds | undefined
    child.on("message", (message: { readonly type?: string; readonly payload?: ValidatorRounds }) => {
      if (message.type === "result") result = message.payload
    })
    child.on("error", reject)
    child.on("exit", (code) => {
      if (result !== undefined) resolve(result)
      else reject(new Error(`the validator bench exited with ${code} and no result`))
    })
    setTimeout(() => void awaitExit(child, 1), (2 * rounds * seconds + 60) * 1000).unref()
  })
