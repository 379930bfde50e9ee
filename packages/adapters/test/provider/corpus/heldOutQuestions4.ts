// A fourth set of held-out questions for the embedded MDN corpus, written by a helper who never read the validator
// or the corpus search, after the first three sets (heldOutQuestions.ts, heldOutQuestions2.ts, heldOutQuestions3.ts)
// had been measured and used for fixes. Not tuned against the results. No feature or question overlaps the first
// three sets. Every feature exists in the installed @mdn/browser-compat-data. A few questions have typos, name a
// feature by its common English name, or ask about an HTTP header, as real users do.

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_4: ReadonlyArray<InDomainQuestion> = [
  // CSS properties
  { query: "Which browsers support gap in flexbox layouts?", feature: /\bgap\b/i },
  { query: "container queries browser support", feature: /@container|container[- ]?quer(y|ies)|container-type/i },
  { query: "Does Safari support hanging-punctuation?", feature: /hanging[- ]punctuation/i },
  { query: "When did Firefox ship scrollbar-color?", feature: /scrollbar[- ]color/i },
  { query: "Can I use interpolate-size?", feature: /interpolate[- ]size/i },
  { query: "Is the CSS zoom property baseline?", feature: /\bzoom\b/i },
  {
    query: "scroll-driven animations firefox",
    feature: /scroll[- ]?driven|animation[- ]timeline|scroll[- ]timeline|view[- ]timeline|\bscroll\(\)|\bview\(\)/i
  },
  { query: "box-decoraton-break chrome", feature: /box[- ]decoration[- ]break/i },
  { query: "font-palette browser suport", feature: /font[- ]palette/i },
  // CSS selectors and pseudo-elements
  { query: "What version of Safari added :focus-within?", feature: /focus[- ]within/i },
  { query: "Which browsers support the :modal pseudo-class?", feature: /:modal\b|\bmodal pseudo/i },
  { query: "CSS Custom Highlight API safari support", feature: /highlight/i },
  { query: "::spelling-error compatibility", feature: /spelling[- ]error/i },
  { query: "When did Firefox support :popover-open?", feature: /popover[- ]open/i },
  // CSS at-rules, media features, functions, units
  { query: "Does Chrome support the @font-feature-values at-rule?", feature: /font[- ]feature[- ]values/i },
  { query: "forced-colors media query support", feature: /forced[- ]colors/i },
  { query: "Can I use oklch()?", feature: /oklch/i },
  { query: "css linear() easing function safari", feature: /\blinear\b/i },
  { query: "When did Chrome add the CSS abs() function?", feature: /\babs\b/i },
  { query: "cap unit css", feature: /\bcap\b/i },
  { query: "Which browsers support the dynamic-range media feature?", feature: /dynamic[- ]range/i },
  // HTML elements and attributes
  { query: "Which browsers support the <dialog> element?", feature: /dialog/i },
  { query: 'Does Safari support <input type="datetime-local">?', feature: /datetime[- ]local/i },
  { query: 'Is <link rel="modulepreload"> supported in Firefox?', feature: /modulepreload/i },
  { query: "declarative shadow dom firefox", feature: /shadowroot(mode)?|declarative shadow/i },
  { query: "subresource integrity browser support", feature: /integrity|subresource/i },
  { query: "Does iOS Safari support the capture attribute on file inputs?", feature: /\bcapture\b/i },
  { query: 'Which browsers support <meta name="theme-color">?', feature: /theme[- ]color/i },
  { query: "is fencedframe baseline", feature: /fenced ?frame/i },
  { query: 'Can I use <script type="module">?', feature: /\bmodule\b/i },
  // JavaScript built-ins and syntax
  { query: "Can I use Promise.allSettled?", feature: /allSettled/i },
  { query: "When did Safari add Array.prototype.with()?", feature: /Array\.(prototype\.)?with\b|\bwith\(\)/i },
  { query: "String.prototype.isWellFormed support", feature: /isWellFormed/i },
  { query: "Intl.DisplayNames safari", feature: /DisplayNames/i },
  {
    query: "Which browsers support the RegExp d flag for match indices?",
    feature: /hasIndices|match indices|\bd\b.{0,5}flag/i
  },
  { query: "explicit resource managment chrome", feature: /\busing\b|resource management/i },
  { query: "import attributes browser support", feature: /import[- ]?(attributes|assertions)|json modules?/i },
  { query: "What version of Firefox added numeric separators?", feature: /numeric[- ]?separators?/i },
  { query: "does safari support Uint8Array.fromBase64", feature: /fromBase64|base64/i },
  // Web APIs and interfaces
  { query: "resizeobsever safari", feature: /resize ?observer/i },
  { query: "Does Firefox support the Web Share API?", feature: /web ?share|navigator\.share|\bshare\(\)/i },
  { query: "BroadcastChannel compatibility", feature: /broadcast ?channel/i },
  { query: "Which browsers support the Badging API?", feature: /badg/i },
  { query: "Can I use Web NFC on iOS?", feature: /\bNFC\b|NDEF/i },
  { query: "Does Safari support the CookieStore interface?", feature: /cookie ?store/i },
  { query: "When did Chrome ship the Navigation API?", feature: /\bnavigation\b/i },
  {
    query: "constructable stylesheets firefox",
    feature: /constructable|constructed|adoptedStyleSheets|CSSStyleSheet/i
  },
  { query: "Is ElementInternals supported in Safari?", feature: /ElementInternals|attachInternals/i },
  { query: "scheduler.postTask browser compatibility", feature: /postTask|\bscheduler\b/i },
  { query: "navigator.getBattery() firefox", feature: /getBattery|battery/i },
  { query: "When did Firefox add navigator.sendBeacon?", feature: /sendBeacon|\bbeacon\b/i },
  // Events
  { query: "Which browsers fire the pointerrawupdate event?", feature: /pointerrawupdate/i },
  { query: "Does Safari support the beforetoggle event?", feature: /beforetoggle/i },
  { query: "devicemotion event browser support", feature: /devicemotion/i },
  // HTTP headers
  { query: "Which browsers support the Permissions-Policy header?", feature: /permissions[- ]policy/i },
  {
    query: "Cross-Origin-Embeder-Policy header safari",
    feature: /cross[- ]origin[- ]embedder[- ]policy|\bCOEP\b/i
  },
  { query: "Does Firefox support the Clear-Site-Data header?", feature: /clear[- ]site[- ]data/i },
  { query: "When did Safari support Cache-Control: immutable?", feature: /immutable/i },
  { query: "Content-Encoding zstd support", feature: /zstd|zstandard/i },
  { query: "Does Edge support HSTS?", feature: /strict[- ]transport[- ]security|\bHSTS\b/i }
]

export const OUT_OF_DOMAIN_4: ReadonlyArray<string> = [
  // General knowledge
  "What is the longest river in South America?",
  "Who discovered penicillin?",
  "How many moons does Jupiter have?",
  // Other programming ecosystems
  "How do I use a list comprehension with a condition in Python?",
  "What is the difference between an interface and an abstract class in Java?",
  "How do I return a Result from main in Rust?",
  "How do I write a SQL query to find duplicate rows?",
  // Health
  "How much sleep does a teenager need?",
  "What are the symptoms of iron deficiency?",
  "Is it safe to exercise with a cold?",
  // Finance
  "How does a fixed-rate mortgage differ from a variable-rate one?",
  "What is dollar-cost averaging?",
  "How do I file taxes as a freelancer in Germany?",
  // Sports
  "How many sets are played in a men's Grand Slam tennis match?",
  "Who has scored the most goals in the Champions League?",
  // Using a browser, not web-feature support
  "How do I import passwords into Firefox from Chrome?",
  "How do I pin a tab in Safari?",
  "How do I change the default search engine in Edge?",
  "How do I reset Chrome to its default settings?",
  // Browser market share and speed
  "What is Firefox's share of the desktop browser market?",
  "Is Safari faster than Chrome on a MacBook?",
  // Near-misses: words shared with web features
  "What happens when the electricity grid frequency drops too low?",
  "Which animation studio made Spirited Away?",
  "How much does a safari holiday in Kenya cost?",
  "How close can I safely stand to the edge of a cliff?",
  "How is chrome plating applied to steel?",
  "Which opera houses are the most famous in Europe?",
  "How do I wire a rotary selector switch?",
  "What primer should I use on a canvas before oil painting?",
  "How do I teach my dog to play fetch?"
]
