/**
 * Synchronous clean-ups that must run however this process ends, so that child processes (anvil) never outlive it.
 * Only synchronous work is possible in an 'exit' handler, so a hook is typically "send SIGTERM to that pid".
 *
 * This is the first line of defence; the second is in Anvil.ts (anvil also dies when our end of its stdin pipe
 * closes, which the kernel does even when this process is SIGKILLed).
 */
type Hook = () => void

const hooks = new Set<Hook>()
const SIGNALS = ["SIGINT", "SIGTERM"] as const
type Signal = (typeof SIGNALS)[number]
let installed = false

const runAll = (): void => {
  for (const hook of hooks) {
    try {
      hook()
    } catch {
      // One failing clean-up must not prevent the others.
    }
  }
}

/**
 * If someone else listens to the signal (e.g. main.ts), they own the shutdown: a graceful stop is better than our
 * hard one, and the 'exit' hook still runs if theirs fails. Otherwise clean up and restore node's default (die by
 * that signal) by re-raising it, since merely listening to a signal stops node from terminating on it.
 */
const onSignal = (signal: Signal): void => {
  if (process.listenerCount(signal) > 1) return
  runAll()
  uninstall()
  process.kill(process.pid, signal)
}

const signalHandlers: Record<Signal, () => void> = {
  SIGINT: () => onSignal("SIGINT"),
  SIGTERM: () => onSignal("SIGTERM")
}

const install = (): void => {
  if (installed) return
  installed = true
  process.on("exit", runAll)
  // The monitor variant observes uncaught exceptions without changing node's crash behaviour.
  process.on("uncaughtExceptionMonitor", runAll)
  for (const signal of SIGNALS) process.on(signal, signalHandlers[signal])
}

const uninstall = (): void => {
  if (!installed) return
  installed = false
  process.off("exit", runAll)
  process.off("uncaughtExceptionMonitor", runAll)
  for (const signal of SIGNALS) process.off(signal, signalHandlers[signal])
}

/** Registers `hook` to run on exit, SIGINT, SIGTERM and uncaught exceptions. Returns the unregister function. */
export const onProcessExit = (hook: Hook): (() => void) => {
  hooks.add(hook)
  install()
  return () => {
    hooks.delete(hook)
    // No hooks left: remove our listeners so we don't alter signal handling of a process that no longer needs us.
    if (hooks.size === 0) uninstall()
  }
}
