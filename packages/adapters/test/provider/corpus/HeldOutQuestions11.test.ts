import { describeHeldOut } from "./heldOutMeasurement.ts"
import { IN_DOMAIN_11, OUT_OF_DOMAIN_11 } from "./heldOutQuestions11.ts"

// The eleventh set of held-out questions (see heldOutQuestions11.ts). First measured (2026-11-29) at 7076584: 46 of 60
// in-domain sold, 1 about another feature (WebAssembly tail calls answered with WebAssembly's own releases), 1 of 30
// out-of-domain sold: "How do I upgrade npm to the latest version?", sold on the HTTP Upgrade header once the
// question was judged again without "npm", which no candidate holds. Both mended by general rules: a how-to keeps its
// absent words when only its action ("upgrade") would remain, and words naming a member of a type the question names
// by code ("WebAssembly tail calls") are never dropped; both are refused now.
describeHeldOut({
  title: "eleventh set of held-out questions over the MDN corpus",
  inDomain: IN_DOMAIN_11,
  outOfDomain: OUT_OF_DOMAIN_11,
  inDomainCount: 60,
  outOfDomainCount: 30
})
