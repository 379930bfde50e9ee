import { describe, expect, it } from "vitest"
import { answerTypeOf, askedVerbOf } from "../../src/evidence/AnswerType.ts"
import {
  analyzeQuery,
  hasKeyTerm,
  isFrameTerm,
  keyWordFor,
  missingKeyTermIn,
  namesOtherPlatform,
  subjectTermsOf,
  weightedCoverageOf
} from "../../src/evidence/QueryAnalysis.ts"
import { lacksKeyTerm } from "../../src/evidence/Relevance.ts"
import { termKey } from "../../src/evidence/TermKey.ts"
import { stem } from "../../src/evidence/Terms.ts"
import { textTokens } from "../../src/evidence/TextTokens.ts"

const keys = (query: string) => analyzeQuery(query).keyTerms.map((k) => `${k.text}${k.required ? "!" : "?"}`)

describe("textTokens", () => {
  it("reads one value however it is written: separators, scales, measures", () => {
    const t = textTokens("At 3,776 m, about 9.46 trillion km away, with a 128-bit address.")
    expect([...t.numbers]).toEqual(expect.arrayContaining(["3776", "9.46", "9460000000000", "128"]))
    expect(t.numbers.has("3")).toBe(false)
  })

  it("reads an amount in dollars as the amount, never as an identifier", () => {
    const t = textTokens("The limit rose to $23,500 in 2025; the minimum wage is $7.25; jQuery's $el is a name.")
    expect([...t.numbers]).toEqual(expect.arrayContaining(["23500", "7.25"]))
    expect(t.numbers.has("23")).toBe(false)
    expect([...t.identifiers]).not.toContain("$23")
    expect([...t.identifiers]).toContain("$el")
  })

  it("keeps technical identifiers whole", () => {
    const t = textTokens(
      "Use :has(), @container, grid-template-columns, Array.prototype.findLast() over HTTP/3 in C++20."
    )
    for (const id of [":has", "@container", "grid-template-columns", "array.prototype.findlast", "http/3", "c++20"]) {
      expect(t.identifiers.has(id), id).toBe(true)
    }
    expect(t.terms.has(termKey("has"))).toBe(true)
    expect(t.identifiers.has("has")).toBe(false)
  })

  it("reads versions, years and lists of names", () => {
    const t = textTokens("Python 3.12.1 shipped in 2023; Chrome, Firefox and Safari support v1.0 and css-grid-2.")
    expect(t.identifiers.has("3.12")).toBe(true)
    expect(t.identifiers.has("1.0")).toBe(true)
    expect([...t.years]).toEqual([2023])
    expect(t.numbers.has("css-grid-2")).toBe(false)
    expect(t.nameList).toBe(true)
  })
})

describe("analyzeQuery", () => {
  it("makes identifiers and numbers required key terms, and drops names beside them", () => {
    expect(keys("Which browsers support the CSS :has() selector?")).toEqual([":has()!"])
    expect(keys("When was HTTP/3 standardized?")).toEqual(["HTTP/3!"])
    expect(keys("What does RFC 9114 define?")).toEqual(["9114!"])
    expect(keys("Is C++20 supported by GCC?")).toEqual(["C++20!"])
  })

  it("reads an English compound joined by a particle as words, a code identifier as one required term", () => {
    expect(keys("Which Node.js version added the built-in test runner?")).toEqual(["Node.js!"])
    expect(keys("Does Chrome support the up-to-date check?")).not.toContain("up-to-date!")
    expect(keys("Which browsers support break-after?")).toEqual(["break-after!"])
    expect(keys("What does the X-Forwarded-For header contain?")).toEqual(["X-Forwarded-For!"])
  })

  it("drops words joined by hyphens beside code: they name the kind of thing, which its page may not write", () => {
    expect(keys("Does Safari support the :focus-visible pseudo-class?")).toEqual([":focus-visible!"])
    expect(keys("Is the ::backdrop pseudo-element supported in Firefox?")).toEqual(["::backdrop!"])
    expect(keys("Does Chrome support the text-wrap property?")).toEqual(["text-wrap!"])
    expect(keys("Is break-after supported with RFC 9114?")).toEqual(["break-after!", "9114!"])
    // So is a language or runtime named beside code.
    expect(keys("Is Array.prototype.at supported in Node.js?")).toEqual(["Array.prototype.at!"])
    expect(keys("Is C++20 supported by GCC?")).toEqual(["C++20!"])
  })

  it("requires the name before a kind noun, and an HTML element written as a tag", () => {
    expect(keys("When did Chrome support the HTML template element?")).toEqual(["template!"])
    expect(keys("When did Firefox add support for the Web Share API?")).toEqual(["Share!"])
    // Every capitalised word of the name before the kind: "Lock" alone would take any locking API for it.
    expect(keys("When did Safari ship the Screen Wake Lock API?")).toEqual(["Screen!", "Wake!", "Lock!"])
    // In a question on support, lower-case words before it qualify it: the customizable select, not any select.
    expect(keys("customizable select element chrome")).toEqual(["customizable!", "select!"])
    expect(keys("What is the main function of the liver?")).not.toContain("main!")
    expect(keys("Which browsers support the <picture> element?")).toEqual(["picture!"])
    // Only in a technical question for the words that are English too.
    expect(keys("What is the main function of the liver?")).not.toContain("main!")
  })

  it("asks for every word of a feature's name in a question on browser support, however common", () => {
    const week = analyzeQuery("Does Safari support input type week?")
    // The browser asked about is context: a page on a feature Safari lacks does not name Safari.
    expect(keys("Does Safari support input type week?")).toEqual(["input?", "week?", "type?"])
    expect(keys("is css contain baseline")).toEqual(["contain?"])
    expect(week.namesFeature).toBe(true)
    const texts = (title: string) => [textTokens(title), textTokens("Supported from Safari 14.1.")]
    expect(missingKeyTermIn(week, texts('HTML element: input, type="week"'))).toBeUndefined()
    expect(missingKeyTermIn(week, texts('HTML element: input, type="search"'))?.text).toBe("week")
    // A frame word misspelt is no part of the name; a browser named in a how-to asks for no feature.
    expect(keys("does safari suport service workers")).toEqual(["workers?", "service?"])
    expect(keys("whch browsers suport css subgrid")).toEqual(["subgrid?"])
    expect(analyzeQuery("whch browsers suport css subgrid").answerType).toBe("version")
    // So is a word asking for a code: "airpot code" asks for the airport's code, its subject the city.
    expect(analyzeQuery("copenhagen airpot code").answerType).toBe("code")
    expect(keys("copenhagen airpot code")).toEqual(["copenhagen?"])
    expect(analyzeQuery("How do I clear the cache in Chrome?").namesFeature).toBe(false)
    // Beside a bare type name, the words name its member: the RegExp v flag, not RegExp.
    expect(keys("Does Safari support the RegExp v flag?")).toEqual(["RegExp!", "flag?"])
  })

  it("finds a rare irregular past form as its verb too: pages on a bee sting for 'stung by a bee'", () => {
    const [stung] = analyzeQuery("what to do if stung by a jellyfish").keyTerms.filter((k) => k.text === "stung")
    expect(stung !== undefined && hasKeyTerm(stung, textTokens("How to treat a jellyfish sting"))).toBe(true)
  })

  it("reads markup as the attribute and its value, both required", () => {
    expect(keys('Which browsers support hidden="until-found"?')).toEqual(["hidden!", "until-found!"])
    expect(keys("Can I use the font-display descriptor in @font-face?")).toEqual(["font-display!", "@font-face!"])
    // A declaration too: `Cache-Control: immutable` is not the whole header; "Note: ..." is no declaration.
    expect(keys("When did Safari support Cache-Control: immutable?")).toEqual(["Cache-Control!", "immutable!"])
    expect(keys("Does Safari support position: sticky?")).toEqual(["position!", "sticky!"])
    expect(keys("Note: is sourdough bread vegan?")).not.toContain("Note!")
    // Beside code, in a question on support, names and hyphenated names are the feature's own.
    expect(keys("unicode-range in @font-face compat")).toEqual(["unicode-range!", "@font-face!"])
    expect(keys("User-Agent Client Hints firefox")).toEqual(["User-Agent!", "Client?", "Hints?"])
  })

  it("tells a platform's code from another platform's: CSS min() is not JavaScript's Math.min", () => {
    const query = analyzeQuery("CSS min() function browser support")
    expect(query.platform).toBe("css")
    const texts = (title: string, snippet: string) => [textTokens(title), textTokens(snippet)]
    expect(namesOtherPlatform(query, texts("JavaScript built-in: Math.min", "Math.min returns the lowest."))).toBe(true)
    expect(namesOtherPlatform(query, texts("CSS data type: min()", "The min() CSS function."))).toBe(false)
    expect(namesOtherPlatform(query, texts("min() | web.dev", "min() picks the smallest value."))).toBe(false)
  })

  it("does not find a hyphenated identifier inside a longer one: a longhand is another property", () => {
    const [key] = analyzeQuery("Which browsers support the overscroll-behavior property?").keyTerms
    expect(key !== undefined && hasKeyTerm(key, textTokens("overscroll-behavior-block sets it"))).toBe(false)
    expect(key !== undefined && hasKeyTerm(key, textTokens("The overscroll-behavior property"))).toBe(true)
    expect(key !== undefined && hasKeyTerm(key, textTokens("Overscroll behavior is a shorthand"))).toBe(true)
  })

  it("never requires what the question rules out, and without rare words takes either of its two rarest", () => {
    expect(keys("terraform remove resource from state without destroying it")).not.toContain("destroying?")
    const [key] = analyzeQuery("how fast does sound travel in air").keyTerms
    expect(key !== undefined && hasKeyTerm(key, textTokens("The speed of sound in dry air is 343 m/s."))).toBe(true)
    expect(key !== undefined && hasKeyTerm(key, textTokens("Light moves at 299,792 km/s."))).toBe(false)
  })

  it("never requires the form a how-to answer takes: pages give the keys, not the word 'shortcut'", () => {
    const terms = analyzeQuery("hard refresh chrome shortcut").keyTerms.map((k) => k.text)
    expect(terms).not.toContain("shortcut")
    expect(analyzeQuery("crontab every 5 minutes syntax").keyTerms.map((k) => k.text)).not.toContain("syntax")
    expect(analyzeQuery("linux cmd to show routing table").keyTerms.map((k) => k.text)).not.toContain("cmd")
    // A bound opening a keyword search asks for an amount: pages write "cap", "limit" or "may not exceed".
    expect(analyzeQuery("max cookie size bytes browser").keyTerms.map((k) => k.text)).toEqual(["cookie"])
    // "Keyboard shortcut" asks for keys, which pages give without the word.
    expect(analyzeQuery("word turn on track changes keyboard shortcut").keyTerms.map((k) => k.text)).not.toContain(
      "keyboard"
    )
    // A spreadsheet's formula is what pages write ("=COUNTIF(range,\"*\")"), not the word.
    expect(analyzeQuery("excel formula count cells that contain text").keyTerms.map((k) => k.text)).not.toContain(
      "formula"
    )
    // The purpose a task is asked for ("to free disk space") is no word pages on the task must write.
    expect(
      analyzeQuery("docker remove all unused volumes to free disk space").keyTerms.map((k) => k.text)
    ).not.toContain("disk")
    // A birthday is asked as when someone was born: pages write "born".
    expect(analyzeQuery("john adams birthday").keyTerms.map((k) => k.text)).not.toContain("birthday")
    // A platform is context to a how-to, and the subject of who made it.
    expect(analyzeQuery("bash loop over files").keyTerms.map((k) => k.text)).not.toContain("bash")
    expect(analyzeQuery("who wrote the bash shell originally").keyTerms.map((k) => k.text)).toContain("bash")
    // HTTP is the context of its status codes and headers; asked alone, it is the subject.
    expect(analyzeQuery("gateway timeout http status code").keyTerms.map((k) => k.text)).not.toContain("http")
    expect(analyzeQuery("http header that sets cookie lifetime").keyTerms.map((k) => k.text)).not.toContain("http")
    expect(analyzeQuery("who designed http").keyTerms.map((k) => k.text)).toContain("http")
  })

  it("reads what comes before a question opened after a comma as the asker's situation, unless it points back", () => {
    const texts = (q: string) => analyzeQuery(q).keyTerms.map((k) => k.text)
    expect(texts("my laptop fan is loud all the time, how do i see which process uses the cpu")).toEqual(["cpu"])
    const back =
      "Strict-Transport-Security header is ignored on http, what is the header that makes browsers remember it"
    expect(texts(back)).toContain("Strict-Transport-Security")
  })

  it("asks for a form's number when it asks which form to file, not when it asks what form something takes", () => {
    expect(answerTypeOf("which tax form do i need to report hsa contributions")).toBe("code")
    expect(answerTypeOf("what form do i file to change my address with the post office")).toBe("code")
    expect(answerTypeOf("what form of vitamin d is best")).not.toBe("code")
  })

  it("finds a word in the other side of the Atlantic's spelling ('aluminium', 'colour', 'metre', 'analyse')", () => {
    const found = (question: string, text: string) => missingKeyTermIn(analyzeQuery(question), [textTokens(text)])
    expect(found("does aluminium rust", "Aluminum doesn't rust; it forms a protective oxide.")).toBeUndefined()
    expect(found("does aluminium rust", "Steel rusts when iron meets water and oxygen.")).toBeDefined()
    expect(found("resistor colour bands meaning", "Read the color bands of a resistor from the left.")).toBeUndefined()
    expect(keyWordFor("metre").stemForms).toContain(stem("meter"))
    expect(keyWordFor("analyse").stemForms).toContain(stem("analyze"))
  })

  it("reads 'X queries' in a question on support as the at-rule @X ('feature queries' as @supports)", () => {
    const forms = (q: string) => analyzeQuery(q).keyTerms.flatMap((k) => k.identifierForms)
    expect(forms("which browsers support container queries")).toContain("@container")
    expect(forms("do all browsers support css feature queries")).toContain("@supports")
    expect(forms("how to write sql queries faster")).not.toContain("@sql")
  })

  it("tells a deed asked of someone (who illustrated, who bought) from making and everyday verbs", () => {
    expect(analyzeQuery("who illustrated the first edition of the hobbit").asksDeed).toBe(true)
    expect(analyzeQuery("who bought instagram").asksDeed).toBe(true)
    expect(analyzeQuery("who wrote the hobbit").asksDeed).toBe(false)
    expect(analyzeQuery("who came up with the theory of relativity").asksDeed).toBe(false)
    expect(analyzeQuery("when was the hobbit published").asksDeed).toBe(false)
  })

  it("requires no release a keyword task ends with, nor the one of a unit, but the release a question is about", () => {
    const keys = (question: string) => analyzeQuery(question).keyTerms.map((k) => k.text)
    expect(keys("flush dns windows 11")).not.toContain("11")
    expect(keys("debian 12 codename")).toContain("12")
    expect(keys("how many calories in 1 gram of fat")).not.toContain("1")
    // An ordinal is found spelled out: "1st fa cup final" is the first.
    const first = analyzeQuery("1st fa cup final year").keyTerms.find((k) => k.text === "1st")
    expect(first !== undefined && hasKeyTerm(first, textTokens("The first final was played in March 1872."))).toBe(true)
  })

  it("reads a yes or no's hedges as its frame, never a word pages must say", () => {
    const query = analyzeQuery("is it possible to unsend an email in gmail")
    expect(query.keyTerms.map((k) => k.text)).not.toContain("possible")
    expect(query.termKeys.filter(isFrameTerm)).toEqual([termKey(stem("possible"))])
  })

  it("finds a compound no English list holds written as its two words", () => {
    const key = analyzeQuery("vscode shortcut to auto format code").keyTerms.find((k) => k.text === "vscode")
    expect(key !== undefined && hasKeyTerm(key, textTokens("In VS Code, press Shift+Alt+F."))).toBe(true)
    expect(key !== undefined && hasKeyTerm(key, textTokens("VS and Code are two words apart here"))).toBe(false)
  })

  it("reads an operator's capitalised word as its name in a technical question", () => {
    expect(keys("Can I use the logical OR assignment operator (||=)?")).toEqual(["OR!", "assignment!"])
    expect(keys("Is coffee OR tea healthier?")).not.toContain("OR!")
  })

  it("requires the noun a superlative picks one of: the answer is one of those", () => {
    expect(keys("What is Africa's longest river?")).toContain("river?")
    expect(keys("What is the largest planet in the solar system?")).toContain("planet?")
    expect(keys("What is the capital of Australia?")).not.toContain("capital?")
  })

  it("reads runs of names as one name each: the candidate set tells which of their words are context", () => {
    const runs = (query: string) => analyzeQuery(query).nameRuns.map((run) => run.map((key) => key.text))
    expect(runs("When did Firefox add support for Web Share?")).toEqual([["Web", "Share"]])
    expect(runs("How heavy is the International Space Station?")).toEqual([["International", "Space", "Station"]])
    expect(runs("When did Neil Armstrong land on the Moon?")).toEqual([["Neil", "Armstrong"]])
    expect(runs("Which browsers support the CSS :has() selector?")).toEqual([])
  })

  it("reads 'list', 'show' or 'find' after an article as a noun of the subject, not as a request", () => {
    expect(analyzeQuery("reverse a list python").terms).toContain(stem("list"))
    expect(analyzeQuery("list all files in a folder").terms).not.toContain(stem("list"))
  })

  it("takes names and the rarest words, never the words that frame the question", () => {
    expect([...keys("Is intermittent fasting safe?")].sort()).toEqual(["fasting?", "intermittent?"])
    expect(keys("How tall is Mount Everest?")).toEqual(["everest?"])
    expect(keys("Which browsers support CSS subgrid?")).toEqual(["CSS?", "subgrid?"])
  })

  it("finds findLast under Array.prototype.findLast, Array.findLast and findLast()", () => {
    const [key] = analyzeQuery("When did Firefox add Array.prototype.findLast?").keyTerms
    expect(key).toBeDefined()
    for (const text of ["Array.findLast", "the findLast() method", "Array.prototype.findLast"]) {
      expect(hasKeyTerm(key!, textTokens(text)), text).toBe(true)
    }
    expect(hasKeyTerm(key!, textTokens("Array.prototype.find"))).toBe(false)
  })

  it("requires every rare word and half the names", () => {
    const q = analyzeQuery("What is the boiling point of ethanol on Mars?")
    expect(missingKeyTermIn(q, [textTokens("Ethanol boils at 78.37 degrees Celsius at sea level.")])).toBeDefined()
    expect(missingKeyTermIn(q, [textTokens("On Mars, ethanol boils at about 10 degrees Celsius.")])).toBeUndefined()
  })

  it("does not require a lone name that modifies the next word, but keeps one that qualifies", () => {
    const q = analyzeQuery("Which browsers support CSS container queries?")
    expect(missingKeyTermIn(q, [textTokens("Container queries are stable in Chrome 105 and Safari 16.")])).toBe(
      undefined
    )
    expect(missingKeyTermIn(q, [textTokens("CSS grid works in Chrome 57 and Firefox 52.")])).toBeDefined()
  })

  it("weighs names a page needs only some of as the page needs them: one name of a three-word name covers it", () => {
    const q = analyzeQuery("What year did the Voyager Golden Record launch?")
    const page = textTokens("Voyager 1 launched in 1977 carrying sounds and images from Earth.")
    expect(missingKeyTermIn(q, [page])).toBeUndefined()
    expect(weightedCoverageOf(q, [page])).toBeGreaterThanOrEqual(0.5)
  })

  it("never requires the verb a question asking for a name asks about: pages word it their own way", () => {
    expect(keys("Who invented the phonograph?")).toEqual(["phonograph?"])
    const q = analyzeQuery("Which company developed the Kotlin language?")
    expect(missingKeyTermIn(q, [textTokens("Kotlin was created by JetBrains in 2011.")])).toBeUndefined()
  })

  it("finds an identifier of hyphenated words written as the words in a row, never as the words apart", () => {
    const q = analyzeQuery("What does the Content-Security-Policy header do?")
    expect(missingKeyTermIn(q, [textTokens("A Content Security Policy lists the sources a page may load.")])).toBe(
      undefined
    )
    expect(missingKeyTermIn(q, [textTokens("The policy on content and security of a page.")])).toBeDefined()
  })

  it("finds an acronym spelt out, and a name of three words or more by its initials", () => {
    const crew = analyzeQuery("How many people live on the ISS?")
    expect(missingKeyTermIn(crew, [textTokens("The International Space Station has a crew of seven.")])).toBe(undefined)
    expect(missingKeyTermIn(crew, [textTokens("It is so small that seven people fill it.")])).toBeDefined()
    const nasa = analyzeQuery("When was NASA founded?")
    const spelt = textTokens("The National Aeronautics and Space Administration was founded in 1958.")
    expect(missingKeyTermIn(nasa, [spelt])).toBeUndefined()
    const hubble = analyzeQuery("When did the Hubble Space Telescope reach orbit?")
    expect(missingKeyTermIn(hubble, [textTokens("HST reached its orbit in April 1990.")])).toBeUndefined()
  })

  it("finds a unit key term written as its symbol", () => {
    const q = analyzeQuery("What is the boiling point of ethanol in Fahrenheit?")
    expect(missingKeyTermIn(q, [textTokens("Ethanol boils at 173 F at sea level.")])).toBeUndefined()
    expect(missingKeyTermIn(q, [textTokens("Ethanol boils at 78 C at sea level.")])).toBeDefined()
  })

  it("reads the answer type off the wording", () => {
    expect(answerTypeOf("Who wrote the first version of Git?")).toBe("entity")
    expect(answerTypeOf("When was HTTP/3 standardized?")).toBe("date")
    expect(answerTypeOf("Which browsers support :has()?")).toBe("version")
    expect(answerTypeOf("Does Safari support container queries?")).toBe("version")
    // A browser's release answers when it shipped something: compat tables give the version.
    expect(answerTypeOf("When did Safari support CSS subgrid?")).toBe("version")
    expect(answerTypeOf("When did Firefox add navigator.sendBeacon?")).toBe("version")
    expect(answerTypeOf("When did Chrome 1.0 come out?")).toBe("date")
    expect(answerTypeOf("In which Go release were generics added?")).toBe("version")
    expect(answerTypeOf("What is the release date of Windows 11?")).toBe("date")
    // A keyword query names what it wants last.
    expect(answerTypeOf("python 2 end of life date")).toBe("date")
    expect(answerTypeOf("battle of hastings dates")).toBe("date")
    expect(answerTypeOf("john adams birthday")).toBe("date")
    expect(answerTypeOf("git list tags sorted by date")).toBe("none")
    expect(answerTypeOf("which c++ standard added concepts")).toBe("version")
    expect(answerTypeOf("world ipv6 launch day date when isps turned ipv6 on permanently")).toBe("date")
    // "Who originally created": the verb asked about is "created", whatever adverb stands before it.
    expect(askedVerbOf("Who originally created the Redis database?")).toBe("created")
    expect(answerTypeOf("exact date of next uk general election")).toBe("date")
    expect(answerTypeOf("spotify founded by who")).toBe("entity")
    expect(answerTypeOf("white house zip code")).toBe("code")
    // "What day" asks for a date; "what day of the week" for a weekday.
    expect(answerTypeOf("what day did the berlin wall fall")).toBe("date")
    expect(answerTypeOf("what day of the week was lincoln born")).not.toBe("date")
    // ... or before one last word saying where it applies; a number written there is the subject, not a place.
    expect(answerTypeOf("drink drive limit scotland")).toBe("number")
    expect(answerTypeOf("syslog port number")).toBe("number")
    expect(answerTypeOf("linux see which process is using port 8080")).toBe("none")
    expect(answerTypeOf("crontab run every 5 minutes syntax")).toBe("none")
    expect(answerTypeOf("statue of liberty height ft")).toBe("number")
    // A bound asks for an amount wherever it stands; "written by" for a name; a noun before "of" that asks for
    // nothing leaves the last noun to ask.
    expect(answerTypeOf("max characters in a tweet")).toBe("number")
    expect(answerTypeOf("hsa max contribution 2025 self only")).toBe("number")
    expect(answerTypeOf("wealth of nations written by")).toBe("entity")
    expect(answerTypeOf("rite of spring composer")).toBe("entity")
    expect(answerTypeOf("which usb pd version supports 240w")).toBe("version")
    // "Where" asks for a place's name; a keyword query ending in what happened first asks when; a formula is a code.
    expect(answerTypeOf("where exactly did amelia earhart's plane crash")).toBe("entity")
    expect(answerTypeOf("penny black stamp first issued")).toBe("date")
    expect(answerTypeOf("chemical formula baking soda")).toBe("code")
    expect(answerTypeOf("standard ethernet mtu bytes")).toBe("number")
    expect(answerTypeOf("mount fuji elevation")).toBe("number")
    expect(answerTypeOf("galaxy s24 ultra weight grams")).toBe("number")
    // "Which <product> added ..." asks for its release; chat spellings of "what is" ask as it does.
    expect(answerTypeOf("which macos added stage manager")).toBe("version")
    // A year ending a keyword query dates it; the command asked for is no value; "stable since" asks for a release.
    expect(answerTypeOf("uk isa allowance 2025/26")).toBe("number")
    expect(answerTypeOf("linux cmd to see kernel version")).toBe("none")
    expect(answerTypeOf("rust let else stable since")).toBe("version")
    // A code assigned to the subject, when the wording asks for nothing else.
    expect(answerTypeOf("south african rand iso code")).toBe("code")
    // Who assigns the code is no amount's noun, and no key word: pages state "PLN" without naming ISO.
    expect(answerTypeOf("iso code for polish zloty")).toBe("code")
    expect(answerTypeOf("what is the iata code of heathrow")).toBe("code")
    expect(answerTypeOf("http status code for rate limiting too many requests")).toBe("number")
    expect(analyzeQuery("iso code for polish zloty").keyTerms.map((key) => key.text)).toEqual(["zloty"])
    // A file's extension and an element's symbol are codes; the words asking for the symbol frame the question, and
    // its subject is the element, however common a word.
    expect(answerTypeOf("file extension for powerpoint presentation with macros")).toBe("code")
    expect(answerTypeOf("chemical symbol for lead")).toBe("code")
    expect(analyzeQuery("chemical symbol for lead").keyTerms.map((key) => key.text)).toEqual(["lead"])
    expect(analyzeQuery("unicode for € symbol").keyTerms.map((key) => key.text)).toContain("unicode")
    // A registry's, a catalogue's or Unicode's number is a code too ("58-08-2", "M31", "U+00A9").
    expect(answerTypeOf("What is the CAS registry number of caffeine?")).toBe("code")
    expect(answerTypeOf("andromeda galaxy messier catalog number")).toBe("code")
    expect(answerTypeOf("unicode code point for © symbol")).toBe("code")
    // An English word and a participle joined by a hyphen describe; in no technical question are they code.
    expect(keys("Is glass actually a slow-flowing liquid?")).not.toContain("slow-flowing!")
    expect(answerTypeOf("html entity for non breaking space")).toBe("code")
    expect(answerTypeOf("python code to reverse a list")).toBe("none")
    expect(answerTypeOf("safe internal temp for chicken")).toBe("number")
    // "when" opening a situation ("when running") asks for no date.
    expect(answerTypeOf("permission denied when running my script, how do i fix it")).toBe("none")
    expect(answerTypeOf("wats the boiling point of ethanol")).toBe("number")
    expect(answerTypeOf("css inset property")).toBe("none")
    // Code named, then "support": which releases support it; "support" alone asks for no release.
    expect(answerTypeOf("String.prototype.isWellFormed support")).toBe("version")
    expect(answerTypeOf("forced-colors media query support")).toBe("version")
    expect(answerTypeOf("windows 10 end of support")).toBe("none")
    expect(answerTypeOf("String.prototype.matchAll compat")).toBe("version")
    // A search box's other ways of asking which releases ship a feature: "caniuse" before or after it, "compat" last,
    // an API then "support", a browser and where it runs last.
    expect(answerTypeOf("BroadcastChannel caniuse")).toBe("version")
    expect(answerTypeOf("css scroll snap caniuse")).toBe("version")
    expect(answerTypeOf("caniuse webp")).toBe("version")
    expect(answerTypeOf("wbr element compat")).toBe("version")
    expect(answerTypeOf("WebCodecs VideoDecoder browser compat")).toBe("version")
    expect(answerTypeOf("EyeDropper API support")).toBe("version")
    expect(answerTypeOf("navigator.share firefox desktop")).toBe("version")
    expect(answerTypeOf("transition-behavior: allow-discrete support table")).toBe("version")
    expect(answerTypeOf("customer support")).toBe("none")
    expect(answerTypeOf("What's the minimum Safari version for shape-outside?")).toBe("version")
    expect(answerTypeOf("Is X-Frame-Options safe to use in all browsers?")).toBe("version")
    expect(answerTypeOf("what is the minimum wage in texas")).toBe("number")
    expect(answerTypeOf("default value of HISTSIZE in bash")).toBe("number")
    expect(answerTypeOf("capital of australia")).toBe("entity")
    expect(answerTypeOf("kubernetes pod eviction memory pressure")).toBe("none")
    expect(answerTypeOf("federal minimum wage per hour usa")).toBe("number")
    expect(answerTypeOf("gradle daemon idle timeout default")).toBe("number")
    // "When" asks only as the question's word, not inside a clause.
    expect(answerTypeOf("Which status code should an API return when the client is rate limited?")).toBe("number")
    expect(answerTypeOf("So when did the Berlin Wall fall?")).toBe("date")
    expect(answerTypeOf("How many moons does Mars have?")).toBe("number")
    expect(answerTypeOf("Who created the Linux kernel?")).toBe("entity")
    expect(answerTypeOf("Is intermittent fasting safe?")).toBe("yes_no")
    expect(answerTypeOf("How do I center a div?")).toBe("none")
  })

  it("reads the type off the noun a what or which question asks for", () => {
    expect(answerTypeOf("Which port does SSH use?")).toBe("number")
    expect(answerTypeOf("What is the average lifespan of a house cat?")).toBe("number")
    expect(answerTypeOf("What's the melting point of lead?")).toBe("number")
    expect(answerTypeOf("Which HTTP status code means Not Found?")).toBe("number")
    expect(answerTypeOf("What is the capital of Peru?")).toBe("entity")
    expect(answerTypeOf("What is the point of unit tests?")).toBe("none")
    expect(answerTypeOf("What does the Content-Security-Policy header do?")).toBe("none")
    expect(answerTypeOf("What is the difference between TCP and UDP?")).toBe("none")
  })

  it("reads a superlative as asking for a name, unless it qualifies an amount", () => {
    expect(answerTypeOf("What is the longest river in Africa?")).toBe("entity")
    expect(answerTypeOf("Which is the oldest university in Europe?")).toBe("entity")
    expect(answerTypeOf("What is the highest temperature ever recorded on Earth?")).toBe("number")
  })

  it("leaves the noun asking for an amount out of the key words: pages state the amount, not the word", () => {
    expect(keys("What is the recommended daily dose of zinc?")).not.toContain("dose?")
    const q = analyzeQuery("What is the recommended daily dose of zinc?")
    expect(missingKeyTermIn(q, [textTokens("The recommended intake is 8 to 11 mg of zinc a day.")])).toBeUndefined()
  })
})

describe("the frame of a browser-support question", () => {
  const query = analyzeQuery("Which browsers support CSS subgrid?")

  it("is not its subject: the subject words leave out the frame and the qualifying name", () => {
    expect(subjectTermsOf(query)).toEqual(["subgrid"])
    expect(subjectTermsOf(analyzeQuery("Which browsers support the HTML dialog element?"))).toEqual([
      "dialog",
      "element"
    ])
  })

  it("is left out by the answering page without costing it the coverage the subject gives", () => {
    const answering = textTokens(
      "Subgrid is Baseline newly available. Supported in Chrome 117, Firefox 71 and Safari 16."
    )
    const other = textTokens("CSS typed object model is supported in Chrome 66 and Safari 16.4 browsers.")
    expect(weightedCoverageOf(query, [answering])).toBeGreaterThanOrEqual(0.5)
    expect(weightedCoverageOf(query, [other])).toBeLessThan(weightedCoverageOf(query, [answering]))
  })
})

describe("the counted noun", () => {
  const counted = (query: string) => analyzeQuery(query).countedNoun
  it("is the head of what a 'how many' or 'number of' question counts, up to where its phrase ends", () => {
    expect(counted("How many moons does Mars have?")).toBe(termKey(stem("moons")))
    expect(counted("how many hit points per level in the game")).toBe(termKey(stem("points")))
    expect(counted("number of bones in an adult human")).toBe(termKey(stem("bones")))
  })

  it("is absent when nothing is counted", () => {
    expect(counted("How tall is Mount Fuji?")).toBeUndefined()
    expect(counted("What is the boiling point of water?")).toBeUndefined()
  })
})

describe("a how-to question", () => {
  const explains = (query: string) => analyzeQuery(query).explains
  it("is read from its opening words, a request to show how, or a how-to asked after its situation", () => {
    expect(explains("How do I undo the last commit?")).toBe(true)
    expect(explains("show me how to split a cell in word")).toBe(true)
    expect(explains("my laptop fan is loud, how do i clean it")).toBe(true)
  })

  it("is not a question about how much, how many or how something happened", () => {
    expect(explains("How tall is Mount Fuji?")).toBe(false)
    expect(explains("how the printing press changed europe")).toBe(false)
  })
})

describe("compound words written apart or together", () => {
  it("finds two words of the question in the one word a page makes of them ('door knob', 'doorknob')", () => {
    const query = analyzeQuery("how to replace a loose door knob")
    const page = textTokens("To tighten a loose doorknob, find the set screw under the rose and turn it clockwise.")
    expect(missingKeyTermIn(query, [page])).toBeUndefined()
    expect(missingKeyTermIn(query, [textTokens("Replace a loose cabinet hinge with longer screws.")])).toBeDefined()
  })

  it("counts a word a page writes in two ('worldcup', 'World Cup') as covered", () => {
    const query = analyzeQuery("when was the first worldcup")
    const page = textTokens("The first World Cup was played in Uruguay in 1930.")
    expect(missingKeyTermIn(query, [page])).toBeUndefined()
    expect(weightedCoverageOf(query, [page])).toBe(1)
  })
})

describe("numbers written otherwise", () => {
  it("reads an amendment's standard from its name ('802.3bz' is 802.3) and money with its scale ('$23.5K')", () => {
    expect([...textTokens("IEEE 802.3bz adds 2.5 Gb/s Ethernet").identifiers]).toContain("802.3")
    expect([...textTokens("Python 3.12rc1 is out").identifiers]).not.toContain("3.12")
    expect([...textTokens("OpenSSL 1.1.1 supports TLSv1.3; python3.12 too").identifiers]).toEqual(
      expect.arrayContaining(["1.3", "3.12"])
    )
    expect([...textTokens("PS5 and ES2016").identifiers]).toEqual([])
    expect([...textTokens("a fine of $1.2M, then $40K more").numbers]).toEqual(
      expect.arrayContaining(["1200000", "40000"])
    )
  })

  it("finds a measure run together with its unit as its number, and a round number as the word spelling it", () => {
    const marathon = analyzeQuery("who holds the 5000m olympic record")
    expect(missingKeyTermIn(marathon, [textTokens("The Olympic record over 5000 metres is 12:57.82.")])).toBeUndefined()
    expect(marathon.askedNumbers.has("5000")).toBe(true)
    const novel = analyzeQuery("20 thousand leagues under the sea author")
    expect(
      missingKeyTermIn(novel, [textTokens("Twenty Thousand Leagues Under the Seas is a novel by Jules Verne.")])
    ).toBeUndefined()
    expect(missingKeyTermIn(novel, [textTokens("Leagues under the sea are measured in nautical miles.")])).toBeDefined()
  })
})

describe("words pages write in another form", () => {
  const holds = (query: string, text: string) => missingKeyTermIn(analyzeQuery(query), [textTokens(text)]) === undefined

  it("finds a short form as the word it stands for, and the other way ('max' and 'maximum', 'k8s')", () => {
    expect(holds("php upload size max", "The maximum upload size in PHP is set by upload_max_filesize.")).toBe(true)
    expect(holds("maximum heap size jvm", "Set the max heap size of the JVM with -Xmx.")).toBe(true)
    expect(holds("k8s pod eviction thresholds", "Kubernetes evicts a pod when the node runs low on memory.")).toBe(true)
    expect(holds("k8s pod eviction thresholds", "A pod of whales passed the coast.")).toBe(false)
    expect(holds("ruby dict iteration order", "Ruby hashes, its dictionaries, keep their iteration order.")).toBe(true)
    expect(holds("tallest waterfall venezuela", "Angel Falls in Venezuela is the highest waterfall on Earth.")).toBe(
      true
    )
    expect(holds("eiffel tower height ft", "The Eiffel Tower is 1,083 feet tall.")).toBe(true)
    expect(holds("normal human body temp celsius", "Normal human body temperature is about 37 °C.")).toBe(true)
    expect(holds("does golang have exceptions", "No, Go does not have exceptions.")).toBe(true)
    expect(holds("mssql default port", "SQL Server listens on TCP port 1433 by default.")).toBe(true)
    expect(holds("what year did the chunnel open", "The Channel Tunnel opened in 1994.")).toBe(true)
    expect(holds("how many kwh in a therm", "A therm is about 29.3 kilowatt-hours of heat.")).toBe(true)
    expect(holds("mssql default port", "The server listens on the SQL port.")).toBe(false)
    expect(holds("when did microsoft retire silverlight", "Silverlight reached its retirement in October 2021.")).toBe(
      true
    )
  })

  it("finds a word's derivations ('optimize' in 'optimization', 'lazily' in 'lazy', 'inference' in 'infer')", () => {
    expect(holds("how do databases optimize joins", "Join optimization in databases reorders the tables.")).toBe(true)
    expect(holds("are scala vals lazily initialised", "A lazy val in Scala is initialised on first access.")).toBe(true)
    expect(holds("does typescript inference widen literals", "TypeScript can infer a literal type and widen it.")).toBe(
      true
    )
    expect(holds("how do databases optimize joins", "Databases store joins of tables in pages.")).toBe(false)
  })

  it("finds an '-ing' word's agent noun and irregular past ('driving': 'drivers', 'drove')", () => {
    const question = "what year did sweden start driving on the right"
    expect(holds(question, "Swedes drove on the left in Sweden until 1967.")).toBe(true)
    expect(holds(question, "Ten minutes later, drivers in Sweden set off again on the right.")).toBe(true)
    expect(holds(question, "Sweden switched sides of the road in 1967.")).toBe(false)
  })

  it("finds letters and a number written apart ('sha1' as 'SHA-1'), and a tax year however it is written", () => {
    expect(holds("when did google break sha1", "Google broke SHA-1 with the first collision in 2017.")).toBe(true)
    expect(holds("http2 server push removed", "Chrome removed HTTP/2 server push.")).toBe(true)
    expect(holds("when did google break sha1", "Google broke SHA-256? No.")).toBe(false)
    const allowance = "uk isa allowance 2025/26"
    expect(holds(allowance, "The ISA allowance for the 2025-26 tax year is £20,000.")).toBe(true)
    expect(holds(allowance, "In the 2025 to 2026 tax year you can save £20,000 in ISAs.")).toBe(true)
    expect(holds(allowance, "The ISA allowance for 2025/2026 is £20,000.")).toBe(true)
    expect(holds(allowance, "The ISA allowance for the 2024-25 tax year was £20,000.")).toBe(false)
  })

  it("finds a file type at the end of a file's name ('tar.gz' in 'archive.tar.gz')", () => {
    expect(holds("untar tar.gz linux", "Run tar -xvzf archive.tar.gz to extract it.")).toBe(true)
    expect(holds("untar tar.gz linux", "Run tar -xvf archive.tar to extract it.")).toBe(false)
  })
})

describe("the page's address", () => {
  it("names the product whose own site the page is on ('nginx.org'), but no other host does", () => {
    const query = analyzeQuery("nginx max body size default")
    const title = textTokens("Module ngx_http_core_module")
    const snippet = textTokens(
      "Default: client_max_body_size 1m. Sets the maximum allowed size of the client request body."
    )
    expect(lacksKeyTerm(query, title, snippet, "https://nginx.org/en/docs/http/ngx_http_core_module.html")).toBe(false)
    expect(lacksKeyTerm(query, title, snippet, "https://docs.example.com/http/core_module.html")).toBe(true)
  })
})

describe("language editions", () => {
  it("reads the edition of 'C++20' and 'C#12' as a release, which a question naming it asks about", () => {
    expect([...textTokens("std::format arrived in C++20; records in C#9").numbers]).toEqual(["20", "9"])
    expect(analyzeQuery("is std::expected in c++23").askedNumbers.has("23")).toBe(true)
    expect(answerTypeOf("std::format added in which c++ version")).toBe("version")
    expect(answerTypeOf("iphone standby mode which ios")).toBe("version")
    expect(answerTypeOf("what macos does final cut pro 11 require")).toBe("version")
    expect(answerTypeOf("what android do i need for passkeys")).toBe("version")
    expect([...textTokens("Object.hasOwn arrived in ES2022, after ES6 classes").numbers]).toEqual(["2022", "6"])
    expect(answerTypeOf("sessionstorage size limit per origin")).toBe("number")
    expect(answerTypeOf("whats the default idle timeout in haproxy")).toBe("number")
  })
})

describe("a platform named as context", () => {
  it("need not be repeated by a page on the subject ('js', 'ubuntu', 'excel')", () => {
    const query = analyzeQuery("js remove whitespace from string ends")
    const page = textTokens("String.prototype.trim() removes whitespace from both ends of a string.")
    expect(missingKeyTermIn(query, [page])).toBeUndefined()
  })

  it("makes a page naming a rival and not it off the subject (Google Sheets for Excel, PostgreSQL for MySQL)", () => {
    const excel = analyzeQuery("excel remove duplicate rows")
    const sheets = textTokens("In Google Sheets, select a range, then Data > Data cleanup > Remove duplicates.")
    const office = textTokens("Select the range, then Data > Remove Duplicates, and pick the columns to compare.")
    expect(namesOtherPlatform(excel, [sheets])).toBe(true)
    expect(namesOtherPlatform(excel, [office])).toBe(false)
    const mysql = analyzeQuery("mysql max connections default")
    expect(namesOtherPlatform(mysql, [textTokens("PostgreSQL max_connections defaults to 100.")])).toBe(true)
    expect(namesOtherPlatform(mysql, [textTokens("MySQL and PostgreSQL both cap connections.")])).toBe(false)
    // A platform of two words is named by both ("google sheets"): Excel is its rival.
    const sheetsAsked = analyzeQuery("how do i freeze the top row in google sheets")
    expect(
      namesOtherPlatform(sheetsAsked, [textTokens("In Excel, select View > Freeze Panes > Freeze Top Row.")])
    ).toBe(true)
    expect(namesOtherPlatform(sheetsAsked, [textTokens("In Google Sheets, click View > Freeze > 1 row.")])).toBe(false)
    const ubuntu = analyzeQuery("check free disk space ubuntu terminal")
    expect(namesOtherPlatform(ubuntu, [textTokens("Free up storage on your Android phone in one tap.")])).toBe(true)
    expect(
      missingKeyTermIn(ubuntu, [textTokens("Run df -h to see free disk space on each file system.")])
    ).toBeUndefined()
  })

  it("reads the language a word is asked in as such a context: another language's page is on another word", () => {
    const query = analyzeQuery("how do you say good morning in italian")
    expect(namesOtherPlatform(query, [textTokens("Good morning in Spanish is buenos días, said until noon.")])).toBe(
      true
    )
    expect(namesOtherPlatform(query, [textTokens("Buongiorno is good morning in Italian, unlike Spanish.")])).toBe(
      false
    )
    expect(namesOtherPlatform(query, [textTokens("Say buongiorno until early afternoon.")])).toBe(false)
  })

  it("reads the country a question is asked of as such a context: a page on another country answers for it", () => {
    const query = analyzeQuery("can you drink the tap water in portugal")
    expect(namesOtherPlatform(query, [textTokens("Tap water in Spain is safe to drink in most cities.")])).toBe(true)
    expect(namesOtherPlatform(query, [textTokens("Like Spain, Portugal has safe tap water everywhere.")])).toBe(false)
  })
})

describe("a name before the question's verb", () => {
  it("is the subject, not a qualifier pages may drop ('What port does SMTPS use?')", () => {
    const query = analyzeQuery("What port does SMTPS use?")
    expect(missingKeyTermIn(query, [textTokens("SMTP servers listen on port 25 for relay.")])).toBeDefined()
    expect(missingKeyTermIn(query, [textTokens("SMTPS, SMTP over implicit TLS, uses port 465.")])).toBeUndefined()
  })
})

describe("the unit a question asks its amount in", () => {
  it("is what pages state the amount in, not a word they must write ('blowfish block size in bytes')", () => {
    const query = analyzeQuery("blowfish block size in bytes")
    expect(query.askedDimension).toBe("data")
    const page = textTokens("Blowfish has a 64-bit block size and a variable key length.")
    expect(missingKeyTermIn(query, [page])).toBeUndefined()
    expect(analyzeQuery("blowfish block size").askedDimension).toBeUndefined()
  })
})

describe("questions on browser support: context, editions and standards", () => {
  it("reads 'iOS', written like code, as where the browser runs, never the feature", () => {
    expect(keys("IntersectionObserver support in Safari on iOS")).toEqual(["IntersectionObserver!"])
    expect(keys("is MediaRecorder supported on iOS Safari")).toEqual(["MediaRecorder!"])
  })

  it("finds a number after a word of the feature's name only beside that word ('WebGL 2')", () => {
    const query = analyzeQuery("is WebGL 2 supported in Safari?")
    expect(missingKeyTermIn(query, [textTokens("WebGL 2 ships in Safari 15.")])).toBeUndefined()
    // WebGL 1's page: a section "5.15.2" and "two-dimensional graphics" are no edition 2.
    const webgl1 = textTokens("WebGL draws two-dimensional graphics, section 5.15.2. Safari 5.1 supports WebGL.")
    expect(missingKeyTermIn(query, [webgl1])).toBeDefined()
    // The number after a frame word ("support 103") is the subject's own, as before.
    expect(keys("Does Safari support 103 Early Hints?")).toContain("103!")
  })

  it("asks for a code when the question names the standard by number ('iso 4217 code')", () => {
    expect(answerTypeOf("iso 4217 code for hungarian forint")).toBe("code")
    expect(answerTypeOf("iso 3166-1 alpha-2 code for belgium")).toBe("code")
    expect(keys("iso 4217 code for hungarian forint").some((key) => /\d/.test(key))).toBe(false)
    expect(keys("iso 3166-1 alpha-2 code for belgium")).toEqual(["belgium?"])
  })

  it("finds a language named by a sign with its editions joined ('C++11' is on C++)", () => {
    const query = analyzeQuery("c++ lambda expressions introduced in which standard")
    expect(query.answerType).toBe("version")
    expect(missingKeyTermIn(query, [textTokens("Lambda expressions (since C++11).")])).toBeUndefined()
    expect(missingKeyTermIn(query, [textTokens("Lambdas in Java 8 and Kotlin.")])).toBeDefined()
  })

  it("reads what a question asks for past a qualifier, a topic asked about at its end and an RFC's number", () => {
    expect(answerTypeOf("tennis ball weight grams official")).toBe("number")
    expect(answerTypeOf("the starry night painting who painted it")).toBe("entity")
    expect(keys("the starry night painting who painted it")).not.toContain("painted?")
    expect(answerTypeOf("which RFC defines the WebSocket protocol?")).toBe("code")
  })

  it("reads 'widely available' as 'baseline': a question on which releases support a feature", () => {
    expect(answerTypeOf("Is Number.EPSILON widely available?")).toBe("version")
    expect(answerTypeOf("is the iframe sandbox attribute widely available")).toBe("version")
  })

  it("asks for a name when a keyword search ends on 'identity confirmed'", () => {
    expect(answerTypeOf("zodiac killer real identity confirmed")).toBe("entity")
  })

  it("finds initials and a number written out ('n64': Nintendo 64), the number and all", () => {
    const query = analyzeQuery("when did the n64 come out")
    expect(
      missingKeyTermIn(query, [textTokens("Nintendo 64, a console released by Nintendo in 1996.")])
    ).toBeUndefined()
    expect(missingKeyTermIn(query, [textTokens("The Nintendo GameCube came out in 2001.")])).toBeDefined()
    expect(missingKeyTermIn(query, [textTokens("Nintendo 65 never existed.")])).toBeDefined()
  })

  it("finds a country named by a page's country domain ('gov.uk' for 'uk'), not by a domain taken for its letters", () => {
    const query = analyzeQuery("tv licence cost 2025 uk")
    const page = (url: string) =>
      lacksKeyTerm(
        query,
        textTokens("How much is a TV Licence?"),
        textTokens("From 1 April 2025 a TV Licence costs £174.50."),
        url
      )
    expect(page("https://www.gov.uk/tv-licence")).toBe(false)
    expect(page("https://www.tvlicensing.co.uk/check-if-you-need-one")).toBe(false)
    expect(page("https://www.tvlicensing.com/check")).toBe(true)
    expect(analyzeQuery("best tv streaming box").namedCodes).toEqual([])
    expect(analyzeQuery("windows update error 0x80070005 meaning").namedCodes).toEqual(["0x80070005"])
  })

  it("reads a yes or no without the alternative it offers ('... or can it run over plain tcp')", () => {
    const terms = analyzeQuery("does http/2 require https or can it run over plain tcp").terms
    expect(terms).toContain("https")
    expect(terms).not.toContain("plain")
    expect(analyzeQuery("what is faster, tcp or udp").terms).toContain("udp")
  })

  it("reads what follows a question's question mark as its asker's situation, not its subject", () => {
    expect(analyzeQuery("what is a normal temperature for a dog? mine feels hot").terms).not.toContain("feel")
    expect(
      analyzeQuery("what voltage do they use in america? travelling from the uk").keyTerms.map((k) => k.text)
    ).toEqual(["america"])
    expect(analyzeQuery("Is IPv6 backward compatible with IPv4?").terms).toContain("ipv4")
  })

  it("finds a product's number as the ordinal pages write ('AirPods Pro 2': '2nd generation')", () => {
    const query = analyzeQuery("airpods pro 2 bluetooth version")
    expect(missingKeyTermIn(query, [textTokens("AirPods Pro (2nd generation): Bluetooth 5.3.")])).toBeUndefined()
    expect(missingKeyTermIn(query, [textTokens("AirPods Pro (1st generation): Bluetooth 5.0.")])).toBeDefined()
  })

  it("reads a contraction written without its apostrophe as the stop word it is ('dont')", () => {
    expect(analyzeQuery("gunicorn default number of workers if i dont pass -w").terms).not.toContain("dont")
  })

  it("finds 'fridge' as 'refrigerator' and 'refreeze' as 'refrozen'", () => {
    const query = analyzeQuery("can i refreeze chicken that was thawed in the fridge")
    const text = textTokens("Raw chicken thawed in the refrigerator can safely be refrozen within two days.")
    expect(missingKeyTermIn(query, [text])).toBeUndefined()
    expect(
      missingKeyTermIn(query, [textTokens("Raw chicken thawed in the microwave must be cooked first.")])
    ).toBeDefined()
  })

  it("finds a word in its '-ic' adjective ('volcano': 'volcanic')", () => {
    const volcano = analyzeQuery("is mount kilimanjaro a volcano").keyTerms.find((k) => k.text === "volcano")
    expect(volcano).toBeDefined()
    expect(volcano && hasKeyTerm(volcano, textTokens("Kilimanjaro, volcanic massif in Tanzania"))).toBe(true)
    expect(volcano && hasKeyTerm(volcano, textTokens("Kilimanjaro, a massif in Tanzania"))).toBe(false)
  })

  it("finds initials and a number written with its Roman numeral ('ww2': World War II, WWII)", () => {
    const query = analyzeQuery("when did ww2 end in europe")
    expect(missingKeyTermIn(query, [textTokens("V-E Day, in World War II, the day (May 8, 1945).")])).toBeUndefined()
    expect(missingKeyTermIn(query, [textTokens("The National WWII Museum in New Orleans.")])).toBeUndefined()
    expect(missingKeyTermIn(query, [textTokens("World War I ended on 11 November 1918.")])).toBeDefined()
    expect(missingKeyTermIn(query, [textTokens("Wild Wings III is a film.")])).toBeDefined()
  })

  it("reads a product's 'rest api' as the product's, and 'mode' as framing a feature's name", () => {
    expect(keys("elasticsearch default port number for the rest api")).toContain("elasticsearch?")
    expect(keys("android doze mode introduced in which version")).toEqual(["doze?"])
  })

  it("reads a platform language's feature before 'support' as a question on releases ('MathML munderover support')", () => {
    expect(answerTypeOf("MathML munderover support")).toBe("version")
    expect(keys("MathML munderover support")).toEqual(["MathML!", "munderover?"])
    expect(analyzeQuery("MathML munderover support").namesFeature).toBe(true)
  })

  it("reads a keyword search ending 'year built' as asking for a date", () => {
    expect(answerTypeOf("glenfinnan viaduct year built")).toBe("date")
  })

  it("reads 'exact date X was built' as a date question, 'exact' as no subject", () => {
    expect(answerTypeOf("exact date stonehenge was finished being built")).toBe("date")
    expect(keys("exact date stonehenge was finished being built")).not.toContain("exact?")
  })

  it("finds a release written 'X.0' as 'X' too ('Bluetooth 5.0' is the pages' 'Bluetooth 5')", () => {
    const query = analyzeQuery("is bluetooth 5.0 compatible with older bluetooth 4.2 devices")
    expect(missingKeyTermIn(query, [textTokens("A Bluetooth 5 device pairs with Bluetooth 4.2 ones.")])).toBeUndefined()
  })

  it("reads the kind an 'is a X a Y' question asks its subject to be", () => {
    expect(analyzeQuery("is a jellyfish actually a fish").askedKind).toBe(termKey(stem("fish")))
    expect(analyzeQuery("how many legs does a jellyfish have").askedKind).toBeUndefined()
  })

  it("reads the quantity 'how tall' and 'how heavy' ask for without a unit", () => {
    expect(analyzeQuery("how tall is the shard in london").askedDimension).toBe("length")
    expect(analyzeQuery("how heavy is a blue whale").askedDimension).toBe("mass")
    expect(analyzeQuery("who painted the mona lisa").askedDimension).toBeUndefined()
    // A quantity's noun may be the question's setting, not what it asks.
    expect(analyzeQuery("What is the boiling point of water at high altitude?").askedDimension).toBeUndefined()
  })

  it("asks about the current one of a thing only in a question on the thing, not in a how-to's 'current database'", () => {
    expect(analyzeQuery("when did the current tay rail bridge open").asksCurrentOne).toBe(true)
    expect(analyzeQuery("how do I list all tables in the current database").asksCurrentOne).toBe(false)
  })
})
