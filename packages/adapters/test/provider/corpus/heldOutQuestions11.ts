// An eleventh set of held-out questions for the embedded MDN corpus, written by a helper who never read the code, the
// corpus or the first ten sets (only their list of queries, to avoid their features), on 2026-11-29. Not tuned
// against the results. 18 CSS, 8 HTML, 14 JavaScript, 14 Web APIs and events, 6 HTTP, SVG, MathML and WebAssembly;
// fifteen name a browser (Opera, Samsung Internet, Safari on iOS, Firefox for Android, Chrome for Android among them);
// about a third are obscure (`:has-slotted()`, `text-combine-upright`, `writingsuggestions`, `Symbol.species`,
// `Intl.Locale` `getWeekInfo()`, `WebSocketStream`, `pagereveal`, `__Host-` cookies, WebAssembly tail calls).

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_11: ReadonlyArray<InDomainQuestion> = [
  // CSS (18)
  { query: "Which browsers support the CSS border-radius property?", feature: /border-radius/i },
  { query: "text-indent browser support", feature: /text-indent/i },
  { query: "font-variaton-settings caniuse", feature: /font-variation-settings/i },
  { query: "Does Safari support backgroud-blend-mode?", feature: /background-blend-mode/i },
  { query: "When did Firefox ship text-underline-position?", feature: /text-underline-position/i },
  { query: "is white-space-collapse baseline", feature: /white-space-collapse/i },
  { query: "overflow-clip-margin browser support", feature: /overflow-clip-margin/i },
  { query: "Which browsers support text-combine-upright for vertical text?", feature: /text-combine-upright/i },
  { query: "Can I use the :has-slotted() pseudo-class?", feature: /has-slotted/i },
  { query: ":playing pseudo-class support", feature: /(?<![\w-])playing(?![\w-])/i },
  { query: "::grammar-error pseudo-element browser compat", feature: /grammar-error/i },
  { query: "Is font-variant-emoji supported in Firefox for Android?", feature: /font-variant-emoji/i },
  { query: "color-gamut media query support", feature: /color-gamut/i },
  { query: "can i use css attr()", feature: /\battr\b/i },
  { query: "What version of Safari added scrollbar-width?", feature: /scrollbar-width/i },
  { query: "Is the CSS perspective property widely available?", feature: /(?<![\w-])perspective(?![\w(-])/i },
  { query: "@import at-rule browser compatibility", feature: /@import\b|(?<![\w.-])import at-rule/i },
  { query: ":empty pseudo-class edge", feature: /(?<![\w-])empty(?![\w-])/i },

  // HTML (8)
  { query: "Which browsers support the <canvas> element?", feature: /(?<![\w.])canvas\b(?![.(])/i },
  { query: "figcaption element compat", feature: /figcaption/i },
  { query: "Does Opera support the reversed attribute on <ol>?", feature: /(?<!\w)reversed\b/i },
  { query: "accesskey global attribute browser support", feature: /accesskey/i },
  { query: "is the writingsuggestions attribute baseline", feature: /writingsuggestions/i },
  { query: "Which browsers support the autocorrect attribute?", feature: /autocorrect/i },
  { query: "<embed> element caniuse", feature: /(?<![\w-])embed(?![\w-])/i },
  { query: 'input type="tel" on Samsung Internet', feature: /type\W{0,3}tel\b|\btel\b.{0,10}input|telephone/i },

  // JavaScript (14)
  { query: "Function.prototype.bind browser support", feature: /\.bind\b|Function.{0,12}\bbind\b/i },
  { query: "Is Object.is() safe to use in all browsers?", feature: /Object\.is(?!\w)/i },
  { query: "When did Chrome ship String.prototype.repeat?", feature: /String\W{0,3}(prototype\W{0,3})?repeat/i },
  { query: "WeakSet compat", feature: /WeakSet/i },
  { query: "Which browsers support Array.prototype.findIndex()?", feature: /(?<!last)findIndex/i },
  { query: "Math.hypto browser support", feature: /Math\.hypot/i },
  { query: "Intl.Locale getWeekInfo() support", feature: /getWeekInfo|weekInfo/i },
  { query: "does localeCompare work in safari on ios", feature: /localeCompare/i },
  { query: "Array.prototype.fill caniuse", feature: /Array.{0,12}\bfill\b|\.fill\b/i },
  { query: "Is Object.freeze baseline?", feature: /Object\.freeze/i },
  { query: "Symbol.species browser compatibility", feature: /Symbol\.species|\bspecies\b/i },
  { query: "What version of Edge added Math.fround?", feature: /fround/i },
  { query: "Which browsers support Date.prototype.toLocaleDateString()?", feature: /toLocaleDateString/i },
  { query: "can i use Array.isArray", feature: /isArray/i },

  // Web APIs and events (14)
  { query: "Which browsers support Element.closest()?", feature: /closest/i },
  { query: "DOMParser browser compatibility", feature: /DOMParser/i },
  { query: "URLSerachParams compatibility", feature: /URLSearchParams/i },
  { query: "FileReadr api support", feature: /FileReader(?!Sync)/i },
  { query: "Is performance.now() widely available?", feature: /performance\W{1,3}now|high resolution time/i },
  { query: "Screen Orientation API on Safari on iOS", feature: /screen\W?orientation/i },
  { query: "Does Firefox support WebSocketStream?", feature: /WebSocketStream/i },
  { query: "keyboard lock api browser support", feature: /keyboard\W{0,3}lock/i },
  { query: "FedCM browser support", feature: /FedCM|Federated Credential Management|IdentityCredential/i },
  {
    query: "When did Chrome ship the Long Animation Frames API?",
    feature: /long[- ]?animation[- ]?frames?|LongAnimationFrame/i
  },
  { query: "DOMContentLoaded event compat", feature: /DOMContentLoaded/i },
  { query: "Does Chrome for Android fire touchstart events?", feature: /touch\W?start|touch ?events?\b/i },
  { query: "pagereveal event caniuse", feature: /pagereveal/i },
  { query: "Which browsers fire the paste event?", feature: /(?<![\w-])paste(?![\w-])/i },

  // HTTP, SVG, MathML and WebAssembly (6)
  { query: "Which browsers support the CSP frame-ancestors directive?", feature: /frame-ancestors/i },
  { query: "__Host- cookie prefix browser support", feature: /__Host|cookie[ _-]?prefix/i },
  { query: "SVG linearGradient element browser support", feature: /linearGradient/i },
  { query: "Which browsers render MathML <msqrt>?", feature: /msqrt/i },
  { query: "WebAssembly.instantiateStreaming browser support", feature: /instantiateStreaming/i },
  { query: "When did Safari add WebAssembly tail calls?", feature: /tail[- _]?calls?/i }
]

export const OUT_OF_DOMAIN_11: ReadonlyArray<string> = [
  "How do I check which version of Safari I have on my iPhone?",
  "What share of Android users in South Korea browse with Samsung Internet?",
  "How do I clear site data for a single website in Edge?",
  "Is the Arc browser available on Windows?",
  "How do I write a list of dicts to a JSON file in Python?",
  "How do I make an HTTP GET request in Go?",
  "What does the ROW_NUMBER window function do in SQL?",
  "Angular or React for an enterprise dashboard?",
  "Does Google penalize sites that use infinite scroll?",
  "How many backlinks do I need to rank for a competitive keyword?",
  "Does my router support WPA3?",
  "Is the Nintendo Switch 2 backward compatible with original Switch games?",
  "Which iPad models can run the latest version of iPadOS?",
  "What is the leading edge of an airplane wing?",
  "Which animals make up the Big Five on an African safari?",
  "Does my health insurance support out-of-network therapists?",
  "Are USB Type-C chargers compatible with every phone?",
  "Why is my Chromecast not showing up on my Wi-Fi network?",
  "What year was Queen's album A Night at the Opera released?",
  "How do I write unit tests for a Flask app?",
  "How do I upgrade npm to the latest version?",
  "What does baseline mean in a clinical trial?",
  "Is Vercel or Netlify cheaper for hosting a static site?",
  "How do I set up Google Search Console for a new domain?",
  "Which smartwatch is compatible with both iPhone and Android?",
  "How do I convert a PDF to a Word document for free?",
  "How do I roll back a Chrome update on Windows?",
  "Which version of Java does Minecraft need?",
  "Does Costco support price adjustments after a purchase?",
  "How do I remove duplicate rows in Excel?"
]
