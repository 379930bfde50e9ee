import { describe, expect, it } from "vitest"
import { isErrorPage } from "../../src/evidence/ErrorPage.ts"

describe("isErrorPage", () => {
  it.each([
    ["403 Forbidden", ""],
    ["Error 404 - Solar Site", ""],
    ["Oops! That page can’t be found.", ""],
    ["Attention Required! | Cloudflare", ""],
    ["Solar", "We couldn’t find the page you asked for."],
    ["Solar", "This page doesn't exist or has been moved."],
    ["Solar", "Our systems have detected unusual traffic from your computer network."],
    ["Solar", "Checking your browser before accessing solar.com."],
    ["Solar", "You have been blocked. This website is using a security service."],
    ["Solar", "Please enable JavaScript and cookies to continue"],
    ["Solar", "Subscribe to continue reading this story."],
    ["Index of /files", ""],
    ["Solar", "This account has been suspended. Contact your hosting provider."]
  ])("flags %j / %j", (title, snippet) => expect(isErrorPage(title, snippet)).toBe(true))

  it.each([
    [
      "How to fix a 404 Not Found error in nginx",
      "A 404 error means the server could not find the requested resource."
    ],
    ["404 Media: solar subsidies investigated", "Reporters looked at where the money went."],
    ["Error handling in Rust", "Result and the ? operator make errors explicit."],
    ["Sign in with Apple, explained", "The feature lets users log in without a password."],
    ["What is reCAPTCHA?", "Google's service tells humans and bots apart using risk analysis."],
    ["Statue removed from square", "The statue has been removed after protests, the city said."]
  ])("does not flag %j", (title, snippet) => expect(isErrorPage(title, snippet)).toBe(false))
})

describe("isErrorPage for a question about status codes", () => {
  const doc = "The HTTP 429 Too Many Requests client error response status code indicates too many requests were sent."
  it("takes a page documenting the asked status for documentation, not an error", () => {
    expect(isErrorPage("429 Too Many Requests - HTTP | MDN", doc)).toBe(true)
    expect(isErrorPage("429 Too Many Requests - HTTP | MDN", doc, new Set())).toBe(false)
    expect(isErrorPage("429 Too Many Requests - HTTP | MDN", doc, new Set(["429"]))).toBe(false)
  })

  it("still takes another code's title, or an error's own wording, for an error page", () => {
    const denied = "nginx. You don't have permission to access the HTTP 402 status code reference on this server."
    expect(isErrorPage("403 Forbidden", denied, new Set(["402"]))).toBe(true)
    expect(isErrorPage("429 Too Many Requests", "Please slow down.", new Set())).toBe(true)
  })
})

describe("isErrorPage apostrophes", () => {
  const phrases = [
    "We couldn't find the page you asked for.",
    "This page doesn't exist or has been moved.",
    "the page you're looking for is no longer here",
    "I'm not a robot",
    "You've been blocked by the site owner.",
    "This site can't be reached",
    "Server Error in '/' Application.",
    "It isn't available; we didn't keep it."
  ]
  const typographic = ["'", "‘", "’", "ʼ", "`"]

  it("reads each typographic apostrophe as a straight one", () => {
    for (const phrase of phrases) {
      for (const mark of typographic) {
        const written = phrase.replaceAll("'", mark)
        expect(isErrorPage(written, "")).toBe(isErrorPage(phrase, ""))
        expect(isErrorPage("Solar", written)).toBe(isErrorPage("Solar", phrase))
      }
    }
  })

  it("reads a page writing a code the question names as documenting it, whatever message it quotes", () => {
    const snippet = "0x80070005 is an 'Access is denied' error: Windows Update could not write to a file."
    expect(isErrorPage("Error 0x80070005 when installing updates", snippet)).toBe(true)
    expect(isErrorPage("Error 0x80070005 when installing updates", snippet, undefined, ["0x80070005"])).toBe(false)
    expect(isErrorPage("Access denied", "Access is denied.", undefined, ["0x80070005"])).toBe(true)
  })
})
