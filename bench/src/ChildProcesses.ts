import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process"

/**
 * Every process the bench starts, pinned to one CPU with `taskset -c <cpu>` (taskset execs the command, so the
 * pid is the command's own). All of them are killed when the bench exits, however it exits: normal end, thrown
 * error, Ctrl-C or SIGTERM. Children also exit by themselves when their IPC channel to the bench closes.
 */
const running = new Set<ChildProcess>()

export const spawnPinned = (
  cpu: number,
  command: string,
  args: ReadonlyArray<string>,
  options: SpawnOptions
): ChildProcess => {
  const child = spawn("taskset", ["-c", String(cpu), command, ...args], options)
  running.add(child)
  child.on("exit", () => running.delete(child))
  return child
}

export const killAll = (): void => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  }
  running.clear()
}

/** Waits for a child to exit, killing it with SIGKILL after `millis`. */
export const awaitExit = (child: ChildProcess, millis: number): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill("SIGKILL"), millis)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
  })

let installed = false
const hooks: Array<() => Promise<unknown>> = []

/** Work to finish after the children are killed on Ctrl-C or SIGTERM (e.g. deleting the run's Redis keys). */
export const onInterrupt = (hook: () => Promise<unknown>): void => {
  hooks.push(hook)
}

/** Kills every child on exit and on SIGINT/SIGTERM (then runs the interrupt hooks, 5 s at most, and exits). */
export const installCleanup = (): void => {
  if (installed) return
  installed = true
  process.on("exit", killAll)
  const interrupted = (code: number) => () => {
    killAll()
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000).unref())
    void Promise.race([Promise.allSettled(hooks.map((hook) => hook())), timeout]).finally(() => process.exit(code))
  }
  process.on("SIGINT", interrupted(130))
  process.on("SIGTERM", interrupted(143))
}
