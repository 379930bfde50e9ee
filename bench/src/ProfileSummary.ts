import { readFileSync } from "node:fs"

interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
  readonly columnNumber: number
}

interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
  readonly children?: ReadonlyArray<number>
}

interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly startTime: number
  readonly endTime: number
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

export interface CostRow {
  /** `function (file:line)`, 1-based line as editors show it. */
  readonly frame: string
  readonly millis: number
  /** Share of the busy (non-idle) time. */
  readonly share: number
}

export interface ProfileSummary {
  readonly busyMillis: number
  readonly idleMillis: number
  /** Self time by function. */
  readonly self: ReadonlyArray<CostRow>
  /** Time with the function on the stack, for functions of this repository (apps/, packages/). */
  readonly inclusiveOurs: ReadonlyArray<CostRow>
  /** Time with any function of the file on the stack (dependencies included). */
  readonly inclusiveFiles: ReadonlyArray<CostRow>
  /** Self time by where the code lives: our packages, effect, node internals, GC, ... */
  readonly byArea: ReadonlyArray<CostRow>
}

const ROOT = "/work/main/"

const shortUrl = (url: string): string => {
  const path = url.replace(/^file:\/\//, "")
  const pnpm = path.indexOf("node_modules/.pnpm/")
  if (pnpm >= 0) {
    const rest = path.slice(pnpm + "node_modules/.pnpm/".length)
    return rest.slice(rest.indexOf("/node_modules/") + "/node_modules/".length)
  }
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path
}

const frameOf = (frame: CallFrame): string => {
  const name = frame.functionName === "" ? "(anonymous)" : frame.functionName
  if (frame.url === "") return name
  return `${name} (${shortUrl(frame.url)}:${frame.lineNumber + 1})`
}

const areaOf = (frame: CallFrame): string => {
  if (frame.url === "") return frame.functionName.startsWith("(") ? frame.functionName : "(native)"
  const url = shortUrl(frame.url)
  if (url.startsWith("node:")) return `node internals (${url.split("/")[0]})`
  if (url.startsWith("apps/") || url.startsWith("packages/")) return url.split("/").slice(0, 3).join("/")
  if (url.startsWith("bench/")) return "bench fakes"
  return url.split("/")[0]!.startsWith("@") ? url.split("/").slice(0, 2).join("/") : url.split("/")[0]!
}

const IDLE = new Set(["(idle)"])

/** A time window of the profile in µs from its start (e.g. the measured run, leaving start-up out). */
export interface ProfileWindow {
  readonly fromMicros: number
  readonly toMicros: number
}

/** Self and inclusive costs of a V8 .cpuprofile (as written by `node --cpu-prof`), within `window`. */
export const summarizeProfile = (file: string, window?: ProfileWindow, top = 30): ProfileSummary => {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const files = new Map<string, number>()
  const areas = new Map<string, number>()
  let busy = 0
  let idle = 0
  let at = 0
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0
    const micros = profile.timeDeltas[i + 1] ?? 0
    const node = byId.get(id)
    if (node === undefined) return
    if (window !== undefined && (at < window.fromMicros || at > window.toMicros)) return
    if (IDLE.has(node.callFrame.functionName)) {
      idle += micros
      return
    }
    busy += micros
    const key = frameOf(node.callFrame)
    self.set(key, (self.get(key) ?? 0) + micros)
    const area = areaOf(node.callFrame)
    areas.set(area, (areas.get(area) ?? 0) + micros)
    const seen = new Set<string>()
    const seenFiles = new Set<string>()
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = byId.get(up)!.callFrame
      const url = shortUrl(frame.url)
      if (url !== "" && !seenFiles.has(url)) {
        seenFiles.add(url)
        files.set(url, (files.get(url) ?? 0) + micros)
      }
      if (!(url.startsWith("apps/") || url.startsWith("packages/"))) continue
      const name = frameOf(frame)
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros)
    }
  })
  const rows = (map: ReadonlyMap<string, number>, count: number): Array<CostRow> =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([frame, micros]) => ({ frame, millis: micros / 1000, share: busy === 0 ? 0 : micros / busy }))
  return {
    busyMillis: busy / 1000,
    idleMillis: idle / 1000,
    self: rows(self, top),
    inclusiveOurs: rows(inclusive, top),
    inclusiveFiles: rows(files, top),
    byArea: rows(areas, top)
  }
}

const table = (title: string, rows: ReadonlyArray<CostRow>): string =>
  [
    `| ${title} | ms | share of busy |`,
    "|---|---|---|",
    ...rows.map((row) => `| \`${row.frame}\` | ${row.millis.toFixed(0)} | ${(row.share * 100).toFixed(1)}% |`)
  ].join("\n")

export const renderProfile = (summary: ProfileSummary, header: string): string =>
  [
    header,
    "",
    `Busy ${summary.busyMillis.toFixed(0)} ms, idle ${summary.idleMillis.toFixed(0)} ms.`,
    "",
    table("Self time by area", summary.byArea),
    "",
    table("Self time by function", summary.self),
    "",
    table("Inclusive time, functions of apps/ and packages/", summary.inclusiveOurs),
    "",
    table("Inclusive time by file (any of its functions on the stack)", summary.inclusiveFiles),
    ""
  ].join("\n")
