// An eighth set of held-out questions for the embedded MDN corpus, written by a helper who never read the validator,
// the corpus search or the first seven sets, on 2026-11-29 (after the first seven sets' fixes). Not tuned against
// the results. Phrasings vary on purpose: full questions, keyword searches ("X caniuse", "X browser compat", "X
// firefox desktop"), typos ("suport", "firefx", "supprot"), browsers named (Opera, Samsung Internet, Safari on iOS,
// Edge), code written in backticks; CSS, HTML, JavaScript, Web APIs and HTTP, about fifteen features less famous.
// Three regexes are loose by the writer's own account (/private/i, /\bsearch\b/i, /\bIterator\b/i).

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_8: ReadonlyArray<InDomainQuestion> = [
  // CSS
  { query: "Is CSS nesting supported in Safari?", feature: /nesting|nested/i },
  { query: "subgrid firefox support", feature: /subgrid/i },
  { query: "When did Chrome ship the aspect-ratio property?", feature: /aspect-ratio/i },
  { query: "can i use gap with flexbox in safari", feature: /\bgap\b/i },
  { query: "position: sticky browser compat", feature: /sticky/i },
  { query: "Does Firefox support `backdrop-filter`?", feature: /backdrop-filter/i },
  { query: "which browsers support the :is() pseudo-class", feature: /:is\b|\bis\(\)/i },
  { query: "@property at-rule browser support", feature: /@property|registered custom propert/i },
  { query: "accent-color on Safari on iOS", feature: /accent-color/i },
  { query: "Is `:focus-within` supported in Edge?", feature: /focus-within/i },
  { query: "css scroll snap caniuse", feature: /scroll.snap/i },
  { query: "When was the View Transitions API added to Firefox?", feature: /view.transition/i },
  {
    query: "css anchor positioning browser suport",
    feature: /anchor.position|anchor-name|position-anchor|anchor\(\)/i
  },
  { query: "what version of safari supports dvh units", feature: /dvh|dynamic viewport|viewport unit/i },
  { query: "overscroll-behavior support in safari", feature: /overscroll/i },
  { query: "content-visibility: auto firefox", feature: /content-visibility/i },
  { query: "@starting-style browser support", feature: /starting-style/i },
  { query: "light-dark() css function compat", feature: /light-dark/i },
  { query: "Does Chrome support field-sizing: content?", feature: /field-sizing/i },
  // HTML
  { query: "Which browsers support the popover attribute?", feature: /popover/i },
  { query: "<details> and <summary> element browser support", feature: /details|summary/i },
  { query: 'input type="date" safari desktop support', feature: /type=.?"?date|date input|input.*date|date.*input/i },
  { query: "fetchpriority attribute firefx", feature: /fetchpriority|fetch priority|priority hints/i },
  { query: "is enterkeyhint supported on Safari on iOS", feature: /enterkeyhint/i },
  { query: "can I use the new <search> element", feature: /<search>|search element|\bsearch\b/i },
  {
    query: "Does Samsung Internet support the <picture> element?",
    feature: /<picture>|picture element|^(?!.*picture-in-picture).*\bpicture\b/i
  },
  // JavaScript
  { query: "Is optional chaining supported in Opera?", feature: /optional chaining|\?\./i },
  { query: "structuredClone browser support", feature: /structuredClone|structured clone/i },
  { query: "`Array.prototype.at` safari version", feature: /array.at\b|\.at\(|\bat\(\)/i },
  { query: "Object.groupBy caniuse", feature: /groupBy/i },
  { query: "When did Firefox add Promise.withResolvers?", feature: /withResolvers/i },
  { query: "top level await browser support", feature: /top.level await/i },
  {
    query: "Are the new Set methods like union and intersection supported in Chrome?",
    feature: /\bunion\b|set methods|set\.prototype\.|\bintersection\b(?!.?observer)/i
  },
  { query: "String.prototype.replaceAll compat", feature: /replaceAll/i },
  { query: "findLast array method edge version", feature: /findLast/i },
  { query: "Can I use Temporal in any browser yet?", feature: /temporal/i },
  { query: "import maps firefox", feature: /import.?maps?/i },
  { query: "Intl.RelativeTimeFormat browser support", feature: /RelativeTimeFormat/i },
  { query: "error.cause browser supprot", feature: /\bcause\b/i },
  { query: "iterator helpers chrome version", feature: /iterator helpers?|\bIterator\b/i },
  { query: "private class fields (#field) safari", feature: /private/i },
  // Web APIs
  { query: "IntersectionObserver support in Safari on iOS", feature: /intersection.?observer/i },
  { query: "ResizeObserver browser compatibility", feature: /resize.?observer/i },
  { query: "navigator.share firefox desktop", feature: /web share|navigator\.share|\bshare\b/i },
  { query: "Which browsers support WebGPU?", feature: /webgpu|\bGPU\b/i },
  { query: "web bluetooth api safari", feature: /bluetooth/i },
  { query: "Payment Request API browser support", feature: /payment/i },
  { query: "BroadcastChannel caniuse", feature: /broadcast.?channel/i },
  { query: "Screen Wake Lock API support in Firefox", feature: /wake.?lock/i },
  {
    query: "what version of edge supports showOpenFilePicker",
    feature: /showOpenFilePicker|file system access|file picker/i
  },
  { query: "EyeDropper API support", feature: /eye.?dropper/i },
  { query: "WebCodecs VideoDecoder browser compat", feature: /webcodecs|VideoDecoder/i },
  { query: "OffscreenCanvas support Safari", feature: /offscreen.?canvas/i },
  {
    query: "Does Safari support the Web Locks API (`navigator.locks`)?",
    feature: /web locks|navigator\.locks|lockmanager|\blocks\b/i
  },
  // HTTP
  { query: "Cross-Origin-Opener-Policy header browser support", feature: /Cross-Origin-Opener-Policy|\bCOOP\b/i },
  { query: "Permissions-Policy header safari support", feature: /permissions.policy/i },
  { query: "SameSite cookie attribute chrome version", feature: /samesite/i },
  { query: "brotli Content-Encoding: br support", feature: /brotli|\bbr\b|content-encoding/i },
  { query: "Clear-Site-Data header firefox", feature: /clear-site-data/i },
  { query: "103 Early Hints browser support", feature: /early.hints/i }
]
export const OUT_OF_DOMAIN_8: ReadonlyArray<string> = [
  "how do I clear the cache in chrome on android",
  "who founded mozilla and when",
  "what is safari's browser market share in 2024",
  "best css framework for a new react project",
  "is firefox faster than chrome on a macbook",
  "python list comprehension syntax with if else",
  "how to disable javascript in edge settings",
  "what year did the berlin wall fall",
  "symptoms of vitamin d deficiency",
  "how does compound interest work on a savings account",
  "who won the 2022 world cup final",
  "how to set up a rest api in django",
  "which version of node.js is the current LTS",
  "my chrome browser keeps crashing on windows 11, what should I do",
  "does my laptop support wifi 6",
  "which chemical element has atomic number 79",
  "how much do software engineers at apple earn",
  "how to contact comcast customer support",
  "rust borrow checker explained",
  "what is the best ad blocker browser extension",
  "is it safe to take ibuprofen with coffee",
  "how are property taxes calculated on a rental house",
  "how to install an older version of windows on a new pc",
  "tesla stock price prediction for next year",
  "tips for running your first marathon",
  "who invented the first web browser",
  "how to update the firmware on a samsung smart tv",
  "kubernetes api server high cpu usage",
  "easy sourdough bread recipe for beginners",
  "how many players are on an nba team's active roster"
]
