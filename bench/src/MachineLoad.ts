import { readFileSync } from "node:fs"
import { cpus } from "node:os"

/** Clock ticks per second of /proc/stat (USER_HZ: 100 on Linux). */
export const TICKS = 100

export interface CpuTimes {
  /** Ticks all CPUs spent busy (everything but idle and iowait). */
  readonly busy: number
  readonly total: number
}

/** The machine-wide CPU counters (the `cpu` line of /proc/stat). */
export const cpuTimes = (): CpuTimes => {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? ""
  const values = line.trim().split(/\s+/).slice(1).map(Number)
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  return { busy: total - idle, total }
}

/**
 * CPU the rest of the machine used between two readings, as a share of all cores: everything but `ownSeconds`
 * (the CPU seconds of the server and the load generator). Near 0 on a quiet machine.
 */
export const otherCpuShare = (from: CpuTimes, to: CpuTimes, ownSeconds: number, wallSeconds: number): number =>
  Math.max(0, ((to.busy - from.busy) / TICKS - ownSeconds) / (wallSeconds * cpus().length))

/** Busy share of the whole machine (0..1) between two readings. */
export const busyShare = (from: CpuTimes, to: CpuTimes): number =>
  to.total === from.total ? 0 : (to.busy - from.busy) / (to.total - from.total)

/**
 * Waits, up to `maxSeconds`, until the machine is busy less than `below` (0..1) over one second: other tenants of
 * a shared machine skew every figure. Returns the last busy share seen and how long it waited.
 */
export const waitForQuiet = async (
  below: number,
  maxSeconds: number
): Promise<{ readonly busy: number; readonly waitedSeconds: number }> => {
  const started = performance.now()
  for (;;) {
    const from = cpuTimes()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const busy = busyShare(from, cpuTimes())
    const waited = (performance.now() - started) / 1000
    if (busy < below || waited >= maxSeconds) return { busy, waitedSeconds: waited }
  }
}
