// A seventh set of held-out questions for the embedded MDN corpus, written by a helper who never read the validator
// or the corpus search, after the first six sets (heldOutQuestions.ts to heldOutQuestions6.ts) had been measured
// and used for fixes. Not tuned against the results. No feature or question overlaps the first six sets. Every
// feature exists in the installed @mdn/browser-compat-data. Phrasings vary on purpose: full questions ("Which
// browsers support X?", "Does Safari support X?", "When did Firefox ship X?", "What version of Chrome added X?", "Is
// X supported on iOS Safari?", "Is X safe to use?"), terse keyword queries ("X safari", "X browser support", "X
// compat", "can i use X") and "is X baseline"; five have typos and about ten name a feature by its common English
// name (filter effects, web app manifest, customized built-in elements, template literals, destructuring, pointer
// events, client hints, network error logging, brotli compression, CORS) rather than its identifier. The set spans
// CSS, HTML, JavaScript, Web APIs, events, HTTP headers, SVG and MathML, well-known and obscure features.

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_7: ReadonlyArray<InDomainQuestion> = [
  // CSS properties, descriptors and units
  { query: "Does Safari support text-overflow: ellipsis?", feature: /text[- ]overflow|ellipsis/i },
  { query: "scroll-margin-top safari", feature: /scroll[- ]margin/i },
  { query: "overflow-wrap: anywhere browser support", feature: /overflow[- ]wrap|\banywhere\b/i },
  { query: "unicode-range in @font-face compat", feature: /unicode[- ]range/i },
  { query: "When did Safari ship counter-set?", feature: /counter[- ]set/i },
  { query: "Is mask-border supported in Firefox?", feature: /mask[- ]border/i },
  { query: "can i use rlh units", feature: /\brlh\b/i },
  { query: "text-box-trim safari", feature: /text[- ]box/i },
  { query: "is color-scheme baseline", feature: /(?<!prefers-)color[- ]scheme/i },
  { query: "hyphenate-charcter compat", feature: /hyphenate[- ]character/i },
  { query: "Does Firefox support background-clip: text?", feature: /background[- ]clip/i },
  { query: "CSS filter effects browser support", feature: /(?<!backdrop-)\bfilter\b|filter effects/i },
  { query: "Is corner-shape safe to use?", feature: /corner[- ]shape/i },
  // CSS selectors, media features and functions
  { query: "is ::first-letter baseline", feature: /first[- ]letter/i },
  { query: "prefers-reduced-data media query browser support", feature: /prefers[- ]reduced[- ]data/i },
  { query: "What version of Chrome added sibling-index()?", feature: /sibling[- ]index/i },
  // HTML elements and attributes
  { query: 'Does Firefox support <input type="time">?', feature: /\btime\b/i },
  { query: "Does Firefox suport webkitdirectory?", feature: /webkitdirectory/i },
  { query: "draggable attribute compat", feature: /draggable/i },
  { query: "Which browsers support the pattern attribute on inputs?", feature: /\bpattern\b/i },
  { query: "web app manifest safari", feature: /manifest/i },
  { query: "Is input type=email supported on iOS Safari?", feature: /email/i },
  {
    query: "Does Safari support customized built-in elements?",
    feature: /customi[sz]ed built[- ]in|\bis\b["'`]?\s+(global\s+)?attribute|\bis=/i
  },
  { query: 'img sizes="auto" chrome', feature: /\bsizes\b/i },
  // JavaScript
  { query: "When did Edge add Object.entries?", feature: /Object\.entries/i },
  { query: "Which browsers support Proxy?", feature: /\bProxy\b/i },
  { query: "Atomics.waitAsnyc firefox", feature: /waitAsync/i },
  { query: "Intl.Locale safari", feature: /Intl\.Locale|\bLocale\b/i },
  { query: "is ArrayBuffer.prototype.transfer() baseline", feature: /\btransfer\b/i },
  { query: "What version of Firefox added Error.captureStackTrace?", feature: /captureStackTrace/i },
  { query: "template literals browser support", feature: /template (literal|string)s?/i },
  { query: "can i use destructuring assignment", feature: /destructuring/i },
  {
    query: "public class fields safari",
    feature: /class fields|public (instance |static )?(class )?fields?|field declarations/i
  },
  { query: "is WeakMap baseline", feature: /WeakMap/i },
  { query: "Is WebAssembly supported on iOS Safari?", feature: /WebAssembly|\bwasm\b/i },
  // Web APIs
  { query: "speechSynthesis safari", feature: /speech ?synthesis/i },
  { query: "WebHID firefox", feature: /\bHID\b|WebHID/i },
  { query: "CSS Typed OM firefox", feature: /typed ?(OM|object model)|attributeStyleMap|StylePropertyMap/i },
  {
    query: "Which browsers support the CSS Paint API?",
    feature: /paint ?worklet|registerPaint|paint API|\bpaint\(\)|Houdini/i
  },
  { query: "Is the Media Session API baseline?", feature: /media ?session/i },
  { query: "BarcodeDetector chrome", feature: /barcode/i },
  { query: "User-Agent Client Hints firefox", feature: /client hints|userAgentData|Sec-CH-UA|NavigatorUAData/i },
  { query: "requestAnimationFrme browser support", feature: /requestAnimationFrame/i },
  { query: "Which browsers support WebSockets?", feature: /WebSocket/i },
  { query: "pointer events browser support", feature: /pointer ?events?|PointerEvent/i },
  { query: "Is WebGL 2 supported on iOS Safari?", feature: /WebGL ?2/i },
  // Events
  { query: "When did Firefox ship the focusin event?", feature: /focusin/i },
  { query: "Does iOS Safari fire the beforeunload event?", feature: /beforeunload/i },
  { query: "wheel event browser support", feature: /\bwheel\b/i },
  { query: "When did Chrome add the hashchange event?", feature: /hashchange/i },
  { query: "transitionend event compat", feature: /transitionend/i },
  // HTTP headers and directives
  { query: "Content-Security-Policy strict-dynamic safari", feature: /strict[- ]dynamic/i },
  { query: "stale-while-revaldiate safari", feature: /stale[- ]while[- ]revalidate/i },
  { query: "network error logging browser support", feature: /\bNEL\b|network error logging/i },
  { query: "brotli compression browser support", feature: /\bbr\b|brotli/i },
  { query: "CORS browser support", feature: /\bCORS\b|access[- ]control|cross[- ]origin resource sharing/i },
  // SVG and MathML
  { query: "feGaussianBlur safari", feature: /feGaussianBlur/i },
  { query: "Which browsers support SVG animateTransform?", feature: /animateTransform/i },
  { query: "svg symbol element browser support", feature: /\bsymbol\b/i },
  { query: "context-fill svg chrome", feature: /context[- ]fill/i }
]

export const OUT_OF_DOMAIN_7: ReadonlyArray<string> = [
  // General knowledge
  "What is the speed of light in a vacuum?",
  "Who was the first person to walk on the Moon?",
  "What is the largest desert in the world?",
  // Other languages and tools
  "How do I reverse a string in Ruby?",
  "How do I share a fixture between tests in pytest?",
  "What is the difference between Terraform and Ansible?",
  "How do I squash commits in git before merging?",
  "How do I allocate memory on the heap in C?",
  // Health
  "What are the side effects of too much caffeine?",
  "How do I treat a bee sting?",
  "What is a healthy cholesterol level?",
  // Money
  "How does a 401(k) employer match work?",
  "What is the difference between APR and APY?",
  "Is gold a good hedge against inflation?",
  // Travel
  "What is the best time of year to visit Iceland?",
  "Do I need travel insurance for a trip to Mexico?",
  "How early should I arrive at the airport for an international flight?",
  // Browser how-tos, settings and market share
  "How do I enable cookies in Safari on iPhone?",
  "How do I change the homepage in Firefox?",
  "How do I update Microsoft Edge to the latest version?",
  "How do I turn off autoplay videos in Chrome?",
  "What is Samsung Internet's global market share?",
  "Which browser do most web developers use?",
  // Near misses sharing words with web features
  "How do I fix a sticky drawer in an old dresser?",
  "What is the best filter for a freshwater aquarium?",
  "How do I apply a layer mask with a gradient in Photoshop?",
  "How long does a wheel alignment take?",
  "How do I give someone a proxy vote at a shareholder meeting?",
  "Does the Apple Watch support blood oxygen monitoring?",
  "How do I transition a toddler from a crib to a bed?"
]
