import { EXAMPLE_QUERY } from "@evidence-pack/adapters/provider/corpus"
import { type Devnet, devnetAccount, startDevnet } from "@evidence-pack/devnet"
import type { Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAgent } from "../support/Agent.ts"
import { type ServiceProcess, startService } from "../support/ServiceProcess.ts"

/**
 * What a paying agent gets for in-domain and out-of-domain questions, end to end: the service as `pnpm start`
 * runs it (embedded corpus: MDN browser-compat-data and web-features), anvil with the real USDC contract, the
 * devnet facilitator and the official x402 client. The in-domain questions and answers are the ones README.md
 * shows ("What a pack answers"); the data comes from the pinned dataset versions, so the answers are stable.
 */
const IN_DOMAIN: ReadonlyArray<{ readonly query: string; readonly feature: RegExp; readonly answer: RegExp }> = [
  {
    query: EXAMPLE_QUERY,
    feature: /:has\(\)/,
    answer: /^Support for :has\(\): Chrome 105, Firefox 121, Safari 15\.4 and Edge 105, since 2022-03-14\. (?:\[\d\])+$/
  },
  {
    query: "Which browsers support the CSS aspect-ratio property?",
    feature: /aspect-ratio/,
    answer: /^Support for aspect-ratio: Chrome 88, Firefox 89, Safari 15 and Edge 88, since 2021-01-19\. (?:\[\d\])+$/
  },
  {
    query: "Which browsers support Array.prototype.at?",
    feature: /Array[ .]at\b/,
    answer: /^Browsers supporting Array at\(\): Chrome 92, Edge 92, Firefox 90 and Safari 15\.4\. (?:\[\d\])+$/
  },
  {
    query: "Which browsers support the CSS :is() selector?",
    feature: /:is\(\)/,
    answer:
      /^:is\(\) \(CSS selector\) is supported from Edge 88, Firefox 78, Chrome 88 and Safari 14, according to Can I use\. (?:\[\d\])+$/
  },
  {
    query: "Which browsers support AbortController?",
    feature: /AbortController/,
    answer:
      /^Support for AbortController: Chrome 66, Firefox 57, Safari 12\.1 and Edge 16, since 2017-10-17\. (?:\[\d\])+$/
  }
]

/** Questions the corpus has no answer for: refused by relevance, free. */
const OUT_OF_DOMAIN: ReadonlyArray<string> = [
  "When was HTTP/3 standardized?",
  "Is intermittent fasting safe?",
  "How do I center a div with flexbox?",
  "What is the capital of Australia?"
]

const PRICE = 15_000n

interface Pack {
  readonly answer: string
  readonly sources: ReadonlyArray<{ readonly title: string; readonly url: string; readonly snippet: string }>
  readonly evidence: {
    readonly source_count: number
    readonly distinct_source_count: number
    readonly validated: boolean
  }
}

let devnet: Devnet
let service: ServiceProcess
let keys = 0
const key = () => `relevance-${++keys}-${Date.now()}`

beforeAll(async () => {
  devnet = await startDevnet()
  service = await startService({ ...devnet.env })
}, 60_000)

afterAll(async () => {
  await service?.stop()
  await devnet?.stop()
})

const balance = (address: Address) => devnet.token.balanceOf(address)

describe("in-domain questions: the README's five answers, paid for", () => {
  it.each(IN_DOMAIN)("$query", async ({ query, feature, answer }) => {
    const account = devnetAccount(5)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const before = await balance(account.address)
    const { response } = await agent.buy(key(), { query, max_sources: 5 })
    expect(response.status, await response.clone().text()).toBe(200)
    const pack = (await response.json()) as Pack
    console.log(
      `[relevance e2e] ${query}\n  answer: ${pack.answer}\n${pack.sources.map((s) => `  - ${s.title} ${s.url}`).join("\n")}`
    )
    expect(pack.answer).toMatch(answer)
    expect(pack.sources.length).toBeGreaterThanOrEqual(3)
    expect(new Set(pack.sources.map((s) => new URL(s.url).hostname)).size).toBeGreaterThanOrEqual(2)
    // Every sold source is about the asked feature: its title names it (a sibling feature's page names it only in
    // passing, as MDN's page on fit-content() for grid-template-rows does grid-template-columns).
    for (const source of pack.sources) expect(source.title, source.url).toMatch(feature)
    // Every sold source states at least half of the answer's browser releases ("Chrome 105"): datasets may differ
    // on one (Firefox 78 or 82 for :is()), and a bare shared number (16 in "Safari 16" and "Edge 16") is no evidence.
    const releases = pack.answer.match(/\b(?:Chrome|Firefox|Safari|Edge) \d+(?:\.\d+)?\b/g) ?? []
    expect(releases.length).toBeGreaterThanOrEqual(2)
    for (const source of pack.sources) {
      const stated = releases.filter((release) =>
        new RegExp(`${release.replace(".", "\\.")}(?![\\d.])`).test(source.snippet)
      )
      expect(stated.length * 2, `${source.url} states ${stated.join(", ")}`).toBeGreaterThanOrEqual(releases.length)
    }
    // Every citation marker points at a source stating the answer's versions.
    const versions = pack.answer.match(/\b\d+(?:\.\d+)?\b/g) ?? []
    for (const marker of pack.answer.match(/\[(\d+)\]/g) ?? []) {
      const source = pack.sources[Number(marker.slice(1, -1)) - 1]
      expect(source, marker).toBeDefined()
      expect(versions.some((v) => source?.snippet.includes(v))).toBe(true)
    }
    expect(pack.evidence.validated).toBe(true)
    expect(before - (await balance(account.address))).toBe(PRICE)
  })
})

describe("out-of-domain questions: 422 evidence_rejected, nothing charged", () => {
  it.each(OUT_OF_DOMAIN)("%s", async (query) => {
    const account = devnetAccount(6)
    const agent = makeAgent(devnet, service.baseUrl, account.account)
    const [payerBefore, payeeBefore] = [await balance(account.address), await balance(devnet.payTo)]
    const { response } = await agent.buy(key(), { query })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { error: { code: string; reasons?: ReadonlyArray<string> } }
    console.log(`[relevance e2e] ${query} -> 422 ${body.error.reasons?.join(" ") ?? ""}`)
    expect(body.error.code).toBe("evidence_rejected")
    expect(await balance(account.address)).toBe(payerBefore)
    expect(await balance(devnet.payTo)).toBe(payeeBefore)
  })
})
