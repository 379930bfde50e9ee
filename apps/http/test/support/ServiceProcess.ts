import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"

const READY_TIMEOUT_MILLIS = 90_000
const MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url))
/** `pnpm start` with a crash hook: chosen when the environment names EVIDENCE_PACK_CRASH_AT. */
const CRASHING_MAIN = fileURLToPath(new URL("./CrashingService.ts", import.meta.url))
const WORKER = fileURLToPath(new URL("../../../worker/src/main.ts", import.meta.url))

/** A free loopback port (the OS picks it; the tiny race before the child binds it is acceptable in tests). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

export interface ServiceProcess {
  readonly baseUrl: string
  readonly child: ChildProcess
  readonly output: () => string
  /** Resolves when the process has exited (killed, crashed or stopped). */
  readonly exited: Promise<void>
  /** SIGTERM and wait (graceful), or SIGKILL (a crash). */
  readonly stop: (signal?: NodeJS.Signals) => Promise<void>
}

/** The test runner's environment without what Vite adds to it (BASE_URL="/" would be read as our BASE_URL). */
const inheritedEnv = () => {
  const { BASE_URL: _base, MODE: _mode, DEV: _dev, PROD: _prod, SSR: _ssr, ...rest } = process.env
  return rest
}

/** Spawns a Node entry point with `env` and waits until `readyPath` answers 2xx on `port`. */
const spawnReady = async (script: string, port: number, env: Record<string, string>, readyPath: string) => {
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ""
  const child = spawn(process.execPath, [script], {
    env: { ...inheritedEnv(), ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const collect = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on("data", collect)
  child.stderr?.on("data", collect)
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const process_: ServiceProcess = { baseUrl, child, output: () => output, exited, stop }
  // Generous: building the MDN index on a loaded 2-core CI machine can take several seconds.
  const deadline = Date.now() + READY_TIMEOUT_MILLIS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${script} exited early:\n${output}`)
    const ready = await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false
    )
    if (ready) return process_
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop("SIGKILL")
  throw new Error(`${script} not ready within ${READY_TIMEOUT_MILLIS} ms:\n${output}`)
}

/** `pnpm start` as a child process on a free port; resolves once /readyz says ready. */
export const startService = async (env: Record<string, string>): Promise<ServiceProcess> => {
  const port = await freePort()
  const script = env.EVIDENCE_PACK_CRASH_AT === undefined ? MAIN : CRASHING_MAIN
  return spawnReady(script, port, { PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, ...env }, "/readyz")
}

/** `pnpm worker` as a child process; resolves once its /healthz answers. */
export const startWorker = async (env: Record<string, string>): Promise<ServiceProcess> => {
  const port = await freePort()
  return spawnReady(WORKER, port, { WORKER_PORT: String(port), ...env }, "/healthz")
}
