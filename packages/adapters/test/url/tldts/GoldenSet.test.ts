import { describe, expect, it } from "vitest"
import { formatMisses, formatScores, runGoldenSet, scoreByVerdict } from "../../../../core/test/evidence/goldenScore.ts"
import { goldenSet } from "../../../../core/test/fixtures/golden-set.ts"
import { classifyHost } from "../../../url/tldts/index.ts"

/** The core golden set again, with the Public Suffix List deciding sites and public hosts. */
describe("golden set with the tldts host classifier", () => {
  const withList = runGoldenSet(goldenSet, { classifyHost })
  const builtin = runGoldenSet(goldenSet)

  it("prints per-verdict precision and recall", () => {
    console.log(
      `${formatScores("golden set, tldts host classifier", scoreByVerdict(withList), withList.length)}\n${formatMisses(withList)}`
    )
  })

  it("judges every golden candidate as the built-in rules do (the set has no host only the list can tell apart)", () => {
    expect(withList.map((r) => r.actual)).toEqual(builtin.map((r) => r.actual))
  })
})
