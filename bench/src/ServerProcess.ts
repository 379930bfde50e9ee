import type { ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"
import { request } from "node:http"
import { createServer } from "node:net"
import type { ChildStats } from "@evidence-pack/testkit/bench/ChildControl"
import { awaitExit, spawnPinned } from "./ChildProcesses.ts"
import { TICKS } from "./MachineLoad.ts"

export interface ServerSpec {
  readonly name: string
  /** The child's entry file (bench/src/Servers/*.ts). */
  readonly entry: URL
  readonly env?: Readonly<Record<string, string>>
  /** Extra Node flags (e.g. --cpu-prof). */
  readonly nodeArgs?: ReadonlyArray<string>
}

/** A free loopback port (the kernel picks it; the tiny window before the server binds it is harmless here). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = request({ host: "127.0.0.1", port, path: "/bench-probe", method: "GET", timeout: 1_000 }, (res) => {
      res.resume()
      resolve(true)
    })
    probe.on("error", () => resolve(false))
    probe.on("timeout", () => {
      probe.destroy()
      resolve(false)
    })
    probe.end()
  })

/** A size field of /proc/<pid>/status (VmRSS, VmHWM, ...) in MiB, or undefined when the process is gone. */
export const statusMiB = (pid: number, field: string): number | undefined => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`))
    const kb = line === undefined ? Number.NaN : Number.parseInt(line.slice(field.length + 1).trim(), 10)
    return Number.isNaN(kb) ? undefined : kb / 1024
  } catch {
    return undefined
  }
}

/** CPU seconds (user + system) a process has used so far. */
export const cpuSecondsOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return (Number(fields[11]) + Number(fields[12])) / TICKS
  } catch {
    return undefined
  }
}

/** One server under test: a Node child pinned to the server CPU, controlled over IPC. */
export class ServerProcess {
  readonly name: string
  readonly port: number
  private readonly child: ChildProcess
  private readonly stderr: Array<string> = []
  /** performance.now() when the child was spawned (to place bench events on its CPU profile's clock). */
  readonly spawnedAt = performance.now()
  /** Last VmHWM read while the child lived (the kernel's own peak RSS of the process). */
  private lastPeakMiB: number | undefined

  private constructor(name: string, port: number, child: ChildProcess) {
    this.name = name
    this.port = port
    this.child = child
    child.stderr?.setEncoding("utf8")
    child.stderr?.on("data", (text: string) => {
      this.stderr.push(text)
      if (this.stderr.length > 50) this.stderr.shift()
    })
  }

  static async start(spec: ServerSpec, cpu: number): Promise<ServerProcess> {
    const port = await freePort()
    // --expose-gc changes nothing until the bench asks for a collection, after the last run (see stats).
    const args = ["--expose-gc", ...(spec.nodeArgs ?? []), spec.entry.pathname]
    const child = spawnPinned(cpu, process.execPath, args, {
      env: { ...process.env, ...spec.env, BENCH_PORT: String(port) },
      // stdout (our app's JSON request log) goes to /dev/null, as a log shipper would take it away.
      stdio: ["ignore", "ignore", "pipe", "ipc"]
    })
    const server = new ServerProcess(spec.name, port, child)
    const deadline = Date.now() + 30_000
    while (!(await answers(port))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${spec.name} exited before answering:\n${server.stderrTail()}`)
      }
      if (Date.now() > deadline) throw new Error(`${spec.name} did not answer within 30 s:\n${server.stderrTail()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return server
  }

  get pid(): number {
    return this.child.pid ?? -1
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  stderrTail(): string {
    return this.stderr.join("").split("\n").slice(-20).join("\n")
  }

  /** VmHWM of the child: its peak resident set since it started, in MiB. */
  peakRssMiB(): number | undefined {
    const now = this.alive ? statusMiB(this.pid, "VmHWM") : undefined
    if (now !== undefined) this.lastPeakMiB = now
    return this.lastPeakMiB
  }

  /** CPU seconds the child has used so far (user + system). */
  cpuSeconds(): number | undefined {
    return this.alive ? cpuSecondsOf(this.pid) : undefined
  }

  rssMiB(): number | undefined {
    return this.alive ? statusMiB(this.pid, "VmRSS") : undefined
  }

  /** The child's counters (Redis commands for our app with the Redis store); `gc` first collects the heap. */
  stats(gc = false): Promise<ChildStats> {
    return new Promise((resolve, reject) => {
      if (!this.alive || this.child.send === undefined) return reject(new Error(`${this.name} is not running`))
      const timer = setTimeout(() => reject(new Error(`${this.name} did not answer a stats request`)), 5_000)
      const onMessage = (message: { readonly type?: string; readonly payload?: ChildStats }) => {
        if (message.type !== "stats") return
        clearTimeout(timer)
        this.child.off("message", onMessage)
        resolve(message.payload ?? {})
      }
      this.child.on("message", onMessage)
      this.child.send({ type: "stats", gc })
    })
  }

  /** Asks the child to stop (it closes its server and store), SIGKILL after `millis`. */
  async stop(millis = 10_000): Promise<void> {
    this.peakRssMiB()
    if (!this.alive) return
    try {
      this.child.send?.({ type: "stop" })
    } catch {
      this.child.kill("SIGTERM")
    }
    await awaitExit(this.child, millis)
  }
}
