import { type ChildProcess, execFile, spawn } from "node:child_process"
import { createServer } from "node:net"
import { promisify } from "node:util"

/**
 * Throwaway `redis-server` processes for tests that need a Redis of their own (an outage to inflict, a cluster
 * to form). Each listens on a free loopback port, keeps nothing on disk, and dies with `stop`.
 */
export interface RedisServer {
  readonly port: number
  readonly url: string
  /** Sends a signal to the server: SIGSTOP freezes it (commands time out), SIGCONT thaws it. */
  readonly signal: (signal: NodeJS.Signals) => void
  readonly stop: () => Promise<void>
}

export interface RedisServerOptions {
  /** Working directory (cluster node files go there). */
  readonly dir: string
  /** Start as a cluster node: the cluster bus port (port + 10000) must be free as well. */
  readonly cluster?: boolean
}

const run = promisify(execFile)

/** Runs redis-cli against a loopback port and returns its trimmed output. */
export const redisCli = async (port: number, ...args: ReadonlyArray<string>): Promise<string> => {
  const { stdout } = await run("redis-cli", ["-h", "127.0.0.1", "-p", String(port), ...args], { timeout: 10_000 })
  return stdout.trim()
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once("error", () => resolve(false))
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
  })

/** A random free port in 30000-39999 (with its cluster bus port 40000-49999 free too when asked). */
export const freePort = async (withBusPort = false): Promise<number> => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 30_000 + Math.floor(Math.random() * 10_000)
    if ((await isFree(port)) && (!withBusPort || (await isFree(port + 10_000)))) return port
  }
  throw new Error("no free loopback port in 30000-39999")
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once("exit", () => resolve())
  })

/** Polls PING until the server answers; false when the process died first (port taken) or it stayed silent. */
const answers = async (child: ChildProcess, port: number): Promise<boolean> => {
  for (let attempt = 0; attempt < 250; attempt++) {
    if (child.exitCode !== null) return false
    if ((await redisCli(port, "ping").catch(() => "")) === "PONG") return true
    await sleep(20)
  }
  return false
}

const serverArgs = (port: number, options: RedisServerOptions) => [
  "--port",
  String(port),
  "--bind",
  "127.0.0.1",
  "--save",
  "",
  "--appendonly",
  "no",
  "--dir",
  options.dir,
  "--daemonize",
  "no",
  ...(options.cluster === true
    ? ["--cluster-enabled", "yes", "--cluster-config-file", `${options.dir}/nodes-${port}.conf`]
    : [])
]

/** Starts a server; a port grabbed by someone else between the check and the bind just means another try. */
export const startRedisServer = async (options: RedisServerOptions): Promise<RedisServer> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort(options.cluster === true)
    const child = spawn("redis-server", serverArgs(port, options), { stdio: "ignore" })
    child.on("error", () => {})
    if (await answers(child, port)) {
      return {
        port,
        url: `redis://127.0.0.1:${port}`,
        signal: (signal) => {
          child.kill(signal)
        },
        stop: async () => {
          child.kill("SIGKILL")
          await exited(child)
        }
      }
    }
    child.kill("SIGKILL")
    await exited(child)
  }
  throw new Error("redis-server did not start (is it installed? `which redis-server`)")
}
