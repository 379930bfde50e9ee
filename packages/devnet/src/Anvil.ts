import type { ChildProcessByStdio } from "node:child_process"
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import type { Readable, Writable } from "node:stream"
import { onProcessExit } from "./ExitHooks.ts"

export interface AnvilOptions {
  /** TCP port on 127.0.0.1; 0 (the default) lets the OS pick a free one, read back from anvil's output. */
  readonly port?: number
  readonly chainId?: number
  /** Overrides the binary from `@foundry-rs/anvil-<platform>`. */
  readonly binaryPath?: string
  readonly startTimeoutMs?: number
}

export interface Anvil {
  readonly rpcUrl: string
  readonly port: number
  /** anvil's own pid (not the watchdog shell's). */
  readonly pid: number
  /** Terminates anvil and resolves once it has exited. Idempotent. */
  stop(): Promise<void>
}

/** The `@foundry-rs/anvil` platform packages, keyed like `${process.platform}-${process.arch}`. */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  "linux-x64": "@foundry-rs/anvil-linux-amd64",
  "linux-arm64": "@foundry-rs/anvil-linux-arm64",
  "darwin-x64": "@foundry-rs/anvil-darwin-amd64",
  "darwin-arm64": "@foundry-rs/anvil-darwin-arm64"
}

/**
 * Path of the anvil binary shipped by npm. The platform package is an optional dependency of `@foundry-rs/anvil`,
 * not of ours, so under pnpm's strict layout it is only resolvable from the wrapper package's own location. We skip
 * the wrapper's `bin.mjs` (a node process in between would cost ~40 ms and swallow our signals).
 */
export const anvilBinaryPath = (): string => {
  const platformPackage = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!platformPackage) throw new Error(`anvil from npm is not available on ${process.platform}-${process.arch}`)
  const ours = createRequire(import.meta.url)
  const wrappers = createRequire(ours.resolve("@foundry-rs/anvil/package.json"))
  return wrappers.resolve(`${platformPackage}/bin/anvil`)
}

/**
 * A tiny shell between us and anvil, so that anvil dies with us even when we are SIGKILLed (node has no
 * PR_SET_PDEATHSIG). We hold the write end of the shell's stdin; the kernel closes it whenever we die, the watcher
 * reads EOF and terminates anvil. stop() uses the same path (closing stdin), so the shell exits only after anvil
 * has. If anvil exits on its own (bad flags, port taken), the shell exits too and we see it.
 * `$0` is the binary and `$@` its arguments.
 */
const WATCHDOG = `
exec 3<&0
"$0" "$@" </dev/null 3<&- &
anvil=$!
echo "anvil-pid $anvil"
(while read -r _; do :; done; kill -TERM "$anvil" 2>/dev/null) <&3 &
watcher=$!
exec 3<&-
wait "$anvil"
code=$?
kill "$watcher" 2>/dev/null
exit $code
`

type Child = ChildProcessByStdio<Writable, Readable, Readable>

const LISTENING = /Listening on 127\.0\.0\.1:(\d+)/
const PID_LINE = /^anvil-pid (\d+)$/m
const STOP_GRACE_MS = 3_000

export const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** Signals the watchdog's whole process group (shell, watcher, anvil); `detached` made the shell its leader. */
const signalGroup = (child: Child, signal: NodeJS.Signals): void => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

const spawnWatchdog = (binary: string, port: number, chainId: number): Child =>
  spawn(
    "/bin/sh",
    ["-c", WATCHDOG, binary, "--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId)],
    {
      // Own process group: a terminal's Ctrl-C reaches us, not anvil; we decide when it stops.
      detached: true,
      stdio: ["pipe", "pipe", "pipe"]
    }
  )

/** Resolves with anvil's pid and port once it listens; rejects if it exits or stays silent first. */
const waitUntilListening = (child: Child, timeoutMs: number): Promise<{ pid: number; port: number }> =>
  new Promise((resolve, reject) => {
    let stdout = ""
    let stderr = ""
    const fail = (reason: string): void => {
      cleanup()
      reject(new Error(`anvil did not start: ${reason}${stderr ? `\n${stderr.trim()}` : ""}`))
    }
    const onStdout = (chunk: Buffer): void => {
      stdout += chunk.toString("utf8")
      const port = LISTENING.exec(stdout)?.[1]
      const pid = PID_LINE.exec(stdout)?.[1]
      if (port === undefined || pid === undefined) return
      cleanup()
      resolve({ pid: Number(pid), port: Number(port) })
    }
    const onStderr = (chunk: Buffer): void => {
      stderr = (stderr + chunk.toString("utf8")).slice(-4_000)
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => fail(`exited (${signal ?? code})`)
    const onError = (error: Error): void => fail(error.message)
    const timer = setTimeout(() => fail(`no "Listening on" line within ${timeoutMs} ms`), timeoutMs)
    const cleanup = (): void => {
      clearTimeout(timer)
      child.stdout.off("data", onStdout)
      child.stderr.off("data", onStderr)
      child.off("exit", onExit)
      child.off("error", onError)
    }
    child.stdout.on("data", onStdout)
    child.stderr.on("data", onStderr)
    child.once("exit", onExit)
    child.once("error", onError)
  })

/** Keeps reading anvil's per-request log and drops it: an unread pipe fills up and would block anvil. */
const discardOutput = (child: Child): void => {
  child.stdout.on("data", () => {})
  child.stderr.on("data", () => {})
}

const exited = (child: Child): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()))

const stopper = (child: Child, unregister: () => void): (() => Promise<void>) => {
  let stopping: Promise<void> | undefined
  return () => {
    stopping ??= (async () => {
      const done = exited(child)
      // Closing stdin is the watchdog's cue: it terminates anvil and exits once anvil has.
      child.stdin.end()
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), STOP_GRACE_MS)
      await done
      clearTimeout(timer)
      unregister()
    })()
    return stopping
  }
}

/** Starts anvil on 127.0.0.1 and waits until it accepts RPC. */
export const startAnvil = async (options: AnvilOptions = {}): Promise<Anvil> => {
  const child = spawnWatchdog(options.binaryPath ?? anvilBinaryPath(), options.port ?? 0, options.chainId ?? 31337)
  // Synchronous on purpose: it must work inside an 'exit' handler.
  const unregister = onProcessExit(() => signalGroup(child, "SIGTERM"))
  try {
    const { pid, port } = await waitUntilListening(child, options.startTimeoutMs ?? 10_000)
    discardOutput(child)
    return { rpcUrl: `http://127.0.0.1:${port}`, port, pid, stop: stopper(child, unregister) }
  } catch (error) {
    signalGroup(child, "SIGKILL")
    unregister()
    throw error
  }
}
