import { describe, expect, it } from "vitest"
import {
  buildAnswer,
  chooseAnswer,
  corroborates,
  numbersOtherwise,
  statesAnswer,
  statesTypedValue
} from "../../src/evidence/Answer.ts"
import { analyzeQuery } from "../../src/evidence/QueryAnalysis.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"
import { checked } from "./checked.ts"
import { baseline, candidate, QUERY } from "./fixtures.ts"

const sources = baseline.map((c, i) => checked(c, i))
const answer = (list = sources, providerAnswers: ReadonlyArray<string> = [], query = QUERY) =>
  buildAnswer(analyzeQuery(query), list, providerAnswers, defaultValidationOptions) ?? ""

/** A page checked for the question, on a site of its own (`www.site<i>.org`). */
const pageFor = (question: string) => (title: string, snippet: string, i: number) =>
  checked({ title, url: `https://www.site${i}.org/page`, snippet }, i, question)

const MARKERS = /(?: \[\d+\])?((?:\[\d+\])*)$/
const split = (text: string) => {
  const markers = (text.match(/\[(\d+)\]/g) ?? []).map((m) => Number(m.slice(1, -1)))
  return { sentence: text.replace(/ (?:\[\d+\])+$/, ""), markers }
}

describe("buildAnswer", () => {
  it("is deterministic, drawn verbatim from a source, and cites sources that state its numbers", () => {
    const text = answer()
    expect(text).toBe(answer())
    expect(MARKERS.test(text)).toBe(true)
    const { sentence, markers } = split(text)
    expect(sources.some((s) => s.snippet.includes(sentence))).toBe(true)
    expect(markers.length).toBeGreaterThanOrEqual(1)
    for (const n of markers) {
      const source = sources[n - 1]
      expect(source).toBeDefined()
      for (const value of sentence.match(/\d+(?:\.\d+)?/g) ?? []) expect(source?.snippet).toContain(value)
    }
  })

  it("takes a provider answer two sites support, cleaned and capped, for a keyword search", () => {
    const search = "perovskite solar panels record efficiency"
    const provided = "<p>Perovskite-silicon tandem solar panels hold the record efficiency.</p>"
    expect(split(answer(sources, [provided], search)).sentence).toBe(
      "Perovskite-silicon tandem solar panels hold the record efficiency."
    )
    const long = `Perovskite tandem solar panels hold the record efficiency ${"and record efficiency ".repeat(30)}`
    expect(answer(sources, [long], search).length).toBeLessThanOrEqual(300)
  })

  it("ignores a provider answer whose number no two sources state", () => {
    expect(answer(sources, ["Perovskite tandem solar panels hold the record efficiency of 47%."])).not.toContain("47")
  })

  it("skips fragments and leading ellipses", () => {
    const s = [
      checked(
        candidate({
          url: "https://a.com/1",
          snippet: "...Read more. Perovskite solar panels reached a record efficiency in tests."
        }),
        0
      ),
      ...sources
    ]
    expect(answer(s)).not.toContain("Read more.")
  })

  it("answers a 'when' question only with a sentence stating a year", () => {
    const when = answer(sources, [], "When did perovskite solar panels set the efficiency record?")
    expect(when).toBe("")
  })

  it("answers with what was asked: a yes or no, a name, a step beyond the question's words", () => {
    const answerOf = (query: string, snippets: ReadonlyArray<string>) => {
      const list = snippets.map((snippet, i) =>
        checked({ title: `Page ${i + 1} on ${query}`, url: `https://www.site${i}.org/page`, snippet }, i, query)
      )
      return split(answer(list, [], query)).sentence
    }
    // Each time the sentence that restates the question covers more of its words, and comes first.
    expect(
      answerOf("Does JSON support comments?", [
        "Editors support comments in JSON files through JSONC. Comments are not allowed by the JSON grammar.",
        "Editors support comments in JSON files of their own. Comments are not allowed by the JSON grammar.",
        "Editors support comments in JSON files with plugins. Comments are not allowed by the JSON grammar."
      ])
    ).toBe("Comments are not allowed by the JSON grammar.")
    expect(
      answerOf("Who was the first woman to win a Nobel Prize?", [
        "She was the first woman to win a Nobel Prize in 1903. Marie Curie won the Nobel Prize in physics.",
        "She was the first woman to win a Nobel Prize of all. Marie Curie won the Nobel Prize in 1903.",
        "She was the first woman to win a Nobel Prize twice. Marie Curie won the Nobel Prize in chemistry too."
      ])
    ).toMatch(/^Marie Curie/)
    expect(
      answerOf("How do I delete all stopped Docker containers?", [
        "Delete all stopped Docker containers at once. Run docker container prune to remove every one of them.",
        "Delete all stopped Docker containers quickly. Run docker container prune to remove every one of them.",
        "Delete all stopped Docker containers safely. Run docker container prune to remove every one of them."
      ])
    ).toMatch(/prune/)
  })

  const answerFrom = (query: string, pages: ReadonlyArray<readonly [string, string]>) =>
    answer(
      pages.map(([title, snippet], i) => checked({ title, url: `https://www.site${i}.org/page`, snippet }, i, query)),
      [],
      query
    )

  it("reads a sentence going on about its page's subject with a pronoun as answering for it", () => {
    const text = answerFrom("when did deathly hallows book come out", [
      ["Harry Potter and the Deathly Hallows - Wikipedia", "It is the seventh novel. It was released on 21 July 2007."],
      ["Deathly Hallows | Bloomsbury", "The seventh and final book. It was first published on 21 July 2007."],
      [
        "Deathly Hallows release",
        "The last Harry Potter novel. It came out on July 21, 2007, ten years after the first."
      ]
    ])
    expect(text).toMatch(/2007/)
    expect(split(text).markers).toHaveLength(3)
  })

  it("backs a how-to step by a page naming one of its distinctive words, however else it words the step", () => {
    const text = answerFrom("how to make buttermilk with regular milk", [
      ["Buttermilk substitute", "Stir a tablespoon of lemon juice or vinegar into a cup of milk and let it stand."],
      ["Make buttermilk at home", "Add vinegar to milk, wait ten minutes, and you have buttermilk for baking."],
      ["DIY buttermilk", "Curdle milk with vinegar: five minutes later it works like buttermilk."]
    ])
    expect(split(text).markers).toHaveLength(3)
  })

  it("takes a count from a page lacking a key term only when it counts the asked noun", () => {
    const question = "how many bells in big ben tower"
    const query = analyzeQuery(question)
    const page = pageFor(question)
    const pages = [
      page(
        "The Great Clock and Big Ben",
        "The Big Ben tower holds five bells: the Great Bell and four quarter bells.",
        0
      ),
      page("Big Ben's bells", "The Big Ben tower has five bells in all, cast in 1857 and 1858.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    const counting = { title: "The tower at Westminster", snippet: "The tower at Westminster has five bells." }
    const repairs = {
      title: "The tower at Westminster",
      snippet: "The Westminster tower rang again after five years of repairs."
    }
    // Pages lacking "big ben": checked against a question they hold every key term of.
    const unchecked = (c: { title: string; snippet: string }, i: number) =>
      checked({ ...c, url: `https://www.other${i}.org/page` }, i, "westminster tower")
    expect(choice?.values).toContain("five")
    expect(choice !== undefined && corroborates(choice, unchecked(counting, 2))).toBe(true)
    expect(choice !== undefined && corroborates(choice, unchecked(repairs, 3))).toBe(false)
  })

  it("takes a page lacking a key term beside a yes or no when it says two of the answer's distinctive words", () => {
    const question = "can cats taste sweet things"
    const page = pageFor(question)
    const pages = [
      page(
        "Why cats can't taste sweets",
        "Cats cannot taste sweet things: a mutation in the Tas1r2 gene deletes the receptor.",
        0
      ),
      page(
        "Do cats like sweet food?",
        "Cats are unable to taste sweet flavours, since their Tas1r2 gene carries a deletion.",
        1
      )
    ]
    const choice = chooseAnswer(analyzeQuery(question), pages, [], defaultValidationOptions)
    const unchecked = (snippet: string, i: number) =>
      checked({ title: "Sweet receptor genes", url: `https://www.other${i}.org/page`, snippet }, i, "cat gene")
    const genes = unchecked("The domestic cat carries a 247-base-pair deletion in Tas1r2, a pseudogenized receptor.", 2)
    const bakery = unchecked("Sweet Cats Bakery makes cakes and cookies; order a receptor cake online.", 3)
    expect(choice !== undefined && corroborates(choice, genes)).toBe(true)
    expect(choice !== undefined && corroborates(choice, bakery)).toBe(false)
  })

  it("counts a 'who did it' sentence's backers by the name most pages write, not by every name it gives", () => {
    const question = "who founded the red cross"
    const page = pageFor(question)
    const pages = [
      page("Clara Barton", "Clara Barton founded the American Red Cross in 1881 and led it for 23 years.", 0),
      page(
        "Founding of the Red Cross",
        "The ICRC was founded in 1863 in Geneva by Henry Dunant and four other citizens.",
        1
      ),
      page(
        "Our history",
        "Swiss businessman Jean-Henri Dunant saw the wounded of Solferino; his idea became the Red Cross.",
        2
      )
    ]
    const choice = chooseAnswer(analyzeQuery(question), pages, [], defaultValidationOptions)
    expect(choice?.values).toEqual(["dunant"])
    expect(choice?.supporters).toEqual([1, 2])
  })

  it("holds the answer to a question asked in words to its own words, and a keyword search's when pages share them", () => {
    const asked = "what did shakespeare die of"
    const page = pageFor(asked)
    const will = page(
      "Shakespeare's will",
      "Shakespeare signed his will on 25 March 1616, a month before his death.",
      0
    )
    const grave = page(
      "Shakespeare's grave",
      "A radar survey of Shakespeare's grave suggests his skull may be missing.",
      1
    )
    const choice = chooseAnswer(analyzeQuery(asked), [will, grave], [], defaultValidationOptions)
    expect(choice?.words.length).toBeGreaterThan(0)
    expect(choice !== undefined && statesAnswer(choice, grave)).toBe(false)
    // A keyword search on a topic: pages say different things, and the answer is held to nothing.
    const topic = "perovskite tandem record news"
    const news = pageFor(topic)
    const said = [
      news(
        "Perovskite tandem record",
        "A perovskite tandem record of 34.6 percent was certified by NREL this spring.",
        0
      ),
      news("Perovskite tandem news", "Perovskite tandem modules passed damp-heat testing for outdoor use.", 1),
      news("Perovskite tandem record news", "Perovskite tandem cells face stability questions before sale.", 2)
    ]
    expect(chooseAnswer(analyzeQuery(topic), said, [], defaultValidationOptions)?.words).toEqual([])
  })

  it("reads a listing's code after its label ('Location code: ZRH') as a stated code", () => {
    const question = "zurich airport code"
    const listing = pageFor(question)(
      "ZRH - Zurich Airport | IATA airport code search",
      "Results for 'zurich': Location code: ZRH. Airport name: Zurich. City: Zurich. Country: Switzerland.",
      0
    )
    expect(statesTypedValue(analyzeQuery(question), listing, defaultValidationOptions)).toBe(true)
  })

  it("answers which identifier extends the asked one with that identifier ('802.11ax')", () => {
    const question = "wifi 6 is which 802.11 standard"
    const page = pageFor(question)
    const pages = [
      page(
        "Wi-Fi 6",
        "Wi-Fi CERTIFIED 6 is the industry certification program based on the IEEE 802.11ax standard.",
        0
      ),
      page("Wi-Fi 6 - Wikipedia", "Wi-Fi 6, or IEEE 802.11ax, is an IEEE standard for wireless networks.", 1)
    ]
    const choice = chooseAnswer(analyzeQuery(question), pages, [], defaultValidationOptions)
    expect(choice?.values).toContain("802.11ax")
    const cisco = page("What is Wi-Fi 6?", "Also known as 802.11ax, it uses OFDMA and MU-MIMO.", 2)
    expect(choice !== undefined && statesAnswer(choice, cisco)).toBe(true)
  })

  it("takes back a value written only to deny it, and a count written only as a number in a title", () => {
    const when = "when was the storming of the bastille"
    const page = pageFor(when)
    const dated = [
      page("Storming of the Bastille", "The storming of the Bastille took place in Paris on 14 July 1789.", 0),
      page("Bastille | Britannica", "On July 14, 1789, a Parisian crowd stormed the Bastille fortress.", 1)
    ]
    const date = chooseAnswer(analyzeQuery(when), dated, [], defaultValidationOptions)
    const column = page(
      "Storming the Bastille today",
      "The July Column honours the dead of the 1830 revolution, not 1789.",
      2
    )
    expect(date !== undefined && statesAnswer(date, column)).toBe(false)
    const count = "how many symphonies did beethoven compose"
    const symphonies = pageFor(count)
    const counted = [
      symphonies("Beethoven's symphonies", "Beethoven composed nine symphonies between 1800 and 1824.", 0),
      symphonies("List of Beethoven symphonies", "In all, Beethoven composed nine symphonies.", 1)
    ]
    const nine = chooseAnswer(analyzeQuery(count), counted, [], defaultValidationOptions)
    const ninth = symphonies(
      "Symphony No. 9",
      "Beethoven's Symphony No. 9, a choral symphony, was composed by 1824.",
      2
    )
    expect(nine !== undefined && statesAnswer(nine, ninth)).toBe(false)
  })

  it("leaves out the values of a quantity the question does not ask for ('mean radius 6,371 km')", () => {
    const question = "circumference of the earth in km"
    const page = pageFor(question)
    const earth = page(
      "Earth",
      "Equatorial circumference 40,075 km; polar circumference 40,008 km; mean radius 6,371 km.",
      0
    )
    const choice = chooseAnswer(analyzeQuery(question), [earth], [], defaultValidationOptions)
    const radius = page(
      "Earth radius",
      "The earth radius ranges from 6,357 km at the poles to 6,378 km at the equator.",
      2
    )
    expect(choice !== undefined && statesAnswer(choice, radius)).toBe(false)
  })

  it("takes a page lacking a key term beside an answer naming a tool when it names the same tool", () => {
    const question = "copy ssh public key to server so i can login without password"
    const page = pageFor(question)
    const manual = page(
      "ssh-copy-id(1)",
      "ssh-copy-id - use locally available ssh keys to authorise logins on a server.",
      0
    )
    const choice = chooseAnswer(analyzeQuery(question), [manual], [], defaultValidationOptions)
    const unchecked = (snippet: string, i: number) =>
      checked({ title: "SSH keys on a server", url: `https://www.other${i}.org/page`, snippet }, i, "ssh key server")
    const academy = unchecked("Once an SSH key exists, the ssh-copy-id command installs it as an authorized key.", 1)
    const agent = unchecked("An SSH agent keeps your key in memory so you type its passphrase once.", 2)
    expect(choice !== undefined && corroborates(choice, academy)).toBe(true)
    expect(choice !== undefined && corroborates(choice, agent)).toBe(false)
  })

  it("answers a code with the one most pages write, and sells only the pages writing it", () => {
    const question = "acetone cas no"
    const pages = [
      [
        "Acetone - Wikipedia",
        "Acetone (2-propanone) is a solvent. Identifiers: CAS Number 67-64-1; EC Number 200-662-2."
      ],
      [
        "Acetone ACS reagent | Sigma-Aldrich",
        "Acetone, synonym 2-Propanone. CAS No.: 67-64-1. Linear Formula: CH3COCH3."
      ],
      ["Acetone | PubChem", "Acetone is a colorless liquid with a distinct smell. CAS: 67-64-1."],
      ["Isopropyl alcohol | PubChem", "Isopropyl alcohol is oxidised to acetone in the body. CAS: 67-63-0."]
    ] as const
    const list = pages.map(([title, snippet], i) => pageFor(question)(title, snippet, i))
    const choice = chooseAnswer(analyzeQuery(question), list, [], defaultValidationOptions)
    expect(choice?.text).toMatch(/67-64-1/)
    expect(choice !== undefined && statesAnswer(choice, list[3]!)).toBe(false)
  })

  it("takes an amount's value, not the date it is stated on", () => {
    const text = answerFrom("federal minimum wage per hour usa", [
      ["Federal minimum wage per hour", "As of April 1, 2025, the federal minimum wage is $17.75 per hour."],
      ["Minimum wage in the USA", "In 2025 the federal minimum wage per hour in the USA is $7.25, as in 2009."],
      ["Federal minimum wage | DOL", "For 2025, the federal minimum wage per hour for covered employees is $7.25."],
      [
        "Federal minimum wage, USA",
        "On April 1, 2025 employers in the USA paid the federal minimum wage, $7.25 per hour."
      ]
    ])
    expect(text).toMatch(/\$7\.25/)
    // The page giving another amount on the same date does not back it.
    const query = analyzeQuery("federal minimum wage per hour usa")
    const pages = [
      ["Minimum wage in the USA", "In 2025 the federal minimum wage per hour in the USA is $7.25, as in 2009."],
      ["Federal minimum wage | DOL", "For 2025, the federal minimum wage per hour for covered employees is $7.25."],
      ["Federal minimum wage, USA", "In 2025 employers in the USA paid the federal minimum wage, $7.25 per hour."],
      ["Federal minimum wage per hour", "In 2025 the federal minimum wage is $17.75 per hour."]
    ].map(([title, snippet], i) =>
      checked(
        { title: title ?? "", url: `https://www.site${i}.org/page`, snippet: snippet ?? "" },
        i,
        query.terms.join(" ")
      )
    )
    const choice = chooseAnswer(query, pages.slice(0, 3), [], defaultValidationOptions)
    expect(choice !== undefined && statesAnswer(choice, pages[3]!)).toBe(false)
  })

  it("takes the value a change set, per the quantity it is given for, and backs it by a table giving it apart", () => {
    const question = "drink drive limit scotland"
    const query = analyzeQuery(question)
    const page = pageFor(question)
    const pages = [
      page(
        "Drink driving",
        "The limit in Scotland was lowered from 80mg to 50mg of alcohol in every 100ml of blood.",
        0
      ),
      page("Scotland's limit", "In Scotland the drink drive limit is 50 milligrams in 100 millilitres of blood.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    expect(choice?.values).toEqual(["50"])
    const table = page("The drink drive limit", "Scotland: milligrams per 100 millilitres of blood 50; urine 67.", 2)
    const england = page(
      "Drink drive limit in England",
      "In England the limit is 80mg of alcohol per 100ml of blood.",
      3
    )
    expect(choice !== undefined && statesAnswer(choice, table)).toBe(true)
    expect(choice !== undefined && statesAnswer(choice, england)).toBe(false)
  })

  it("takes a count of the asked noun as the answer even when it could be a year ('1024 bytes')", () => {
    const question = "how many bytes in a kibibyte"
    const page = pageFor(question)
    const pages = [
      page("Kibibyte", "The binary prefix kibi means 2^10, or 1024; therefore, 1 kibibyte is 1024 bytes.", 0),
      page("KB vs KiB", "A kibibyte (KiB) is always 1,024 bytes, while a kilobyte is 1,000 bytes.", 1)
    ]
    expect(chooseAnswer(analyzeQuery(question), pages, [], defaultValidationOptions)?.values).toEqual(["1024"])
  })

  it("backs an amount written with its unit only by that amount in a unit of its kind", () => {
    const query = analyzeQuery("gradle daemon idle timeout default")
    const page = (snippet: string, i: number) =>
      checked(
        { title: "Gradle daemon idle timeout", url: `https://www.site${i}.org/gradle`, snippet },
        i,
        query.terms.join(" ")
      )
    const pages = [
      page("An idle Gradle daemon shuts itself down after 3 hours by default.", 0),
      page("By default the Gradle daemon idle timeout is 3 hours (10800000 ms).", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    const ram = page("Each idle Gradle daemon held 2 to 3 GB of memory by default on my machine.", 2)
    const minutes = page("The default idle timeout of the Gradle daemon is 180 minutes.", 3)
    expect(choice !== undefined && statesAnswer(choice, ram)).toBe(false)
    expect(choice !== undefined && statesAnswer(choice, minutes)).toBe(true)
  })

  it("backs a count only by the number that counts the asked noun, not the sentence's other numbers", () => {
    const query = analyzeQuery("How many strings does a standard cello have?")
    const page = (snippet: string, i: number) =>
      checked({ title: "The cello", url: `https://www.site${i}.org/cello`, snippet }, i, query.terms.join(" "))
    const pages = [
      page("A standard cello has four strings tuned in fifths, and its body is about 75 cm long.", 0),
      page("Like the viola, the cello has 4 strings, tuned C, G, D and A.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    // "75" is the body's length, not a count of strings: a page sharing it, or a five-string model, does not back it.
    const body = page("A full-size cello body measures about 75 cm; its strings are longer than a viola's.", 2)
    const fiveString = page("Some makers build a cello with five strings; a standard cello is 75 cm long.", 3)
    expect(choice?.values).toEqual(["four"])
    expect(choice !== undefined && statesAnswer(choice, body)).toBe(false)
    expect(choice !== undefined && statesAnswer(choice, fiveString)).toBe(false)
    expect(choice !== undefined && statesAnswer(choice, pages[1]!)).toBe(true)
  })

  it("does not back a count by a page counting the noun otherwise and giving the number to another noun", () => {
    const query = analyzeQuery("how many stars are on the flag of brazil")
    const page = (snippet: string, i: number) =>
      checked({ title: "Flag of Brazil", url: `https://www.site${i}.org/flag`, snippet }, i, query.terms.join(" "))
    const pages = [
      page("The flag of Brazil has 27 stars, one for each of the states and the Federal District.", 0),
      page("Brazil's flag carries 27 white stars on its blue globe.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    const other = page("The flag of Brazil had 21 white stars in 1889, for the 27 member states of today's union.", 2)
    const bare = page("The flag of Brazil shows the night sky of Rio, a total of 27 in all.", 3)
    expect(choice !== undefined && statesAnswer(choice, other)).toBe(false)
    expect(choice !== undefined && statesAnswer(choice, bare)).toBe(true)
  })

  it("backs one product's release only by that release, in the snippet or the title", () => {
    const query = analyzeQuery("which kotlin version added value classes")
    const page = (title: string, snippet: string, i: number) =>
      checked({ title, url: `https://www.site${i}.org/kotlin`, snippet }, i, query.terms.join(" "))
    const pages = [
      page("Inline value classes", "Value classes were introduced in Kotlin 1.5 as a stable feature.", 0),
      page("Kotlin value classes explained", "Kotlin 1.5 made value classes stable, replacing inline classes.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    const preview = page("Kotlin 1.4.30 preview", "Kotlin value classes arrive as an experimental preview.", 2)
    const release = page(
      "What's new in Kotlin 1.5",
      "Value classes in Kotlin are now stable, and the compiler generates faster code for them.",
      3
    )
    expect(choice !== undefined && statesAnswer(choice, preview)).toBe(false)
    expect(choice !== undefined && statesAnswer(choice, release)).toBe(true)
  })

  it("backs a command answer only by a page writing one of its flags or words", () => {
    const query = analyzeQuery("tar extract archive to directory")
    const page = (snippet: string, i: number) =>
      checked({ title: "tar extract archive", url: `https://www.site${i}.org/tar`, snippet }, i, query.terms.join(" "))
    const pages = [
      page("To extract an archive to a directory, run tar -xf archive.tar -C /target/dir.", 0),
      page("Use tar -C to extract the archive to another directory: tar -xzf a.tgz -C /opt.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    const flag = page("GNU tar: the (-C) option makes tar extract an archive into the given directory.", 2)
    const other = page("tar archive formats: ustar, pax and gnu, and how to list an archive directory.", 3)
    expect(choice !== undefined && statesAnswer(choice, flag)).toBe(true)
    expect(choice !== undefined && statesAnswer(choice, other)).toBe(false)
  })

  it("does not back a command by a page giving the same command with other long options ('--hard' for '--soft')", () => {
    const query = analyzeQuery("git undo last commit but keep changes")
    const page = (snippet: string, i: number) =>
      checked({ title: "git undo last commit", url: `https://www.site${i}.org/git`, snippet }, i, query.terms.join(" "))
    const pages = [
      page("To undo the last commit but keep your changes, run git reset --soft HEAD~1.", 0),
      page("git reset --soft HEAD~1 moves the branch back one commit and keeps the changes staged.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    expect(choice?.text).toMatch(/--soft/)
    const hard = page("To throw away the last commit and its changes, use git reset --hard HEAD~1.", 2)
    const soft = page("Undo a commit and redo: git reset --soft HEAD^ then edit and commit again.", 3)
    const shortAndMore = page("git reset --soft --quiet HEAD~1 keeps your work in the index.", 4)
    expect(choice !== undefined && statesAnswer(choice, hard)).toBe(false)
    expect(choice !== undefined && statesAnswer(choice, soft)).toBe(true)
    expect(choice !== undefined && statesAnswer(choice, shortAndMore)).toBe(true)
  })

  it("does not back a how-to step by a word that is part of a name written as code ('net-tools')", () => {
    const question = "linux cmd to show routing table"
    const page = pageFor(question)
    const pages = [
      page(
        "Linux routing table",
        "The older route -n and netstat -rn commands from net-tools print the routing table.",
        0
      ),
      page("route(8)", "route -n shows the kernel routing table with numerical addresses instead of names.", 1)
    ]
    const choice = chooseAnswer(analyzeQuery(question), pages, [], defaultValidationOptions)
    const bank = page("Routing number lookup", "Use this tool to look up a bank's ABA routing number and its table.", 2)
    expect(choice !== undefined && statesAnswer(choice, bank)).toBe(false)
  })

  it("backs a dated answer only by pages giving its day, or its year alone, not another day of that year", () => {
    const query = analyzeQuery("when was the treaty of paris signed")
    const page = (snippet: string, i: number) =>
      checked({ title: "Treaty of Paris", url: `https://www.site${i}.org/paris`, snippet }, i, query.terms.join(" "))
    const pages = [
      page("The Treaty of Paris was signed on September 3, 1783, ending the American Revolutionary War.", 0),
      page("Signed in Paris on 3 September 1783, the treaty recognised American independence.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    const otherDay = page(
      "The preliminary articles of the Treaty of Paris were signed on November 30, 1782 and January 20, 1783.",
      2
    )
    const yearOnly = page("The Treaty of Paris of 1783 was signed by Britain and the United States.", 3)
    expect(choice !== undefined && statesAnswer(choice, otherDay)).toBe(false)
    expect(choice !== undefined && statesAnswer(choice, yearOnly)).toBe(true)
  })

  it("prefers a sentence naming the asked identifier itself over one naming only a variant of it", () => {
    const query = "How many cylinders does the Mazda B3 engine have?"
    const text = answerFrom(query, [
      ["Mazda B3 Turbo engine", "The B3 Turbo engine has 5 cylinders and a 16-valve head."],
      ["Mazda B3 Turbo specifications", "The B3 Turbo engine has 5 cylinders and a twin-scroll turbocharger."],
      ["Mazda B engine family", "The B3 engine has 4 cylinders and a 16-valve head."],
      ["Mazda B3 specifications", "The B3 engine has 4 cylinders in line and a cast iron block."]
    ])
    expect(text).toMatch(/^The B3 engine has 4 cylinders/)
  })

  it("does not take a hyphenated word made of the question's own words for the name a 'who' question asks", () => {
    const query = "who invented e-mail"
    const text = answerFrom(query, [
      ["History of e-mail", "E-mail is a method of exchanging messages between people using electronic devices."],
      ["Ray Tomlinson", "Ray Tomlinson invented e-mail between computers on the ARPANET in 1971."],
      ["Who invented e-mail?", "The first e-mail between two machines was sent in 1971 by Ray Tomlinson."]
    ])
    expect(text).toMatch(/Tomlinson/)
  })

  it("gives no name for 'who' from a sentence saying the one asked about is unknown", () => {
    const query = "who wrote the voynich manuscript"
    const page = [
      "Voynich manuscript",
      "The Voynich manuscript was written by an unknown author in Central Europe."
    ] as const
    expect(answerFrom(query, [page, page, page])).toBe("")
  })

  it("backs a name answer by its rare names, not by the everyday words it writes as names", () => {
    const query = analyzeQuery("who founded ikea")
    const page = (title: string, snippet: string, i: number) =>
      checked({ title, url: `https://www.site${i}.org/ikea`, snippet }, i, query.terms.join(" "))
    const pages = [
      page("IKEA history", "IKEA was founded by Ingvar Kamprad in July 1943, when he was 17.", 0),
      page("Ingvar Kamprad", "IKEA was founded in July 1943 by Ingvar Kamprad, then 17.", 1)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    const ceo = page("IKEA chief executive", "Jesper Brodin became the chief executive of IKEA in July 2017.", 2)
    // Both pages write both of the founder's names: the first of those tied is the one every backer must name.
    expect(choice?.values).toEqual(["ingvar"])
    expect(choice !== undefined && statesAnswer(choice, ceo)).toBe(false)
  })

  it("backs a name answer by the name most pages write, not by the places and makers beside it", () => {
    const question = "Who created the C programming language?"
    const query = analyzeQuery(question)
    const page = pageFor(question)
    const pages = [
      page("C (programming language)", "C was created by Dennis Ritchie at Bell Labs between 1972 and 1973.", 0),
      page("Dennis Ritchie", "Dennis Ritchie created the C programming language and co-created Unix.", 1),
      page("History of C", "The C programming language was designed by Ritchie to write the Unix utilities.", 2)
    ]
    const choice = chooseAnswer(query, pages, [], defaultValidationOptions)
    const b = page("B (programming language)", "B is a programming language developed at Bell Labs by Ken Thompson.", 3)
    expect(choice?.values).toHaveLength(1)
    expect(choice !== undefined && statesAnswer(choice, pages[2]!)).toBe(true)
    expect(choice !== undefined && statesAnswer(choice, b)).toBe(false)
  })

  it("answers a yes/no question from a sentence on its whole predicate", () => {
    const query = "Is Swift open source?"
    const swiftPay = [
      "SWIFT | Financial messaging",
      "Swift is a cooperative providing secure financial messaging."
    ] as const
    expect(answerFrom(query, [swiftPay, swiftPay, swiftPay])).toBe("")
    const swiftLang = ["Swift.org", "Swift is open source, developed in the open on GitHub since 2015."] as const
    expect(answerFrom(query, [swiftLang, swiftLang, swiftLang])).toMatch(/open source/)
  })

  it("answers only a version question with a list of browser versions", () => {
    const answerOf = (query: string) => {
      const snippet = "Support for Cache: Chrome 40, Firefox 41, Safari 11.1 and Edge 16, since 2015-01-21."
      const list = [0, 1, 2].map((i) =>
        checked({ title: `Web API: Cache (${i})`, url: `https://www.site${i}.org/cache`, snippet }, i, query)
      )
      return answer(list, [], query)
    }
    expect(answerOf("Which browsers support the Cache API?")).toMatch(/^Support for Cache/)
    expect(answerOf("How do I clear the cache in Chrome?")).toBe("")
  })

  it("answers which browsers support a feature with their releases, not with a date alone", () => {
    const query = "Which browsers support CSS scroll snap?"
    const text = answerFrom(query, [
      ["CSS scroll snap | Web Platform Status", "CSS scroll snap is Baseline widely available since 2022-03-14."],
      ["CSS scroll snap | Baseline", "CSS scroll snap became Baseline widely available on 2022-03-14."],
      ["scroll-snap-type | MDN", "Support for scroll-snap-type: Chrome 69, Firefox 68, Safari 11 and Edge 79."],
      ["scroll-snap-type | Can I use", "Support for scroll-snap-type: Chrome 69, Firefox 68, Safari 11 and Edge 79."]
    ])
    expect(text).toMatch(/Chrome 69/)
  })

  it("quotes, among sentences stating the same releases, the one whose page is titled for the asked feature", () => {
    const text = answerFrom("Which browsers support the <dialog> element?", [
      [
        "CSS selector: backdrop, Support on dialog elements | Can I use",
        "backdrop on dialog elements is supported from Edge 79, Firefox 98, Chrome 37 and Safari 15.4."
      ],
      ["HTML element: dialog | MDN", "Support for dialog: Chrome 37, Firefox 98, Safari 15.4 and Edge 79."],
      ["HTML element: dialog | Can I use", "dialog is supported from Edge 79, Firefox 98, Chrome 37 and Safari 15.4."]
    ])
    expect(text).toMatch(/Chrome 37/)
    expect(text).not.toMatch(/backdrop/)
  })

  it("answers a question naming a browser only with a sentence naming that browser", () => {
    const mobileOnly = "Support for Web Bluetooth: Chrome Android 56, Samsung Browser 6.0 and Opera Android 43."
    const pages = [0, 1, 2].map((i) => [`Web Bluetooth API | Site ${i}`, mobileOnly] as const)
    expect(answerFrom("Does Edge support the Web Bluetooth API?", pages)).toBe("")
    expect(answerFrom("Does Chrome support the Web Bluetooth API?", pages)).toMatch(/^Support for Web Bluetooth/)
    // What pages call Internet Explorer answers for "IE".
    const flexbox = "Flexbox is supported from Chrome 29, Firefox 28 and Internet Explorer 11, with prefixes before."
    const flexPages = [0, 1, 2].map((i) => [`CSS flexbox | Site ${i}`, flexbox] as const)
    expect(answerFrom("which version of IE supports flexbox", flexPages)).toMatch(/Internet Explorer 11/)
    expect(answerFrom("which version of Safari supports flexbox", flexPages)).toBe("")
  })

  it("names no winner from a forecast or a simulation ('narrow favourites ahead of')", () => {
    const forecast = "Our model makes Ireland narrow favourites ahead of South Africa and France before Australia 2027."
    const pages = [0, 1, 2].map((i) => [`We simulated Rugby World Cup 2027 (${i})`, forecast] as const)
    expect(answerFrom("who won the 2027 rugby world cup", pages)).toBe("")
  })

  it("answers yes or no with a clause, not a heading of names ('Antarctic Desert (Antarctica).')", () => {
    const heading = "Antarctic Desert (Antarctica). Area: 5.5 million square miles (14.2 million square km)."
    const pages = [0, 1, 2].map((i) => [`Largest deserts in the world (${i})`, heading] as const)
    expect(answerFrom("is antarctica a desert", pages)).toBe("")
    const clause = "Antarctica is a desert: its interior receives only about 50 mm of precipitation a year."
    const clauses = [0, 1, 2].map((i) => [`Antarctica facts (${i})`, clause] as const)
    expect(answerFrom("is antarctica a desert", clauses)).toMatch(/^Antarctica is a desert/)
  })

  it("reads a yes or no holding every key term with the rest of its snippet: a table's row names its subject first", () => {
    const row = "Eggs - raw eggs in shell. Refrigerator: 3 to 5 weeks. Freezer: Don't freeze in shell."
    const pages = [0, 1, 2].map((i) => [`Cold food storage chart (${i})`, row] as const)
    expect(answerFrom("can you freeze raw eggs in their shells", pages)).toMatch(/^Freezer: Don't freeze in shell/)
    // Without every key term in the sentence itself, the snippet's other sentences do not make it an answer.
    const elsewhere = "Raw eggs in their shells keep 3 to 5 weeks. Freezer: Don't freeze it."
    const others = [0, 1, 2].map((i) => [`Cold food storage chart (${i})`, elsewhere] as const)
    expect(answerFrom("can you freeze raw eggs in their shells", others)).toBe("")
  })

  it("dates with the most precise sentence three sites back: a day before a year alone", () => {
    const text = answerFrom("bohemian rhapsody release date", [
      [
        "Bohemian Rhapsody - Wikipedia",
        "'Bohemian Rhapsody' is a song by the British rock band Queen, released as the lead single from their fourth " +
          "studio album, A Night at the Opera (1975). Released: 31 October 1975. Written by Freddie Mercury."
      ],
      ["Bohemian Rhapsody | Queen Online", "On 31st October 1975 Queen released Bohemian Rhapsody as a single."],
      [
        "Bohemian Rhapsody | Official Charts",
        "Released on October 31, 1975, Bohemian Rhapsody spent nine weeks at No. 1."
      ],
      ["Bohemian Rhapsody | BBC Music", "When EMI released Bohemian Rhapsody in October 1975, it was played 14 times."]
    ])
    expect(text).toMatch(/31/)
  })

  it("takes no year the question writes for the date it asks ('when was 1984 by orwell published')", () => {
    const pages = [0, 1, 2].map(
      (i) => [`1984 by George Orwell (${i})`, "1984 is a dystopian novel by English writer George Orwell."] as const
    )
    expect(answerFrom("when was 1984 by orwell published", pages)).toBe("")
  })

  it("answers 'where' with a place named after a word of place, not with the subject's full name", () => {
    const text = answerFrom("where is cern located", [
      [
        "CERN - Wikipedia",
        "The European Organization for Nuclear Research, known as CERN, is an intergovernmental organization that " +
          "operates the largest particle physics laboratory in the world. It is based in Meyrin, a suburb of Geneva."
      ],
      [
        "About CERN | CERN",
        "At CERN, the European Organization for Nuclear Research, physicists probe the structure of the universe. " +
          "CERN's main site straddles the Franco-Swiss border near Geneva."
      ],
      [
        "CERN | Britannica",
        "CERN, an organization for particle physics. Its headquarters are near Geneva, Switzerland."
      ],
      ["Getting to CERN | Visit CERN", "Take tram 18 from Geneva Cornavin station to the CERN terminus."]
    ])
    expect(text).toMatch(/Geneva/)
  })

  it("does not cut a sentence after an initial or a title: the answer keeps the whole name", () => {
    const query = "When was the U.S. Naval Academy founded?"
    const academy = [
      candidate({
        url: "https://www.usna.edu/history",
        title: "History of the Naval Academy",
        snippet: "The U.S. Naval Academy was founded in 1845 by Secretary of the Navy George Bancroft in Annapolis."
      }),
      candidate({
        url: "https://en.wikipedia.org/wiki/United_States_Naval_Academy",
        title: "United States Naval Academy - Wikipedia",
        snippet: "Founded in 1845, the academy in Annapolis is the second oldest of the five U.S. service academies."
      }),
      candidate({
        url: "https://www.britannica.com/topic/United-States-Naval-Academy",
        title: "United States Naval Academy | Britannica",
        snippet: "The Naval Academy, founded at Annapolis in 1845, trains officers for the U.S. Navy and Marine Corps."
      })
    ].map((c, i) => checked(c, i, query))
    expect(split(answer(academy, [], query)).sentence).toBe(
      "The U.S. Naval Academy was founded in 1845 by Secretary of the Navy George Bancroft in Annapolis."
    )
  })

  it("gives no answer when no sentence is usable", () => {
    const top = sources[0]!
    const options = defaultValidationOptions
    expect(buildAnswer(analyzeQuery("solar"), [{ ...top, snippet: "Solar. Short." }], [], options)).toBeUndefined()
    expect(buildAnswer(analyzeQuery("solar"), [{ ...top, snippet: "" }], [], options)).toBeUndefined()
  })
})

describe("numbersOtherwise", () => {
  it("tells a sentence giving a word the question numbers only another number ('Gen 3' for 'gen 4')", () => {
    const query = analyzeQuery("how fast is pcie gen 4")
    expect(numbersOtherwise(query, "PCIe Gen 3: 8 GT/s per lane.")).toBe(true)
    expect(numbersOtherwise(query, "PCIe Gen 4 doubles Gen 3's rate to 16 GT/s per lane.")).toBe(false)
    expect(numbersOtherwise(query, "Each lane carries 16 GT/s.")).toBe(false)
  })
})
