import { describe, expect, it } from "vitest"
import { validateEvidence } from "../../src/evidence/validateEvidence.ts"
import type { Candidate } from "../../src/ports/Provider.ts"
import { NOW } from "./fixtures.ts"

const page = (url: string, title: string, snippet: string, publishedAt?: string): Candidate => ({
  url,
  title,
  snippet,
  ...(publishedAt === undefined ? {} : { publishedAt })
})

const verdicts = (query: string, candidates: ReadonlyArray<Candidate>) => {
  const outcome = validateEvidence({ query, maxSources: 10, candidates, now: NOW })
  const reasons = new Map(outcome.rejected.map((r) => [r.index, r.reason as string]))
  return {
    sold: outcome._tag === "Accepted",
    answer: outcome._tag === "Accepted" ? outcome.pack.answer : "",
    verdictOf: (index: number) => reasons.get(index) ?? (outcome._tag === "Accepted" ? "sold" : "refused")
  }
}

describe("sold sources share the answer's value", () => {
  const zigRelease = [
    page(
      "https://en.wikipedia.org/wiki/Zig_1.0",
      "Zig 1.0 - Wikipedia",
      "Zig 1.0 was released on March 3, 2021, after five years of development by the Zig Software Foundation."
    ),
    page(
      "https://news.example-tech.com/zig-1-0-ships",
      "Zig 1.0 ships",
      "The Zig language reached version 1.0 on 3 March 2021, with a stable standard library and a new build system."
    )
  ]

  it("counts a dated page announcing the release 'today' as stating its year, never as the answer", () => {
    const today = page(
      "https://ziglang.example.org/news/zig-1-0",
      "Announcing Zig 1.0",
      "Today we are proud to announce the 1.0 release of Zig, a language for robust, optimal and reusable software.",
      "2021-03-03"
    )
    const result = verdicts("When was Zig 1.0 released?", [...zigRelease, today])
    expect(result.sold).toBe(true)
    expect(result.verdictOf(2)).toBe("sold")
    expect(result.answer).toContain("2021")
    expect(result.answer).not.toContain("Today we are proud")
  })

  it("never rounds a year: a page on the next mission, in 1970, does not back an answer of 1969", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Luna_15",
        "Luna 15 - Wikipedia",
        "Luna 15 crashed into the Moon on 21 July 1969, while Apollo 11 was on the surface."
      ),
      page(
        "https://www.example-space.org/luna-15",
        "The Luna 15 mission",
        "The Soviet probe Luna 15 reached the Moon in July 1969 and crashed in the Sea of Crises."
      ),
      page(
        "https://www.example-archive.org/luna-15-story",
        "Luna 15: the race to the Moon",
        "In 1969 Luna 15 tried to return lunar soil before Apollo 11, and crashed on the Moon."
      ),
      page(
        "https://www.example-space.org/luna-16",
        "Luna 16 returns Moon samples",
        "Luna 16, which followed Luna 15, landed on the Moon in September 1970 and returned soil samples to Earth."
      )
    ]
    const result = verdicts("When did Luna 15 crash on the Moon?", pages)
    expect(result.sold).toBe(true)
    expect(result.answer).toContain("1969")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("dates a release announced in the present tense by its page, unless the snippet states its own year", () => {
    const announcement = page(
      "https://ziglang.example.org/news/zig-1-0",
      "Zig 1.0 is out",
      "Zig 1.0 ships a stable standard library and a new build system for every platform.",
      "2021-03-03"
    )
    const spec = page(
      "https://spec.example.org/zig-2021",
      "Zig language specification 2020",
      "The Zig specification of 2020 adds a grammar chapter that the Zig 1.0 release implements.",
      "2021-03-03"
    )
    const result = verdicts("When was Zig 1.0 released?", [...zigRelease, announcement, spec])
    expect(result.verdictOf(2)).toBe("sold")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("refuses a page whose 'today' falls in another year", () => {
    const other = page(
      "https://ziglang.example.org/news/zig-1-0",
      "Announcing Zig 1.0",
      "Today we are proud to announce the 1.0 release of Zig, a language for robust, optimal and reusable software.",
      "2019-06-01"
    )
    const result = verdicts("When was Zig 1.0 released?", [...zigRelease, other])
    expect(result.verdictOf(2)).toBe("does_not_answer")
    expect(result.sold).toBe(false)
  })

  const popoverPages = [
    page(
      "https://developer.mozilla.org/docs/Web/API/Popover_API",
      "Popover API - Web APIs | MDN",
      "The Popover API lets you show popover content on top of other page content. Browser compatibility: Chrome 114, Firefox 125, Safari 17."
    ),
    page(
      "https://caniuse.com/mdn-api_htmlelement_popover",
      "Popover API | Can I use",
      "Popover API: supported in Chrome 114, Firefox 125 and Safari 17."
    )
  ]

  it("sells a page giving another browser's version, refuses one giving another version of a named browser", () => {
    const firefox = page(
      "https://www.mozilla.org/firefox/125.0/releasenotes/",
      "Firefox 125 release notes",
      "Firefox 125 ships the Popover API, so popover content works in every major browser engine."
    )
    const oldChrome = page(
      "https://chromestatus.example.com/popover-trial",
      "Popover API origin trial",
      "Chrome 109 starts an origin trial of the Popover API for sites that opt in."
    )
    const result = verdicts("Which browsers support the Popover API?", [...popoverPages, firefox, oldChrome])
    expect(result.sold).toBe(true)
    expect(result.verdictOf(2)).toBe("sold")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("refuses a page sharing one browser's version when it gives other versions for most browsers the answer names", () => {
    const backdrop = page(
      "https://developer.mozilla.org/docs/Web/CSS/::backdrop",
      "::backdrop for popovers | MDN",
      "The ::backdrop of a popover styles the layer behind the Popover API's content. Support: Chrome 116, Firefox 125, Safari 16.4."
    )
    const third = page(
      "https://web.dev/blog/popover-api",
      "The Popover API is Baseline",
      "The Popover API is Baseline: it works in Chrome 114, Firefox 125 and Safari 17."
    )
    const result = verdicts("Which browsers support the Popover API?", [...popoverPages, third, backdrop])
    expect(result.sold).toBe(true)
    expect(result.verdictOf(2)).toBe("sold")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("sells a page differing from the answer on one browser only: datasets disagree on single releases", () => {
    const status = page(
      "https://webstatus.example.dev/features/popover",
      "Popover | Web Platform Status",
      "The Popover API is Baseline newly available. Supported in Chrome 114, Edge 114, Firefox 126 and Safari 17.1."
    )
    const result = verdicts("Which browsers support the Popover API?", [...popoverPages, status])
    expect(result.verdictOf(2)).toBe("sold")
  })

  it("sells a page stating the answer's amount in another unit, refuses one stating another amount", () => {
    const pages = [
      page(
        "https://www.example-physics.org/sound",
        "Speed of sound in air",
        "At 20 °C the speed of sound in dry air is about 343 m/s, or 1,235 km/h."
      ),
      page(
        "https://www.example-encyclopedia.com/speed-of-sound",
        "Speed of sound - Encyclopedia",
        "Sound travels through dry air at 343 metres per second at room temperature."
      ),
      page(
        "https://www.example-aviation.com/mach-1",
        "How fast is the speed of sound in mph?",
        "The speed of sound in dry air at room temperature is about 767 mph."
      ),
      page(
        "https://www.example-oceans.org/sound-in-water",
        "How fast is the speed of sound in water?",
        "The speed of sound in sea water is about 1,500 m/s, more than four times its speed in air."
      )
    ]
    const result = verdicts("How fast is the speed of sound in air?", pages)
    expect(result.sold).toBe(true)
    expect(result.verdictOf(2)).toBe("sold")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("refuses, for a 'what is the capital' question, a page naming a name of the answer but not the capital", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Ottawa",
        "Ottawa - Wikipedia",
        "Ottawa is the capital city of Canada, in southern Ontario; the largest city of Canada is Toronto."
      ),
      page(
        "https://www.britannica.com/place/Ottawa",
        "Ottawa | History & Facts | Britannica",
        "Ottawa, the capital of Canada, lies on the south bank of the Ottawa River in Ontario."
      ),
      page(
        "https://www.example-atlas.org/canada-capital",
        "Why Ottawa became Canada's capital",
        "Queen Victoria chose Ottawa as the capital of the Province of Canada in 1857, over Toronto and Montreal."
      ),
      page(
        "https://www.example-travel.com/canada",
        "Canada travel guide",
        "Plan your trip to Canada, from the Rocky Mountains to the lakes of Ontario and the streets of Toronto."
      )
    ]
    const result = verdicts("What is the capital city of Canada?", pages)
    expect(result.sold).toBe(true)
    expect(result.answer).toContain("Ottawa")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("finds a hyphenated name the answer gives, as the page writes it", () => {
    const pages = [
      page(
        "https://www.w3.org/about/history",
        "History of the World Wide Web Consortium",
        "The World Wide Web Consortium was founded in October 1994 by Tim Berners-Lee at MIT."
      ),
      page(
        "https://en.wikipedia.org/wiki/World_Wide_Web_Consortium",
        "World Wide Web Consortium - Wikipedia",
        "In 1994 Tim Berners-Lee left CERN for MIT, where he founded the World Wide Web Consortium to develop open standards."
      ),
      page(
        "https://www.example-history.org/w3c",
        "Who runs the World Wide Web Consortium?",
        "For decades the World Wide Web Consortium was directed by Berners-Lee, who had also founded it."
      )
    ]
    const result = verdicts("Who founded the World Wide Web Consortium?", pages)
    expect(result.sold).toBe(true)
    expect(result.answer).toContain("Berners-Lee")
    expect(result.verdictOf(2)).toBe("sold")
  })

  it("reads the name a sentence starts with, and refuses a page naming another", () => {
    const pages = [
      page(
        "https://www.example-geography.org/nile",
        "The Nile | Geography facts",
        "The Nile is the longest river in Africa, flowing about 6,650 km north to the Mediterranean Sea."
      ),
      page(
        "https://www.example-encyclopedia.com/nile-river",
        "Nile River | Encyclopedia",
        "Flowing through eleven countries, the Nile is the longest river in Africa."
      ),
      page(
        "https://www.example-rivers.net/africa",
        "Rivers of Africa",
        "Africa's longest river is the Nile; the Congo is the deepest river in the world."
      ),
      page(
        "https://www.example-rivers.net/congo",
        "The Congo River",
        "Congo is the second longest river in Africa and the deepest river in the world."
      )
    ]
    const result = verdicts("What is the longest river in Africa?", pages)
    expect(result.sold).toBe(true)
    expect(result.answer).toContain("Nile")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("refuses, for a how-to question, a page on the subject that says nothing of the answer's steps", () => {
    const pages = [
      page(
        "https://git-scm.com/docs/git-stash",
        "Git - git-stash Documentation",
        "Use git stash push to record the current changes of the working tree and go back to a clean working tree."
      ),
      page(
        "https://stackoverflow.com/questions/git-stash-changes",
        "How do I stash changes in Git? - Stack Overflow",
        "Run git stash push (or just git stash) to save your uncommitted changes; git stash pop brings them back."
      ),
      page(
        "https://www.atlassian.com/git/tutorials/saving-changes/git-stash",
        "git stash - Saving changes | Atlassian Git Tutorial",
        "The git stash command takes your uncommitted changes, saves them away for later use, and reverts them from your working copy."
      ),
      page(
        "https://www.example-git-cheatsheet.com/stash-list",
        "Listing stashes in Git",
        "git stash list shows every entry you have stashed, and git stash drop deletes one of them."
      )
    ]
    const result = verdicts("How do I stash changes in Git?", pages)
    expect(result.sold).toBe(true)
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("never takes the question's own number for a value: a page naming npm 7 does not say which Node.js shipped it", () => {
    const pages = [
      page(
        "https://nodejs.org/en/blog/release/v15.0.0",
        "Node.js 15.0.0 release notes",
        "Node.js 15 ships npm 7, with workspaces and automatic installation of peer dependencies."
      ),
      page(
        "https://www.example-news.dev/node-15",
        "Node.js 15 arrives with npm 7",
        "The Node.js 15 release bundles npm 7 and makes unhandled rejections throw by default."
      ),
      page(
        "https://github.blog/npm-7-is-now-generally-available",
        "npm 7 is now generally available",
        "npm 7 brings workspaces, a new lockfile format and automatic installation of peer dependencies for every Node.js user."
      ),
      page(
        "https://www.example-tutorials.com/npm-workspaces",
        "Workspaces in npm 7",
        "Workspaces arrived in npm 7 and let one repository hold several Node.js packages."
      )
    ]
    const result = verdicts("Which version of Node.js shipped npm 7?", pages)
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("sells a page naming the person under a title that sets the subject, for a 'who' question", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Radium",
        "Radium - Wikipedia",
        "Radium was discovered by Marie and Pierre Curie in 1898 in the mineral pitchblende."
      ),
      page(
        "https://www.britannica.com/science/radium",
        "Radium | Britannica",
        "Marie Curie and Pierre Curie discovered radium in 1898, a few months after polonium."
      ),
      page(
        "https://www.example-nobel.org/discovery-of-radium",
        "The discovery of radium | Nobel history",
        "In 1898 Marie Curie and her husband Pierre isolated a new element from tonnes of pitchblende."
      )
    ]
    const result = verdicts("Who discovered radium?", pages)
    expect(result.sold).toBe(true)
    expect(result.verdictOf(2)).toBe("sold")
  })

  it("counts a short word of the answer ('box') as said by a page backing a what-it-does answer", () => {
    const pages = [
      page(
        "https://developer.mozilla.org/en-US/docs/Web/CSS/object-fit",
        "object-fit - CSS | MDN",
        "The object-fit CSS property sets how the content of a replaced element should be resized to fit its box."
      ),
      page(
        "https://web.dev/articles/object-fit",
        "object-fit | web.dev",
        "The object-fit property decides how an image fills its box: cover crops it and contain letterboxes it."
      ),
      page(
        "https://css-tricks.com/almanac/properties/o/object-fit/",
        "object-fit | CSS-Tricks",
        "object-fit sets how an img or video is resized to fill the element that holds it."
      )
    ]
    const result = verdicts("What does the CSS property object-fit do?", pages)
    expect(result.sold).toBe(true)
  })

  it("refuses, for a 'who' question, a page that does not name the person the answer gives", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Python_(programming_language)",
        "Python (programming language) - Wikipedia",
        "Python was created by Guido van Rossum and first released in 1991 as a successor to the ABC language."
      ),
      page(
        "https://www.python.org/doc/essays/foreword/",
        "Foreword for Programming Python",
        "Guido van Rossum began working on Python in December 1989 at CWI in the Netherlands."
      ),
      page(
        "https://www.example-history.org/python-language",
        "History of the Python language",
        "Python was created by Guido van Rossum at CWI, and its design favours readable code."
      ),
      page(
        "https://www.example-courses.com/what-is-python",
        "What is the Python language?",
        "Python was created as a general-purpose language and is used by Instagram, Spotify and Dropbox."
      )
    ]
    const result = verdicts("Who created the Python language?", pages)
    expect(result.sold).toBe(true)
    expect(result.answer).toContain("Rossum")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("sells pages giving the answer's day without a year, refuses one giving another day", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Steam_Deck",
        "Steam Deck - Wikipedia",
        "The Steam Deck is a handheld gaming computer developed by Valve. It was released on February 25, 2022."
      ),
      page(
        "https://www.example-games.com/steam-deck-review",
        "Steam Deck review, price and release date",
        "Release date: February 25, 2022. Price: $399 for the 64 GB model, $529 and $649 for the others."
      ),
      page(
        "https://store.example-valve.com/news/steam-deck-shipping",
        "Steam Deck ships February 25",
        "The first Steam Deck orders ship on February 25 to customers who reserved one in July."
      ),
      page(
        "https://www.example-gadgets.com/steam-deck-oled",
        "Steam Deck OLED arrives November 16",
        "The Steam Deck OLED model goes on sale on November 16 with a larger battery and a brighter screen."
      )
    ]
    const result = verdicts("steam deck release date", pages)
    expect(result.sold).toBe(true)
    expect(result.answer).toContain("February 25, 2022")
    expect(result.verdictOf(2)).toBe("sold")
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("counts a whole date in a page's title as stating its date, never a lone year there", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Treaty_of_Utrecht_example",
        "Signing of the Treaty of Westmark - Wikipedia",
        "The Treaty of Westmark was signed on 11 April 1713 by the delegates of the four kingdoms."
      ),
      page(
        "https://www.example-history.org/westmark-treaty",
        "The Treaty of Westmark | History Today",
        "Ten years of fighting ended when envoys met at Westmark: the treaty carries the date 11 April 1713 and six seals."
      ),
      page(
        "https://www.example-archive.org/westmark",
        "Treaty of Westmark signed: April 11, 1713",
        "Delegates of the four kingdoms put their seals to the Treaty of Westmark after two years of talks."
      ),
      page(
        "https://www.example-travel.com/westmark",
        "Westmark 1713 Hotel | Treaty of Westmark suites",
        "Stay in the historic quarter where the Treaty of Westmark delegates met, with suites from $180 a night."
      )
    ]
    const result = verdicts("when was the treaty of westmark signed", pages)
    expect(result.sold).toBe(true)
    expect(result.verdictOf(2)).toBe("sold")
    expect(result.verdictOf(3)).not.toBe("sold")
  })

  it("answers which numbered standard with the one extending the asked number, backed by pages naming it", () => {
    const pages = [
      page(
        "https://www.example-net.com/wifi-5",
        "What is Wi-Fi 5?",
        "Wi-Fi 5 is a newer 802.11 wireless standard than Wi-Fi 4, and routers sold since 2015 support it. Its formal name is IEEE 802.11ac."
      ),
      page(
        "https://www.example-routers.com/wifi-generations",
        "Wi-Fi 5 explained",
        "Routers labelled Wi-Fi 5 implement 802.11ac and reach gigabit speeds over 5 GHz channels."
      ),
      page(
        "https://en.wikipedia.org/wiki/IEEE_802.11ac-2013",
        "IEEE 802.11ac-2013 - Wikipedia",
        "IEEE 802.11ac, marketed as Wi-Fi 5, was approved in December 2013 by the IEEE Standards Association."
      )
    ]
    const result = verdicts("wifi 5 is which 802.11 standard", pages)
    expect(result.sold).toBe(true)
    expect(result.answer).toContain("802.11ac")
  })

  it("never takes the word spelling the question's number for a name a 'who' answer gives", () => {
    const pages = [
      page(
        "https://en.wikipedia.org/wiki/Twenty_Thousand_Leagues",
        "Twenty Thousand Leagues Under the Seas - Wikipedia",
        "Twenty Thousand Leagues Under the Seas is a science fiction novel by the French writer Jules Verne."
      ),
      page(
        "https://www.example-books.com/verne-leagues",
        "Twenty Thousand Leagues Under the Seas by Jules Verne",
        "Jules Verne published the novel as a serial in 1869 and 1870, following Captain Nemo and his submarine."
      ),
      page(
        "https://www.example-classics.org/twenty-thousand-leagues",
        "Twenty Thousand Leagues Under the Seas | Classics",
        "Written by Jules Verne, the novel follows Professor Aronnax aboard the Nautilus across the oceans."
      ),
      page(
        "https://www.example-films.com/twenty-thousand-leagues-1954",
        "Twenty Thousand Leagues Under the Sea (1954)",
        "Twenty Thousand Leagues Under the Sea, the film of the classic whose author imagined Captain Nemo, won two Oscars."
      )
    ]
    const result = verdicts("20 thousand leagues under the sea author", pages)
    expect(result.sold).toBe(true)
    expect(result.answer).toContain("Verne")
    // The film's page names no author: "Twenty" is the question's own number, not a name it shares with the answer.
    expect(result.verdictOf(3)).toBe("does_not_answer")
  })

  it("counts a release written without its '.0' ('Bash 4') as the release the answer gives ('Bash 4.0')", () => {
    const pages = [
      page(
        "https://www.example-shell.com/mapfile",
        "The mapfile builtin | Shell tips",
        "The mapfile builtin (also called readarray) first appeared in Bash 4.0 and reads a file into an array in one call."
      ),
      page(
        "https://stackoverflow.example.com/q/mapfile-macos",
        "mapfile: command not found on macOS - Stack Overflow",
        "macOS ships /bin/bash 3.2, and the mapfile builtin needs Bash 4 or newer. Install a current bash with Homebrew."
      ),
      page(
        "https://wiki.example-linux.org/bash-arrays",
        "Bash arrays and mapfile | Linux wiki",
        "Since Bash 4.0, released in 2009, mapfile fills an indexed array with the lines of its input."
      )
    ]
    const result = verdicts("bash mapfile which version", pages)
    expect(result.sold).toBe(true)
    expect(result.verdictOf(1)).toBe("sold")
  })

  it("takes the answer from a weakly ranked page when the strongly ranked ones state none", () => {
    const pages = [
      page(
        "https://www.rfc-editor.org/rfc/rfc7568",
        "RFC 7568: Deprecating SSL 3.0 (Secure Sockets Layer Version 3.0), deprecated",
        "RFC 7568. R. Barnes, M. Thomson. June 2015. Proposed Standard. This document requires that SSL 3.0 not be used, since its design flaws cannot be fixed."
      ),
      page(
        "https://www.example-securitynews.com/ietf-deprecates-ssl-3-0",
        "SSL 3.0 deprecated: IETF formally deprecates SSL 3.0 | Security News",
        "The IETF has formally deprecated SSL 3.0 this week, publishing RFC 7568, which tells clients and servers never to fall back to it.",
        "2015-06-26"
      ),
      page(
        "https://en.wikipedia.org/wiki/Transport_Layer_Security",
        "Transport Layer Security - Wikipedia",
        "The protocol's older versions are gone: the last of them was deprecated in June 2015 by RFC 7568, after the POODLE attack on SSL 3.0."
      )
    ]
    // A stricter relative threshold than the default makes the encyclopedia page, whose title names no key term, weak.
    const outcome = validateEvidence({
      query: "when was ssl 3.0 deprecated",
      maxSources: 10,
      candidates: pages,
      now: NOW,
      options: { minRelativeRelevance: 0.6 }
    })
    expect(outcome._tag).toBe("Accepted")
    if (outcome._tag === "Accepted") expect(outcome.pack.answer).toContain("June 2015")
  })
})
