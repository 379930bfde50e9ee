import { validateEvidence } from "@evidence-pack/core"
import { reportResult } from "@evidence-pack/testkit/bench/ChildControl"
import { CANDIDATES_PER_SEARCH, makeCandidateSets } from "./Candidates.ts"

/**
 * The validator alone, in process (a child pinned to the server CPU): `validateEvidence` over 20-candidate sets
 * (the bench queries in turn, max_sources 5, no freshness), as many as fit in each round. Argv: rounds, seconds.
 */
export interface ValidatorRound {
  readonly sets: number
  readonly seconds: number
  /** Per wall-clock second (what the pinned core delivered, other processes included). */
  readonly setsPerSecond: number
  readonly candidatesPerSecond: number
  /** Per CPU second of this process (what validation costs, whatever else runs). */
  readonly cpuSeconds: number
  readonly candidatesPerCpuSecond: number
  readonly cpuMicrosPerSet: number
}

const rounds = Number(process.argv[2] ?? 3)
const seconds = Number(process.argv[3] ?? 5)
const now = Date.now()
const sets = [...makeCandidateSets(now)]

let sink = 0
const runFor = (millis: number): ValidatorRound => {
  const started = performance.now()
  const cpuStart = process.cpuUsage()
  let done = 0
  while (performance.now() - started < millis) {
    for (let i = 0; i < 100; i++) {
      const [query, candidates] = sets[(done + i) % sets.length]!
      const outcome = validateEvidence({ query, maxSources: 5, candidates, now })
      if (outcome._tag !== "Accepted") throw new Error(`rejected: ${outcome.reasons.join(", ")}`)
      sink += outcome.pack.sources.length
    }
    done += 100
  }
  const elapsed = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuStart)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  return {
    sets: done,
    seconds: elapsed,
    setsPerSecond: done / elapsed,
    candidatesPerSecond: (done * CANDIDATES_PER_SEARCH) / elapsed,
    cpuSeconds,
    candidatesPerCpuSecond: (done * CANDIDATES_PER_SEARCH) / cpuSeconds,
    cpuMicrosPerSet: (cpuSeconds * 1e6) / done
  }
}

runFor(Math.min(2_000, seconds * 500))
const results = Array.from({ length: rounds }, () => runFor(seconds * 1000))
reportResult({ rounds: results, sink })
process.disconnect?.()
