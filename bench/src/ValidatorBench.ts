import { type Candidate, validateEvidence } from "@evidence-pack/core"
import { reportResult } from "@evidence-pack/testkit/bench/ChildControl"
import { CANDIDATES_PER_SEARCH, freshCandidateSets, makeCandidateSets } from "./Candidates.ts"

/**
 * The validator alone, in process (a child pinned to the server CPU): `validateEvidence` over 20-candidate sets
 * (the bench queries in turn, max_sources 5, no freshness), as many as fit in each round. Argv: rounds, seconds.
 * The same sets come back every round; fresh rounds then measure sets whose texts it has never seen (see
 * `freshCandidateSets`), as a live purchase's are. The validator keeps nothing across calls (no memo: see
 * `textTokens`), so the two differ only by what the processor's caches still hold.
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
/** 2,000 sets (80,000 titles and snippets) in turn: a text comes back only after 1,999 other sets. */
const freshSets = freshCandidateSets(now, 2_000)

let sink = 0
const runFor = (millis: number, pool: ReadonlyArray<readonly [string, ReadonlyArray<Candidate>]>): ValidatorRound => {
  const started = performance.now()
  const cpuStart = process.cpuUsage()
  let done = 0
  while (performance.now() - started < millis) {
    for (let i = 0; i < 100; i++) {
      const [query, candidates] = pool[(done + i) % pool.length]!
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

runFor(Math.min(2_000, seconds * 500), sets)
const results = Array.from({ length: rounds }, () => runFor(seconds * 1000, sets))
const freshResults = Array.from({ length: rounds }, () => runFor(seconds * 1000, freshSets))
reportResult({ rounds: results, freshRounds: freshResults, sink })
process.disconnect?.()
