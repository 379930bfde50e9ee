// A third set of held-out questions for the embedded MDN corpus, written by a helper who never read the validator
// or the corpus search, after the first two sets (heldOutQuestions.ts, heldOutQuestions2.ts) had been measured and
// used for fixes. Not tuned against the results. No feature or question overlaps the first two sets. Every feature
// exists in the installed @mdn/browser-compat-data. A few questions have typos or name a feature by its common
// English name, as real users do.

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_3: ReadonlyArray<InDomainQuestion> = [
  // CSS properties
  { query: "Which browsers support the CSS aspect-ratio property?", feature: /aspect-ratio/i },
  { query: "Does Safari support accent-color?", feature: /accent-color/i },
  { query: "backdrop-filtr firefox", feature: /backdrop-filter/i },
  { query: "inset shorthand browser support", feature: /\binset\b/i },
  { query: "Can I use text-wrap: balance?", feature: /text-wrap|\bbalance\b/i },
  { query: "When did Chrome ship scroll-snap-type?", feature: /scroll-snap-type|scroll snap/i },
  { query: "is css contain baseline", feature: /\bcontain\b|containment/i },
  { query: "What version of Firefox added the CSS isolation property?", feature: /\bisolation\b/i },
  { query: "Does Safari support overflow-anchor?", feature: /overflow-anchor|scroll anchoring/i },
  { query: "field-sizing css compatibility", feature: /field-sizing/i },
  { query: "css anchor positioning browser support", feature: /anchor/i },
  { query: "Which browsers support CSS subgrid?", feature: /subgrid/i },
  // CSS selectors and pseudo-elements
  { query: "Does Firefox support the :has() selector?", feature: /:has\b|\bhas\(\)/i },
  { query: "When did Safari add :focus-visible?", feature: /focus-visible/i },
  { query: "Which browsers suport the :is() pseudo-class?", feature: /:is\b|\bis\(\)/i },
  { query: "Can I use :where()?", feature: /:where\b|\bwhere\(\)/i },
  { query: "::selection pseudo-element edge", feature: /::selection|\bselection\b/i },
  { query: "is :user-invalid baseline", feature: /user-invalid/i },
  // CSS at-rules, media features, functions, units
  { query: "cascade layers browser support", feature: /@layer|cascade layers?/i },
  { query: "Can I use CSS clamp()?", feature: /\bclamp\b/i },
  { query: "Does Safari support color-mix()?", feature: /color-mix/i },
  {
    query: "Which Firefox version supports the color() function with display-p3?",
    feature: /\bcolor\(\)|\bcolor function|display-p3|profiled color/i
  },
  { query: "prefers-reduced-transparency media feature support", feature: /prefers-reduced-transparency/i },
  { query: "Which browsers support the hover media feature?", feature: /\bhover\b/i },
  { query: "Does Chrome support the ic CSS unit?", feature: /\bic\b/i },
  { query: "When did Safari ship the @view-transition at-rule?", feature: /view-transition/i },
  { query: "image-set() safari", feature: /image-set/i },
  // HTML elements and attributes
  { query: "Does Edge support the details element?", feature: /\bdetails\b/i },
  {
    query: 'Which browsers support native lazy loading of images with loading="lazy"?',
    feature: /\blazy\b|\bloading\b/i
  },
  { query: "Can I use the popover attribute?", feature: /popover/i },
  { query: "Is the inert attribute supported in Firefox?", feature: /\binert\b/i },
  { query: "fetchpriority attribute safari", feature: /fetchpriority|fetch priority/i },
  { query: "When did Firefox support the <track> element?", feature: /\btrack\b|TrackElement/i },
  { query: "Does Safari support input type week?", feature: /\bweek\b/i },
  { query: "Does Safari support the autofocus attribute on any element?", feature: /autofocus/i },
  { query: "iframe referrerpolicy browser compatibility", feature: /referrer ?policy/i },
  { query: 'Does Firefox support contenteditable="plaintext-only"?', feature: /plaintext-only/i },
  { query: 'Which browsers support blocking="render"?', feature: /\bblocking\b/i },
  // JavaScript built-ins and syntax
  { query: "Can I use Array.prototype.at()?", feature: /Array\.(prototype\.)?at\b|\bat\(\)/i },
  { query: "When did Safari add String.prototype.replaceAll?", feature: /replaceAll/i },
  { query: "Which browsers support top-level await?", feature: /top.level|\bawait\b/i },
  { query: "does firefox support findLast", feature: /findLast/i },
  { query: "is Object.hasOwn baseline", feature: /hasOwn/i },
  { query: "Array.prototype.toSorted safari", feature: /toSorted/i },
  { query: "What version of Firefox added Intl.Segmenter?", feature: /Segmenter/i },
  { query: "Which browsers support the Temporal API?", feature: /Temporal/i },
  { query: "iterator helpers browser support", feature: /Iterator/i },
  { query: "Can I use import maps?", feature: /import ?maps?|importmap/i },
  { query: "Does Safari support the RegExp v flag?", feature: /unicodeSets|\bv\b.{0,5}flag/i },
  // Web APIs, events and interfaces
  { query: "Does Firefox support navigator.clipboard.read()?", feature: /clipboard/i },
  { query: "intersecton observer safari support", feature: /IntersectionObserver|intersection observer/i },
  { query: "Can I use the View Transitions API in Firefox?", feature: /view.?transition|startViewTransition/i },
  { query: "structuredClone browser support", feature: /structuredClone/i },
  { query: "Does Safari support the Web Serial API?", feature: /\bserial\b/i },
  { query: "When did Chrome add AbortSignal.timeout()?", feature: /timeout/i },
  { query: "webgpu firefox", feature: /WebGPU|\bGPU\b/i },
  { query: "Which browsers fire the securitypolicyviolation event?", feature: /securitypolicyviolation/i },
  { query: "speech recogniton api firefox", feature: /speech ?recognition/i },
  { query: "does safari suport service workers", feature: /service ?workers?/i },
  { query: "When did iOS Safari support requestFullscreen?", feature: /requestFullscreen|fullscreen/i }
]

export const OUT_OF_DOMAIN_3: ReadonlyArray<string> = [
  // General knowledge
  "What is the capital of Canada?",
  "How many bones are in the adult human body?",
  "Who painted the Mona Lisa?",
  "What causes the northern lights?",
  // Other programming ecosystems
  "How do I convert a string to an integer in C#?",
  "What is the difference between a list and a tuple in Python?",
  "What does the borrow checker do in Rust?",
  "How do I add a dependency to a Maven pom.xml?",
  // Health
  "How long does a sprained ankle take to heal?",
  "What is a normal resting heart rate for adults?",
  "Is intermittent fasting safe for people with diabetes?",
  // Finance
  "How much should I save for retirement each month?",
  "What is a good credit score?",
  "How are dividends taxed in the UK?",
  // Using a browser, not web-feature support
  "How do I remove an extension from Chrome?",
  "How do I clear my browsing history in Firefox?",
  "How do I turn on private browsing in Safari on iPhone?",
  "How do I sync bookmarks between Edge on two computers?",
  // Browser market share
  "What percentage of mobile users browse with Safari?",
  "Is Edge more popular than Firefox?",
  // Near-misses: words shared with web features
  "How does the power grid balance supply and demand?",
  "What was the first feature-length animation film?",
  "What should I pack for an African safari?",
  "How do I sharpen the edge of a kitchen knife?",
  "How do I remove rust from the chrome plating on a bike?",
  "Is the red panda, also called the firefox, endangered?",
  "What is the best grid layout for a raised vegetable garden?",
  "How do I make sticky toffee pudding?",
  "Which Bluetooth headphones support multipoint connections?",
  "Can I use a VPN on a school Chromebook?"
]
