import { describe, expect, it } from "vitest"
import { spamReason } from "../../src/evidence/SpamCheck.ts"
import { termKeys } from "../../src/evidence/TermKey.ts"
import { stem } from "../../src/evidence/Terms.ts"
import { textTokens } from "../../src/evidence/TextTokens.ts"
import { defaultValidationOptions } from "../../src/evidence/ValidationOptions.ts"

const judge = (text: string, url = "https://example.com/page", query: ReadonlyArray<string> = []) =>
  spamReason(text, textTokens(text), url, termKeys(query), defaultValidationOptions)

describe("spamReason", () => {
  it("catches download, pharmacy and casino chains", () => {
    expect(
      judge("Rust book pdf free download. Download full pdf free, epub free download, watch free hd online.")
    ).toBe("spam")
    expect(
      judge("Buy melatonin cheap online no prescription pharmacy, cheapest pills, discount coupon code today.")
    ).toBe("spam")
  })

  it("catches prize-draw and casino bait, not news of a win", () => {
    expect(
      judge(
        "Lake Como boat tours 2026 at 80% off: win a free trip to Italy, casino credits, spins with no deposit, " +
          "bitcoin accepted, last places left, claim your prize today, limited offer on Lake Como tours."
      )
    ).toBe("spam")
    expect(judge("Argentina win the World Cup and claim the prize money after a penalty shootout.")).toBeUndefined()
  })

  it("reads a streaming service's own words (download, 4K, Full HD) as no junk, a piracy chain's still as junk", () => {
    const plan =
      "Premium: $24.99/month. Watch in 4K on 4 devices at a time, in Full HD on the Standard plan. Download on 6 devices."
    expect(judge(plan, "https://help.example-stream.com/plans", ["many", "screen", "plan"])).toBeUndefined()
    expect(judge("Dune full movie free download 1080p 4K, watch online free, torrent and crack.")).toBe("spam")
  })

  it("catches spun marketing copy selling a download", () => {
    expect(
      judge(
        "In today's fast-paced digital world, listing global packages is an essential skill that unlocks a world of possibilities. Packages can truly revolutionize your workflow. Download our free ultimate guide now and claim your bonus!"
      )
    ).toBe("spam")
  })

  it("catches a tag cloud made of the question's own words, function words and all", () => {
    const cloud =
      "lightning strike same place lightning news strike guide same tips best lightning top strike online place 2025 lightning review strike list same facts lightning video place"
    const question = ["lightning", "strike", "same", "place", "twice"].map(stem)
    expect(judge(cloud, "https://tags.example.info/lightning", question)).toBe("spam")
    expect(
      judge(
        "Lightning can strike the same place twice. The Empire State Building is struck about 20 times a year, often in the same storm.",
        "https://www.weather.gov/safety/lightning-myths",
        question
      )
    ).toBeUndefined()
  })

  it("catches clickbait by its stock phrases", () => {
    expect(
      judge(
        "Tired of slow websites? Discover the one weird caching trick that SEO experts don't want you to know! It will skyrocket your rankings. Read now before it's too late!"
      )
    ).toBe("spam")
    expect(
      judge("One weird trick of the cache: no-cache still stores the response, then revalidates it.")
    ).toBeUndefined()
  })

  it("catches generated SEO copy by its stock phrases, not a page using one of them", () => {
    expect(
      judge(
        "In the ever-evolving landscape of Linux, starting a service on boot is a game-changer that empowers users to unlock their full potential. In this comprehensive guide, we will dive deep into the world of systemctl. Let's get started!"
      )
    ).toBe("spam")
    expect(
      judge("This comprehensive guide covers systemctl enable, which starts a unit at boot on every systemd host.")
    ).toBe(undefined)
  })

  it("leaves a page using a few words of the junk families alone unless one is junk by itself", () => {
    expect(judge("Netflix launches Watch Now, an online movie service to watch full episodes")).toBeUndefined()
    expect(judge("Watch full movie online free download hd, full movie watch online free download now")).toBe("spam")
  })

  it("catches keyword stuffing and tag clouds", () => {
    expect(judge("grid grid css grid layout grid tips best grid guide grid grid news grid video grid list grid")).toBe(
      "spam"
    )
    expect(
      judge(
        "css grid news guide tips best top online review list facts video images tutorial course cheat sheet examples layout design"
      )
    ).toBe("spam")
  })

  it("catches junk on a hijacked institutional upload folder, not the institution's own pages", () => {
    const text = "Complete guide to flexbox: free download, watch online, casino bonus codes."
    expect(judge(text, "https://www.fcen.uncor.edu.ar/wp-content/uploads/2024/05/flexbox-guide.html")).toBe(
      "hijacked_page"
    )
    expect(
      judge("Speed of light in vacuum: 299 792 458 m/s (exact).", "https://physics.nist.gov/cgi-bin/cuu/Value?c")
    ).toBeUndefined()
  })

  it("leaves prose repeating the question's subject alone, never a tag cloud of it", () => {
    const query = ["delet", "local", "branch", "git"]
    const prose = "Delete a local branch with git branch -d branch_name, or with git branch -D branch_name to force it."
    expect(judge(prose, undefined, query)).toBeUndefined()
    // Prose repeating a command documents it, whatever the question; stuffing in prose sells something too.
    expect(judge(prose)).toBeUndefined()
    expect(judge(`${prose} Download the branch cheat sheet pdf free, branch branch branch.`)).toBe("spam")
    const cloud = "git branch git branch news git branch guide git branch tips best git branch top git branch online"
    expect(judge(cloud, undefined, query)).toBe("spam")
  })

  it("leaves prose alone, in any language, and words the question uses", () => {
    expect(
      judge("Rust 1.75 unterstützt async fn in Traits. Dynamische Dispatch wird noch nicht unterstützt.")
    ).toBeUndefined()
    expect(
      judge("The Linux kernel was created in 1991 by Linus Torvalds, a Finnish student, for his own computer.")
    ).toBeUndefined()
    expect(
      judge("Casino games with the best odds: blackjack and baccarat have a house edge near one percent.", undefined, [
        "casino"
      ])
    ).toBeUndefined()
  })

  it("calls a list of tags between bars spam, not a title naming its site after a bar", () => {
    expect(
      judge("object hasown | hasownproperty | es2022 | es13 | javascript tutorial | js interview | hasown polyfill")
    ).toBe("spam")
    expect(judge("Object.hasOwn() | MDN | JavaScript reference | Web docs. It returns true for own properties.")).toBe(
      undefined
    )
  })
})
