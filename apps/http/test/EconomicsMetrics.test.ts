import { afterEach, describe, expect, it } from "vitest"
import { makeTestApp, type TestApp } from "./support/TestApp.ts"

/**
 * The unit economics on /metrics: upstream spend by provider, spend per fulfilled pack, guard refusals by reason
 * and the margin, driven through the whole app with the production wrappers (its own process-wide totals: this file
 * is the only one to move them in its test worker).
 */
let app: TestApp | undefined
afterEach(async () => {
  await app?.dispose()
  app = undefined
})

const metricValue = (text: string, name: string, labels = ""): number => {
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`evidence_pack_${name}`) && l.includes(labels) && !l.startsWith("#"))
  if (line === undefined) throw new Error(`no ${name}${labels} in /metrics:\n${text}`)
  return Number(line.slice(line.lastIndexOf(" ") + 1))
}

describe("/metrics: unit economics", () => {
  it("reports provider spend, spend per fulfilled pack, margin and guard refusals by reason", async () => {
    app = makeTestApp({ observed: { settlementFeeMicroUsd: 1_000 } })
    app.provider.costMicroUsd = 5_000
    const buy = (key: string, query: string) =>
      app!.post({ body: JSON.stringify({ query, max_sources: 5 }), key, payment: app!.sign() })

    expect((await buy("good-1", "first good question")).status).toBe(200)
    expect((await buy("good-2", "second good question")).status).toBe(200)
    app.provider.faults.add("search", ...Array<"junk">(10).fill("junk"))
    for (let i = 0; i < 10; i++) expect((await buy(`bad-${i}`, `bad question ${i}`)).status).toBe(422)
    const refused = await buy("bad-10", "bad question 10")
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("economic_guard")
    expect(app.provider.calls).toHaveLength(12)

    const text = await (await app.get("/metrics")).text()
    // 12 searches at $0.005; 2 packs at $0.015 with a $0.001 fee each.
    expect(metricValue(text, "provider_spend_usd_total", 'provider="fake"')).toBeCloseTo(0.06, 9)
    expect(metricValue(text, "revenue_usd_total")).toBeCloseTo(0.03, 9)
    expect(metricValue(text, "settlement_fees_usd_total")).toBeCloseTo(0.002, 9)
    expect(metricValue(text, "provider_spend_per_fulfilled_pack_usd")).toBeCloseTo(0.03, 9)
    expect(metricValue(text, "margin_usd")).toBeCloseTo(0.03 - 0.06 - 0.002, 9)
    expect(metricValue(text, "economic_guard_refusals_total", 'reason="payer_rejection_budget_exhausted"')).toBe(1)
  })
})
