import { describe, expect, it } from "vitest"
import { asksAboutWebCompat } from "../../../provider/corpus/CompatQuestion.ts"

describe("asksAboutWebCompat", () => {
  it.each([
    "Which browsers support the CSS :has() selector?",
    "Is the Popover API supported in Firefox?",
    "When did Chrome ship container queries?",
    "Can I use the dialog element in Safari?",
    "is :any-link baseline",
    "What is structuredClone?",
    "Array.prototype.at firefox",
    "the HTML <search> element",
    "grid-template-columns safari",
    "webgpu firefox",
    "URLPattern safari",
    "Is X-Frame-Options safe to use in all browsers?"
  ])("takes %j for a compatibility question", (query) => expect(asksAboutWebCompat(query)).toBe(true))

  it.each([
    "How do I clear the cache in Chrome?",
    "How do I install Firefox on Ubuntu?",
    "Who invented the World Wide Web?",
    "Why is Chrome using so much memory?",
    "What is the capital of Australia?",
    "How do I center a div?",
    "How do I turn off the pop-up blocker in Edge?",
    "chrome plating cost per square foot",
    "safari in kenya?",
    // Several interfaces fire an event of one name (Document's and XRSession's visibilitychange): the question does
    // not say which, and the corpus would answer for whichever ranks first.
    "Which browsers fire the visibilitychange event?"
  ])("leaves %j to other corpora", (query) => expect(asksAboutWebCompat(query)).toBe(false))
})
