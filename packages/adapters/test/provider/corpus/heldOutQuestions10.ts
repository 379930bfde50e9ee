// A tenth set of held-out questions for the embedded MDN corpus, written by a helper who never read the code, the
// corpus or the first nine sets (only their list of queries, to avoid their features), on 2026-11-29. Not tuned
// against the results. 18 CSS, 8 HTML, 14 JavaScript, 14 Web APIs and events, 6 HTTP, SVG, MathML and WebAssembly;
// sixteen name a browser (Opera, Samsung Internet, Safari on iOS, Chrome for Android, Firefox for Android among them);
// five carry a typo; about a third are obscure (`word-break: auto-phrase`, `monochrome`, `Atomics.pause`,
// `Math.clz32`, `setSinkId`, `getLayoutMap`, `feMorphology`, `<mtable>`).

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_10: ReadonlyArray<InDomainQuestion> = [
  // CSS (18)
  { query: "When did Safari ship outline-offset?", feature: /outline-offset/i },
  { query: "font-kerning browser support", feature: /font-kerning/i },
  { query: "Can I use the CSS resize property on a textarea in Safari on iOS?", feature: /(?<![-\w])resize(?![-\w])/i },
  { query: "scroll-paddng caniuse", feature: /scroll-padding/i },
  { query: "Does Chrome support the CSS text-justify property?", feature: /text-justify/i },
  { query: "font-variant-alternates compat", feature: /font-variant-alternates/i },
  { query: "is the :target pseudo-class baseline", feature: /:target(?![-\w])|\btarget pseudo-class/i },
  { query: "::first-line pseudo-element browser support", feature: /first-line/i },
  { query: "monochrome media feature caniuse", feature: /monochrome/i },
  { query: "What version of Firefox added text-shadow?", feature: /text-shadow/i },
  { query: "Which browsers support repeating-linear-gradient()?", feature: /repeating-linear-gradient/i },
  {
    query: "vmax unit browser support",
    feature: /vmax|(?<!(dynamic|large|small|and) )viewport[- ]units/i
  },
  { query: "Is calc() safe to use in all browsers?", feature: /(?<![-\w])calc(?![-\w])/i },
  { query: "text-orientaton firefox", feature: /text-orientation/i },
  { query: "What's the minimum Opera version for font-feature-settings?", feature: /font-feature-settings/i },
  { query: "ruby-position css property support", feature: /ruby-position/i },
  { query: "word-break: auto-phrase in Edge", feature: /auto-phrase/i },
  { query: "Which browsers support the :lang() pseudo-class?", feature: /:lang\b|\blang\(\)|\blang pseudo-class/i },

  // HTML (8)
  {
    query: "Which browsers support the HTML <audio> element?",
    feature: /<audio>|\baudio element|HTMLAudioElement|^Support for audio:/i
  },
  { query: "is <mark> element baseline", feature: /<mark>|elements\.mark\b|\bmark element|^Support for mark:/i },
  { query: 'can I use <link rel="prefetch">', feature: /(?<!dns-)\bprefetch\b/i },
  { query: "crossorigin attribute browser compatibility", feature: /crossorigin/i },
  { query: "formacton attribute support", feature: /formaction/i },
  {
    query: "Does Chrome for Android support the translate attribute?",
    // The attribute shipped in Chrome 19 and Firefox 111; the CSS property `translate` in Chrome 104 and Firefox 72.
    feature: /translate\W{0,3}(attribute|=)|attributes?\W{0,10}translate\b|^Support for translate: Chrome 19\b/i
  },
  { query: "Which browsers support <script nomodule>?", feature: /nomodule/i },
  { query: "disablepictureinpicture attribute firefox", feature: /disablepictureinpicture/i },

  // JavaScript (14)
  { query: "Which browsers support Array.from()?", feature: /Array\.?\s?from\b/i },
  { query: "Number.isInterger browser support", feature: /(?<!Safe)isInteger/i },
  { query: "Math.trunc browser support", feature: /\btrunc\b/i },
  { query: "is const baseline", feature: /\bconst\b/i },
  { query: "Object.assign() caniuse", feature: /Object\.?\s?assign/i },
  { query: "Intl.DateTimeFormat browser compat", feature: /DateTimeFormat/i },
  { query: "Intl.getCanonicalLocales support", feature: /getCanonicalLocales/i },
  { query: "Does Samsung Internet support String.prototype.normalize()?", feature: /\bnormalize\b/i },
  { query: "DataView browser support", feature: /DataView/i },
  { query: "Which browsers support Atomics.pause()?", feature: /Atomics\.?\s?pause/i },
  { query: "String.prototype.startsWith safari on ios", feature: /startsWith/i },
  { query: "Math.clz32 compat", feature: /clz32/i },
  { query: "Is Number.EPSILON widely available?", feature: /EPSILON/i },
  { query: "can i use computed property names in object literals", feature: /computed property/i },

  // Web APIs and events (14)
  { query: "getUserMedia browser support", feature: /getUserMedia/i },
  { query: "Does Firefox support navigator.clipboard.writeText()?", feature: /writeText/i },
  { query: "history.pushState caniuse", feature: /pushState/i },
  { query: "TextEncoder compat", feature: /TextEncoder(?!Stream)/i },
  { query: "Is Element.scrollIntoView() widely available?", feature: /scrollIntoView(?!IfNeeded)/i },
  { query: "Is the Web Crypto API (crypto.subtle) baseline?", feature: /SubtleCrypto|crypto\.subtle|Web Crypto/i },
  { query: "ReportingObserver browser support", feature: /ReportingObserver|Reporting API/i },
  { query: "Which browsers support HTMLMediaElement.setSinkId()?", feature: /setSinkId/i },
  { query: "is navigator.keyboard.getLayoutMap() baseline", feature: /getLayoutMap|KeyboardLayoutMap/i },
  { query: "CSS.escape() browser support", feature: /CSS\.escape/i },
  { query: "deviceorientation event on Firefox for Android", feature: /deviceorientation(?!absolute)/i },
  { query: "contextmenu event compat", feature: /contextmenu/i },
  { query: "Which browsers fire the animationend event?", feature: /animationend/i },
  { query: "matchMeda browser support", feature: /matchMedia/i },

  // HTTP / SVG / MathML / WebAssembly (6)
  { query: "Referrer-Policy header browser support", feature: /Referrer-Policy/i },
  {
    query: "Does Safari support the upgrade-insecure-requests CSP directive?",
    feature: /upgrade-insecure-requests/i
  },
  { query: "Content-Disposition header compat", feature: /Content-Disposition/i },
  { query: "feMorphology svg filter support", feature: /feMorphology/i },
  { query: "Does Chrome support the MathML <mtable> element?", feature: /mtable/i },
  { query: "When did Safari ship WebAssembly SIMD?", feature: /SIMD/i }
]

export const OUT_OF_DOMAIN_10: ReadonlyArray<string> = [
  "What is Opera GX and is it good for gaming?",
  "How do I clear the cache in Safari on a Mac?",
  "Which browser has the most users in India?",
  "How do I update Chrome on an iPad?",
  "Is the Samsung Internet browser safe for online banking?",
  "Which Firefox extensions block trackers?",
  "How do I export my Chrome passwords to a CSV file?",
  "Does Netflix stream in 4K in the Edge browser?",
  "How do I write a for loop in Bash?",
  "How do I join a Vec<String> into a single String in Rust?",
  "What is the difference between INNER JOIN and FULL OUTER JOIN in SQL?",
  "How do I read a CSV file with pandas?",
  "What is the current stable version of Python?",
  "Is Svelte better than React for small projects?",
  "Should I use Next.js or Remix for a new app?",
  "How do I improve my website's ranking on Google?",
  "What is a good meta description length for SEO?",
  "How do I make my WordPress site load faster on mobile?",
  "How do I get an SSL certificate for my domain?",
  "Does the iPhone 12 support 5G?",
  "Is my monitor compatible with HDMI 2.1?",
  "Which version of macOS is compatible with a 2015 MacBook Pro?",
  "How do I find out which Android version my phone runs?",
  "How do I contact Apple support about a billing issue?",
  "How do I set up two-factor authentication on my Google account?",
  "What is chromium used for in stainless steel?",
  "Who is The Edge, the guitarist of U2?",
  "How long do safari ants live?",
  "What is the baseline salary for a junior web developer in Berlin?",
  "What vitamins are in spinach?"
]
