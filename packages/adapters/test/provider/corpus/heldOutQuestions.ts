// Held-out questions for the embedded MDN corpus: written without looking at the corpus search or the validator,
// and not tuned against their results. They measure how the service answers questions it was not built around.

export interface InDomainQuestion {
  /** A question about browser support of a feature MDN browser-compat-data covers. */
  readonly query: string
  /** Any correct answer must name the feature: this matches its name as MDN/BCD writes it. */
  readonly feature: RegExp
}

export const IN_DOMAIN: ReadonlyArray<InDomainQuestion> = [
  // CSS properties
  { query: "Which browsers support the CSS overscroll-behavior property?", feature: /overscroll-behavior(?!-)/i },
  { query: "Does Safari support position: sticky?", feature: /sticky/i },
  {
    query: "Is the CSS text-decoration-thickness property supported in Firefox?",
    feature: /text-decoration-thickness/i
  },
  { query: "What version of Edge added content-visibility?", feature: /content-visibility/i },
  { query: "object-fit browser support", feature: /object-fit/i },
  { query: "When did Chrome ship the CSS hyphens property?", feature: /hyphens/i },
  { query: "Can I use grid-template-areas?", feature: /grid-template-areas/i },
  { query: "font-variant-numeric safari", feature: /font-variant-numeric/i },
  { query: "Is writing-mode baseline?", feature: /writing-mode/i },
  { query: "Which Firefox version supports the mask-image property?", feature: /mask-image/i },
  { query: "Does Chrome support the CSS translate property (individual transform)?", feature: /translate/i },
  { query: "can i use css varibles in edge", feature: /custom propert|var\(|--\*|variables/i },
  { query: "whch browsers suport css grid layout", feature: /grid/i },
  // CSS selectors and pseudo-elements
  { query: "Which browsers support the :placeholder-shown pseudo-class?", feature: /:placeholder-shown/i },
  { query: "Is the ::marker pseudo-element supported in Safari?", feature: /::marker/i },
  { query: "is :any-link baseline", feature: /:any-link/i },
  { query: "When did Firefox support the :read-only pseudo-class?", feature: /:read-only/i },
  { query: "Does Safari support ::backdrop?", feature: /::backdrop/i },
  // CSS at-rules, media features, functions, units
  { query: "When did Chrome ship CSS @property?", feature: /@property/i },
  { query: "Which browsers support the @supports at-rule?", feature: /@supports/i },
  { query: "When did Safari support the prefers-color-scheme media feature?", feature: /prefers-color-scheme/i },
  { query: "Can I use the font-display descriptor in @font-face?", feature: /font-display/i },
  { query: "CSS min() function browser support", feature: /\bmin\(\)/i },
  { query: "Does Firefox support the CSS round() function?", feature: /\bround\(\)/i },
  { query: "Which browsers support conic-gradient()?", feature: /conic[- ]gradient/i },
  { query: "What version of Safari added lch() colors?", feature: /\blch\b/i },
  { query: "Can I use dvh units?", feature: /\bdvh\b|dynamic viewport/i },
  // HTML elements and attributes
  { query: "Which browsers support the <picture> element?", feature: /picture/i },
  { query: 'Does Safari support <input type="date">?', feature: /input[^.]{0,40}date|date[^.]{0,10}input/i },
  { query: "Is the datalist element supported in Firefox?", feature: /datalist/i },
  { query: "Can I use srcset on img?", feature: /srcset/i },
  { query: "When did Chrome support the HTML template element?", feature: /template/i },
  { query: "Does Safari support the enterkeyhint attribute?", feature: /enterkeyhint/i },
  { query: "Which browsers support the inputmode attribute?", feature: /inputmode/i },
  { query: 'Is rel="preload" supported in Firefox?', feature: /preload/i },
  { query: "What version of Safari added the decoding attribute on images?", feature: /decoding/i },
  { query: "the HTML <search> element browser support", feature: /\bsearch\b/i },
  // JavaScript built-ins and syntax
  { query: "Which browsers support Array.prototype.flat?", feature: /Array\.(prototype\.)?flat\b/i },
  { query: "Is optional chaining supported in Safari?", feature: /optional chaining|\?\./i },
  { query: "When did Firefox ship the nullish coalescing operator?", feature: /nullish coalescing|\?\?/i },
  { query: "Can I use BigInt?", feature: /BigInt/i },
  { query: "Object.fromEntries browser support", feature: /Object\.fromEntries|fromEntries/i },
  { query: "does safari support Promise.any", feature: /Promise\.any/i },
  { query: "Is String.prototype.padStart supported in Edge?", feature: /padStart/i },
  { query: "When did Chrome add private class fields?", feature: /private/i },
  { query: "Which browsers support WeakRef?", feature: /WeakRef/i },
  { query: "what version of safari has Intl.RelativeTimeFormat", feature: /RelativeTimeFormat/i },
  { query: "Is the Array.fromAsync method supported in Firefox?", feature: /fromAsync/i },
  { query: "Which browsers support Object.groupBy?", feature: /groupBy/i },
  { query: "Can I use the logical OR assignment operator (||=)?", feature: /\|\|=|logical or assignment/i },
  // Web APIs, events and interfaces
  { query: "Does Safari support Element.animate()?", feature: /Element\.animate/i },
  { query: "mutation obsrver firefox support", feature: /MutationObserver/i },
  { query: "Does Firefox support the Web Bluetooth API?", feature: /Bluetooth/i },
  { query: "Which browsers support requestIdleCallback?", feature: /requestIdleCallback/i },
  { query: "Is the PerformanceObserver interface supported in Safari?", feature: /PerformanceObserver/i },
  { query: "When did Chrome ship the Web Locks API?", feature: /\bLocks?\b|LockManager/i },
  { query: "Does Safari support the beforeinstallprompt event?", feature: /beforeinstallprompt/i },
  { query: "Is crypto.randomUUID() supported in Firefox?", feature: /randomUUID/i },
  { query: "Does Safari support OffscreenCanvas?", feature: /OffscreenCanvas/i },
  { query: "What version of Edge added CompressionStream?", feature: /CompressionStream/i }
]

export const OUT_OF_DOMAIN: ReadonlyArray<string> = [
  "How do I reverse a list in Python?",
  "Which browser has the largest market share?",
  "How do I clear the cache in Chrome?",
  "What is the capital of Australia?",
  "How many calories are in a banana?",
  "What are the symptoms of vitamin D deficiency?",
  "Is it a good time to refinance my mortgage?",
  "What is the current price of Bitcoin?",
  "Who won the 2022 FIFA World Cup?",
  "How many players does a basketball team have on the court?",
  "How do I configure a reverse proxy in nginx?",
  "How do I set up a PostgreSQL streaming replica?",
  "What's the difference between TCP and UDP?",
  "How do I undo the last git commit?",
  "How do I install Firefox on Ubuntu?",
  "How do I make Safari my default browser on a Mac?",
  "How to sort a HashMap by value in Java?",
  "What is the best way to learn Rust?",
  "How do I export bookmarks from Edge?",
  "How do I bake sourdough bread?",
  "What is the boiling point of water at high altitude?",
  "How do I configure Apache virtual hosts?",
  "How do I disable JavaScript in Chrome?",
  "How do I write a Dockerfile for a Node.js app?",
  "What is the tax rate on long-term capital gains in the US?",
  "How many weeks should a marathon training plan last?",
  "Who invented the World Wide Web?",
  "Why is Chrome using so much memory?",
  "How do I set up a Kubernetes ingress controller?",
  "Which is faster for gaming, Chrome or Firefox?"
]
