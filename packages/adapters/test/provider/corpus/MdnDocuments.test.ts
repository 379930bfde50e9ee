import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { assert, beforeAll, describe, it } from "@effect/vitest"
import type { Candidate } from "@evidence-pack/core/ports/Provider"
import type { CompatData } from "@mdn/browser-compat-data/types"
import { Effect } from "effect"
import type { CorpusEntry } from "../../../provider/corpus/CorpusIndex.ts"
import * as MdnDocuments from "../../../provider/corpus/MdnDocuments.ts"

const release = (release_date: string, status = "retired") => ({ release_date, status })

/** A miniature of the dataset, shaped like the real one, with every case the documents must handle. */
const fixture = {
  __meta: { version: "test", timestamp: "2026-01-01T00:00:00.000Z" },
  browsers: {
    chrome: { name: "Chrome", releases: { "57": release("2017-03-09"), "300": release("2099-01-01", "planned") } },
    firefox: { name: "Firefox", releases: { "52": release("2017-03-07"), "60": release("2018-05-09") } },
    safari: { name: "Safari", releases: { "10.1": release("2017-03-27") } },
    edge: {
      name: "Edge",
      releases: { "12": release("2015-07-29"), "16": release("2017-10-17"), "18": release("2018-10-02") }
    }
  },
  css: {
    properties: {
      "grid-template-columns": {
        __compat: {
          mdn_url: "https://developer.mozilla.org/docs/Web/CSS/grid-template-columns",
          spec_url: [
            "https://drafts.csswg.org/css-grid/#track-sizing",
            "https://drafts.csswg.org/css-grid/#subgrids",
            "https://drafts.csswg.org/css-grid-2/#track-sizing"
          ],
          support: {
            chrome: { version_added: "57" },
            firefox: { version_added: "52" },
            safari: [{ version_added: "10.1" }],
            edge: [{ version_added: "16" }, { version_added: "12", alternative_name: "-ms-grid-columns" }]
          },
          status: { experimental: false, standard_track: true, deprecated: false }
        },
        masonry: {
          __compat: {
            description: "<code>masonry</code> value &amp; more",
            spec_url: "https://drafts.csswg.org/css-grid-3/#masonry",
            support: {
              chrome: { version_added: "300" },
              firefox: {
                version_added: "60",
                flags: [{ type: "preference", name: "layout.css.grid-template-masonry-value.enabled" }]
              },
              safari: { version_added: false }
            },
            status: { experimental: true, standard_track: true, deprecated: false }
          }
        }
      },
      zoom: {
        __compat: {
          mdn_url: "https://developer.mozilla.org/docs/Web/CSS/zoom",
          support: { edge: { version_added: "≤18" }, chrome: { version_added: "57", partial_implementation: true } }
        }
      },
      "no-urls": { __compat: { support: { chrome: { version_added: "57" } } } }
    }
  }
} as unknown as CompatData

const fixtureEntries = MdnDocuments.fromCompatData(fixture)
const entryTitled = (title: string): CorpusEntry => {
  const entry = fixtureEntries.find((candidate) => candidate.title === title)
  if (entry === undefined) throw new Error(`no entry titled ${title}`)
  return entry
}

describe("MdnDocuments.fromCompatData", () => {
  it("makes one entry per feature with a URL: its MDN page first, then one document per specification page", () => {
    assert.deepStrictEqual(
      fixtureEntries.map((entry) => [entry.title, entry.documents.map((document) => document.url)]),
      [
        [
          "CSS property: grid-template-columns",
          [
            "https://developer.mozilla.org/docs/Web/CSS/grid-template-columns",
            "https://drafts.csswg.org/css-grid/#track-sizing",
            "https://drafts.csswg.org/css-grid-2/#track-sizing",
            "https://caniuse.com/mdn-css_properties_grid-template-columns"
          ]
        ],
        [
          "CSS property: grid-template-columns, masonry value & more",
          [
            "https://drafts.csswg.org/css-grid-3/#masonry",
            "https://caniuse.com/mdn-css_properties_grid-template-columns_masonry"
          ]
        ],
        [
          "CSS property: zoom",
          ["https://developer.mozilla.org/docs/Web/CSS/zoom", "https://caniuse.com/mdn-css_properties_zoom"]
        ]
      ]
    )
  })

  it("adds the feature's Can I use page, naming the feature and restating its support table", () => {
    const caniuse = entryTitled("CSS property: grid-template-columns").documents.at(-1)
    assert.strictEqual(
      caniuse?.title,
      "CSS property: grid-template-columns | Can I use... Support tables for HTML5, CSS3, etc"
    )
    assert.match(
      caniuse?.snippet ?? "",
      /^grid-template-columns \(CSS property\) is supported from Edge .*, according to Can I use\./
    )
    assert.include(caniuse?.snippet ?? "", "Chrome 57")
  })

  it("titles and words the MDN page and the specification differently", () => {
    const [mdn, spec] = entryTitled("CSS property: grid-template-columns").documents
    assert.strictEqual(mdn?.title, "CSS property: grid-template-columns | MDN")
    assert.strictEqual(
      mdn?.snippet,
      "MDN Web Docs documents the CSS property grid-template-columns. Support for grid-template-columns: Chrome 57, " +
        "Firefox 52, Safari 10.1 and Edge 16, since 2017-03-07. Specification of grid-template-columns: CSS Working " +
        "Group draft css-grid, section track-sizing. Status: standard track, not deprecated."
    )
    assert.strictEqual(spec?.title, "CSS property: grid-template-columns in CSS Working Group draft css-grid")
    assert.strictEqual(
      spec?.snippet,
      'The CSS Working Group draft css-grid (drafts.csswg.org), section "track-sizing", defines the CSS property ' +
        "grid-template-columns. Browsers shipping grid-template-columns: Chrome 57 (released 2017-03-09), Firefox 52 (2017-03-07), " +
        "Safari 10.1 (2017-03-27) and Edge 16 (2017-10-17). The feature is on the standards track."
    )
  })

  it("dates a feature by its first and most recent shipping release, ignoring other names", () => {
    for (const document of entryTitled("CSS property: grid-template-columns").documents) {
      assert.strictEqual(document.publishedAt, "2017-03-07T00:00:00.000Z")
      assert.strictEqual(document.updatedAt, "2017-10-17T00:00:00.000Z")
    }
  })

  it("counts neither flags nor unreleased versions as shipping, and then leaves the dates out", () => {
    const [spec] = entryTitled("CSS property: grid-template-columns, masonry value & more").documents
    assert.include(
      spec?.snippet ?? "",
      "No stable browser release ships grid-template-columns, masonry value & more yet."
    )
    assert.include(spec?.snippet ?? "", "still experimental")
    assert.isFalse(spec !== undefined && ("publishedAt" in spec || "updatedAt" in spec))
  })

  it("shows an upper-bound version without dating it, and ignores partial support", () => {
    const [mdn] = entryTitled("CSS property: zoom").documents
    assert.include(mdn?.snippet ?? "", "Support for zoom: Edge 18 or earlier.")
    assert.notInclude(mdn?.snippet ?? "", "Chrome")
    assert.isFalse(mdn !== undefined && "publishedAt" in mdn)
  })
})

/** The branches whose features Can I use shows, each at `caniuse.com/mdn-<its key, "_" for ".">`. */
const CANIUSE_BRANCHES = ["api", "css", "html", "http", "javascript", "svg"]

/**
 * Every URL the dataset holds, and the Can I use page of each feature of the branches Can I use imports: a document
 * may only ever cite one of these.
 */
const datasetUrls = (data: CompatData): ReadonlySet<string> => {
  const urls = new Set<string>()
  const visit = (node: unknown, path: ReadonlyArray<string>): void => {
    if (typeof node !== "object" || node === null) return
    const compat = (node as { __compat?: CompatData["css"]["__compat"] }).__compat
    if (compat?.mdn_url !== undefined) urls.add(compat.mdn_url)
    for (const url of [compat?.spec_url ?? []].flat()) urls.add(url)
    if (compat !== undefined && CANIUSE_BRANCHES.includes(path[0] ?? "")) {
      urls.add(`https://caniuse.com/mdn-${path.join("_").toLowerCase()}`)
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== "__compat" && key !== "browsers") visit(child, [...path, key])
    }
  }
  visit(data, [])
  return urls
}

const isMdn = (document: Candidate) => document.url.startsWith("https://developer.mozilla.org/")

const shingles = (text: string): ReadonlySet<string> => {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
  return new Set(words.slice(0, -2).map((word, i) => `${word} ${words[i + 1]} ${words[i + 2]}`))
}

const similarity = (a: string, b: string): number => {
  const [left, right] = [shingles(a), shingles(b)]
  const shared = [...left].filter((shingle) => right.has(shingle)).length
  return shared / (left.size + right.size - shared)
}

describe("MdnDocuments.load (the real dataset)", () => {
  let entries: ReadonlyArray<CorpusEntry> = []
  let documents: ReadonlyArray<Candidate> = []
  let data: CompatData

  beforeAll(() => {
    entries = Effect.runSync(MdnDocuments.load)
    documents = entries.flatMap((entry) => entry.documents)
    data = JSON.parse(readFileSync(createRequire(import.meta.url).resolve(MdnDocuments.DATASET), "utf8"))
    const hosts = new Set(documents.map((document) => new URL(document.url).host))
    console.log(`[corpus] MDN corpus: ${entries.length} features, ${documents.length} documents, ${hosts.size} hosts`)
  }, 60_000)

  it("holds thousands of documents on many hosts", () => {
    assert.isAtLeast(documents.length, 1_000)
    const hosts = new Set(documents.map((document) => new URL(document.url).host))
    for (const host of [
      "developer.mozilla.org",
      "drafts.csswg.org",
      "html.spec.whatwg.org",
      "tc39.es",
      "w3c.github.io"
    ]) {
      assert.isTrue(hosts.has(host), host)
    }
  })

  it("cites only https URLs that the dataset itself contains, and Can I use's page of one of its features", () => {
    const known = datasetUrls(data)
    for (const document of documents) {
      assert.isTrue(known.has(document.url), document.url)
      assert.isTrue(document.url.startsWith("https://"), document.url)
    }
  })

  it("has readable titles and snippets: no markup, no entities, at least 80 characters", () => {
    for (const document of documents) {
      assert.isAtLeast(document.snippet.length, 80, document.url)
      assert.notMatch(`${document.title} ${document.snippet}`, /[<>]|&[a-z]+;|&#\d+;/, document.url)
    }
  })

  it("dates documents only with past, ordered, ISO release dates", () => {
    const datasetTime = Date.parse(data.__meta.timestamp)
    for (const { publishedAt, updatedAt, url } of documents) {
      if (publishedAt === undefined || updatedAt === undefined) {
        assert.strictEqual(publishedAt, updatedAt, url)
        continue
      }
      assert.match(publishedAt, /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/, url)
      assert.isAtMost(Date.parse(publishedAt), Date.parse(updatedAt), url)
      assert.isAtMost(Date.parse(updatedAt), datasetTime, url)
    }
  })

  it("words an MDN page and its specifications differently enough not to look like near-duplicates", () => {
    for (const entry of entries) {
      const [first, ...rest] = entry.documents
      if (first === undefined || !isMdn(first)) continue
      for (const spec of rest) assert.isBelow(similarity(first.snippet, spec.snippet), 0.5, spec.url)
    }
  })

  it("keeps the MDN pages of sibling features (same support data) apart from one another", () => {
    const mdnOf = (title: string) => entries.find((entry) => entry.title === title)?.documents.find(isMdn)
    const [abort, signal] = [mdnOf("Web API: AbortController.abort"), mdnOf("Web API: AbortController.signal")]
    assert.isBelow(similarity(abort?.snippet ?? "", signal?.snippet ?? ""), 0.6)
    // Corpus-wide: neighbours in dataset order are mostly siblings; few of them may read as copies.
    const pages = entries.flatMap((entry) => entry.documents.filter(isMdn).slice(0, 1))
    const alike = pages.slice(1).filter((page, i) => similarity(page.snippet, pages[i]?.snippet ?? "") >= 0.6)
    console.log(
      `[corpus] adjacent MDN snippets alike (3-shingle Jaccard >= 0.6): ${alike.length} of ${pages.length - 1}`
    )
    assert.isBelow(alike.length / (pages.length - 1), 0.2)
  })
})
