import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"

const MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url))

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
  /** SIGTERM and wait (graceful), or SIGKILL (a crash). */
  readonly stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * `pnpm start` as a child process (the same entry point), on a free port, with the given environment; resolves
 * once /readyz says ready. Everything it prints is kept for diagnostics.
 */
export const startService = async (env: Record<string, string>, script = MAIN): Promise<ServiceProcess> => {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ""
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), BASE_URL: baseUrl, ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child.stdout?.on("data", (chunk) => {
    output += chunk
  })
  child.stderr?.on("data", (chunk) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited early:\n${output}`)
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false
    )
    if (ready) return { baseUrl, child, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop("SIGKILL")
  throw new Error(`service not ready within 30 s:\n${output}`)
}
