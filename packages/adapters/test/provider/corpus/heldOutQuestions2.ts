// A second set of held-out questions for the embedded MDN corpus, written after the first set (heldOutQuestions.ts)
// had been measured and used for fixes. Written without looking at the corpus search or the validator, and not
// tuned against their results. No feature or question overlaps the first set. Every feature exists in the
// installed @mdn/browser-compat-data.

import type { InDomainQuestion } from "./heldOutQuestions.ts"

export const IN_DOMAIN_2: ReadonlyArray<InDomainQuestion> = [
  // CSS properties
  { query: "Which browsers support the CSS scrollbar-gutter property?", feature: /scrollbar-gutter/i },
  { query: "Does Safari support text-underline-offset?", feature: /text-underline-offset/i },
  { query: "CSS place-items compatibility", feature: /place-items/i },
  { query: "When did Safari ship the touch-action property?", feature: /touch-action/i },
  { query: "Can I use mix-blend-mode?", feature: /mix-blend-mode/i },
  { query: "clip-path safari", feature: /clip-path/i },
  { query: "Is the CSS will-change property baseline?", feature: /will-change/i },
  { query: "What version of Firefox added caret-color?", feature: /caret-color/i },
  { query: "does firefox suport -webkit-line-clamp", feature: /line-clamp/i },
  { query: "Is font-size-adjust supported in Chrome?", feature: /font-size-adjust/i },
  { query: "user-select browser compatibility", feature: /user-select/i },
  { query: "When did Safari support smooth scrolling with the scroll-behavior property?", feature: /scroll-behavior/i },
  // CSS selectors and pseudo-elements
  { query: "Which browsers support the :autofill pseudo-class?", feature: /autofill/i },
  { query: "Can I use the ::file-selector-button pseudo-element?", feature: /file-selector-button/i },
  { query: "Does Chrome support the :dir() pseudo-class?", feature: /:dir\b/i },
  { query: "Is ::part() supported in Safari?", feature: /::part\b|shadow parts/i },
  { query: "When did Edge add the :defined pseudo-class?", feature: /:defined\b/i },
  { query: ":indeterminate selector firefox", feature: /:indeterminate/i },
  // CSS at-rules, media features, functions, units
  { query: "Which browsers support the @counter-style at-rule?", feature: /@counter-style/i },
  { query: "Is @starting-style baseline?", feature: /@starting-style/i },
  { query: "When did Safari add the prefers-reduced-motion media query?", feature: /prefers-reduced-motion/i },
  { query: "Can I use the CSS env() function?", feature: /\benv\b|environment variables/i },
  { query: "Does Firefox support hwb() colors?", feature: /\bhwb\b/i },
  { query: "lh unit browser support", feature: /\blh\b/i },
  { query: "Which browsers support CSS @scope?", feature: /@scope\b/i },
  { query: "Are CSS trigonometric functions like sin() supported in Safari?", feature: /\bsin\b|trigonometric/i },
  { query: "What version of Chrome shipped the prefers-contrast media feature?", feature: /prefers-contrast/i },
  { query: "light-dark() css function compatibilty", feature: /light-dark/i },
  // HTML elements and attributes
  { query: "Which browsers support the <meter> element?", feature: /\bmeter\b|MeterElement/i },
  { query: "Does Firefox support the <slot> element?", feature: /\bslot\b|SlotElement/i },
  { query: "Does Safari support the autocapitalize attribute?", feature: /autocapitalize/i },
  { query: "Is the download attribute on links supported in Safari?", feature: /\bdownload\b/i },
  { query: 'Can I use <input type="color">?', feature: /type\s*=\s*["']?color|input type color|color input/i },
  { query: "Does iOS Safari support the playsinline attribute on video?", feature: /playsinline/i },
  { query: 'Which browsers support hidden="until-found"?', feature: /until-found/i },
  { query: "When did Safari support the <progress> element?", feature: /\bprogress\b/i },
  { query: "ruby element browser support", feature: /\bruby\b/i },
  { query: "Is the srcdoc attribute of iframe supported in Edge?", feature: /srcdoc/i },
  // JavaScript built-ins and syntax
  {
    query: "Which browsers support Array.prototype.includes()?",
    feature: /Array\.(prototype\.)?includes|Array includes/i
  },
  { query: "promise.withresolvers browser suport", feature: /withResolvers/i },
  { query: "Does Safari support Set.prototype.union()?", feature: /\bunion\b|set methods/i },
  { query: "When did Firefox add Intl.ListFormat?", feature: /ListFormat/i },
  { query: "Is SharedArrayBuffer supported in Safari?", feature: /SharedArrayBuffer/i },
  { query: "Can I use the exponentiation operator (**)?", feature: /exponentiation|\*\*/i },
  { query: "Which browsers support for await...of loops?", feature: /for await|async iterat/i },
  {
    query: "Does Chrome support class static initialization blocks?",
    feature: /static init|initialization.blocks?|static blocks?/i
  },
  { query: "Are regex lookbehind assertions supported in Safari?", feature: /lookbehind/i },
  { query: "What version of Chrome added the Error cause option?", feature: /\bcause\b/i },
  { query: "is globalThis baseline", feature: /globalThis/i },
  // Web APIs, events and interfaces
  { query: "Which browsers support the Payment Request API?", feature: /payment ?request/i },
  { query: "Is VideoDecoder from WebCodecs supported in Firefox?", feature: /VideoDecoder|WebCodecs/i },
  { query: "Does Firefox support showOpenFilePicker()?", feature: /showOpenFilePicker|file system access/i },
  { query: "is the eyedroper api supported in safari", feature: /eye ?dropper/i },
  { query: "When did Safari ship the Screen Wake Lock API?", feature: /wake ?lock/i },
  { query: "Does iOS Safari support navigator.vibrate()?", feature: /vibrat/i },
  { query: "Gamepad API browser support", feature: /gamepad/i },
  { query: "can i use webtransprt", feature: /WebTransport/i },
  { query: "Which browsers fire the visibilitychange event?", feature: /visibilitychange|page visibility/i },
  { query: "URLPattern safari", feature: /URLPattern/i },
  { query: "When did Chrome add the scrollend event?", feature: /scrollend/i }
]

export const OUT_OF_DOMAIN_2: ReadonlyArray<string> = [
  // General knowledge
  "What is the tallest mountain in Africa?",
  'Who wrote "Pride and Prejudice"?',
  "How far is the Moon from Earth?",
  "What year did the Berlin Wall fall?",
  "How many time zones does Russia have?",
  // Health
  "How much water should I drink per day?",
  "Can I take ibuprofen and paracetamol together?",
  "What are the early signs of type 2 diabetes?",
  "How long does a flu vaccine take to work?",
  // Finance
  "What is the difference between a Roth IRA and a traditional IRA?",
  "How is compound interest calculated?",
  "Should I pay off my credit card or build an emergency fund first?",
  "What does an ETF expense ratio mean?",
  // Sports
  "How long is an Olympic swimming pool?",
  "Who has won the most Wimbledon titles?",
  "How does the offside rule work in soccer?",
  "How many holes are on a standard golf course?",
  // Programming, not about browser support
  "How do I sort a dict by value in Python?",
  "What does git rebase do?",
  "How do I read a file line by line in Go?",
  "What is a closure in JavaScript?",
  "How do I write a SQL join across three tables?",
  "What is the difference between a process and a thread?",
  "How do I handle errors with async/await in TypeScript?",
  "How do I create a virtual environment in Python?",
  // Browsers or web technologies, but not feature support
  "How do I clear cookies in Safari?",
  "Which browser is the fastest?",
  "How do I install Chrome on Linux?",
  "Why does my CSS not load?",
  "What is the difference between let and var?",
  "How do I center text in CSS?",
  "How do I open the developer tools in Firefox?",
  "How do I turn off the pop-up blocker in Edge?",
  "How do I center a div with flexbox?",
  "What is the difference between localStorage and sessionStorage?",
  // Support words about other things
  "Does Medicare support hearing aids?",
  "Which version of Windows supports DirectX 12?",
  "When did Apple ship the first iPhone?",
  "Does the PlayStation 5 support 8K output?",
  "Can I use my HSA to pay for glasses?"
]
