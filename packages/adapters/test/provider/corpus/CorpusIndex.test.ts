import { assert, describe, it } from "@effect/vitest"
import type { Candidate } from "@evidence-pack/core/ports/Provider"
import * as CorpusIndex from "../../../provider/corpus/CorpusIndex.ts"
import { FIXED_CASES, randomCases } from "./Fuzz.ts"

const doc = (title: string, url: string, snippet = `${title}: a document long enough to be a useful snippet.`) =>
  ({ title, url, snippet }) satisfies Candidate

const entry = (document: Candidate, text = document.snippet): CorpusIndex.CorpusEntry => ({
  title: document.title,
  text,
  documents: [document]
})

const index = CorpusIndex.make([
  entry(doc("Grid template columns", "https://a.example/grid#one")),
  entry(doc("Flexbox basics", "https://b.example/flex"), "Columns can also be laid out with flexbox."),
  entry(doc("Grid template rows", "https://a.example/grid#two")),
  entry(doc("Service workers", "https://c.example/sw")),
  {
    title: "Fetch API",
    text: "fetch request response",
    documents: [doc("Fetch on MDN", "https://mdn.example/fetch"), doc("Fetch standard", "https://spec.example/fetch")]
  }
])

const urls = (found: ReadonlyArray<Candidate>) => found.map((candidate) => candidate.url)

describe("CorpusIndex", () => {
  it("ranks the entry an identifier names itself before its members, and a call only before a title writing it", () => {
    const members = CorpusIndex.make([
      entry(doc("Web API: IntersectionObserver.delay", "https://mdn.example/io/delay")),
      entry(doc("Web API: IntersectionObserver, IntersectionObserver() constructor", "https://mdn.example/io/new")),
      entry(
        doc("Web API: IntersectionObserver Intersection Observer", "https://mdn.example/io"),
        "Observes intersections."
      ),
      entry(doc("JavaScript statement: import", "https://mdn.example/import-statement")),
      entry(doc("JavaScript: Trailing comma in dynamic import()", "https://mdn.example/import-comma"))
    ])
    assert.strictEqual(members.search("IntersectionObserver support in Safari", 3)[0]?.url, "https://mdn.example/io")
    // `import()` is a call: the statement titled `import` gets no preference over the order of the search.
    const called = members.search("is dynamic import() supported", 5).map((c) => c.url)
    assert.isBelow(
      called.indexOf("https://mdn.example/import-comma"),
      called.indexOf("https://mdn.example/import-statement")
    )
  })

  it("counts documents, not entries", () => {
    assert.strictEqual(index.size, 6)
  })

  it("ranks a title match above a match in the text", () => {
    assert.deepStrictEqual(urls(index.search("columns", 5)), ["https://a.example/grid#one", "https://b.example/flex"])
  })

  it("forgives a typo and a prefix, so 'colums' and 'colu' still find columns", () => {
    assert.include(urls(index.search("colums", 5)), "https://a.example/grid#one")
    assert.include(urls(index.search("colu", 5)), "https://a.example/grid#one")
  })

  it("returns every document of a matching entry, in order", () => {
    assert.deepStrictEqual(urls(index.search("fetch", 5)), ["https://mdn.example/fetch", "https://spec.example/fetch"])
  })

  it("returns one document per page: fragments of one page are one source", () => {
    const found = urls(index.search("grid template", 5))
    assert.deepStrictEqual(found, ["https://a.example/grid#one"])
  })

  it("ignores the function words of a question", () => {
    assert.deepStrictEqual(index.search("what is the", 5), [])
    assert.deepStrictEqual(urls(index.search("What are service workers?", 5)), ["https://c.example/sw"])
  })

  it("honours the limit and treats a limit below one as none", () => {
    assert.strictEqual(index.search("grid columns fetch workers", 2).length, 2)
    assert.strictEqual(index.search("grid columns fetch workers", 2.9).length, 2)
    for (const limit of [0, -1, 0.5, Number.NaN]) assert.deepStrictEqual(index.search("grid", limit), [])
  })

  it("extra stop words are not searched", () => {
    const custom = CorpusIndex.make([entry(doc("Flexbox basics", "https://b.example/flex"))], {
      stopWords: ["flexbox"]
    })
    assert.deepStrictEqual(custom.search("flexbox", 5), [])
    assert.strictEqual(custom.search("basics", 5).length, 1)
  })

  it("ranks a title holding the question's code above titles holding its hyphenated words", () => {
    const selectors = CorpusIndex.make([
      entry(doc("Negation pseudo-class selector (:not())", "https://a.example/not")),
      entry(doc("Scope pseudo-class (:scope)", "https://a.example/scope")),
      entry(doc("CSS selector :is()", "https://a.example/is"), "Matches any pseudo-class selector of a list.")
    ])
    const found = selectors.search("What version of Safari supports the CSS :is() pseudo-class?", 3)
    assert.strictEqual(found[0]?.url, "https://a.example/is")
  })

  it("ranks the entries a feature group is made of right after the group, before groups sharing its words", () => {
    const group = (covers: ReadonlyArray<string>): CorpusIndex.CorpusEntry => ({
      title: "Container queries (size)",
      text: "container queries",
      documents: [doc("Container queries (size)", "https://status.example/container-queries")],
      covers
    })
    const others = [
      entry(doc("Name-only container queries", "https://status.example/container-name-queries")),
      entry(doc("Container style queries", "https://status.example/container-style-queries")),
      { ...entry(doc("CSS at-rule: @container", "https://mdn.example/container")), key: "css.at-rules.container" }
    ]
    const grouped = CorpusIndex.make([group(["css.at-rules.container"]), ...others])
    assert.deepStrictEqual(urls(grouped.search("container queries", 2)), [
      "https://status.example/container-queries",
      "https://mdn.example/container"
    ])
    // Without the group's keys the interface's page, which shares one word of the question, ranks last.
    const ungrouped = CorpusIndex.make([group([]), ...others])
    assert.strictEqual(urls(ungrouped.search("container queries", 4))[3], "https://mdn.example/container")
    // A key the search does not find stays out: moving up is no retrieval.
    assert.notInclude(urls(grouped.search("style queries", 4)), "https://mdn.example/container")
  })

  it("reads a question's leading auxiliary as English, and a camel-case name as one identifier", () => {
    const apis = CorpusIndex.make(
      [
        entry(doc("Object.is", "https://a.example/object-is")),
        entry(doc(":is()", "https://a.example/is")),
        entry(doc("Web API: PerformanceObserver, Available in workers", "https://a.example/po-workers")),
        entry(doc("Web API: PerformanceObserver", "https://a.example/po"))
      ],
      { stopWords: ["the", "in", "supported"] }
    )
    const found = apis.search("Is the PerformanceObserver interface supported in Safari?", 2)
    assert.deepStrictEqual(urls(found), ["https://a.example/po", "https://a.example/po-workers"])
    assert.strictEqual(apis.search(":is() safari", 1)[0]?.url, "https://a.example/is")
  })

  it("never throws, whatever the query", () => {
    for (const query of [...FIXED_CASES, ...randomCases(300)]) {
      const found = index.search(query, 3)
      assert.isAtMost(found.length, 3)
    }
  })
})
