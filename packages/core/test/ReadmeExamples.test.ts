import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { quotedExamples, quotedReadme, readmePath } from "../../../scripts/readme-examples.ts"

// The README quotes the examples the consumer test runs; `node scripts/readme-examples.ts --write` refreshes it.
it("the README quotes its example files verbatim", () => {
  expect(quotedExamples("core").length).toBeGreaterThan(0)
  expect(readFileSync(readmePath("core"), "utf8")).toBe(quotedReadme("core"))
})
