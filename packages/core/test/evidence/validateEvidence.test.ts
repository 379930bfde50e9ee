import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { EvidencePack } from "../../src/api/EvidenceResponse.ts"
import { type ValidationInput, type ValidationOutcome, validateEvidence } from "../../src/evidence/validateEvidence.ts"
import type { Candidate } from "../../src/ports/Provider.ts"
import { baseline, candidate, DAY, good, HOUR, isoAgo, manyCandidates, NOW, QUERY } from "./fixtures.ts"

/** The answer without its trailing citation markers (" [1][3]"). */
const withoutMarkers = (answer: string): string => answer.replace(/ (?:\[\d+\])+$/, "")

const run = (overrides: Partial<ValidationInput>): ValidationOutcome =>
  validateEvidence({ query: QUERY, maxSources: 5, now: NOW, candidates: baseline, ...overrides })

const accepted = (outcome: ValidationOutcome) => {
  if (outcome._tag !== "Accepted") throw new Error(`expected Accepted, got ${JSON.stringify(outcome.reasons)}`)
  return outcome
}

const decodePack = Schema.decodeUnknownSync(EvidencePack)

describe("validateEvidence: accept or reject", () => {
  it("accepts three valid candidates, and the pack decodes as an EvidencePack", () => {
    const { pack, rejected } = accepted(run({}))
    expect(decodePack(pack)).toEqual(pack)
    expect(pack.sources).toHaveLength(3)
    expect(pack.evidence).toEqual({ source_count: 3, distinct_source_count: 3, validated: true })
    expect(pack.freshness).toEqual({ required: false, satisfied: true, newest_timestamp: isoAgo(HOUR) })
    expect(rejected).toEqual([])
    expect(pack.sources[0]).toEqual({
      title: "Perovskite tandem solar panels set efficiency record",
      url: "https://www.pv-news.com/2026/01/tandem-record",
      snippet: baseline[0]?.snippet,
      published_at: isoAgo(2 * DAY),
      updated_at: isoAgo(HOUR)
    })
  })

  it("rejects with fewer than three valid candidates: pack reason first, then counts in reason order", () => {
    const outcome = run({
      candidates: [
        ...baseline.slice(0, 2),
        candidate({
          title: "Chocolate cake",
          snippet: "Whisk butter and sugar, then bake the cake for forty minutes."
        }),
        candidate({ url: "http://localhost/solar" }),
        candidate({ title: "404 Not Found" }),
        candidate({ url: "http://[::1]/x" }),
        { ...baseline[0]!, url: `${baseline[0]!.url}?utm_medium=email` }
      ]
    })
    expect(outcome).toEqual({
      _tag: "Rejected",
      reasons: [
        "insufficient_sources",
        "url_ip_literal:1",
        "url_private_host:1",
        "error_page:1",
        "off_topic:1",
        "duplicate_url:1"
      ],
      rejected: [
        { index: 2, url: "https://solarreview.net/articles/perovskite-efficiency", reason: "off_topic" },
        { index: 3, url: "http://localhost/solar", reason: "url_private_host" },
        { index: 4, url: "https://solarreview.net/articles/perovskite-efficiency", reason: "error_page" },
        { index: 5, url: "http://[::1]/x", reason: "url_ip_literal" },
        { index: 6, url: "https://www.pv-news.com/2026/01/tandem-record", reason: "duplicate_url" }
      ]
    })
  })

  it("rejects an empty candidate list with no_candidates", () => {
    expect(run({ candidates: [] })).toEqual({ _tag: "Rejected", reasons: ["no_candidates"], rejected: [] })
  })

  it("rejects two good candidates with insufficient_sources and no counts", () => {
    expect(run({ candidates: baseline.slice(0, 2) })).toEqual({
      _tag: "Rejected",
      reasons: ["insufficient_sources"],
      rejected: []
    })
  })
})

describe("validateEvidence: freshness", () => {
  it("is satisfied when three sources are inside the window; newest timestamp is the newest source time", () => {
    const { pack } = accepted(run({ freshnessSeconds: 86_400 }))
    expect(pack.freshness).toEqual({ required: true, satisfied: true, newest_timestamp: isoAgo(HOUR) })
  })

  it("rejects with insufficient_fresh_sources when fewer than three are fresh", () => {
    expect(run({ freshnessSeconds: 2 * 3600 })).toMatchObject({
      _tag: "Rejected",
      reasons: ["insufficient_fresh_sources", "stale:2"]
    })
    const undatedOnly = baseline.map(({ publishedAt: _p, updatedAt: _u, ...rest }): Candidate => rest)
    expect(run({ candidates: undatedOnly, freshnessSeconds: 86_400 })).toMatchObject({
      _tag: "Rejected",
      reasons: ["insufficient_fresh_sources", "undated:3"]
    })
  })

  it("returns only fresh sources, and counts only them", () => {
    const stale = candidate({ updatedAt: isoAgo(10 * DAY) })
    const { pack, rejected } = accepted(run({ candidates: [...baseline, stale], freshnessSeconds: 86_400 }))
    expect(pack.sources.map((s) => s.url)).not.toContain(stale.url)
    expect(pack.evidence.source_count).toBe(3)
    expect(rejected).toEqual([{ index: 3, url: stale.url, reason: "stale" }])
  })

  it("keeps the fresh copy of a duplicate when freshness is required", () => {
    const staleCopy = { ...baseline[0]!, url: "https://pv-news.com/2026/01/tandem-record", updatedAt: isoAgo(9 * DAY) }
    const { pack, rejected } = accepted(run({ candidates: [staleCopy, ...baseline], freshnessSeconds: 86_400 }))
    expect(pack.sources.map((s) => s.url)).toContain(baseline[0]!.url)
    expect(rejected).toEqual([{ index: 0, url: staleCopy.url, reason: "duplicate_url" }])
  })

  it("reports null newest_timestamp when no returned source is dated and freshness is not required", () => {
    const undatedOnly = baseline.map(({ publishedAt: _p, updatedAt: _u, ...rest }): Candidate => rest)
    expect(accepted(run({ candidates: undatedOnly })).pack.freshness).toEqual({
      required: false,
      satisfied: true,
      newest_timestamp: null
    })
  })
})

describe("validateEvidence: ranking and caps", () => {
  it("caps sources at maxSources while source_count counts every valid candidate", () => {
    const { pack } = accepted(run({ candidates: manyCandidates(8), maxSources: 3 }))
    expect(pack.sources).toHaveLength(3)
    expect(pack.evidence.source_count).toBe(8)
    expect(pack.evidence.distinct_source_count).toBe(8)
  })

  it("clamps maxSources into 3..10", () => {
    expect(accepted(run({ candidates: manyCandidates(12), maxSources: 50 })).pack.sources).toHaveLength(10)
    expect(accepted(run({ candidates: manyCandidates(12), maxSources: 1 })).pack.sources).toHaveLength(3)
    expect(accepted(run({ candidates: manyCandidates(12), maxSources: Number.NaN })).pack.sources).toHaveLength(5)
  })

  it("spreads the top N across hosts even when one host is more relevant", () => {
    const strong = Array.from({ length: 5 }, (_, i) => ({
      title: `Perovskite solar panel efficiency record, part ${i}`,
      url: `https://www.bigsite.com/record-${i}`,
      snippet: `Part ${i}: the record efficiency of perovskite solar panels, certified at 26.1 percent, ${Array.from({ length: 10 }, (_, j) => `p${i}q${j}`).join(" ")}.`
    }))
    const weaker = [
      candidate({
        url: "https://m.other.org/a",
        title: "Perovskite news",
        snippet:
          "Perovskite solar panels are cheap to make, and their record efficiency, certified at 26.1 percent, keeps rising."
      }),
      candidate({
        url: "https://third.net/b",
        title: "Solar updates",
        // Since issue 12 a sold source must state the answer: a page only on the topic would be refused.
        snippet:
          "The record efficiency of perovskite solar panels, certified at 26.1 percent, held in outdoor trials for a year."
      })
    ]
    const { pack } = accepted(run({ candidates: [...strong, ...weaker], maxSources: 3 }))
    expect(pack.sources.map((s) => new URL(s.url).hostname)).toEqual(["www.bigsite.com", "m.other.org", "third.net"])
    expect(pack.evidence).toEqual({ source_count: 7, distinct_source_count: 3, validated: true })
    const five = accepted(run({ candidates: [...strong, ...weaker], maxSources: 5 })).pack.sources
    expect(new Set(five.map((s) => new URL(s.url).hostname)).size).toBe(3)
  })
})

describe("validateEvidence: answer", () => {
  const isDrawnFrom = (answer: string, texts: ReadonlyArray<string>) =>
    texts.some((t) => t.includes(answer.replace(/…$/, "")))

  it("is non-empty, at most 300 characters and drawn from the returned sources", () => {
    const long = `${"Perovskite solar efficiency record ".repeat(12)}tandem panels.`
    const { pack } = accepted(run({ candidates: [...baseline, candidate({ snippet: long })] }))
    expect(pack.answer.length).toBeGreaterThan(0)
    expect(pack.answer.length).toBeLessThanOrEqual(300)
    expect(
      isDrawnFrom(
        withoutMarkers(pack.answer),
        pack.sources.flatMap((s) => [s.snippet, s.title])
      )
    ).toBe(true)
  })

  it("prefers a sentence whose number two sites state over a vague or a lone claim", () => {
    const second = candidate({
      url: "https://labnotes.org/tandem",
      snippet: "Certified tests put the perovskite tandem solar panel record efficiency at 33.9% this year, a new high."
    })
    const lone = candidate({
      url: "https://blog.io/claim",
      title: "Perovskite tandem record efficiency claim",
      snippet:
        "The perovskite tandem record efficiency is 41.2 percent, one blog claims. Nobody else confirmed the perovskite figure."
    })
    const { pack } = accepted(run({ candidates: [...baseline, lone, second] }))
    expect(pack.answer).toContain("33.9%")
    expect(accepted(run({ candidates: [...baseline, lone] })).pack.answer).not.toContain("41.2")
  })

  it("uses the provider's answer only when two validated sites support it", () => {
    // A keyword search: a question asked in words is answered from the pages only (see `chooseAnswer`).
    const query = "perovskite solar panels record efficiency"
    const supported = "Perovskite-silicon tandem solar panels hold the record efficiency."
    const withAnswer = (providerAnswer: string) => baseline.map((c) => ({ ...c, providerAnswer }))
    expect(withoutMarkers(accepted(run({ query, candidates: withAnswer(supported) })).pack.answer)).toBe(supported)
    const unsupported = "A startup says its quantum dot film reached 47% efficiency in March."
    expect(withoutMarkers(accepted(run({ query, candidates: withAnswer(unsupported) })).pack.answer)).not.toBe(
      unsupported
    )
    // Asked in words, the same answer is not taken: the pack would be held to words no page need write.
    expect(withoutMarkers(accepted(run({ candidates: withAnswer(supported) })).pack.answer)).not.toBe(supported)
  })
})

describe("validateEvidence: determinism", () => {
  const messy: ReadonlyArray<Candidate> = [
    ...baseline,
    ...manyCandidates(6, 2),
    good,
    { ...good, url: "https://www.solarreview.net/articles/perovskite-efficiency/?utm_source=x" },
    { ...baseline[1]!, url: "https://mirror-one.com/efficiency" },
    { ...baseline[1]!, url: "https://mirror-two.com/efficiency", title: "Copied" },
    candidate({ url: "http://10.0.0.1/x" }),
    candidate({ title: "Just a moment..." })
  ]

  it("gives deep-equal output for the same input", () => {
    expect(run({ candidates: messy, freshnessSeconds: 86_400 })).toEqual(
      run({ candidates: messy, freshnessSeconds: 86_400 })
    )
  })

  it("does not depend on candidate order", () => {
    const reference = accepted(run({ candidates: messy }))
    let seed = 7
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    for (let round = 0; round < 25; round++) {
      const shuffled = [...messy]
        .map((c) => [random(), c] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([, c]) => c)
      const outcome = accepted(run({ candidates: shuffled }))
      expect(outcome.pack).toEqual(reference.pack)
      const unordered = (list: typeof outcome.rejected) => list.map(({ url, reason }) => `${url} ${reason}`).sort()
      expect(unordered(outcome.rejected)).toEqual(unordered(reference.rejected))
    }
  })
})

describe("validateEvidence: a browser-support list is backed only by pages about its subject", () => {
  const page = (title: string, url: string, snippet: string): Candidate => ({ title, url, snippet })
  const elementPages = [
    page(
      "HTML element: meter | MDN",
      "https://developer.mozilla.org/docs/Web/HTML/Element/meter",
      "MDN Web Docs documents the HTML element meter. Support for meter: Chrome 8, Firefox 16, Safari 6 and Edge 13."
    ),
    page(
      "HTML element: meter in WHATWG HTML Living Standard",
      "https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element",
      "The WHATWG HTML Living Standard defines the HTML element meter. Browsers shipping it: Chrome 8, Firefox 16, Safari 6 and Edge 13."
    ),
    page(
      "meter | Web Platform Status",
      "https://webstatus.dev/features/meter",
      "The meter HTML element shows a scalar value within a known range. Supported in Chrome 8, Edge 13, Firefox 16 and Safari 6."
    )
  ]
  const otherFeature = page(
    "HTML element: output | MDN",
    "https://developer.mozilla.org/docs/Web/HTML/Element/output",
    "MDN Web Docs documents the HTML element output. Support for output: Chrome 10, Firefox 4, Safari 7 and Edge 13."
  )

  it("does not sell a page on another feature that shares a version with the answer", () => {
    const { pack, rejected } = accepted(
      run({ query: "Which browsers support the HTML meter element?", candidates: [...elementPages, otherFeature] })
    )
    expect(pack.sources.map((s) => s.url)).not.toContain(otherFeature.url)
    // "meter", named before the kind "element", is a key term the other feature's page lacks.
    expect(rejected).toEqual([{ index: 3, url: otherFeature.url, reason: "missing_key_term" }])
  })

  it("holds an identifier question to the identifier, not to its pieces ('prototype')", () => {
    const pages = [
      page(
        "JavaScript built-in: Array.at | MDN",
        "https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Array/at",
        "MDN Web Docs documents the JavaScript built-in Array.at. Support for Array.at: Chrome 92, Firefox 90, Safari 15.4 and Edge 92. Specification: ECMAScript, section sec-array.prototype.at."
      ),
      page(
        "JavaScript built-in: Array.at in ECMAScript Language Specification",
        "https://tc39.es/ecma262/#sec-array.prototype.at",
        "The ECMAScript Language Specification, section sec-array.prototype.at, defines the JavaScript built-in Array.at. Browsers shipping it: Chrome 92, Firefox 90, Safari 15.4 and Edge 92."
      ),
      page(
        "Array at() | Web Platform Status",
        "https://webstatus.dev/features/array-at",
        "The at() method of arrays returns the item at an index, counting back from the end for negative ones. Array.at is supported in Chrome 92, Edge 92, Firefox 90 and Safari 15.4."
      )
    ]
    const { pack } = accepted(run({ query: "Which browsers support Array.prototype.at?", candidates: pages }))
    expect(pack.sources).toHaveLength(3)
  })
})

describe("validateEvidence: which one of a thing, and names written out", () => {
  const page = (host: string, title: string, snippet: string): Candidate => ({
    title,
    url: `https://${host}/tay-bridge`,
    snippet
  })

  it("answers a question on the current one of a thing with none of an earlier one's facts", () => {
    const query = "when did the current tay rail bridge open"
    const earlier = [
      page(
        "a.org",
        "Tay Bridge disaster",
        "The first Tay Rail Bridge collapsed in a violent storm on 28 December 1879, and no one survived."
      ),
      page(
        "b.com",
        "Tay Bridge collapse",
        "Engineers still study why the first Tay Rail Bridge gave way under a passing train on 28 December 1879."
      ),
      page(
        "c.net",
        "Dundee history",
        "A gale brought down the first Tay Rail Bridge on 28 December 1879; Dundee mourned seventy-five dead."
      )
    ]
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: earlier })._tag).toBe("Rejected")
    const current = [
      page("a.org", "Tay Bridge", "The current Tay Rail Bridge opened on 20 June 1887 beside the old piers."),
      page(
        "b.com",
        "Tay Bridge listing",
        "Railway bridge of 85 spans, the current Tay Rail Bridge opened on 20 June 1887."
      ),
      page("c.net", "Dundee history", "Trains crossed the current Tay Rail Bridge from 20 June 1887, when it opened.")
    ]
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: current }))
    expect(outcome.pack.answer).toContain("1887")
  })

  it("dates an answer by a year of an era ('AD 122'), which four-digit years miss", () => {
    const wall = [
      page("a.org", "Hadrian's Wall history", "Building work on the Wall began in AD 122 under the emperor Hadrian."),
      page(
        "b.com",
        "Hadrian's Wall",
        "Hadrian's Wall is a Roman fortification, begun in AD 122 across northern Britain."
      ),
      page("c.net", "Why the Romans built it", "Work on Hadrian's Wall started in 122 AD and took about six years.")
    ]
    const query = "what year did they start building hadrians wall"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: wall }))
    expect(outcome.pack.answer).toContain("122")
  })

  it("answers when a product came out with the day it went on sale, not the day it was unveiled", () => {
    const phone = [
      page("a.org", "Galaxy S10", "The Galaxy S10 was unveiled on 20 February 2019. It was released on 8 March 2019."),
      page("b.com", "Galaxy S10 on sale", "Starting March 8, 2019, buyers can purchase the Galaxy S10 in stores."),
      page(
        "c.net",
        "Galaxy S10 launch",
        "The Galaxy S10 launched in stores on 8 March 2019 after a February unveiling."
      )
    ]
    const outcome = accepted(
      validateEvidence({ query: "when did the galaxy s10 come out", maxSources: 5, now: NOW, candidates: phone })
    )
    expect(outcome.pack.answer).toMatch(/March/)
  })
})

describe("what an answer must say of the question asked", () => {
  const page = (url: string, title: string, snippet: string): Candidate => ({ title, url, snippet })

  it("backs a 'who founded' answer by the founder's name, not by the place it was founded in", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Hanbit",
        "Hanbit - Wikipedia",
        "Hanbit was founded by Park Jae-sung in 1938 as a trading company."
      ),
      page(
        "https://en.wikipedia.org/wiki/Park_Jae-sung",
        "Park Jae-sung - Wikipedia",
        "Park Jae-sung (1910-1987) was a businessman and the founder of the Hanbit Group."
      ),
      page(
        "https://www.britannica.com/money/Hanbit",
        "Hanbit | Britannica",
        "Hanbit, South Korean electronics maker. It was set up in 1938 by Park Jae-sung in Taegu (Daegu), exporting dried fish."
      ),
      page(
        "https://news.hanbit.com/history",
        "Hanbit's history",
        "On March 1, 1938, founding chairman Jae-seong Park established Hanbit Sanghoe in Daegu with 30,000 won."
      ),
      page(
        "https://en.wikipedia.org/wiki/Hanbit_Lions",
        "Hanbit Lions - Wikipedia",
        "The Hanbit Lions are a professional baseball team based in Daegu. They were founded in 1982."
      )
    ]
    const outcome = accepted(
      validateEvidence({ query: "who founded hanbit", maxSources: 5, now: NOW, candidates: pages })
    )
    expect(outcome.pack.answer).toContain("Park Jae-sung")
    expect(outcome.pack.sources.map((s) => s.url)).not.toContain("https://en.wikipedia.org/wiki/Hanbit_Lions")
  })

  it("answers what a thing does by default only with a sentence saying what the default is", () => {
    const pages = [
      page(
        "https://manpages.debian.org/qzip",
        "qzip(1) - Debian Manpages",
        "-#: selects # compression level [1-19] (default: 3)."
      ),
      page(
        "https://unix.stackexchange.com/q/1",
        "Which level should I use with qzip?",
        "qzip uses level 3 by default, which is already faster than gzip."
      ),
      page(
        "https://github.com/acme/qzip",
        "acme/qzip: fast real-time compression",
        "qzip is a fast lossless compression tool targeting real-time compression at high ratios."
      ),
      page(
        "https://archlinux.org/news/qzip",
        "Arch Linux switches package compression to qzip",
        "On Friday, Dec 27 2019, our package compression scheme changed from xz to qzip compression."
      ),
      page(
        "https://en.wikipedia.org/wiki/Qzip",
        "qzip - Wikipedia",
        "qzip is a lossless data compression tool with compression levels from 1 to 19."
      )
    ]
    const query = "qzip default compression level"
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages })._tag).toBe("Rejected")
  })

  it("dates a thing still to come by no deadline, unveiling, hope or missing date", () => {
    const deadline = [
      page(
        "https://en.wikipedia.org/wiki/Next_Freedonia_election",
        "Next Freedonian general election - Wikipedia",
        "The next Freedonian general election must be held no later than 15 August 2029."
      ),
      page(
        "https://www.freedonia-parliament.gov/elections",
        "General elections | Parliament",
        "Under the 2022 Act the next Freedonian general election is held on 15 August 2029 at the latest."
      ),
      page(
        "https://www.bbc.co.uk/news/freedonia-election",
        "When is the next Freedonian general election?",
        "The next Freedonian general election will take place no later than 15 August 2029, five years after the last."
      )
    ]
    const election = "exact date of next freedonian general election"
    expect(validateEvidence({ query: election, maxSources: 5, now: NOW, candidates: deadline })._tag).toBe("Rejected")
    const query = "when will the new volta roadster be delivered to customers"
    const unveiled = [
      page(
        "https://en.wikipedia.org/wiki/Volta_Roadster",
        "Volta Roadster - Wikipedia",
        "The Volta Roadster is an upcoming electric sports car unveiled on 16 November 2017."
      ),
      page(
        "https://www.bbc.co.uk/news/volta",
        "Volta unveils a new Roadster",
        "Volta surprised its audience when it unveiled a new Roadster sports car on 16 November 2017."
      ),
      page(
        "https://www.caranddriver.com/volta/roadster",
        "Volta Roadster: everything we know",
        "First shown on 16 November 2017, the new Volta Roadster was unveiled at the Volta Semi event in Hawthorne."
      )
    ]
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: unveiled })._tag).toBe("Rejected")
    const hoped = [
      page(
        "https://www.theverge.com/volta-roadster",
        "Volta says the Roadster will finally ship",
        "Volta aims to start Roadster deliveries to customers in 2025, its chief executive said."
      ),
      page(
        "https://electrek.co/volta-roadster",
        "Volta Roadster still missing",
        "Roadster deliveries to customers were planned for 2025, but Volta has not announced a firm delivery date."
      ),
      page(
        "https://www.reuters.com/volta-roadster",
        "Volta pushes back the Roadster again",
        "Volta hopes to begin Roadster deliveries to customers in 2025, after missing its 2020 goal."
      )
    ]
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: hoped })._tag).toBe("Rejected")
  })

  it("answers a how-to with its command, however each page fills in its placeholders", () => {
    const pages = [
      page(
        "https://vim.fandom.com/wiki/Search_and_replace",
        "Search and replace | Vim Tips Wiki",
        ":%s/foo/bar/g Find each occurrence of 'foo' in all lines, and replace it with 'bar'."
      ),
      page(
        "https://linuxize.com/post/vim-find-replace/",
        "How to Find and Replace in Vim | Linuxize",
        "To replace all occurrences of the pattern in the whole file, use the percent sign as a range: :%s/foo/bar/g."
      ),
      page(
        "https://stackoverflow.com/q/19994922",
        "How to replace a word in the whole file in vim?",
        "Use :%s/old/new/g. The % means every line in the file and the g flag replaces every match on each line."
      ),
      page(
        "https://vimhelp.org/change.txt.html",
        "Vim documentation: change",
        "Example: :%s/x/y/g replaces every x with y in the whole file, every occurrence on each line."
      )
    ]
    const query = "vim replace all occurrences of a word in file"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.answer).toContain(":%s/")
    expect(outcome.pack.sources).toHaveLength(4)
  })

  it("backs a 'who wrote' answer by who the 'by' after the work names, not by the work's own words", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/The_Sea_Wolf_Hunt",
        "The Sea Wolf Hunt - Wikipedia",
        "The Sea Wolf Hunt; or, The Harpoon is an 1851 novel by American writer Herbert Marwell."
      ),
      page(
        "https://www.gutenberg.org/ebooks/1",
        "The Sea Wolf Hunt; Or, The Harpoon by Herbert Marwell",
        "Free eBook of The Sea Wolf Hunt by Herbert Marwell. Release date: June 1, 2001. Language: English."
      ),
      page(
        "https://www.britannica.com/topic/The-Sea-Wolf-Hunt",
        "The Sea Wolf Hunt | Britannica",
        "The Sea Wolf Hunt, novel by Herbert Marwell, published in 1851."
      ),
      page(
        "https://www.imdb.com/title/tt1",
        "The Sea Wolf Hunt (1956) - IMDb",
        "The Sea Wolf Hunt: A whaling captain chases the harpoon that took his leg, in a film of the novel."
      ),
      page(
        "https://www.sparknotes.com/lit/seawolf",
        "The Sea Wolf Hunt: summary | SparkNotes",
        "The Sea Wolf Hunt follows a crew whose harpoon misses the whale again and again on a long whaling voyage."
      )
    ]
    const outcome = accepted(
      validateEvidence({ query: "who wrote the sea wolf hunt", maxSources: 5, now: NOW, candidates: pages })
    )
    expect(outcome.pack.answer).toContain("Marwell")
    expect(outcome.pack.sources.map((s) => new URL(s.url).hostname).sort()).toEqual([
      "en.wikipedia.org",
      "www.britannica.com",
      "www.gutenberg.org"
    ])
  })

  it("dates the event asked for, not another of the same subject ('land', not 'launched')", () => {
    const pages = [
      page(
        "https://www.nasa.gov/mission/orion-9",
        "Orion 9 - NASA",
        "Orion 9 launched November 14, 1979. Its lander touched down in the Sea of Rains on November 19, 1979."
      ),
      page(
        "https://en.wikipedia.org/wiki/Orion_9",
        "Orion 9 - Wikipedia",
        "Orion 9 lifted off from Cape Canaveral on November 14, 1979, five days before reaching the surface."
      ),
      page(
        "https://airandspace.si.edu/orion-9",
        "Orion 9 | Smithsonian",
        "The Orion 9 crew launched on 14 November 1979 aboard a Saturn rocket."
      )
    ]
    const query = "what day did orion 9 land on the moon"
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages })._tag).toBe("Rejected")
  })

  it("backs a day by no page dating another month of its year", () => {
    const landed = (url: string, title: string, snippet: string) => page(url, title, snippet)
    const pages = [
      landed("https://www.nasa.gov/orion-9", "Orion 9 - NASA", "The Orion 9 lander touched down on November 19, 1979."),
      landed(
        "https://en.wikipedia.org/wiki/Orion_9",
        "Orion 9 - Wikipedia",
        "Orion 9's crew landed in the Sea of Rains on 19 November 1979, near an older probe."
      ),
      landed(
        "https://airandspace.si.edu/orion-9",
        "Orion 9 | Smithsonian",
        "On November 19, 1979, the Orion 9 crew landed close to their target and spent a day on the surface."
      ),
      landed(
        "https://www.britannica.com/orion-program",
        "Orion program | Britannica",
        "Between July 1979 and December 1982, Orion 9 and five other crews landed on the Moon."
      )
    ]
    const query = "what day did orion 9 land on the moon"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.answer).toMatch(/19/)
    expect(outcome.pack.sources.map((s) => s.url)).not.toContain("https://www.britannica.com/orion-program")
  })

  it("answers 'who made' with whom its making verb names ('created by'), not a word the thing is described by", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Zeptojs",
        "Zepto.js - Wikipedia",
        "Zepto.js is a JavaScript library designed to simplify DOM traversal. Original author: Mira Kovalenko."
      ),
      page(
        "https://en.wikipedia.org/wiki/Mira_Kovalenko",
        "Mira Kovalenko - Wikipedia",
        "Mira Kovalenko is a software engineer best known as the creator of the Zepto.js JavaScript library."
      ),
      page(
        "https://zeptojs.org/history",
        "History | Zepto.js",
        "Zepto.js was created by Mira Kovalenko, who showed it at a JavaScript meetup in 2010."
      ),
      page(
        "https://www.smashingmagazine.com/kovalenko-interview",
        "The woman behind Zepto.js",
        "Mira Kovalenko, the creator of Zepto.js, talks about starting the JavaScript library in 2010."
      ),
      page(
        "https://developer.mozilla.org/en-US/docs/Glossary/Zeptojs",
        "Zepto.js | MDN Web Docs Glossary",
        "Zepto.js is a JavaScript library that focuses on simplifying DOM manipulation and event handling."
      )
    ]
    const outcome = accepted(
      validateEvidence({ query: "who made zepto.js", maxSources: 5, now: NOW, candidates: pages })
    )
    expect(outcome.pack.answer).toContain("Kovalenko")
  })

  it("answers 'who composed' with the name a work's 'by' gives, a few words after the work", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/The_Glass_Harp",
        "The Glass Harp - Wikipedia",
        "The Glass Harp (German: Die Glasharfe), K. 700, is an opera in two acts by Johann Peter Keller to a libretto by Anton Weiss."
      ),
      page(
        "https://www.britannica.com/topic/The-Glass-Harp",
        "The Glass Harp | Opera | Britannica",
        "Die Glasharfe, first staged in Vienna in 1791, is a singspiel opera in two acts by Johann Peter Keller."
      ),
      page(
        "https://www.metopera.org/glasharfe",
        "Die Glasharfe (The Glass Harp) | The Met",
        "Die Glasharfe, Keller's opera in two acts by the composer Johann Peter Keller, returns in a staging by Julia Stein."
      ),
      page(
        "https://en.wikipedia.org/wiki/The_Glass_Harp_(1975_film)",
        "The Glass Harp (1975 film) - Wikipedia",
        "The Glass Harp (German: Die Glasharfe) is a 1975 television film of the opera, directed by Ingmar Lund."
      )
    ]
    const outcome = accepted(
      validateEvidence({ query: "who composed the glass harp opera", maxSources: 5, now: NOW, candidates: pages })
    )
    expect(outcome.pack.answer).toContain("Keller")
    expect(outcome.pack.sources.map((s) => s.url)).not.toContain(
      "https://en.wikipedia.org/wiki/The_Glass_Harp_(1975_film)"
    )
  })

  it("backs a 'who wrote' answer naming several authors by pages naming most of them, not one on another matter", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/The_Harbour_Letters",
        "The Harbour Letters - Wikipedia",
        "The Harbour Letters is a collection of 60 essays written by Arthur Pennington, Walter Osgood, and Henry Thale under the pen name Civis to promote the new charter of the colony."
      ),
      page(
        "https://www.britannica.com/topic/Harbour-Letters",
        "Harbour Letters | Britannica",
        "Harbour Letters, series of essays published in 1790 and 1791 in support of the proposed charter. Arthur Pennington, Walter Osgood and Henry Thale wrote them, Pennington the most."
      ),
      page(
        "https://www.loc.gov/harbour-letters",
        "Full Text of The Harbour Letters | Library of Congress",
        "Our digital edition reproduces the first printing from the Daily Courier, with notes on which of the three authors, Pennington, Osgood or Thale, wrote each letter."
      ),
      page(
        "https://en.wikipedia.org/wiki/Harbour_Party",
        "Harbour Party - Wikipedia",
        "The Harbour Party was the first political party of the colony. Under Arthur Pennington it backed the Harbour Letters."
      )
    ]
    const query = "who wrote the harbour letters"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.answer).toContain("Osgood")
    expect(outcome.pack.sources.map((s) => s.url)).not.toContain("https://en.wikipedia.org/wiki/Harbour_Party")
  })

  it("backs a yes or no by the pages writing what it says of its subject, when they are enough to sell", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Bitter_Sea",
        "Bitter Sea - Wikipedia",
        "The Bitter Sea is a lake in the desert. Its surface lies 120 metres below sea level, the lowest in the region."
      ),
      page(
        "https://www.britannica.com/place/Bitter-Sea",
        "Bitter Sea | Britannica",
        "Bitter Sea, desert lake whose shore is about 120 metres below sea level."
      ),
      page(
        "https://earthobservatory.nasa.gov/bitter-sea",
        "Bitter Sea - NASA Earth Observatory",
        "The Bitter Sea shoreline is more than 100 metres below sea level, and it keeps falling."
      ),
      page(
        "https://www.livescience.com/bitter-sea-salty",
        "Why is the Bitter Sea so salty? | Live Science",
        "The Bitter Sea is almost 10 times saltier than the ocean, with a salinity of about 34%, so dense that swimmers float on its surface."
      ),
      page(
        "https://en.wikipedia.org/wiki/Bitter_Sea_Scrolls",
        "Bitter Sea Scrolls - Wikipedia",
        "The Bitter Sea Scrolls are ancient manuscripts from the First Temple period, discovered between 1946 and 1956 in the caves near the Bitter Sea."
      )
    ]
    const query = "is the bitter sea below sea level"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.sources.map((s) => new URL(s.url).hostname).sort()).toEqual([
      "earthobservatory.nasa.gov",
      "en.wikipedia.org",
      "www.britannica.com"
    ])
  })

  it("sells the pages naming the property an answer names, when they are enough, not neighbours sharing its words", () => {
    const pages = [
      page(
        "https://developer.mozilla.org/en-US/docs/Web/CSS/text-shape",
        "text-shape - CSS | MDN",
        "The text-shape CSS property specifies how to capitalize an element's text, for example in all-uppercase."
      ),
      page(
        "https://www.w3schools.com/cssref/text-shape.php",
        "CSS text-shape property - W3Schools",
        "The text-shape property controls the capitalization of text: uppercase transforms all characters to uppercase."
      ),
      page(
        "https://stackoverflow.com/q/1",
        "How to make text uppercase with CSS?",
        "Use text-shape: uppercase; on the element. The HTML keeps its original case."
      ),
      page(
        "https://developer.mozilla.org/en-US/docs/Web/CSS/font-variant-caps",
        "font-variant-caps - CSS | MDN",
        "The font-variant-caps CSS property controls the use of alternate glyphs for small or petite capitals of text."
      ),
      page(
        "https://developer.mozilla.org/en-US/docs/Web/CSS/::first-letter",
        "::first-letter - CSS | MDN",
        "The ::first-letter CSS pseudo-element applies styles to the first letter of the text of a block, as capitals."
      )
    ]
    const outcome = accepted(
      validateEvidence({ query: "css make all text capital letters", maxSources: 5, now: NOW, candidates: pages })
    )
    expect(
      outcome.pack.sources.map((s) => s.url).filter((url) => url.includes("text-shape") || url.includes("/q/"))
    ).toHaveLength(3)
    expect(outcome.pack.sources).toHaveLength(3)
  })

  it("answers a question on what is confirmed with no sentence saying it is still a secret", () => {
    const pages = [
      page(
        "https://www.chickenhut.com/our-story",
        "Our Story | Chicken Hut",
        "The Founder's Original Recipe of 11 herbs and spices is still kept a secret, locked in a vault in Louisville."
      ),
      page(
        "https://www.chicagotribune.com/secret-recipe",
        "Is this the secret Chicken Hut recipe? | Chicago Tribune",
        "The recipe of 11 herbs and spices remains a secret: Chicken Hut never confirmed the list a nephew showed us."
      ),
      page(
        "https://www.nbcnews.com/chicken-hut-vault",
        "Chicken Hut moves its secret recipe to a new vault",
        "The recipe of 11 herbs and spices was carried to a new vault, and it is still a secret known to few."
      )
    ]
    const query = "chicken hut 11 herbs and spices recipe officially confirmed"
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages })._tag).toBe("Rejected")
  })

  it("backs a default by no page writing its value only in a formula or a recommendation", () => {
    const pages = [
      page(
        "https://docs.unicorn.org/settings",
        "Settings - Unicorn documentation",
        "workers: Command line: -w INT. Default: 1. By default, the value of the WEB_CONCURRENCY variable, or 1 if it is not defined."
      ),
      page(
        "https://docs.unicorn.org/design",
        "Design - Unicorn documentation",
        "We recommend (2 x $num_cores) + 1 as the number of Unicorn workers to start off with."
      ),
      page(
        "https://stackoverflow.com/q/2",
        "How many unicorn workers should I run?",
        "The docs suggest (2 x cores) + 1 Unicorn workers, so a 2-core instance would get 5 workers."
      )
    ]
    const query = "unicorn default number of workers if i dont pass -w"
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages })._tag).toBe("Rejected")
  })

  it("answers who someone really was with no page saying the identity is unknown", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Man_in_the_Velvet_Hood",
        "Man in the Velvet Hood - Wikipedia",
        "The Man in the Velvet Hood was an unidentified prisoner held under King Henri IV. He was arrested in 1601 under the name Jean Marot."
      ),
      page(
        "https://www.britannica.com/topic/Man-in-the-Velvet-Hood",
        "Man in the Velvet Hood | Britannica",
        "Man in the Velvet Hood, prisoner held in various French jails, including the Conciergerie, during the reign of Henri IV. Many candidates have been proposed."
      ),
      page(
        "https://www.historyextra.com/velvet-hood",
        "The mystery of the Man in the Velvet Hood",
        "Voltaire claimed he was Henri IV's brother; Dumas made him a twin. Historians favour a valet, but the evidence remains circumstantial."
      )
    ]
    const query = "who was the man in the velvet hood really"
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages })._tag).toBe("Rejected")
  })

  it("answers a question giving the year it asks the day of with a sentence naming the day", () => {
    const pages = [
      page(
        "https://www.britannica.com/event/Porto-earthquake-of-1761",
        "Porto earthquake of 1761 | Britannica",
        "Porto earthquake of 1761, series of tremors on March 3, 1761, that nearly destroyed the old town of Porto."
      ),
      page(
        "https://en.wikipedia.org/wiki/1761_Porto_earthquake",
        "1761 Porto earthquake - Wikipedia",
        "The 1761 Porto earthquake struck the city on the morning of Tuesday, 3 March, at around 10:15 local time."
      ),
      page(
        "https://earthquake.usgs.gov/porto-1761",
        "Historic Earthquakes: Porto 1761 | USGS",
        "1761 March 03, 10:15 UTC. Magnitude 7.9. Porto, Portugal. The earthquake was followed by fires in the old town."
      )
    ]
    const outcome = accepted(
      validateEvidence({ query: "porto earthquake 1761 exact date", maxSources: 5, now: NOW, candidates: pages })
    )
    expect(outcome.pack.answer).toMatch(/March|3 March/)
  })

  it("sells a page lacking a key term only for the value the keyed pages agree on, not another value the answer gives", () => {
    const pages = [
      page(
        "https://docs.example-queue.org/ops/watchdog",
        "High availability with ExampleQueue Watchdog | Docs",
        "Watchdogs by default listen for connections on TCP port 25672, so port 25672 of your servers must be open to the other Watchdog instances."
      ),
      page(
        "https://github.com/example-queue/exq/blob/main/watchdog.conf",
        "watchdog.conf at main - example-queue/exq",
        "# port <watchdog-port> # The port this watchdog instance will run on port 25672"
      ),
      page(
        "https://www.tutorials.example.com/exq-watchdog",
        "How To Configure ExampleQueue Watchdog",
        "Watchdog listens on port 25672 by default, while the ExampleQueue brokers themselves use 5672. Open both ports between your nodes."
      ),
      page(
        "https://charts.example.io/exq/values",
        "exq values.yaml - Chart Hub",
        "watchdog.containerPorts.watchdog: port to open on ExampleQueue watchdog nodes, default 25672. broker.containerPorts.amqp: port to open on broker nodes, default 5672."
      ),
      page(
        "https://forum.example.org/t/exq-port",
        "Cannot connect to ExampleQueue on 5672 from another host",
        "ExampleQueue binds to 127.0.0.1 by default. Change the listeners setting and open port 5672 in your firewall."
      )
    ]
    const query = "examplequeue watchdog default port"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.answer).toContain("25672")
    // The forum page gives the brokers' port, which the answer names only beside the asked one.
    expect(outcome.pack.sources.map((s) => s.url)).not.toContain("https://forum.example.org/t/exq-port")
  })

  it("answers who illustrated a book with no sentence naming only who wrote it", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/The_Lantern_of_Orbo",
        "The Lantern of Orbo - Wikipedia",
        "The Lantern of Orbo is an 1881 children's novel by Dutch writer Pieter Maas, first serialised in a Utrecht weekly."
      ),
      page(
        "https://www.britannica.com/topic/The-Lantern-of-Orbo",
        "The Lantern of Orbo | novel by Maas | Britannica",
        "The Lantern of Orbo, a children's novel by Pieter Maas, published in book form in 1883 in Amsterdam."
      ),
      page(
        "https://www.goodreads.com/book/show/lantern-of-orbo",
        "The Lantern of Orbo by Pieter Maas | Goodreads",
        "A beloved classic: the first edition of The Lantern of Orbo appeared in 1883, a novel by Pieter Maas about a lamplighter's son."
      )
    ]
    const query = "who illustrated the first edition of the lantern of orbo"
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages })._tag).toBe("Rejected")
  })

  it("answers a how-to from the pages that tell it, never with a page inviting to use its own calculator", () => {
    const pages = [
      page(
        "https://www.omnicalculator.com/math/cylinder-volume",
        "Cylinder Volume Calculator",
        "Use this cylinder calculator to find the volume, surface area, radius or height of a cylinder. Enter any two values."
      ),
      page(
        "https://www.mathsisfun.com/geometry/cylinder.html",
        "Cylinder - Math is Fun",
        "The volume of a cylinder is π times the radius squared times the height: V = π r² h."
      ),
      page(
        "https://www.bbc.co.uk/bitesize/guides/cylinder-volume",
        "Volume of a cylinder - BBC Bitesize",
        "To find the volume of a cylinder, multiply the area of the circular base, π r², by the height h."
      ),
      page(
        "https://www.khanacademy.org/math/cylinder-volume",
        "Volume of cylinders (article) | Khan Academy",
        "Volume of a cylinder = π r² h. Example: radius 2 and height 5 give a volume of 20π, about 62.8 cubic units."
      )
    ]
    const query = "how to find the volume of a cylinder"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.answer).toMatch(/π r²/)
    expect(outcome.pack.answer).not.toMatch(/calculator/i)
  })

  it("finds a page sharing only the question's identifier off the topic: another thing of the same name", () => {
    const pages = [
      page(
        "https://docs.example-cloud.com/block/st4-volumes",
        "ST4 volumes - ExampleCloud Block Storage",
        "Every st4 volume gets a baseline throughput of 250 MiB/s, whatever its size, and can burst to 500 MiB/s."
      ),
      page(
        "https://www.example-cloud.com/block/pricing",
        "ExampleCloud block storage pricing",
        "st4 volumes include a baseline throughput of 250 MiB/s in the price of storage; extra throughput is billed per MiB/s."
      ),
      page(
        "https://blog.storage-notes.net/st4-vs-st3",
        "st4 vs st3: which ExampleCloud volume?",
        "The st4 volume's baseline throughput is 250 MiB/s, up from the 160 MiB/s an st3 volume gets at 1 TiB."
      ),
      page(
        "https://www.racing-archive.org/st4-series",
        "ST4 Series - touring car championship",
        "The ST4 Series was a touring car championship run from 2004 to 2012 as a feeder to the ST3 class, then merged into a national series."
      )
    ]
    const query = "st4 volume baseline throughput"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.rejected).toEqual([
      { index: 3, url: "https://www.racing-archive.org/st4-series", reason: "off_topic" }
    ])
  })

  it("backs a span counted from one event by no page counting it the other way from another", () => {
    const pages = [
      page(
        "https://dmv.example-state.gov/new-residents",
        "New residents | Example State DMV",
        "New residents of Example State have 60 days after moving here to get an Example State driver license."
      ),
      page(
        "https://www.reddit.com/r/examplestate/comments/abc/new_resident_license",
        "Moved to Example State, how long for a driver license? : r/examplestate",
        "You get 60 days after you move to swap your driver license, the DMV told me."
      ),
      page(
        "https://sos.example-state.gov/renew-license",
        "Renew your driver license | Example State",
        "Renew your Example State driver license online at least 60 days before it expires."
      )
    ]
    // "60 days before it expires" is a renewal's lead time, not the 60 days new residents have after moving.
    const query = "moved to example state how long do i have to get a driver license"
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages })._tag).toBe("Rejected")
  })

  it("sells a yes or no with the pages saying yes or no, when they are enough, not a namesake sharing its words", () => {
    const pages = [
      page(
        "https://docs.example-lang.org/faq#exceptions",
        "Why does Examplelang not have exceptions? - FAQ",
        "Examplelang does not have exceptions: it returns errors as values, and panics are kept for bugs, not for ordinary errors."
      ),
      page(
        "https://stackoverflow.com/questions/1234/examplelang-exceptions",
        "Does Examplelang have exceptions? - Stack Overflow",
        "No, Examplelang doesn't have exceptions or try/catch. A function returns an error as its last result and the caller checks it."
      ),
      page(
        "https://blog.example.dev/examplelang-errors",
        "Error handling in Examplelang: no exceptions",
        "Examplelang has no exceptions: errors are plain values you return, wrap and inspect with the errors package."
      ),
      page(
        "https://www.examplelang-club.org/rules",
        "Rules of Examplelang, the board game: the capture rule and its exceptions",
        "A player must wait a turn before recapturing a stone, and Examplelang tournaments add exceptions for repeated positions."
      )
    ]
    const query = "does examplelang have exceptions"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.sources.map((s) => s.url)).not.toContain("https://www.examplelang-club.org/rules")
    expect(outcome.pack.sources).toHaveLength(3)
  })

  it("sells a command's answer with the pages writing its command, when they are enough, not a page on a neighbour", () => {
    const pages = [
      page(
        "https://docs.exampletool.dev/cli/cache-prune",
        "exampletool cache prune | Docs",
        "Remove every unused cache entry with exampletool cache prune --all; add --force to skip the confirmation prompt."
      ),
      page(
        "https://stackoverflow.com/questions/99/clear-exampletool-cache",
        "How do I clear the exampletool cache? - Stack Overflow",
        "Run exampletool cache prune --all. It deletes every cached layer that no project uses any more and prints the space it freed."
      ),
      page(
        "https://blog.example.org/exampletool-disk-space",
        "Freeing disk space taken by the exampletool cache",
        "The cache lives in ~/.exampletool/cache; exampletool cache prune --all clears it safely, while deleting the folder by hand can corrupt the index."
      ),
      page(
        "https://docs.exampletool.dev/cli/cache-ls",
        "exampletool cache ls | Docs",
        "exampletool cache ls prints the index of the cache folder, entry by entry; never edit that folder by hand, deleting files there can corrupt the index."
      )
    ]
    const query = "how to clear the exampletool cache"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.answer).toContain("prune --all")
    expect(outcome.pack.sources.map((s) => s.url)).not.toContain("https://docs.exampletool.dev/cli/cache-ls")
  })

  it("answers who owns a company with the sentence naming its acquisition, the deed pages write", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Trackwell",
        "Trackwell - Wikipedia",
        "Trackwell is a maker of fitness trackers founded in 2009. It has been a subsidiary of Bigco since 2021, when Bigco completed its acquisition of the company."
      ),
      page(
        "https://blog.bigco.com/trackwell-acquisition-complete",
        "Bigco completes Trackwell acquisition - The Bigco Blog",
        "Today Bigco completed its acquisition of Trackwell, the wearables maker, and welcomed its team."
      ),
      page(
        "https://www.cnbc.com/2021/01/14/bigco-closes-trackwell-deal.html",
        "Bigco closes its $2.1 billion Trackwell deal",
        "Bigco said it had closed its $2.1 billion acquisition of Trackwell after regulators in Europe approved the purchase."
      )
    ]
    const outcome = accepted(
      validateEvidence({ query: "who owns trackwell now", maxSources: 5, now: NOW, candidates: pages })
    )
    expect(outcome.pack.answer).toContain("Bigco")
  })

  it("backs a rating one site gives by no page giving the same number of another unit", () => {
    const pages = [
      page(
        "https://www.acme-connectors.com/products/zh-series",
        "ZH Connector | ACME Connectors",
        "Current rating: 1 A AC, DC (AWG #26). Voltage rating: 50 V AC, DC. Wire-to-board crimp style."
      ),
      page(
        "https://www.acme-connectors.com/pdf/zh-catalogue.pdf",
        "ZH Connector catalogue (PDF) - ACME",
        "Specifications: Current rating 1 A AC, DC (AWG #26); Voltage rating 50 V AC, DC; Contact resistance 20 mΩ max."
      ),
      page(
        "https://en.wikipedia.org/wiki/ACME_ZH_connector",
        "ACME ZH connector - Wikipedia",
        "ACME ZH connectors are small wire-to-board connectors with a 1.5 mm pitch, common on hobby drones and 1 cell batteries."
      ),
      page(
        "https://www.hobbyparts-store.com/zh-cable-2pin",
        "ACME ZH 2-pin cable, 100 mm | HobbyParts",
        "This cable has a 2-pin ACME ZH connector on each end, 100 mm long, 28 AWG silicone wire, for 1 cell batteries."
      ),
      page(
        "https://learn.makers-hub.com/connectors/acme",
        "Connector basics: ACME ZH | Makers Learn",
        "The ZH is ACME's 1.5 mm pitch series; the larger XA series has a 2.5 mm pitch and takes thicker wire."
      )
    ]
    // Only the maker's site states "1 A"; the others write "1.5 mm pitch", "1 cell", "100 mm".
    const query = "acme zh connector current rating"
    expect(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages })._tag).toBe("Rejected")
  })

  it("finds 'container queries' as the at-rule compatibility tables name, @container", () => {
    const pages = [
      page(
        "https://webstatus.dev/features/container-queries",
        "Container queries (size) | Web Platform Status",
        "Container size queries with the @container at-rule apply styles to an element based on its container. Chrome 105, Edge 105, Firefox 110 and Safari 16."
      ),
      page(
        "https://developer.mozilla.org/en-US/docs/Web/CSS/@container",
        "CSS at-rule: @container | MDN",
        "MDN Web Docs documents the CSS at-rule @container. Support for @container: Chrome 105, Firefox 110, Safari 16 and Edge 105."
      ),
      page(
        "https://caniuse.com/mdn-css_at-rules_container",
        "CSS at-rule: @container | Can I use... Support tables for HTML5, CSS3, etc",
        "@container (CSS at-rule) is supported from Edge 105, Firefox 110, Chrome 105 and Safari 16, according to Can I use."
      )
    ]
    const query = "which browsers support container queries"
    const outcome = accepted(validateEvidence({ query, maxSources: 5, now: NOW, candidates: pages }))
    expect(outcome.pack.answer).toMatch(/Chrome 105/)
    expect(outcome.pack.sources).toHaveLength(3)
  })
})
