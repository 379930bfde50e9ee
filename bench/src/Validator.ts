import { awaitExit, spawnPinned } from "./ChildProcesses.ts"
import type { ValidatorRound } from "./ValidatorBench.ts"

/** Runs ValidatorBench.ts in a child pinned to `cpu` and returns its rounds. */
export const runValidator = (cpu: number, rounds: number, seconds: number): Promise<ReadonlyArray<ValidatorRound>> =>
  new Promise((resolve, reject) => {
    const entry = new URL("./ValidatorBench.ts", import.meta.url).pathname
    const child = spawnPinned(cpu, process.execPath, [entry, String(rounds), String(seconds)], {
      stdio: ["ignore", "inherit", "inherit", "ipc"]
    })
    let result: ReadonlyArray<ValidatorRound> | undefined
    child.on("message", (message: { readonly type?: string; readonly payload?: { rounds: Array<ValidatorRound> } }) => {
      if (message.type === "result") result = message.payload?.rounds
    })
    child.on("error", reject)
    child.on("exit", (code) => {
      if (result !== undefined) resolve(result)
      else reject(new Error(`the validator bench exited with ${code} and no result`))
    })
    setTimeout(() => void awaitExit(child, 1), (rounds * seconds + 60) * 1000).unref()
  })
