import { expect, it } from "vitest"
import { apiReport, recordedReport } from "../../../scripts/api-report.ts"

// The published surface changes only on purpose: after a deliberate change, `pnpm api:report` records it.
it("exports exactly the recorded public API (etc/core.api.txt)", { timeout: 120_000 }, () => {
  expect(apiReport("core"), "the public API changed: review, then run `pnpm api:report`").toBe(recordedReport("core"))
})
