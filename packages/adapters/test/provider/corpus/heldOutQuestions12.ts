// A twelfth set of held-out questions for the embedded MDN corpus, written by a helper who never read the code, the
// corpus or the first eleven sets (only their list of queries, to avoid their features), on 2026-11-29. Not tuned
// against the results. 18 CSS, 8 HTML, 14 JavaScript, 14 Web APIs and events, 6 HTTP, SVG, MathML and WebAssembly;
// sixteen name a browser, five have a typo; about a third are obscure (`reading-flow`, `text-autospace`, `math-depth`,
// `:picture-in-picture`, `switch`, `hgroup`, `Symbol.asyncIterator`, `navigator.userActivation`, `Sec-GPC`).

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_12: ReadonlyArray<InDomainQuestion> = [
  // CSS (18)
  { query: "Which browsers support the CSS box-shadow property?", feature: /box-shadow/i },
  { query: "letter-spacing browser support", feature: /letter-spacing/i },
  { query: "list-style-type caniuse", feature: /list-style-type/i },
  { query: "Does Safari on iOS support the CSS cursor property?", feature: /(?<!caret-?)\bcursor\b/i },
  { query: "is box-sizing baseline", feature: /box-sizing/i },
  { query: "counter-rest css property support", feature: /counter-reset/i },
  { query: "Which browsers support the CSS quotes property?", feature: /\bquotes\b/i },
  { query: "When did Chrome ship image-orientation?", feature: /image-orientation/i },
  { query: "transform-box browser compat", feature: /transform-box/i },
  { query: "Can I use reading-flow?", feature: /reading-flow/i },
  { query: "text-autospace browser compatibility", feature: /text-autospace/i },
  { query: "Does Firefox support the CSS contrast-color() function?", feature: /contrast-color/i },
  { query: "math-depth css property safari", feature: /math-depth/i },
  { query: "Which browsers support the :fullscreen pseudo-class?", feature: /:fullscreen\b|fullscreen pseudo-class/i },
  { query: ":picture-in-picture pseudo-class caniuse", feature: /:picture-in-picture/i },
  { query: "Is the CSS revert keyword widely available?", feature: /\brevert\b(?!-layer)/i },
  { query: "resolution media feature browser support", feature: /(?<!image-)\bresolution\b/i },
  { query: "::-webkit-scrollbar in Firefox", feature: /-webkit-scrollbar(?!-)/i },

  // HTML (8)
  { query: "poster attribute on video browser support", feature: /\bposter\b/i },
  {
    query: 'Does Chrome support the switch attribute on <input type="checkbox">?',
    feature: /(?<!svg\W{0,3})\bswitch\b(?![^\n]{0,20}svg)/i
  },
  { query: "hgroup element caniuse", feature: /hgroup/i },
  { query: "Is the defer attribute on script tags safe to use in all browsers?", feature: /\bdefer\b/i },
  {
    query: 'accept attribute for <input type="file"> on Samsung Internet',
    feature: /\baccept\b(?![-\w])(?!\W{0,3}(HTTP )?header)/i
  },
  { query: "noscrpt element browser support", feature: /noscript/i },
  { query: 'Which Edge version supports rel="noreferrer"?', feature: /noreferrer/i },
  { query: "tabindex global attribute compat", feature: /tabindex/i },

  // JavaScript (14)
  { query: "Which browsers support Promise.race()?", feature: /Promise\W{0,12}race\b/i },
  { query: "String.prototype.includes safari", feature: /String.{0,15}includes/i },
  { query: "Object.defineProperty browser compatibility", feature: /defineProperty(?!ies)/i },
  { query: "Symbol.asyncIterator caniuse", feature: /asyncIterator/i },
  {
    query: "Does Firefox support the sticky (y) flag in regular expressions?",
    feature: /RegExp.{0,30}sticky|sticky.{0,12}(flag|\by\b)|\by flag/i
  },
  { query: "Array.of() browser support", feature: /Array\.of\b/i },
  { query: "is JSON.stringify baseline", feature: /JSON\.stringify/i },
  { query: "String.prototype.substr support", feature: /substr\b/i },
  { query: "Object.prototype.__proto__ compat", feature: /__proto__/i },
  { query: "When did Opera add Date.prototype.toISOString?", feature: /toISOString/i },
  { query: "encodeURIComponet browser support", feature: /encodeURIComponent/i },
  { query: "Array.prototype.reduce() caniuse", feature: /\breduce\b/i },
  { query: "Can I use trailing commas in function parameters?", feature: /trailing[ _-]?commas?/i },
  { query: "debugger statement browser support", feature: /debugger/i },

  // Web APIs and events (14)
  { query: "XMLHttpRequest browser support", feature: /XMLHttpRequest|\bXHR\b/i },
  { query: "Element.insertAdjacentHTML firefox for android", feature: /insertAdjacentHTML/i },
  { query: "is document.execCommand still supported in Chrome?", feature: /execCommand/i },
  { query: "navigator.userActivation browser compat", feature: /userActivation|user activation/i },
  { query: "DOMMatix support", feature: /DOMMatrix/i },
  { query: "Path2D caniuse", feature: /Path2D/i },
  { query: "When did Safari add createImageBitmap()?", feature: /createImageBitmap|\bImageBitmap\b/i },
  { query: "Is ReadableStream widely available?", feature: /ReadableStream/i },
  { query: "window.getSelection() browser support", feature: /getSelection|(?<!::?)\bSelection\b(?! ?change)/i },
  { query: "Background Fetch API browser support", feature: /background[ _-]?fetch/i },
  { query: "popstate event compat", feature: /popstate/i },
  { query: "Which browsers fire the beforeprint event?", feature: /beforeprint/i },
  { query: "slotchange event chrome for android", feature: /slotchange/i },
  { query: "dblclik event browser support", feature: /dblclick/i },

  // HTTP, SVG, MathML, WebAssembly (6)
  { query: "ETag header support", feature: /\bETag\b/i },
  { query: "Does Firefox support the Sec-GPC header?", feature: /Sec-GPC|Global Privacy Control/i },
  { query: "feDisplacementMap browser support", feature: /feDisplacementMap/i },
  { query: "svg clipPath element compat", feature: /clipPath/i },
  { query: "MathML munderover support", feature: /munderover/i },
  { query: "Is WebAssembly garbage collection (GC) baseline?", feature: /garbage[ _-]?collect|\bGC\b/i }
]

export const OUT_OF_DOMAIN_12: ReadonlyArray<string> = [
  "How do I clear the DNS cache in Chrome?",
  "How do I clear cached images in Firefox for Android?",
  "What share of desktop users browse with Opera?",
  "Is Microsoft Edge's market share growing in Europe?",
  "How do I merge two dictionaries in Python 3?",
  "How do I parse JSON into a POJO in Java with Jackson?",
  "What is the difference between WHERE and HAVING in SQL?",
  "How do I write a recursive CTE in PostgreSQL?",
  "Is Astro a good choice for a marketing site?",
  "Should I use Redux or Zustand for state management?",
  "How many H1 tags should a page have for SEO?",
  "Does page speed affect Google rankings?",
  "Is my Samsung Galaxy S9 still getting security updates?",
  "Does the Pixel 8 support wireless charging?",
  "Is my HP printer compatible with macOS Sonoma?",
  "Which version of Microsoft Office is compatible with Windows 7?",
  "How do I take a full-page screenshot with Chrome DevTools?",
  "How do I throttle the network speed in Firefox developer tools?",
  "How do I set a breakpoint in Safari's Web Inspector?",
  "How do I enable Web Inspector on my iPhone to debug a page from my Mac?",
  "How do I customize the new tab page in Opera?",
  "How do I uninstall Samsung Internet from my Galaxy phone?",
  "How do I stop Edge from opening PDF files?",
  "What gives a company a competitive edge in a crowded market?",
  "Where can I go on a walking safari in Zambia?",
  "How do I polish the chrome bumpers on a classic car?",
  "Does my phone plan support international roaming in Canada?",
  "Is the Xbox Series X compatible with Xbox 360 controllers?",
  "Which version of Photoshop runs natively on Apple Silicon?",
  "Does Firefox Relay support custom email domains?"
]
