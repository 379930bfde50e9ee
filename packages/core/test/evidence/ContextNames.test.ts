import { describe, expect, it } from "vitest"
import { lacksRunSubject } from "../../src/evidence/ContextNames.ts"
import { analyzeQuery } from "../../src/evidence/QueryAnalysis.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import { checked } from "./checked.ts"

const QUERY = "When did Firefox add support for Web Share?"
const page = (title: string, snippet: string, i: number) =>
  checked({ title, url: `https://developer.mozilla.org/docs/Web/API/${i}`, snippet }, i, QUERY)

/** A documentation site's results: every page is a "Web API" page, few are about sharing. */
const results = [
  page("Web API: Navigator.share", "The Web Share API's share() method shares text and links. Firefox 71.", 0),
  page("Web API: Cache.add", "The Web API Cache.add() method adds a response to the cache. Firefox 41.", 1),
  page("Web API: DOMTokenList.add", "The Web API DOMTokenList.add() method adds tokens. Firefox 3.6.", 2),
  page("Web API: IDBObjectStore.add", "The Web API IDBObjectStore.add() method stores a value. Firefox 16.", 3),
  page("Web API: ContentIndex.add", "The Web API ContentIndex.add() method registers an item. Firefox no.", 4),
  page("Web Share API", "The Web Share API lets a page share links and files through the platform's share sheet.", 5)
]

describe("lacksRunSubject", () => {
  it("takes the names of a run that nearly every candidate holds as context, and requires one of the others", () => {
    const lacking = lacksRunSubject(analyzeQuery(QUERY), results, defaultValidationOptions)
    expect([...lacking].map((c) => c.index).sort()).toEqual([1, 2, 3, 4])
  })

  it("asks nothing when every name of the run is that common, or when the set is too small to tell", () => {
    const sharing = results.filter((c) => c.index === 0 || c.index === 5)
    expect(
      lacksRunSubject(analyzeQuery(QUERY), [...sharing, ...sharing, ...sharing], defaultValidationOptions).size
    ).toBe(0)
    const small = { ...defaultValidationOptions, minCandidatesForContext: 7 }
    expect(lacksRunSubject(analyzeQuery(QUERY), results, small).size).toBe(0)
  })

  it("asks nothing of a question without a run of names", () => {
    const query = analyzeQuery("Which browsers support the CSS :has() selector?")
    expect(lacksRunSubject(query, results, defaultValidationOptions).size).toBe(0)
  })
})
