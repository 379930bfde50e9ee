// A ninth set of held-out questions for the embedded MDN corpus, written by a helper who never read the code, the
// corpus or the first eight sets (only their list of queries, to avoid their features), on 2026-11-29. Not tuned
// against the results. 18 CSS, 8 HTML, 14 JavaScript, 14 Web APIs and events, 6 HTTP, SVG and MathML; sixteen name a
// browser (Samsung Internet, Chrome for Android, Safari on iOS, Firefox for Android among them); about a third are
// obscure (`::cue`, `@namespace`, `margin-trim`, `Intl.supportedValuesOf`, `EditContext`, `No-Vary-Search`).

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_9: ReadonlyArray<InDomainQuestion> = [
  // CSS (18)
  { query: "Which browsers support the CSS appearance property?", feature: /\bappearance\b/i },
  { query: "Can I use text-decoration-skip-ink yet?", feature: /skip-ink/i },
  { query: "font-synthsis browser compat", feature: /font-synthesis/i },
  { query: "Which browsers support the CSS line-break property?", feature: /line-break/i },
  { query: "is text-spacing-trim baseline", feature: /text-spacing-trim/i },
  { query: "Is border-image baseline?", feature: /border-image(?!-)/i },
  { query: "What version of Chrome added animaton-composition?", feature: /animation-composition/i },
  { query: "transition-behavior: allow-discrete support table", feature: /transition-behavior|allow-discrete/i },
  {
    query: "Can I use CSS relative color syntax like rgb(from var(--brand) r g b / 50%)?",
    feature: /relative[ _-]*(colou?rs?|syntax)/i
  },
  { query: "display: flow-root browser support table", feature: /flow-root/i },
  { query: "::slotted() pseudo-element caniuse", feature: /slotted/i },
  {
    query: "Does Safari on iOS support the ::cue pseudo-element for styling WebVTT captions?",
    feature: /::cue(?![-\w])|\bcue pseudo/i
  },
  { query: "@namespace at-rule compat", feature: /@namespace/i },
  { query: "is font-family: system-ui safe to use in production?", feature: /system-ui/i },
  { query: "size-adjust descriptor in @font-face browser support", feature: /(?<!(font|text)-)size-adjust/i },
  { query: "Which browsers support margin-trim?", feature: /margin-trim/i },
  { query: "any-pointer media feature browser support", feature: /any-pointer/i },
  { query: "::scroll-marker pseudo-element browser compat", feature: /scroll-marker(?!-group)/i },

  // HTML (8)
  {
    query: 'Can I use loading="lazy" on <img> in Safari?',
    feature: /lazy[- ]?load|loading\W{0,3}lazy|img\W{1,3}loading/i
  },
  { query: "autocomplete attribute browser support", feature: /autocomplete/i },
  { query: "hidden=until-found caniuse", feature: /until-found/i },
  { query: 'does safari support <input type="color">', feature: /type[\W_]{0,3}colou?r\b|colou?r (input|picker)/i },
  { query: 'Which browsers support contenteditable="plaintext-only"?', feature: /plaintext-only/i },
  { query: "Is the dirname attribute on <textarea> supported in all browsers?", feature: /dirname/i },
  { query: 'Does Chrome for Android support <meta name="theme-color">?', feature: /theme-color/i },
  { query: "rel=modulepreload samsung internet", feature: /modulepreload/i },

  // JavaScript (14)
  { query: "String.prototype.trimStart() browser support", feature: /trimStart|trimLeft/i },
  { query: "what version of edge supports Array.prototype.copyWithin", feature: /copyWithin/i },
  { query: "Intl.Collator browser support", feature: /\bCollator\b/i },
  {
    query: "Intl.NumberFormat formatRange() firefox",
    feature: /NumberFormat.{0,15}formatRange|formatRange.{0,30}NumberFormat/i
  },
  { query: "is Intl.supportedValuesOf baseline", feature: /supportedValuesOf/i },
  { query: "Which browsers support generator functions (function*)?", feature: /(?<!async[ -]?)generator|function\*/i },
  { query: "Reflect API compat", feature: /\bReflect\b/i },
  { query: "Is Symbol.prototype.description baseline?", feature: /Symbol.{0,15}description/i },
  // Widened after the first run: web-features names it "String raw()".
  { query: "String.raw browser suport", feature: /String\.?\s?raw\b/i },
  { query: "When did Chrome ship new.target?", feature: /new\.target/i },
  { query: "are default function parameters safe to use in production?", feature: /default (function )?param/i },
  { query: "RegExp dotAll flag (/s) support in Opera", feature: /dotAll|dot[ -]?all/i },
  { query: "Object.getOwnPropertyDescripters browser support", feature: /getOwnPropertyDescriptors/i },
  { query: "when did firefox add String.prototype.codePointAt", feature: /codePointAt/i },

  // Web APIs and events (14)
  { query: "queueMicrotsk() browser support", feature: /queueMicrotask/i },
  { query: "Is navigator.storage.estimate() widely available?", feature: /(storage|StorageManager)\W{0,3}estimate/i },
  { query: "Which browsers support Element.replaceChildren()?", feature: /replaceChildren/i },
  { query: "When did Safari add Element.toggleAttribute()?", feature: /toggleAttribute/i },
  { query: "document.caretPositionFromPoint() support", feature: /caretPositionFromPoint/i },
  { query: "Is the Idle Detection API supported in Firefox?", feature: /idle ?detect/i },
  {
    query: "Network Information API (navigator.connection) browser support",
    feature: /network ?information|navigator\.connection/i
  },
  {
    query: "Contact Picker API on Chrome for Android",
    feature: /contacts? ?picker|contacts ?manager|navigator\.contacts/i
  },
  { query: "window management api getScreenDetails() support", feature: /getScreenDetails|window management/i },
  { query: "EditContext api browser compat", feature: /EditContext/i },
  { query: "caniuse queryLocalFonts", feature: /queryLocalFonts|local font access/i },
  { query: "Does MediaRecorder work in Safari on iOS?", feature: /MediaRecorder/i },
  { query: "compositionend event browser compatibility", feature: /compositionend/i },
  {
    query: "Which browsers fire the storage event when localStorage changes in another tab?",
    feature: /StorageEvent|\bstorage\W{0,3}event/i
  },

  // HTTP / SVG / MathML (6)
  { query: "Timing-Allow-Origin header browser support", feature: /Timing-Allow-Origin/i },
  { query: "Which browsers support the Alt-Svc header?", feature: /Alt-Svc/i },
  { query: "do all browsers support the HTTP 308 Permanent Redirect status", feature: /\b308\b|Permanent Redirect/i },
  { query: "Is the No-Vary-Search header supported in any browser?", feature: /No-Vary-Search/i },
  { query: "svg feColorMatrix compatibility", feature: /feColorMatrix/i },
  { query: "Does Firefox for Android render the MathML <mmultiscripts> element?", feature: /mmultiscripts/i }
]

export const OUT_OF_DOMAIN_9: ReadonlyArray<string> = [
  "What is Chrome's global browser market share in 2024?",
  "How many people use Safari on iPhone?",
  "Which browser uses the least RAM?",
  "How do I clear the cache in Firefox?",
  "How do I turn off the pop-up blocker in Microsoft Edge?",
  "How do I enable hardware acceleration in Chrome settings?",
  "How do I set the default search engine in Safari on iOS?",
  "How do I sync bookmarks between Firefox on desktop and Firefox for Android?",
  "Who founded Mozilla and when?",
  "Why did Microsoft retire Internet Explorer?",
  "Who is the CEO of Opera Software?",
  "Is Brave more private than Chrome?",
  "Is Tailwind better than plain CSS for large projects?",
  "React vs Vue: which should I learn first?",
  "Should I use tabs or spaces for indentation in JavaScript?",
  "What's the best IDE for TypeScript development?",
  "How do I reverse a list in Python?",
  "How do I set a custom HTTP header with Python requests?",
  "Which Python version dropped support for distutils?",
  "What does the borrow checker do in Rust?",
  "How do I install cargo for Rust on Windows?",
  "How do I write a LEFT JOIN in SQL?",
  "What's the difference between a primary key and a foreign key in SQL?",
  "What is the latest LTS version of Node.js?",
  "Does my car insurance support roadside assistance?",
  "What is the atomic number of the element carbon?",
  "How is property tax calculated on a house in Texas?",
  "What size should a LinkedIn header image be?",
  "How do I choose a baseline metric for an A/B test?",
  "What does the selector switch on a 3-way light fixture do?"
]
