// A fifth set of held-out questions for the embedded MDN corpus, written by a helper who never read the validator
// or the corpus search, after the first four sets (heldOutQuestions.ts, heldOutQuestions2.ts, heldOutQuestions3.ts,
// heldOutQuestions4.ts) had been measured and used for fixes. Not tuned against the results. No feature or question
// overlaps the first four sets. Every feature exists in the installed @mdn/browser-compat-data. Phrasings vary on
// purpose: full questions, terse keyword queries, "is X baseline", "can I use X", "since when does Chrome support X",
// "what's the minimum Safari version for X", "is X safe to use in all browsers"; five have typos and about ten name
// a feature by its common English name (motion path, passkeys, server-sent events) rather than its identifier.

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_5: ReadonlyArray<InDomainQuestion> = [
  // CSS properties and values
  { query: "Does Safari support display: contents?", feature: /\bcontents\b/i },
  { query: "text-emphsis browser support", feature: /text[- ]emphasis/i },
  { query: "Is the initial-letter property supported in Firefox?", feature: /initial[- ]letter/i },
  { query: "paint-order compat", feature: /paint[- ]order/i },
  { query: "Since when does Chrome support overflow: clip?", feature: /\bclip\b(?!-)/i },
  { query: "is print-color-adjust baseline", feature: /color[- ]adjust/i },
  {
    query: "CSS motion path browser support",
    feature: /offset[- ]path|motion[- ]path|(?<![-\w])offset\b/i
  },
  {
    query: "Which browsers support CSS multi-column layout?",
    feature: /multi[- ]?column|column[- ]count|\bcolumns\b/i
  },
  { query: "What's the minimum Safari version for shape-outside?", feature: /shape[- ]outside/i },
  // CSS selectors and pseudo-elements
  { query: "Can I use the :state() pseudo-class for custom element states?", feature: /:state\b|custom state/i },
  { query: "::target-text firefox", feature: /target[- ]text/i },
  { query: "When did Firefox support the :host pseudo-class?", feature: /:host\b(?!-)/i },
  { query: "::details-content compatibility", feature: /details[- ]content/i },
  { query: "is the :open pseudo-class baseline", feature: /:open\b|\bopen pseudo/i },
  // CSS at-rules, media features, functions, units
  { query: "Does Firefox support the @page at-rule?", feature: /@page\b/i },
  { query: "display-mode media query safari", feature: /display[- ]mode/i },
  { query: "can i use the scripting media feature", feature: /\bscripting\b/i },
  { query: "CSS pow() function compat", feature: /\bpow\b|exponential functions?/i },
  { query: "What Chrome version shipped the CSS if() function?", feature: /\bif\(\)/i },
  // HTML elements and attributes
  { query: "Which browsers support the <bdi> element?", feature: /\bbdi\b/i },
  { query: 'input type="range" firefox', feature: /\brange\b/i },
  { query: "What's the minimum Safari version for the <output> element?", feature: /\boutput\b/i },
  { query: 'Is rel="noopener" supported in Safari?', feature: /noopener/i },
  { query: "Does Firefox support the spellcheck attribute?", feature: /spellcheck/i },
  { query: "invoker commands browser support", feature: /commandfor|\bcommand\b|invoker/i },
  { query: '<link rel="dns-prefetch"> firefox', feature: /dns[- ]prefetch/i },
  { query: "Is the closedby attribute on dialog safe to use in all browsers?", feature: /closedby/i },
  // JavaScript built-ins and syntax
  { query: "Is Promise.try suported in Firefox?", feature: /Promise\.try\b|promise[- ]try/i },
  { query: "RegExp.escape browser support", feature: /RegExp\.escape|regexp[- ]escape/i },
  { query: "Is Error.isError baseline?", feature: /isError/i },
  { query: "When did Safari add Intl.DurationFormat?", feature: /DurationFormat/i },
  { query: "String.prototype.matchAll compat", feature: /matchAll/i },
  { query: "optional catch binding safari", feature: /optional catch|catch binding/i },
  { query: "object spread syntax browser support", feature: /spread/i },
  { query: "Are arrow functions safe to use in all browsers?", feature: /arrow/i },
  { query: "resizable array buffers chrome", feature: /resiz|maxByteLength/i },
  // Web APIs and interfaces
  { query: "fetch api broswer support", feature: /\bfetch\b/i },
  { query: "AbortController safari", feature: /AbortController/i },
  { query: "Does Safari support IndexedDB?", feature: /IndexedDB|\bIDB\w*/i },
  { query: "web audio api firefox", feature: /web audio|AudioContext/i },
  { query: "Which browsers support the Notifications API?", feature: /notification/i },
  { query: "picture in picure api firefox", feature: /picture[- ]in[- ]picture|PictureInPicture/i },
  { query: "Is WebUSB supported in Firefox?", feature: /\bUSB\b|WebUSB/i },
  { query: "Storage Access API safari", feature: /storage[- ]?access/i },
  { query: "Which browsers support Trusted Types?", feature: /trusted[- ]?types?|TrustedType/i },
  { query: "screen sharing api browser support", feature: /getDisplayMedia|screen[- ]capture|screen[- ]shar/i },
  { query: "Does Chrome on Android support SharedWorker?", feature: /shared ?workers?/i },
  {
    query: "passkeys browser support",
    feature: /webauthn|PublicKeyCredential|passkey|web authentication|credential/i
  },
  { query: "OPFS safari", feature: /origin[- ]private|OPFS|getDirectory/i },
  { query: "server-sent events browser support", feature: /server[- ]sent|EventSource/i },
  // Events
  { query: "beforeinput event firefox", feature: /beforeinput/i },
  { query: "Which browsers fire the auxclick event?", feature: /auxclick/i },
  // HTTP headers and status codes
  { query: "Server-Timing header safari", feature: /server[- ]timing/i },
  { query: "fetch metadata request headers browser support", feature: /sec[- ]fetch|fetch metadata/i },
  { query: "Is X-Frame-Options safe to use in all browsers?", feature: /x[- ]frame[- ]options/i },
  {
    query: "Cross-Origin-Opener-Polcy firefox",
    feature: /cross[- ]origin[- ]opener[- ]policy|\bCOOP\b/i
  },
  { query: "Does Safari support 103 Early Hints?", feature: /\b103\b|early hints/i },
  // SVG elements
  { query: "foreignObject safari", feature: /foreignObject/i },
  { query: "Which browsers support the SVG feDropShadow filter primitive?", feature: /feDropShadow/i },
  { query: "Is SVG animateMotion supported in Chrome?", feature: /animateMotion/i }
]

export const OUT_OF_DOMAIN_5: ReadonlyArray<string> = [
  // General knowledge
  "What is the population of Tokyo?",
  "Who composed The Four Seasons?",
  // Other programming ecosystems
  "How do I handle context cancellation in Go?",
  "What is the difference between val and var in Kotlin?",
  "How do I configure dependency injection in ASP.NET Core?",
  "How do I create a partial index in Postgres?",
  // Health
  "How long should I wait to swim after eating?",
  "What helps with lower back pain from sitting all day?",
  // Money
  "How does an index fund work?",
  "Should I lease or buy a car?",
  // Cooking
  "How long should I rest a steak after grilling?",
  "What is the ratio of rice to water for basmati?",
  // Sports
  "How many players are on a rugby union team?",
  // Using a browser, not web-feature support
  "How do I sync my Firefox profile between two laptops?",
  "How do I create a new profile in Chrome?",
  "Where does Safari store saved passwords on a Mac?",
  "How do I turn on dark mode in the Edge browser?",
  // Browser market share and benchmarks
  "Which browser scores highest on Speedometer 3?",
  "What is Chrome's global browser market share this year?",
  // Near-misses: words shared with web features
  "How do I ask my manager for flex time at work?",
  "Where can I buy grid paper for sketching floor plans?",
  "Are transition lenses worth it for driving?",
  "How do I get an entry-level job in animation?",
  "What are the opening hours of the Knowsley Safari Park?",
  "What is edge computing and how does it differ from cloud computing?",
  "Which Chrome OS laptops are best for students?",
  "How do I get cheap tickets to the Vienna State Opera?",
  "How much ground coffee should I use for filter coffee?",
  "How long does the selection process for the police academy take?",
  "How do I write realistic dialog in a novel?"
]
