// A sixth set of held-out questions for the embedded MDN corpus, written by a helper who never read the validator
// or the corpus search, after the first five sets (heldOutQuestions.ts to heldOutQuestions5.ts) had been measured
// and used for fixes. Not tuned against the results. No feature or question overlaps the first five sets. Every
// feature exists in the installed @mdn/browser-compat-data. Phrasings vary on purpose: full questions ("Does Safari
// support X?", "When did Firefox ship X?", "What version of Chrome added X?", "Is X supported on iOS Safari?"),
// terse keyword queries ("X safari", "X browser support", "X compat", "can i use X"), "is X baseline" and "is X
// widely available"; five have typos and about ten name a feature by its common English name (logical properties,
// nesting, speculation rules, named capture groups, pointer lock, web push) rather than its identifier. The set
// spans CSS, HTML, JavaScript, Web APIs, events, HTTP headers, SVG and MathML, well-known and obscure features.

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_6: ReadonlyArray<InDomainQuestion> = [
  // CSS properties
  { query: "Does Safari support backface-visibility?", feature: /backface[- ]visibility/i },
  { query: "tab-size browser support", feature: /tab[- ]size/i },
  { query: "Is text-size-adjust supported on iOS Safari?", feature: /text[- ]size[- ]adjust/i },
  { query: "font-optical-sizng compat", feature: /font[- ]optical[- ]sizing/i },
  { query: "When did Firefox ship contain-intrinsic-size?", feature: /contain[- ]intrinsic[- ]size/i },
  { query: "is image-rendering: pixelated widely available", feature: /image[- ]rendering|pixelated/i },
  {
    query: "CSS logical properties browser support",
    feature: /logical propert|(margin|padding|inset|border)[- ](inline|block)|(?<![-\w])(inline|block)[- ]size/i
  },
  { query: "can i use css nesting", feature: /\bnest(ing|ed)?\b/i },
  { query: "What version of Chrome added text-align-last?", feature: /text[- ]align[- ]last/i },
  { query: "can i use object-view-box", feature: /object[- ]view[- ]box/i },
  // CSS selectors
  { query: "Which browsers support :nth-child(of S)?", feature: /nth[- ]child/i },
  { query: "Does Firefox support ::placeholder?", feature: /\bplaceholder\b(?![-\w])/i },
  { query: "is :in-range baseline", feature: /in[- ]range/i },
  // CSS media features and functions
  { query: "media query range syntax safari", feature: /range[- ]?(syntax|context)/i },
  { query: "inverted-colors media feature browser support", feature: /inverted[- ]colors/i },
  { query: "cross-fade() safari", feature: /cross[- ]fade/i },
  // HTML elements and attributes
  { query: "Does Chrome still support the <marquee> element?", feature: /marquee/i },
  { query: "wbr element compat", feature: /\bwbr\b/i },
  { query: "Is the ping attribute on links supported in Firefox?", feature: /\bping\b/i },
  { query: "is the iframe sandbox attribute widely available", feature: /sandbox/i },
  { query: "rel=preconnect safari", feature: /preconnect/i },
  { query: 'Does Firefox support <input type="month">?', feature: /\bmonth\b/i },
  { query: "speculation rules browser support", feature: /speculation[- ]?rules/i },
  {
    query: "customizable select element chrome",
    feature: /base[- ]select|customi[sz]able\s*(<|&lt;)?select|selectedcontent/i
  },
  // JavaScript
  { query: "async/await browser support", feature: /\basync\b/i },
  {
    query: "Does Safari support named capture groups in regular expressions?",
    feature: /named[- ]captur|named groups?/i
  },
  { query: "Promise.prototype.finally compat", feature: /finally/i },
  { query: "Intl.PluralRules safari", feature: /PluralRules/i },
  { query: "Math.sumPrecise browser support", feature: /sumPrecise/i },
  { query: "Which browsers support Float16Array?", feature: /Float16/i },
  { query: "When did Chrome ship JSON.rawJSON?", feature: /rawJSON|JSON source text/i },
  { query: "are hashbang comments baseline", feature: /hashbang|shebang/i },
  { query: "Is dynamic import() supported in Edge?", feature: /dynamic import|\bimport\(\)/i },
  { query: "regexp modifers firefox", feature: /\bmodifiers?\b/i },
  // Web APIs
  { query: "the geolocation api browser support", feature: /geolocation/i },
  { query: "Does Safari support WebRTC?", feature: /WebRTC|RTCPeerConnection/i },
  { query: "web midi api safari", feature: /\bMIDI\b|WebMIDI/i },
  { query: "Is WebXR supported on iOS Safari?", feature: /WebXR|\bXR[A-Z]\w*/i },
  { query: "pointer lock api firefox", feature: /pointer[- ]?lock/i },
  { query: "Do web push notifications work on iOS Safari?", feature: /\bpush\b|PushManager/i },
  { query: "Does Firefox support canvas roundRect()?", feature: /roundRect/i },
  { query: "is URL.canParse() baseline", feature: /canParse/i },
  { query: "checkVisibility() safari", feature: /checkVisibility/i },
  { query: "Which browsers support the HTML Sanitizer API?", feature: /sanitizer|setHTML\b/i },
  { query: "compute presure api chrome", feature: /pressure/i },
  // Events
  { query: "Which browsers fire selectionchange on input elements?", feature: /selectionchange/i },
  { query: "formdata event safari", feature: /formdata/i },
  { query: "unhandledrejection event compat", feature: /unhandledrejection/i },
  { query: "scrollsnapchange event firefox", feature: /scrollsnapchange/i },
  // HTTP headers and cookies
  {
    query: "Cross-Origin-Resource-Policy header firefox",
    feature: /cross[- ]origin[- ]resource[- ]policy|\bCORP\b/i
  },
  { query: "SameSite cookie attribute browser support", feature: /same[- ]?site/i },
  { query: "partitioned cookies safari", feature: /partitioned|\bCHIPS\b/i },
  { query: "X-Content-Type-Optons nosniff compat", feature: /x[- ]content[- ]type[- ]options|nosniff/i },
  { query: "Does Safari support the Origin-Agent-Cluster header?", feature: /origin[- ]agent[- ]cluster/i },
  // SVG
  { query: "Does Safari support the SVG textPath element?", feature: /textPath/i },
  { query: "feTurbulance browser support", feature: /feTurbulence/i },
  { query: "vector-effect non-scaling-stroke firefox", feature: /vector[- ]effect|non[- ]scaling[- ]stroke/i },
  // MathML
  { query: "Does Chrome support MathML?", feature: /MathML/i },
  { query: "mfrac safari", feature: /mfrac/i },
  { query: "When did Chrome add the MathML menclose element?", feature: /menclose/i }
]

export const OUT_OF_DOMAIN_6: ReadonlyArray<string> = [
  // General knowledge
  "Who was the first woman to win a Nobel Prize?",
  "How deep is the Mariana Trench?",
  // Other programming languages and tools
  "How do I pattern match on an enum in Swift?",
  "What is the difference between a struct and a class in C++?",
  "How do I write a GitHub Actions workflow that runs on every pull request?",
  "How do I pivot a DataFrame in pandas?",
  // Health
  "How much vitamin C should an adult take per day?",
  "What are the symptoms of a concussion?",
  "Is it normal for my knee to click when I squat?",
  // Money
  "How do I calculate the yield of a bond?",
  "What is a good debt-to-income ratio for a mortgage?",
  "Should I open a high-yield savings account?",
  // Travel
  "Do I need a visa to visit Japan with a US passport?",
  "What is the cheapest way to get from the airport to central Lisbon?",
  // Using a browser, not web-feature support
  "How do I enable hardware acceleration in Chrome?",
  "How do I change the download folder in Firefox?",
  "How do I block pop-ups in Safari on iPad?",
  "How do I restore closed tabs in Edge after a crash?",
  // Browser market share
  "What percentage of internet users use Firefox?",
  "Is Safari's market share growing on desktop?",
  // Near-misses: words shared with web features
  "Does Flex Seal work on a leaking roof?",
  "What should I do during a grid power outage in winter?",
  "How were papyrus scrolls made in ancient Egypt?",
  "How do I float a loan for a small business?",
  "How much does it cost to transform a kitchen with new cabinets?",
  "When is the best season for a safari in Kenya?",
  "Do chrome wheels rust in the winter?",
  "What do red pandas eat, and why are they called firefox?",
  "Which championships has the wrestler Edge won?",
  "What vocal range does an opera singer need for soprano roles?"
]
