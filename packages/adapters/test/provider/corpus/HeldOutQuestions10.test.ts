import { describeHeldOut } from "./heldOutMeasurement.ts"
import { IN_DOMAIN_10, OUT_OF_DOMAIN_10 } from "./heldOutQuestions10.ts"

// The tenth set of held-out questions (see heldOutQuestions10.ts). First measured (2026-11-29) at 080b6fd: 46 of 60
// in-domain sold, 4 about another feature by the regexes, 0 of 30 out-of-domain sold, 2 answers stating no release
// (a specification's section, for "String.prototype.startsWith safari on ios" and "feMorphology svg filter support").
// Three of the four were the asked feature, named by the answer as the compat data does ("Support for audio", "mark",
// "translate" with the attribute's releases): their regexes were widened, nothing else changed. The two answers
// without a release were mended by a general rule (a keyword search ending "safari on ios", or naming an API in camel
// case before "support", asks for releases). The fourth, WebAssembly SIMD answered with WebAssembly's own releases, was
// mended by a general rule (words naming a member of a type the question names by code are never dropped for being
// absent): it is refused, the corpus search finding no page on SIMD.
describeHeldOut({
  title: "tenth set of held-out questions over the MDN corpus",
  inDomain: IN_DOMAIN_10,
  outOfDomain: OUT_OF_DOMAIN_10,
  inDomainCount: 60,
  outOfDomainCount: 30
})
